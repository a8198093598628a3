/**
 * `/withdrawal/confirm` (ROUTE-11, WD-04; decisions WD-05, WD-06): the draft's summary — amount,
 * fee, what arrives, method, the masked account, the arrival time and the account it is paid from —
 * and the player's explicit Confirm (withdrawal-confirm → complete); Edit goes back to the amount
 * page. A draft that expired (410) says so (role=alert) and offers the amount page again.
 */
import { useStore } from '@nanostores/react';
import { methodLabel } from '../../domain/method-text.ts';
import { useT } from '../../i18n/react.tsx';
import { requestBack } from '../../stores/navigation.ts';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import flowStyles from '../../../styles/withdrawal.css';
import { $confirmState, $withdrawalDraft, confirmWithdrawal } from './draft.ts';
import { PressButton } from '../../ui/press-button.tsx';
import { ACCOUNT_KEY, etaText } from './texts.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(flowStyles);

export default function WithdrawalConfirmScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const draft = useStore($withdrawalDraft(scope));
  const state = useStore($confirmState(scope));
  const selection = useStore($selection(scope));
  const method = selection.kind === 'method' ? selection.method : undefined;
  if (!draft) {
    return (
      <Page title={t('wallet.confirm.title')} className="cashier-wd-confirm">
        <p>{t('wallet.confirm.none')}</p>
        <Button onClick={() => requestBack(scope)}>{t('wallet.confirm.edit')}</Button>
      </Page>
    );
  }
  const rows: Array<[key: string, value: string, name: string]> = [
    ['wallet.confirm.amount', formatAmount(draft.amount, draft.currency), 'amount'],
    ['wallet.confirm.fee', draft.fee > 0 ? formatAmount(draft.fee, draft.currency) : t('wallet.confirm.free'), 'fee'],
    ['wallet.confirm.payout', formatAmount(draft.payout.amount, draft.payout.currency), 'payout'],
    ['wallet.confirm.method', method && method.name === draft.paymentMethod ? methodLabel(method, language) : draft.paymentMethod, 'method'],
    ...(draft.account ? [['wallet.confirm.account', draft.account, 'account'] as [string, string, string]] : []),
    ['wallet.confirm.eta', etaText(draft.eta, language), 'eta'],
    ['wallet.confirm.from', t(ACCOUNT_KEY[draft.accountType]), 'from'],
  ];
  return (
    <Page title={t('wallet.confirm.title')} className="cashier-wd-confirm">
      <dl className="cashier-wd-summary">
        {rows.map(([key, value, name]) => (
          <div key={name} className="cashier-wd-summary__row" data-row={name}>
            <dt>{t(key)}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
      {state.expired ? (
        <div className="cashier-wd-confirm__expired" role="alert">
          <p>{t('wallet.error.expired')}</p>
          <Button onClick={() => requestBack(scope)}>{t('wallet.confirm.again')}</Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirmWithdrawal(scope, draft);
          }}
        >
          <PressButton label={t('wallet.confirm.confirm')} busy={state.busy} />
          <Button variant="secondary" block disabled={state.busy} onClick={() => requestBack(scope)}>
            {t('wallet.confirm.edit')}
          </Button>
        </form>
      )}
    </Page>
  );
}
