/**
 * Redemption's convert step (decision SWEEP-14): the player types the sweep coins to redeem;
 * `payment-convert-v2` gives the current rate and `withdrawal-create` the draft (fee and payout),
 * so the player sees exactly what they receive before they confirm (redemption-confirm.ts). A
 * failed rate is logged only: the rate stays null and the player may ask again (SWEEP-12).
 */
import { atom } from 'nanostores';
import type { Limits } from '../../domain/amount-limits.ts';
import { methodLimits } from '../../domain/amount-limits.ts';
import { AMOUNT_LIMIT_MAX_KEY, checkAmount } from '../../domain/amount-validation.ts';
import type { AmountCheck } from '../../domain/amount-validation.ts';
import { isCryptoCurrency, normalizeCurrencyCode, SWEEP_COIN_CODE } from '../../domain/currencies.ts';
import { isCryptoMethod } from '../../domain/method-routes.ts';
import { parseAmount } from '../../domain/number-parse.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import type { Withdrawal } from '../../domain/withdrawal.ts';
import { api } from '../../stores/api.ts';
import { formPayload, onFieldsRejected, playerCountry, resetForm, startForm, validateForm } from '../../stores/form-fields.ts';
import { logSweepstakeFailure, orLogged } from '../../stores/sweepstake-log.ts';
import { $redemption } from './redemption-methods.ts';
import { createRedemptionDraft } from './redemption-send.ts';
import { finite, redeemable } from './redemption-sums.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** What the player receives for the amount: the draft's payout, at the rate of `payment-convert-v2`. */
export interface Quote {
  /** Sweep coins redeemed. */
  amount: number;
  /** What arrives: the amount less the fee, converted (the draft's payout). */
  payoutAmount: number;
  payoutCurrency: string;
  /** Null: the backend gave no rate (shown as "rate not available"). */
  rate: number | null;
  /** The method's fee, in sweep coins (0: none). */
  fee: number;
  /** The draft Confirm submits. */
  withdrawalId: string | number;
}

export interface ConvertState {
  /** 'editing': the amount; 'quoting': payment-convert-v2 runs; 'quoted': the player confirms; 'sending': submitRedemption runs. */
  phase: 'editing' | 'quoting' | 'quoted' | 'sending';
  text: string;
  touched: boolean;
  quote: Quote | undefined;
  /** SWEEP-12: the rate could not be fetched (logged); the player may try again. */
  rateMissing: boolean;
  /** The payout is outside the method's limits in its currency. */
  payoutCheck: AmountCheck | undefined;
  /** The redeem call failed: the player stays on the quote and may confirm again. */
  sendFailed: boolean;
  rejections: number;
}

const initialConvert = (): ConvertState => ({ phase: 'editing', text: '', touched: false, quote: undefined, rateMissing: false, payoutCheck: undefined, sendFailed: false, rejections: 0 });

export const $convert = scoped(() => atom<ConvertState>(initialConvert()));

export const patchConvert = (scope: Scope, next: Partial<ConvertState>): void => $convert(scope).set({ ...$convert(scope).get(), ...next });

/** This element's own quote counter (issue #22: one world per element): a newer amount drops an older quote. */
const quotes = scoped(() => ({ generation: 0 }));

/** The limits of the amount in sweep coins: more than 0, at most what may be redeemed now. */
export const redeemLimits = (scope: Scope): Limits => ({ min: 0.01, max: redeemable($redemption(scope).get()) });

/** The currency the method pays out in: a coin's own crypto currency, else the payout fiat currency. */
export function methodPayoutCurrency(scope: Scope, method: PaymentMethod): string {
  if (isCryptoMethod(method)) {
    const coin = Object.keys(method.amount_rules ?? {}).map(normalizeCurrencyCode).find(isCryptoCurrency);
    if (coin) return coin;
  }
  return $redemption(scope).get().payoutCurrency;
}

const countryField = (scope: Scope): { country?: string } => {
  const country = playerCountry(scope);
  return country ? { country } : {};
};

/** Convert page entry: a fresh amount and the method's payout fields (FORM rules, like deposits). */
export function openConvert(scope: Scope, method: PaymentMethod): void {
  $convert(scope).set(initialConvert());
  startForm(scope, method, playerCountry(scope));
}

