/**
 * `/withdrawal/redirect` and `/withdrawal/group/redirect` (ROUTE-11; WD-02, WD-07; decision WD-05):
 * the method, the account it is paid from with what it holds, the amount with the method's limits
 * and the method's fields, validated like a deposit; "How to fill this in" when the method has
 * instruction slides; Continue → withdrawal-create → the confirm page.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { instructionSlides } from '../../domain/guides.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { numberSeparators } from '../../domain/number-format.ts';
import { WITHDRAWAL_REDIRECT_INSTRUCTION } from '../../domain/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $amountCeiling, $amountForm, amountFormHandlers } from '../../stores/amount-form.ts';
import { $guideContext } from '../../stores/guides.ts';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { AmountForm } from '../../ui/amount-form.tsx';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { ServerTitle } from '../../ui/server-title.tsx';
import fieldStyles from '../../../styles/fields.css';
import uiParts from '../../../styles/ui-parts.css';
// The amount field and the fields' look (styles/deposit-payment.css), as on the redirect page.
import paymentStyles from '../../../styles/deposit-payment.css';
import flowStyles from '../../../styles/withdrawal.css';
import { $withdrawalAccount, $withdrawalBalance } from './model.ts';
import { $withdrawalPage, changeWithdrawalAmount, closeWithdrawalPage, createWithdrawal, openWithdrawalPage } from './draft.ts';
import { inWithdrawalTree } from './paths.ts';
import { ACCOUNT_KEY } from './texts.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(paymentStyles);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(flowStyles);

export default function WithdrawalAmountScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const [, navigate] = useLocation();
  const selection = useStore($selection(scope));
  const method = selection.kind === 'method' ? selection.method : undefined;
  const currency = useStore($depositCurrency(scope));
  const form = useStore($amountForm(scope));
  const page = useStore($withdrawalPage(scope));
  const account = useStore($withdrawalAccount(scope));
  const balance = useStore($withdrawalBalance(scope));
  const guides = useStore($guideContext(scope));
  const separator = numberSeparators(language).decimal;

  useEffect(() => {
    if (method) openWithdrawalPage(scope, method, separator);
    return () => closeWithdrawalPage(scope);
  }, [method, separator]);

  const held = balance?.find((a) => a.accountType === account);
  // Decision WD-CAP: the amount hint and check never go above what the account can pay out.
  const ceiling = held ? held.withdrawable : null;
  useEffect(() => $amountCeiling(scope).set(ceiling), [ceiling, method, separator]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const hasSlides = instructionSlides(method, guides).length > 0;
  return (
    <Page className="cashier-wd-amount">
      <ServerTitle>{methodLabel(method, language)}</ServerTitle>
      {held ? (
        <p className="cashier-wd-amount__from" data-account={account}>
          {t('wallet.amount.from', { account: t(ACCOUNT_KEY[account]), amount: formatAmount(held.withdrawable, currency) })}
        </p>
      ) : null}
      {hasSlides ? (
        <Button variant="secondary" onClick={() => navigate(inWithdrawalTree(scope, WITHDRAWAL_REDIRECT_INSTRUCTION))}>
          {t('redirect.instruction')}
        </Button>
      ) : null}
      <AmountForm
        view={form}
        handlers={amountFormHandlers(scope)}
        amountLabel={t('wallet.amount')}
        fieldsTitle={t('wallet.fields')}
        submitLabel={t('wallet.continue')}
        busy={page.busy}
        submitted={page.submitted}
        rejections={page.rejections}
        onAmountChange={(raw) => changeWithdrawalAmount(scope)(raw, separator)}
        onSubmit={() => void createWithdrawal(scope, method)}
      />
    </Page>
  );
}
