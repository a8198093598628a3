/**
 * Redemption, the sweepstake `/withdrawal` (WD-01, ROUTE-19; SWEEP-12..14, HTTP-37, ERR-22; decision
 * SWEEP-14): the sweep coin balance (`sweepstake-balance-get`), its unplayed part
 * (`sweepstake-unplayed-balance`, read as data.status and data.amount), the recoupable sum
 * (`sweepstake-recoup-sum`), the payout methods (`methods-withdrawal-v4`), then the convert step:
 * `payment-convert-v2` gives the current rate and `withdrawal-create` the draft (fee and payout), so
 * the player sees exactly what they receive before they confirm; Confirm is `withdrawal-confirm`
 * (redemption-send.ts).
 * Every fetch failure is logged only: balances 0, rate null, lists empty (SWEEP-12).
 */
import { atom } from 'nanostores';
import type { Limits } from '../../domain/amount-limits.ts';
import { methodLimits } from '../../domain/amount-limits.ts';
import { AMOUNT_LIMIT_MAX_KEY, checkAmount } from '../../domain/amount-validation.ts';
import type { AmountCheck } from '../../domain/amount-validation.ts';
import { isCryptoCurrency, normalizeCurrencyCode, SWEEP_COIN_CODE } from '../../domain/currencies.ts';
import { GROUP_KEYS } from '../../domain/group-keys.ts';
import { buildTiles, filterListing } from '../../domain/method-listing.ts';
import type { Tile } from '../../domain/method-listing.ts';
import { isCryptoMethod } from '../../domain/method-routes.ts';
import { parseAmount } from '../../domain/number-parse.ts';
import { SWEEP_CONVERT, SWEEP_WITHDRAWAL_COMPLETE, SWEEP_WITHDRAWAL_CRYPTO } from '../../domain/paths.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { CashierError, thrownError } from '../../transport/errors.ts';
import type { Withdrawal } from '../../domain/withdrawal.ts';
import { confirmRedemption, createRedemptionDraft } from './redemption-send.ts';
import { api } from '../../stores/api.ts';
import { $config } from '../../stores/config.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { formPayload, onFieldsRejected, resetForm, startForm, validateForm } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { selectGroup, selectMethod } from '../../stores/selection.ts';
import { logSweepstakeFailure } from '../../stores/sweepstake-log.ts';
import { $user } from '../../stores/user.ts';
import { reportPageInit } from '../../stores/page-init.ts';

import { scoped, type Scope } from '../../stores/scope.ts';
// ---- balances and methods -----------------------------------------------------------------------

/** What the methods page shows. `recoup` is null when the sum could not be fetched. */
export interface RedemptionState {
  phase: 'loading' | 'ready' | 'empty';
  /** Sweep coins (QSC) the player holds. */
  balance: number;
  /** SWEEP-13: the part not yet played through (0 when missing). */
  unplayed: number;
  recoup: number | null;
  /** The fiat currency the player is paid in (decision SWEEP-14). */
  payoutCurrency: string;
  tiles: Tile[];
}

const initialRedemption = (scope: Scope): RedemptionState => ({ phase: 'loading', balance: 0, unplayed: 0, recoup: null, payoutCurrency: payoutCurrency(scope), tiles: [] });

export const $redemption = scoped((scope: Scope) => (atom<RedemptionState>(initialRedemption(scope))));

const round2 = (n: number): number => Math.round(n * 100) / 100;
const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Decision SWEEP-14: the player's own fiat currency, else USD (sweep coins redeem 1:1 to USD). */
export function payoutCurrency(scope: Scope): string {
  const code = $depositCurrency(scope).get();
  return code && code !== SWEEP_COIN_CODE && !isCryptoCurrency(code) ? code : 'USD';
}

/**
 * Decision SWEEP-14: what may be redeemed now — the sweep coins not waiting to be played through,
 * and never more than the recoupable sum when the backend gave one. Two decimals, never below 0.
 */
export function redeemable(state: Pick<RedemptionState, 'balance' | 'unplayed' | 'recoup'>): number {
  const playedThrough = Math.max(0, state.balance - state.unplayed);
  return round2(Math.max(0, state.recoup === null ? playedThrough : Math.min(playedThrough, state.recoup)));
}

/** The sweep coin entry of `sweepstake-balance-get` (an array of currency and balance); 0 without one. */
export function sweepCoinBalance(entries: unknown): number {
  if (!Array.isArray(entries)) return 0;
  const entry = (entries as Array<{ currency?: unknown; balance?: unknown } | null>).find(
    (e) => e !== null && typeof e === 'object' && typeof e.currency === 'string' && normalizeCurrencyCode(e.currency) === SWEEP_COIN_CODE,
  );
  return entry && finite(entry.balance) ? Math.max(0, entry.balance) : 0;
}

