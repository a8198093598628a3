/**
 * `/deposit/redirect` and `/deposit/group/redirect` (flows §2 "Redirect base"; REDIR-01/02): the
 * amount with its limits, hint and chips, the extra fields after "fields required", and the
 * Deposit button that runs the creation flow (the model), and the visual-instruction and video
 * guide buttons when the method has them (decision REDIR-09, guide-buttons.tsx).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { quickAmountChips } from '../../domain/amount-chips.ts';
import { numberSeparators } from '../../domain/number-format.ts';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import flowStyles from '../../../styles/deposit-payment.css';
import { $config } from '../../stores/config.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $selection } from '../../stores/selection.ts';
import { $tokenNotice } from '../../stores/token-renewal.ts';
import { $user } from '../../stores/user.ts';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { AmountChips, AmountField } from '../../ui/amount-field.tsx';
import { $amount, amountRange, amountValue, checkAmountText, touchAmount } from '../../stores/deposit/amount.ts';
import { $methodLimits } from '../../stores/deposit/method-limits.ts';
import { FormFields } from '../../ui/form-fields.tsx';
import { methodLabel } from '../../domain/method-text.ts';
import { GuideButtons } from './guide-buttons.tsx';
import { $redirectPage, changeAmount, chooseChip, closeRedirectPage, continueToPayment, openRedirectPage, setFieldValue, submitDeposit } from './model.ts';

// The flow's CSS travels with its chunk (src/stores/stylesheets.ts).
adoptFlowStyles(flowStyles);

export default function RedirectScreen() {
  const { t, language, formatAmount } = useT();
  const selection = useStore($selection);
  const currency = useStore($depositCurrency);
  const amount = useStore($amount);
  const page = useStore($redirectPage);
  const tokenNotice = useStore($tokenNotice);
  const { limits } = useStore($methodLimits);
  const user = useStore($user);
  const { paymentGeo } = useStore($config, { keys: ['paymentGeo'] });
  const separator = numberSeparators(language).decimal;
  const method = selection.kind === 'method' ? selection.method : undefined;

  useEffect(() => {
    openRedirectPage(separator);
    return closeRedirectPage;
  }, [method, separator]);

  if (!method) return null; // the route guard sends a missing choice back to the list
  const label = methodLabel(method, language);
  const check = checkAmountText(amount.text, limits);
  const showError = (amount.touched || page.submitted) && !check.ok;
  const error = !showError || check.ok
    ? undefined
    : check.reason === 'empty'
      ? t('form.amountInput.required')
      : t(check.messageKey, { amount: formatAmount(check.limit, currency) });
  const range = amountRange(limits);
  const hint =
    range.max !== undefined
      ? t('form.amountInput.range', { min: formatAmount(range.min, currency), max: formatAmount(range.max, currency) })
      : range.min > 0
        ? t('form.amountInput.rangeMin', { min: formatAmount(range.min, currency) })
        : '';
  const chips = quickAmountChips({ limits, currency, country: user.country ?? paymentGeo, fixed: method.recommendedAmounts ?? null }).map(
    (value) => ({ value, text: formatAmount(value, currency) }),
  );
  const creating = page.phase === 'creating';

  return (
    <Page className="cashier-redirect">
      {/* The method label is a server text in any script (dir="auto"), so not Page's plain title. */}
      <h2 className="cashier-page__title" dir="auto">
        {label}
      </h2>
      <form
        className="cashier-redirect__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submitDeposit();
        }}
      >
        <AmountField
          label={t('redirect.amount')}
          value={amount.text}
          currency={currency}
          hint={hint}
          {...(error ? { error } : {})}
          onChange={(raw) => changeAmount(raw, separator)}
          onBlur={touchAmount}
        />
        {/* DOM-29: the press replaced the untouched minimum; the player sees the amount that is sent. */}
        {amount.randomized ? (
          <p className="cashier-redirect__notice" role="status">
            {t('redirect.randomAmount', { amount: formatAmount(amountValue(amount.text) ?? 0, currency) })}
          </p>
        ) : null}
        <AmountChips label={t('redirect.chips')} chips={chips} current={amount.fromChip ? amountValue(amount.text) : null} onPick={(v) => chooseChip(v, separator)} />
        <FormFields
          title={t('redirect.fields')}
          fields={page.extraFields}
          values={page.fieldValues}
          language={language}
          showErrors={page.submitted}
          translate={t}
          onChange={setFieldValue}
        />
        {/* Decision CREATE-14: after a 401 the player stays here; once renewed, they press Deposit again. */}
        {tokenNotice ? (
          <p className={`cashier-redirect__notice cashier-redirect__notice--${tokenNotice}`} role="status" data-session={tokenNotice}>
            {tokenNotice === 'renewed' ? t('redirect.sessionRenewed', { button: t('redirect.deposit') }) : t('payment.error.sessionExpired')}
          </p>
        ) : null}
        <Button type="submit" block disabled={creating} aria-busy={creating ? 'true' : undefined}>
          {creating ? t('redirect.processing') : t('redirect.deposit')}
        </Button>
      </form>
      <GuideButtons method={method} />
      {page.pending ? (
        <section className="cashier-redirect__pending" aria-labelledby="cashier-redirect-pending">
          <p id="cashier-redirect-pending">{t('redirect.continueHint')}</p>
          <Button variant="secondary" block onClick={() => void continueToPayment()}>
            {t('redirect.continue')}
          </Button>
        </section>
      ) : null}
      <p className="cashier-visually-hidden" role="status" aria-live="polite">
        {creating ? t('redirect.processing') : ''}
      </p>
    </Page>
  );
}
