/**
 * `/deposit/peer-to-peer/base` (flows §2, §4 "Peer-to-peer"; P2P-07/08/11..15, decision P2P-09):
 * first the check for an open deposit (which resumes on the invoice or the unified form), then the
 * amount — set on choosing: the method's own fixed amount, else the minimum, sent as a random amount
 * a little above it (DOM-29) — the method's fields (and those "fields required" adds), and the
 * Deposit button, with a Cancel while the create runs. The page state is model.ts's.
 */
import { Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { fieldsWithRole } from '../../domain/field-visibility.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { numberSeparators } from '../../domain/number-format.ts';
import { useT } from '../../i18n/react.tsx';
import { api } from '../../stores/api.ts';
import { $config } from '../../stores/config.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $amount, amountRange, checkAmountText, resetAmount, restartUneditedAmount, touchAmount, typeAmount } from '../../stores/deposit/amount.ts';
import { $methodLimits, loadMethodLimits, resetMethodLimits } from '../../stores/deposit/method-limits.ts';
import { cancelPaymentSession, resetPaymentSession } from '../../stores/deposit/payment-session.ts';
import { $formFields, $submitDisabled, formFieldHandlers, formInput, resetForm, startForm } from '../../stores/form-fields.ts';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { $user } from '../../stores/user.ts';
import { AmountField } from '../../ui/amount-field.tsx';
import { Button } from '../../ui/button.tsx';
import { SliderAlternative } from '../../ui/slider-alternative.tsx';
import { $sliderAlternative, chooseSliderAlternative } from '../../stores/deposit/slider-alternative.ts';
import { messageText } from '../../ui/field-message.ts';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FormFields } from '../../ui/lazy-form-fields.tsx';
import flowStyles from '../../../styles/deposit-payment.css';
import fieldStyles from '../../../styles/fields.css';
import p2pStyles from '../../../styles/p2p.css';
import checkingStyles from '../../../styles/checking-notice.css';
import { CheckingNotice } from '../../ui/checking-notice.tsx';
import { $checkingDeposit } from '../../stores/deposit/unknown-outcome.ts';
import { $basePage, cancelCreate, closeBasePage, openBasePage, submitP2p } from './model.ts';
import { ProcessingStatus } from '../../ui/processing-status.tsx';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(flowStyles);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(p2pStyles);
adoptFlowStyles(checkingStyles);


export default function P2pBaseScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const selection = useStore($selection(scope));
  const currency = useStore($depositCurrency(scope));
  const amount = useStore($amount(scope));
  const checking = useStore($checkingDeposit(scope));
  const page = useStore($basePage(scope));
  const form = useStore($formFields(scope));
  const submitDisabled = useStore($submitDisabled(scope));
  const sliderAlternative = useStore($sliderAlternative(scope));
  const { limits } = useStore($methodLimits(scope));
  const separator = numberSeparators(language).decimal;
  const method = selection.kind === 'method' ? selection.method : undefined;
  const group = selection.kind === 'method' ? selection.group : undefined;

  useEffect(() => {
    if (!method) return undefined;
    resetPaymentSession(scope);
    const country = $user(scope).get().country ?? $config(scope).get().paymentGeo;
    const cur = $depositCurrency(scope).get();
    // P2P-07/08: choosing the bank sets its fields and its amount.
    void loadMethodLimits(scope, method, cur, country, (l) => restartUneditedAmount(scope, l, cur, separator, method.prefilledAmount));
    resetAmount(scope, $methodLimits(scope).get().limits, cur, separator, method.prefilledAmount);
    startForm(scope, method, country);
    void openBasePage(scope, method, group, api(scope));
    return () => {
      closeBasePage(scope);
      cancelPaymentSession(scope);
      resetMethodLimits(scope);
      resetForm(scope);
    };
  }, [method, group, separator]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const label = methodLabel(method, language);
  const check = checkAmountText(amount.text, limits);
  const showError = (amount.touched || page.submitted) && !check.ok;
  const range = amountRange(limits);
  const hint = range.max !== undefined ? t('form.amountInput.range', { min: formatAmount(range.min, currency), max: formatAmount(range.max, currency) }) : '';
  const creating = page.phase === 'creating';
  const input = formInput(form);
  // P2P-42 / FORM-27: an `amount` field (the p2p market's) is the amount itself: its regex message shows under it.
  const boundError = fieldsWithRole(form.fields, input, 'bound').map((f) => form.errors[f.name]).find(Boolean);
  const error =
    showError && !check.ok
      ? check.reason === 'empty'
        ? t('form.amountInput.required')
        : t(check.messageKey, { amount: formatAmount(check.limit, currency) })
      : boundError
        ? messageText(boundError, t)
        : undefined;

  return (
    <Page className="cashier-p2p-base">
      <h2 className="cashier-page__title" dir="auto">
        {label}
      </h2>
      {page.phase === 'checking' ? (
        // Busy from the tap on (decision TAP-14): deposit-check decides what the page becomes.
        <div className="cashier-p2p__loading" aria-busy="true">
          <Spinner label={t('p2p.checking')} showLabel />
        </div>
      ) : (
        <form
          className="cashier-redirect__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submitP2p(scope, separator);
          }}
        >
          <AmountField
            label={t('redirect.amount')}
            value={amount.text}
            currency={currency}
            hint={hint}
            {...(error ? { error } : {})}
            disabled={creating}
            onChange={(raw) => typeAmount(scope, raw, { currency, decimalSeparator: separator, limits })}
            onBlur={() => touchAmount(scope)}
          />
          {form.fields.length > 0 ? (
            <Suspense fallback={null}>
              <FormFields title={t('redirect.fields')} view={form} prefixes={input.prefixes ?? {}} language={language} translate={t} {...formFieldHandlers(scope)} />
            </Suspense>
          ) : null}
          <CheckingNotice checking={checking} />
          <Button type="submit" block disabled={creating || submitDisabled} aria-busy={creating ? 'true' : undefined}>
            {creating ? t('redirect.processing') : t('redirect.deposit')}
          </Button>
          {sliderAlternative === 'offered' ? (
            <SliderAlternative
              translate={t}
              disabled={creating}
              onContinue={() => {
                chooseSliderAlternative(scope);
                void submitP2p(scope, separator);
              }}
            />
          ) : null}
          {creating ? (
            // P2P-14: the player may stop waiting; nothing is shown for it.
            <Button variant="secondary" block onClick={() => cancelCreate(scope)}>
              {t('p2p.cancel')}
            </Button>
          ) : null}
        </form>
      )}
      <ProcessingStatus busy={creating} />
    </Page>
  );
}