/** HTTP-37, SWEEP-13: data.amount when the answer has one; otherwise 0 and a logged warning. */
export function unplayedAmount(scope: Scope, answer: unknown): number {
  const data = answer && typeof answer === 'object' ? (answer as { data?: { status?: unknown; amount?: unknown } }).data : undefined;
  if (data && finite(data.amount)) return Math.max(0, data.amount);
  logSweepstakeFailure(scope, 'sweepstake-unplayed-balance', new Error(`no unplayed amount (status ${String(data?.status ?? 'missing')})`));
  return 0;
}

/** Answers the call, or `fallback` after logging its failure (SWEEP-12: logged only). */
async function orLogged<T>(scope: Scope, call: string, run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run();
  } catch (error: unknown) {
    logSweepstakeFailure(scope, call, error);
    return fallback;
  }
}

/** The payout tiles: the crypto group stays a group (its list), other groups' methods are listed on their own. */
export function payoutTiles(methods: readonly PaymentMethod[], groups: readonly PaymentGroup[]): Tile[] {
  const keptGroups: PaymentGroup[] = [];
  const loose: PaymentMethod[] = [...methods];
  for (const group of groups) {
    if (group.name === GROUP_KEYS.CRYPTO) keptGroups.push(group);
    else loose.push(...group.paymentMethods);
  }
  const seen = new Set(keptGroups.flatMap((g) => g.paymentMethods.map((m) => m.name)));
  return buildTiles(
    loose.filter((m) => !seen.has(m.name) && seen.add(m.name)),
    keptGroups,
  );
}

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  generation: number;
  quoteGeneration: number;
} => ({
  generation: 0,
  quoteGeneration: 0,
}));

/**
 * Loads the page: the four calls side by side. Each failure is logged and leaves its value at its
 * empty state (balance 0, unplayed 0, recoup null, no methods; SWEEP-12). No payout method at all is
 * ERR-22 'Empty withdrawal methods': the page shows its empty state with Retry.
 */
export async function loadRedemption(scope: Scope): Promise<RedemptionState['phase']> {
  const state = local(scope);
  const mine = ++state.generation;
  const currency = payoutCurrency(scope);
  $redemption(scope).set({ ...initialRedemption(scope), payoutCurrency: currency });
  const [balance, unplayed, recoup, tiles] = await Promise.all([
    orLogged(scope, 'sweepstake-balance-get', async () => sweepCoinBalance(await api(scope).call('sweepstake-balance-get', {})), 0),
    orLogged(scope, 'sweepstake-unplayed-balance', async () => unplayedAmount(scope, await api(scope).call('sweepstake-unplayed-balance', { currency: SWEEP_COIN_CODE })), 0),
    orLogged<number | null>(scope, 'sweepstake-recoup-sum', async () => {
      const answer = await api(scope).call('sweepstake-recoup-sum', { currency: SWEEP_COIN_CODE });
      return finite(answer?.amount) ? Math.max(0, answer.amount) : null;
    }, null),
    orLogged<Tile[]>(scope, 'methods-withdrawal-v4', async () => {
      const answer = await api(scope).call('methods-withdrawal-v4', { currency });
      const listing = filterListing(answer?.methods, answer?.groups);
      const found = payoutTiles(listing.methods, listing.groups);
      if (found.length === 0) logSweepstakeFailure(scope, 'methods-withdrawal-v4', thrownError('emptyWithdrawalMethods'));
      return found;
    }, []),
  ]);
  if (mine !== state.generation) return $redemption(scope).get().phase;
  const phase = tiles.length > 0 ? 'ready' : 'empty';
  $redemption(scope).set({ phase, balance, unplayed, recoup, payoutCurrency: currency, tiles });
  reportPageInit(scope, 'redemption');
  return phase;
}

/** The crypto group opens the redemption crypto list. */
export function choosePayoutGroup(scope: Scope, group: PaymentGroup): void {
  selectGroup(scope, group);
  requestNavigation(scope, SWEEP_WITHDRAWAL_CRYPTO);
}

/** A payout method (or a coin of the crypto list) opens the convert step. */
export function choosePayoutMethod(scope: Scope, method: PaymentMethod, group?: PaymentGroup): void {
  selectMethod(scope, method, group);
  requestNavigation(scope, SWEEP_CONVERT);
}

// ---- the convert step ---------------------------------------------------------------------------

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

export const $convert = scoped(() => (atom<ConvertState>(initialConvert())));

const patchConvert = (scope: Scope, next: Partial<ConvertState>): void => $convert(scope).set({ ...$convert(scope).get(), ...next });

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

