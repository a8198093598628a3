/**
 * `/withdrawal/redirect` and `/withdrawal/group/redirect` (ROUTE-11; WD-02, WD-07; decision WD-05):
 * the method, the account it is paid from with what it holds, the amount with the method's limits
 * and the method's fields, validated like a deposit; "How to fill this in" when the method has
 * instruction slides; Continue → withdrawal-create → the confirm page.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { instructionSlides } from '../../domain/guides.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { numberSeparators } from '../../domain/number-format.ts';
import { WITHDRAWAL_REDIRECT_INSTRUCTION } from '../../domain/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $amount, checkAmountText, touchAmount } from '../../stores/deposit/amount.ts';
import { $methodLimits } from '../../stores/deposit/method-limits.ts';
import { $formFields, $submitDisabled, formFieldHandlers, formInput, keepErrorOnNextFocus } from '../../stores/form-fields.ts';
import { focusFirstBadField } from '../../ui/focus-bad-field.ts';
import { $guideContext } from '../../stores/guides.ts';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { AmountField } from '../../ui/amount-field.tsx';
import { amountCheckMessage, amountLimitsHint } from '../../ui/amount-texts.ts';
import { Button } from '../../ui/button.tsx';
import { FormFields } from '../../ui/lazy-form-fields.tsx';
import { Page } from '../../ui/page.tsx';
import { ServerTitle } from '../../ui/server-title.tsx';
import fieldStyles from '../../../styles/fields.css';
import uiParts from '../../../styles/ui-parts.css';
import flowStyles from '../../../styles/withdrawal.css';
import { $withdrawalAccount, $withdrawalBalance } from './model.ts';
import { $withdrawalPage, changeWithdrawalAmount, closeWithdrawalPage, createWithdrawal, openWithdrawalPage } from './draft.ts';
import { inWithdrawalTree } from './paths.ts';
import { PressButton } from '../../ui/press-button.tsx';
import { ACCOUNT_KEY } from './texts.ts';

adoptFlowStyles(uiParts);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(flowStyles);

export default function WithdrawalAmountScreen() {
  const { t, language, formatAmount } = useT();
  const [, navigate] = useLocation();
  const selection = useStore($selection);
  const method = selection.kind === 'method' ? selection.method : undefined;
  const currency = useStore($depositCurrency);
  const amount = useStore($amount);
  const page = useStore($withdrawalPage);
  const form = useStore($formFields);
  const submitDisabled = useStore($submitDisabled);
  const { limits } = useStore($methodLimits);
  const account = useStore($withdrawalAccount);
  const balance = useStore($withdrawalBalance);
  const guides = useStore($guideContext);
  const formRef = useRef<HTMLFormElement>(null);
  const separator = numberSeparators(language).decimal;

  useEffect(() => {
    if (method) openWithdrawalPage(method, separator);
    return closeWithdrawalPage;
  }, [method, separator]);

  useEffect(() => {
    if (page.rejections > 0) focusFirstBadField(formRef.current, keepErrorOnNextFocus);
  }, [page.rejections]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const check = checkAmountText(amount.text, limits);
  const error = (amount.touched || page.submitted) && !check.ok ? amountCheckMessage(check, currency, t, formatAmount) : undefined;
  const hint = amountLimitsHint(limits, currency, t, formatAmount);
  const input = formInput(form);
  const held = balance?.find((a) => a.accountType === account);
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
        <Button variant="secondary" onClick={() => navigate(inWithdrawalTree(WITHDRAWAL_REDIRECT_INSTRUCTION))}>
          {t('redirect.instruction')}
        </Button>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void createWithdrawal(method);
        }}
      >
        <AmountField
          label={t('wallet.amount')}
          value={amount.text}
          currency={currency}
          hint={hint}
          {...(error ? { error } : {})}
          onChange={(raw) => changeWithdrawalAmount(raw, separator)}
          onBlur={touchAmount}
        />
        {form.fields.length > 0 ? (
          <Suspense fallback={null}>
            <FormFields title={t('wallet.fields')} view={form} prefixes={input.prefixes ?? {}} language={language} translate={t} {...formFieldHandlers} />
          </Suspense>
        ) : null}
        <PressButton label={t('wallet.continue')} busy={page.busy} disabled={submitDisabled} />
      </form>
    </Page>
  );
}