/** Convert page exit. */
export function closeConvert(scope: Scope): void {
  quotes(scope).generation++;
  resetForm(scope);
  $convert(scope).set(initialConvert());
}

/** The player typed an amount: any quote is for another amount now. */
export function typeRedeemAmount(scope: Scope, text: string): void {
  quotes(scope).generation++;
  patchConvert(scope, { text, phase: 'editing', quote: undefined, rateMissing: false, payoutCheck: undefined, sendFailed: false });
}

export function touchRedeemAmount(scope: Scope): void {
  patchConvert(scope, { touched: true });
}

/** Nothing may be redeemed now: the convert step has no amount to offer. */
export const nothingToRedeem = (scope: Scope): boolean => redeemable($redemption(scope).get()) <= 0;

/**
 * The amount's check against redeemLimits (DOM-20/21 messages). With nothing to redeem every amount
 * is above the maximum of 0 (a 0 max means "no limit" to checkAmount, so it is said here).
 */
export function checkRedeemAmount(scope: Scope, text: string): AmountCheck {
  const check = checkAmount(parseAmount(text), redeemLimits(scope));
  if (check.ok && nothingToRedeem(scope)) return { ok: false, reason: 'max', limit: 0, messageKey: AMOUNT_LIMIT_MAX_KEY };
  return check;
}

/**
 * "Show what I receive": checks the amount and the fields, then asks payment-convert-v2 for the
 * payout at the current rate. A failure leaves the rate null (SWEEP-12: logged only) and the
 * player on the amount, with the notice and the same button to try again.
 */
export async function quoteRedemption(scope: Scope, method: PaymentMethod): Promise<ConvertState['phase']> {
  const counters = quotes(scope);
  const state = $convert(scope).get();
  const amount = parseAmount(state.text);
  const amountOk = checkRedeemAmount(scope, state.text).ok;
  const fields = validateForm(scope, state.text, amountOk);
  if (!amountOk || !fields.ok) {
    if (!fields.ok) onFieldsRejected(scope, fields.badFieldNames());
    patchConvert(scope, { touched: true, rejections: state.rejections + 1 });
    return 'editing';
  }
  const mine = ++counters.generation;
  const to = methodPayoutCurrency(scope, method);
  patchConvert(scope, { phase: 'quoting', rateMissing: false, payoutCheck: undefined, sendFailed: false });
  const answer = await orLogged(scope, 'payment-convert-v2', () => api(scope).call('payment-convert-v2', { amount: amount!, from: SWEEP_COIN_CODE, to }), null);
  if (mine !== counters.generation) return $convert(scope).get().phase;
  if (!answer || !finite(answer.amount)) {
    if (answer) logSweepstakeFailure(scope, 'payment-convert-v2', new Error('no amount in the answer'));
    patchConvert(scope, { phase: 'editing', rateMissing: true });
    return 'editing';
  }
  const payoutCheck = checkAmount(answer.amount, methodLimits(method, to, playerCountry(scope)));
  if (!payoutCheck.ok) {
    patchConvert(scope, { phase: 'editing', payoutCheck });
    return 'editing';
  }
  // The draft is the authoritative quote: the method's fee and the payout the backend will pay.
  let draft: Withdrawal;
  try {
    draft = await createRedemptionDraft(scope, { paymentMethod: method.name, amount: amount!, payoutCurrency: to, fields: formPayload(scope, state.text), ...countryField(scope) });
  } catch (error: unknown) {
    logSweepstakeFailure(scope, 'withdrawal-create', error);
    if (mine === counters.generation) patchConvert(scope, { phase: 'editing', sendFailed: true });
    return 'editing';
  }
  if (mine !== counters.generation) return $convert(scope).get().phase;
  const rate = finite(answer.rate) ? answer.rate : draft.payout.rate ?? null;
  patchConvert(scope, {
    phase: 'quoted',
    quote: { amount: amount!, payoutAmount: draft.payout.amount, payoutCurrency: draft.payout.currency, rate, fee: draft.fee, withdrawalId: draft.withdrawalId },
  });
  return 'quoted';
}

/** "Change amount": back to editing, the quote dropped. */
export function editRedemption(scope: Scope): void {
  quotes(scope).generation++;
  patchConvert(scope, { phase: 'editing', quote: undefined, sendFailed: false });
}