const playerCountry = (scope: Scope): string | undefined => $user(scope).get().country ?? $config(scope).get().paymentGeo;
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
  local(scope).quoteGeneration++;
  resetForm(scope);
  $convert(scope).set(initialConvert());
}

/** The player typed an amount: any quote is for another amount now. */
export function typeRedeemAmount(scope: Scope, text: string): void {
  local(scope).quoteGeneration++;
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
  const counters = local(scope);
  const state = $convert(scope).get();
  const amount = parseAmount(state.text);
  const amountOk = checkRedeemAmount(scope, state.text).ok;
  const fields = validateForm(scope, state.text, amountOk);
  if (!amountOk || !fields.ok) {
    if (!fields.ok) onFieldsRejected(scope, fields.badFieldNames());
    patchConvert(scope, { touched: true, rejections: state.rejections + 1 });
    return 'editing';
  }
  const mine = ++counters.quoteGeneration;
  const to = methodPayoutCurrency(scope, method);
  patchConvert(scope, { phase: 'quoting', rateMissing: false, payoutCheck: undefined, sendFailed: false });
  const answer = await orLogged(scope, 'payment-convert-v2', () => api(scope).call('payment-convert-v2', { amount: amount!, from: SWEEP_COIN_CODE, to }), null);
  if (mine !== counters.quoteGeneration) return $convert(scope).get().phase;
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
    if (mine === counters.quoteGeneration) patchConvert(scope, { phase: 'editing', sendFailed: true });
    return 'editing';
  }
  if (mine !== counters.quoteGeneration) return $convert(scope).get().phase;
  const rate = finite(answer.rate) ? answer.rate : draft.payout.rate ?? null;
  patchConvert(scope, {
    phase: 'quoted',
    quote: { amount: amount!, payoutAmount: draft.payout.amount, payoutCurrency: draft.payout.currency, rate, fee: draft.fee, withdrawalId: draft.withdrawalId },
  });
  return 'quoted';
}

/** "Change amount": back to editing, the quote dropped. */
export function editRedemption(scope: Scope): void {
  local(scope).quoteGeneration++;
  patchConvert(scope, { phase: 'editing', quote: undefined, sendFailed: false });
}

// ---- the redeem call ----------------------------------------------------------------------------

/**
 * What a redemption sends (decision SWEEP-14): the payout method, the sweep coins redeemed, what the
 * player was shown they receive (payout amount, currency and rate from payment-convert-v2), and the
 * method's payout fields (the FORM payload, e.g. `cardholder`).
 */
export interface RedemptionRequest {
  paymentMethod: string;
  /** Sweep coins redeemed. */
  amount: number;
  /** Always the sweep coin, QSC. */
  currency: string;
  payoutAmount: number;
  payoutCurrency: string;
  rate: number | null;
  fields: Record<string, string>;
}

/** What the redeem call answers: the withdrawal's id. */
export interface RedemptionReceipt {
  withdrawalId: string | number;
}

/** The last redemption sent, for the complete page (STATUS-10: a withdrawal goes straight to accepted). */
export const $redemptionReceipt = scoped(() => (atom<(RedemptionRequest & RedemptionReceipt & { methodText: string }) | null>(null)));

/**
 * Confirm: sends the quoted redemption through the redeem call and opens the complete page. A
 * failure (or no redeem call wired) keeps the player on the quote with a notice; nothing is lost.
 */
export async function submitRedemption(scope: Scope, method: PaymentMethod, methodText: string): Promise<'sent' | 'failed' | 'busy'> {
  const state = $convert(scope).get();
  const quote = state.quote;
  if (state.phase !== 'quoted' || !quote) return 'busy';
  const request: RedemptionRequest = {
    paymentMethod: method.name,
    amount: quote.amount,
    currency: SWEEP_COIN_CODE,
    payoutAmount: quote.payoutAmount,
    payoutCurrency: quote.payoutCurrency,
    rate: quote.rate,
    fields: formPayload(scope, String(quote.amount)),
  };
  patchConvert(scope, { phase: 'sending', sendFailed: false });
  try {
    const confirmed = await confirmRedemption(scope, quote.withdrawalId);
    $redemptionReceipt(scope).set({ ...request, withdrawalId: confirmed.withdrawalId, methodText });
  } catch (error: unknown) {
    logSweepstakeFailure(scope, 'withdrawal-confirm', error);
    // A lost answer: confirming again is safe (it answers unchanged). A draft that expired (410) is
    // gone: the player asks for a new quote.
    const expired = error instanceof CashierError && error.status === 410;
    patchConvert(scope, expired ? { phase: 'editing', quote: undefined, sendFailed: true } : { phase: 'quoted', sendFailed: true });
    return 'failed';
  }
  requestNavigation(scope, SWEEP_WITHDRAWAL_COMPLETE, { replace: true });
  return 'sent';
}
