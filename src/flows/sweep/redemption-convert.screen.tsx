/**
 * Sweepstake `/withdrawal/convert` (ROUTE-19; SWEEP-12, SWEEP-14): the sweep coins to redeem (at
 * most what may be redeemed now), the method's payout fields, then what the player receives at the
 * current rate (payment-convert-v2) before they confirm. Confirm sends the redemption
 * (`submitRedemption`) and opens the complete page.
 */
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { SWEEP_COIN_CODE } from '../../domain/currencies.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { useSweepT } from '../../ui/sweep-coins.ts';
import { $submitDisabled, keepErrorOnNextFocus } from '../../stores/form-fields.ts';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { AmountField } from '../../ui/amount-field.tsx';
import { amountCheckMessage, amountLimitsHint } from '../../ui/amount-texts.ts';
import { Button } from '../../ui/button.tsx';
import { focusFirstBadField } from '../../ui/focus-bad-field.ts';
import { Page } from '../../ui/page.tsx';
import { $convert, checkRedeemAmount, closeConvert, editRedemption, methodPayoutCurrency, openConvert, quoteRedemption, redeemLimits, touchRedeemAmount, typeRedeemAmount } from './redemption-convert.ts';
import type { Quote } from './redemption-convert.ts';
import { submitRedemption } from './redemption-confirm.ts';
import fieldStyles from '../../../styles/fields.css';
import uiParts from '../../../styles/ui-parts.css';
import paymentStyles from '../../../styles/deposit-payment.css';
import sweepStyles from '../../../styles/sweep.css';
import { PaymentFields } from './payment-fields.tsx';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(paymentStyles);
adoptFlowStyles(uiParts);
adoptFlowStyles(fieldStyles);
adoptFlowStyles(sweepStyles);

/** "You receive $25.00" and "1 SC = $1.00" (no rate line when the backend gave none). */
function QuoteView({ quote }: { quote: Quote }) {
  const { t, formatAmount } = useSweepT();
  return (
    <section className="cashier-sweep-quote" aria-labelledby="cashier-sweep-quote">
      <p id="cashier-sweep-quote" className="cashier-sweep-quote__receive" role="status">
        {t('sweep.redeem.receive', { amount: formatAmount(quote.payoutAmount, quote.payoutCurrency) })}
      </p>
      <p>{t('sweep.redeem.redeeming', { amount: formatAmount(quote.amount, SWEEP_COIN_CODE) })}</p>
      {quote.fee > 0 ? <p>{t('sweep.redeem.fee', { amount: formatAmount(quote.fee, SWEEP_COIN_CODE) })}</p> : null}
      {quote.rate !== null ? <p>{t('sweep.redeem.rate', { coin: formatAmount(1, SWEEP_COIN_CODE), rate: formatAmount(quote.rate, quote.payoutCurrency) })}</p> : null}
    </section>
  );
}

export default function ConvertScreen() {
  const scope = useScope();
  const { t, language, formatAmount } = useSweepT();
  const selection = useStore($selection(scope));
  const state = useStore($convert(scope));
  const submitDisabled = useStore($submitDisabled(scope));
  const formRef = useRef<HTMLFormElement>(null);
  const method = selection.kind === 'method' ? selection.method : undefined;

  useEffect(() => {
    if (method) openConvert(scope, method);
    return () => closeConvert(scope);
  }, [method]);

  useEffect(() => {
    if (state.rejections > 0) focusFirstBadField(formRef.current, keepErrorOnNextFocus.bind(null, scope));
  }, [state.rejections]);

  if (!method) return null; // the route guard sends a missing choice back to the methods page
  const label = methodLabel(method, language);
  const check = checkRedeemAmount(scope, state.text);
  const amountError = state.touched && !check.ok ? amountCheckMessage(check, SWEEP_COIN_CODE, t, formatAmount) : undefined;
  const payoutError = state.payoutCheck && !state.payoutCheck.ok && state.payoutCheck.reason !== 'empty'
    ? t(state.payoutCheck.messageKey, { amount: formatAmount(state.payoutCheck.limit, methodPayoutCurrency(scope, method)) })
    : undefined;
  const quoted = state.phase === 'quoted' || state.phase === 'sending';
  const busy = state.phase === 'quoting' || state.phase === 'sending';
  return (
    <Page className="cashier-sweep" title={t('header.sweep.withdrawal.form')}>
      <p className="cashier-sweep-pay__method" dir="auto">
        {label}
      </p>
      <form
        ref={formRef}
        className="cashier-sweep-pay"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (quoted) void submitRedemption(scope, method, label);
          else void quoteRedemption(scope, method);
        }}
      >
        <AmountField
          label={t('sweep.redeem.amount')}
          value={state.text}
          currency="" /* the label names the coins; their code never reaches the player */
          hint={amountLimitsHint(redeemLimits(scope), SWEEP_COIN_CODE, t, formatAmount)}
          {...(amountError ? { error: amountError } : {})}
          disabled={quoted}
          onChange={typeRedeemAmount.bind(null, scope)}
          onBlur={() => touchRedeemAmount(scope)}
        />
        <PaymentFields />
        {state.rateMissing ? (
          <p className="cashier-sweep-notice" role="alert">
            {t('sweep.redeem.rateMissing')}
          </p>
        ) : null}
        {payoutError ? (
          <p className="cashier-sweep-notice" role="alert">
            {payoutError}
          </p>
        ) : null}
        {quoted && state.quote ? <QuoteView quote={state.quote} /> : null}
        {state.sendFailed ? (
          <p className="cashier-sweep-notice" role="alert">
            {t('sweep.redeem.failed')}
          </p>
        ) : null}
        <Button type="submit" block disabled={busy || (!quoted && submitDisabled)} aria-busy={busy ? 'true' : undefined}>
          {busy ? t('redirect.processing') : quoted ? t('sweep.redeem.confirm') : t('sweep.redeem.check')}
        </Button>
        {quoted ? (
          <Button variant="secondary" block disabled={busy} onClick={() => editRedemption(scope)}>
            {t('sweep.redeem.change')}
          </Button>
        ) : null}
      </form>
    </Page>
  );
}
