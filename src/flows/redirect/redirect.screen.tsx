/**
 * `/deposit/redirect` and `/deposit/group/redirect` (flows §2 "Redirect base"; REDIR-01/02): the
 * amount with its limits, hint and chips, the method's dynamic fields (and those "fields required"
 * adds; FORM-01..27, src/stores/form-fields.ts), the Deposit button that runs the creation flow
 * (the model), and the visual-instruction and video guide buttons when the method has them
 * (decision REDIR-09, guide-buttons.tsx).
 */
import { Suspense, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { bonusDetailsPath } from '../../domain/paths.ts';
import { quickAmountChips } from '../../domain/amount-chips.ts';
import { numberSeparators } from '../../domain/number-format.ts';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import flowStyles from '../../../styles/deposit-payment.css';
import fieldStyles from '../../../styles/fields.css';
import checkingStyles from '../../../styles/checking-notice.css';
import { CheckingNotice } from '../../ui/checking-notice.tsx';
import { $checkingDeposit } from '../../stores/deposit/unknown-outcome.ts';
import { $config } from '../../stores/config.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $selection } from '../../stores/selection.ts';
import { $tokenNotice } from '../../stores/token-renewal.ts';
import { $user } from '../../stores/user.ts';
import { Button } from '../../ui/button.tsx';
import { SliderAlternative } from '../../ui/slider-alternative.tsx';
import { $sliderAlternative, chooseSliderAlternative } from '../../stores/deposit/slider-alternative.ts';
import { Page } from '../../ui/page.tsx';
import { AmountChips, AmountField } from '../../ui/amount-field.tsx';
import { amountCheckMessage, amountLimitsHint } from '../../ui/amount-texts.ts';
import { $amount, amountValue, checkAmountText, touchAmount } from '../../stores/deposit/amount.ts';
import { messageText } from '../../ui/field-message.ts';
import { fieldsWithRole } from '../../domain/field-visibility.ts';
import { $formFields, $submitDisabled, formFieldHandlers, formInput, keepErrorOnNextFocus } from '../../stores/form-fields.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { $redirectPage, changeAmount, chooseChip, closeRedirectPage, continueToPayment, openRedirectPage, submitDeposit } from './model.ts';
import { $methodLimits } from '../../stores/deposit/method-limits.ts';
import { GuideButtons } from './guide-buttons.tsx';
import { methodBannerKey } from './method-banner.ts';
import { $bonus, bonusOffer, setBonusEnabled } from '../../stores/bonus.ts';
import { BonusOffer } from '../../ui/bonus-offer.tsx';
import uiParts from '../../../styles/ui-parts.css';
import { focusFirstBadField } from '../../ui/focus-bad-field.ts';
import { FormFields } from '../../ui/lazy-form-fields.tsx';
import { ProcessingStatus } from '../../ui/processing-status.tsx';
import { ContinueToPayment } from '../../ui/continue-to-payment.tsx';
import { useScope } from '../../stores/scope-context.ts';

// The flow's CSS travels with its chunk (src/stores/stylesheets.ts).
adoptFlowStyles(flowStyles);
adoptFlowStyles(uiParts);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(checkingStyles);


export default function RedirectScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useT();
  const [, navigate] = useLocation();
  const selection = useStore($selection(scope));
  const currency = useStore($depositCurrency(scope));
  const checking = useStore($checkingDeposit(scope));
  const amount = useStore($amount(scope));
  const page = useStore($redirectPage(scope));
  const sliderAlternative = useStore($sliderAlternative(scope));
  const form = useStore($formFields(scope));
  const submitDisabled = useStore($submitDisabled(scope));
  const formRef = useRef<HTMLFormElement>(null);
  const tokenNotice = useStore($tokenNotice(scope));
  const { limits } = useStore($methodLimits(scope));
  useStore($bonus(scope)); // the bonus part follows the list, the switch and expiry
  const user = useStore($user(scope));
  const { paymentGeo } = useStore($config(scope), { keys: ['paymentGeo'] });
  const separator = numberSeparators(language).decimal;
  const method = selection.kind === 'method' ? selection.method : undefined;

  useEffect(() => {
    openRedirectPage(scope, separator);
    return () => closeRedirectPage(scope);
  }, [method, separator]);

  // FORM-13: after each rejected press, once the errors are on screen.
  useEffect(() => {
    if (page.rejections > 0) focusFirstBadField(formRef.current, keepErrorOnNextFocus.bind(null, scope));
  }, [page.rejections]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const label = methodLabel(method, language);
  const bannerKey = methodBannerKey(method);
  const check = checkAmountText(amount.text, limits);
  const showError = (amount.touched || page.submitted) && !check.ok;
  const input = formInput(form);
  // An `amount` field is the amount itself: its rule's message shows under the amount (decision FORM-27).
  const boundError = fieldsWithRole(form.fields, input, 'bound').map((f) => form.errors[f.name]).find(Boolean);
  const error = !showError || check.ok
    ? boundError
      ? messageText(boundError, t)
      : undefined
    : amountCheckMessage(check, currency, t, formatAmount);
  const hint = amountLimitsHint(limits, currency, t, formatAmount);
  const chips = quickAmountChips({ limits, currency, country: user.country ?? paymentGeo, fixed: method.recommendedAmounts ?? null }).map(
    (value) => ({ value, text: formatAmount(value, currency) }),
  );
  const creating = page.phase === 'creating';
  // Issue #11: the active bonus and what this amount gives.
  const offer = bonusOffer(scope, method, amountValue(amount.text), currency);

  return (
    <Page className="cashier-redirect">
      {/* The method label is a server text in any script (dir="auto"), so not Page's plain title. */}
      <h2 className="cashier-page__title" dir="auto">
        {label}
      </h2>
      {/* LIST-26: the method's banner, only for a banner text the widget ships. */}
      {bannerKey ? <p className="cashier-method-banner">{t(bannerKey)}</p> : null}
      <form
        ref={formRef}
        className="cashier-redirect__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submitDeposit(scope);
        }}
      >
        <AmountField
          label={t('redirect.amount')}
          value={amount.text}
          currency={currency}
          hint={hint}
          {...(error ? { error } : {})}
          onChange={(raw) => changeAmount(scope, raw, separator)}
          onBlur={() => touchAmount(scope)}
        />
        {/* DOM-29: the press replaced the untouched minimum; the player sees the amount that is sent. */}
        {amount.randomized ? (
          <p className="cashier-redirect__notice" role="status">
            {t('redirect.randomAmount', { amount: formatAmount(amountValue(amount.text) ?? 0, currency) })}
          </p>
        ) : null}
        <AmountChips label={t('redirect.chips')} chips={chips} current={amount.fromChip ? amountValue(amount.text) : null} onPick={(v) => chooseChip(scope, v, separator)} />
        {offer ? (
          <BonusOffer offer={offer} currency={currency} onToggle={setBonusEnabled.bind(null, scope)} onDetails={() => navigate(bonusDetailsPath(offer.bonus.id))} />
        ) : null}
        {form.fields.length > 0 ? (
          <Suspense fallback={null}>
            <FormFields
              title={t('redirect.fields')}
              view={form}
              prefixes={input.prefixes ?? {}}
              language={language}
              translate={t}
              {...formFieldHandlers(scope)}
            />
          </Suspense>
        ) : null}
        {/* Decision CREATE-14: after a 401 the player stays here; once renewed, they press Deposit again. */}
        {tokenNotice ? (
          <p className={`cashier-redirect__notice cashier-redirect__notice--${tokenNotice}`} role="status" data-session={tokenNotice}>
            {tokenNotice === 'renewed' ? t('redirect.sessionRenewed', { button: t('redirect.deposit') }) : t('payment.error.sessionExpired')}
          </p>
        ) : null}
        <CheckingNotice checking={checking} />
        {/* FORM-19: disabled while fields are incomplete and a field is triggered or the form invalid. */}
        <Button type="submit" block disabled={creating || submitDisabled} aria-busy={creating ? 'true' : undefined}>
          {creating ? t('redirect.processing') : t('redirect.deposit')}
        </Button>
        {sliderAlternative === 'offered' ? (
          <SliderAlternative
            translate={t}
            disabled={creating}
            onContinue={() => {
              chooseSliderAlternative(scope);
              void submitDeposit(scope);
            }}
          />
        ) : null}
      </form>
      <GuideButtons method={method} />
      {page.pending ? (
        <ContinueToPayment id="cashier-redirect-pending" onContinue={() => void continueToPayment(scope)} />
      ) : null}
      <ProcessingStatus busy={creating} />
    </Page>
  );
}
