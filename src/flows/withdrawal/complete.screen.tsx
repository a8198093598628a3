/**
 * `/withdrawal/complete` (ROUTE-11, STATUS-10; decision WD-08): a confirmed withdrawal goes
 * straight to the transaction status accepted: the "requested" title, what arrives and when, Close
 * (onClose to the host) and the way back to the list, whose pending withdrawals then show it.
 * The state is announced politely.
 */
import { useStore } from '@nanostores/react';
import { WITHDRAWAL_COMPLETE_STATUS } from '../../domain/withdrawal.ts';
import { WITHDRAWAL_LIST } from '../../domain/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { notifyHost } from '../../stores/host-outbox.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { CheckIcon } from '../../ui/page-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import flowStyles from '../../../styles/withdrawal.css';
import { $confirmedWithdrawal } from './draft.ts';
import { inWithdrawalTree } from './paths.ts';
import { etaText } from './texts.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(flowStyles);

export default function WithdrawalCompleteScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const record = useStore($confirmedWithdrawal(scope));
  const status = WITHDRAWAL_COMPLETE_STATUS;
  const hint = record
    ? t('wallet.complete.hint', { amount: formatAmount(record.payout.amount, record.payout.currency), eta: etaText(record.eta, language) })
    : t('wallet.complete.hintPlain');
  return (
    <Page className="cashier-page--centered cashier-wd-complete">
      <p className="cashier-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {t('wallet.complete.title')} {hint}
      </p>
      <div className="cashier-complete__panel" data-status={status}>
        <StatusPanel icon={<CheckIcon />} title={t('wallet.complete.title')} hint={hint}>
          <Button onClick={() => notifyHost(scope, 'onClose', { page: 'complete', status })}>{t('complete.close')}</Button>
          <Button variant="secondary" onClick={() => requestNavigation(scope, inWithdrawalTree(scope, `${WITHDRAWAL_LIST}?refetch=1`), { replace: true })}>
            {t('wallet.complete.back')}
          </Button>
        </StatusPanel>
      </div>
    </Page>
  );
}
