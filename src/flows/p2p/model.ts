/**
 * The peer-to-peer flow's model (flows §4 "Peer-to-peer"; P2P-11..24). The base page asks
 * `deposit-check` first (an open deposit resumes: P2P-12), else validates and sends
 * `deposit-create-p2p` (P2P-11/13) with the engine's guards: one creation at a time and one
 * idempotency key per press (decision CREATE-IDEM), so a double tap or a resume never makes a
 * second deposit. The invoice decrypts the card (P2P-04), polls `deposit-status` every 5 s with at
 * most one request in flight (P2P-18/19), cancels on expiry (P2P-20), follows `deposit.status`
 * pushes, and "I paid" completes it (P2P-16/17/21).
 */
import { atom } from 'nanostores';
import { usesRandomAmount } from '../../domain/amount-start.ts';
import { sendWithCaptcha } from '../../stores/deposit/send-with-captcha.ts';
import { methodLabel } from '../../domain/method-text.ts';
import { confirmationIdValid, invoiceEndsAt, isEncryptedCard, needsConfirmationId, P2P_MARKET_METHOD, P2P_POLL_MS, p2pNext } from './p2p.ts';
import type { DepositCard, FormField, P2pDepositResponse, PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { DEPOSIT_COMPLETE, DEPOSIT_P2P_INVOICE, DEPOSIT_P2P_UNIFIED_FORM } from '../../domain/paths.ts';
import { depositStatusMeaning, isCancelledDepositStatus } from '../../domain/transaction-status.ts';
import type { DepositCreateP2PPayload } from '../../transport/call-types.ts';
import { THROWN } from '../../transport/errors.ts';
import type { ApiCaller } from '../../stores/api.ts';
import { realClock } from '../../stores/clock.ts';
import type { Clock, TimerId } from '../../stores/clock.ts';
import { $config } from '../../stores/config.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $amount, amountForPress, amountValue, checkAmountText } from '../../stores/deposit/amount.ts';
import { beginDepositCreation, creationInFlight, endDepositCreation } from '../../stores/deposit/creation-guard.ts';
import { depositEnv } from '../../stores/deposit/deposit-env.ts';
import { $methodLimits } from '../../stores/deposit/method-limits.ts';
import { paymentSessionFor } from '../../stores/deposit/payment-session.ts';
import { depositErrorMessage } from '../../stores/deposit/payment-error.ts';
import { setPendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { sendWithPressKey } from '../../stores/deposit/press-key.ts';
import { addFields, formPayload, onFieldsRejected, validateForm } from '../../stores/form-fields.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { $language } from '../../stores/language.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { showSnackbar } from '../../stores/snackbar.ts';
import { $transaction, applyDepositStatusPush } from '../../stores/transaction.ts';
import { decryptCard } from './card-decrypt.ts';
import { clearSliderAlternative } from '../../stores/deposit/slider-alternative.ts';

import { scoped, type Scope } from '../../stores/scope.ts';
/** The base page: checking for an open deposit, the form, or a create under way. */
export interface BasePageState {
  phase: 'checking' | 'form' | 'creating';
  /** A "fields required" answer's deposit, continued by the next press (P2P-15). */
  depositId?: string | number;
  submitted: boolean;
}

/** The invoice: the answer, the card once decrypted, and where the deposit stands. */
export interface InvoiceState {
  method: string;
  answer: P2pDepositResponse;
  depositId: string | number;
  /** P2P-22: epoch ms. */
  endsAt: number;
  /** 'pending' while decrypting; 'failed': ERR-27 shown. The card itself lives only in memory. */
  card: { state: 'pending' } | { state: 'ready'; card: DepositCard } | { state: 'failed' };
  /** P2P-20: time ran out and the deposit was cancelled. */
  expired: boolean;
  /** Issue #21: the player's own Cancel (deposit-cancel): under way, done, or refused by the server. */
  cancel: 'none' | 'sending' | 'done' | 'failed';
  paying: boolean;
  confirmationId: string;
}

export const $basePage = scoped(() => (atom<BasePageState>({ phase: 'checking', submitted: false })));
export const $invoice = scoped(() => (atom<InvoiceState | null>(null)));

const patchBase = (scope: Scope, next: Partial<BasePageState>): void => $basePage(scope).set({ ...$basePage(scope).get(), ...next });
export const patchInvoice = (scope: Scope, next: Partial<InvoiceState>): void => {
  const now = $invoice(scope).get();
  if (now) $invoice(scope).set({ ...now, ...next });
};

/** One base page visit; a newer visit or leaving makes the older one's answers stale. */
interface Visit {
  method: PaymentMethod;
  group: PaymentGroup | undefined;
  api: ApiCaller;
  /** P2P-14: the player cancelled the create under way: its answer is ignored, silently. */
  cancelled: boolean;
  left: boolean;
  /** The answer a cancelled create still brought: the next press resumes it instead of creating again. */
  late?: { answer: P2pDepositResponse; amount: number; currency: string };
}
/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  visit: Visit | undefined;
  watch: Watch | undefined;
} => ({
  visit: undefined,
  watch: undefined,
}));

const pendingOf = (method: string, answer: P2pDepositResponse, amount: number, currency: string) => ({
  ...(answer.depositId !== undefined ? { depositId: answer.depositId } : {}),
  paymentMethod: method,
  amount,
  currency,
  crypto: false,
  onramp: false,
});

/**
 * Where a p2p answer leads (P2P-12/13/15/23). Returns false when the flow stays on the base page.
 * The unified form reads `response.apiResponse.data.unifiedFlow` (the contract with that flow).
 */
function follow(scope: Scope, v: Visit, answer: P2pDepositResponse, amount: number, currency: string): boolean {
  const next = p2pNext(answer);
  const method = v.method.name;
  switch (next.kind) {
    case 'fields':
      addFields(scope, (answer.fields ?? []) as FormField[]);
      patchBase(scope, { phase: 'form', submitted: false, ...(answer.depositId !== undefined ? { depositId: answer.depositId } : {}) });
      return false;
    case 'unified': {
      const depositId = answer.depositId as string | number;
      setPendingDeposit(scope, {
        ...pendingOf(method, answer, amount, currency),
        response: { depositId, apiResponse: { depositId, data: { unifiedFlow: answer.unifiedFlow! } } },
      });
      requestNavigation(scope, DEPOSIT_P2P_UNIFIED_FORM, { replace: true });
      return true;
    }
    case 'invoice':
      openInvoice(scope, method, answer);
      setPendingDeposit(scope, pendingOf(method, answer, amount, currency));
      requestNavigation(scope, DEPOSIT_P2P_INVOICE, { replace: true });
      return true;
    case 'malformed':
      // P2P-23 / decision P2P-24: the host hears of it; the player gets the generic error.
      notifyHost(scope, 'onInvalidP2PResponse', { paymentMethod: method, reason: next.reason });
      showSnackbar(scope, { message: depositErrorMessage(new Error(next.reason)) });
      patchBase(scope, { phase: 'form' });
      return false;
  }
}

/** P2P-12: opening the base page asks whether a deposit for this method is still open. */
export async function openBasePage(scope: Scope, method: PaymentMethod, group: PaymentGroup | undefined, api: ApiCaller): Promise<void> {
  const state = local(scope);
  const v: Visit = { method, group, api, cancelled: false, left: false };
  if (state.visit) state.visit.left = true;
  state.visit = v;
  $basePage(scope).set({ phase: 'checking', submitted: false });
  let answer: P2pDepositResponse & { exists?: boolean };
  try {
    answer = await api.call('deposit-check', { paymentMethod: method.name, selectedCountry: $config(scope).get().paymentGeo });
  } catch {
    // A failed check must not block a new deposit: the form opens (the create is idempotent per press).
    if (!v.left) patchBase(scope, { phase: 'form' });
    return;
  }
  if (v.left) return;
  if (answer?.exists === true) {
    const amount = answer.passedAmount ?? answer.payment_amount ?? 0;
    follow(scope, v, answer, amount, answer.passedCurrency ?? answer.payment_currency ?? $depositCurrency(scope).get());
    if ($basePage(scope).get().phase === 'checking') patchBase(scope, { phase: 'form' });
    return;
  }
  patchBase(scope, { phase: 'form' });
}

/** Leaving the base page: a late answer changes nothing. */
export function closeBasePage(scope: Scope): void {
  const state = local(scope);
  if (state.visit) state.visit.left = true;
  state.visit = undefined;
  clearSliderAlternative(scope);
}

/** P2P-14: the player cancels the create under way; nothing is shown for it. */
export function cancelCreate(scope: Scope): void {
  const state = local(scope);
  if (!state.visit || $basePage(scope).get().phase !== 'creating') return;
  state.visit.cancelled = true;
  patchBase(scope, { phase: 'form' });
}

/** The amount as an `amount` field sends it (a dot decimal). */
const amountText = (value: number | null): string => (value === null ? '' : String(value));

/**
 * The Deposit button (P2P-11/13/15): validate, then deposit-create-p2p. A press while one runs
 * sends nothing (decision CREATE-IDEM).
 */
export async function submitP2p(scope: Scope, decimalSeparator: string): Promise<'busy' | 'invalid' | 'sent' | 'failed' | 'cancelled'> {
  const v = local(scope).visit;
  if (!v || $basePage(scope).get().phase !== 'form' || creationInFlight(scope)) return 'busy';
  if (v.late) {
    // The cancelled press made a deposit after all: this press goes on with it (no second deposit).
    const { answer, amount, currency } = v.late;
    v.late = undefined;
    follow(scope, v, answer, amount, currency);
    return 'sent';
  }
  const limits = $methodLimits(scope).get().limits;
  const currency = $depositCurrency(scope).get();
  const shown = $amount(scope).get();
  const amountOk = checkAmountText(shown.text, limits).ok;
  const check = validateForm(scope, amountText(amountValue(shown.text)), amountOk);
  if (!check.ok || !amountOk) {
    if (!check.ok) onFieldsRejected(scope, check.badFieldNames());
    patchBase(scope, { submitted: true });
    return 'invalid';
  }
  // P2P-08 / DOM-29: the amount set on choosing; an untouched minimum becomes a random amount.
  const amount = amountForPress(scope, { limits, currency, decimalSeparator, randomForMethod: usesRandomAmount(v.method) });
  if (amount === null) return 'invalid';
  const fields = formPayload(scope, amountText(amount));
  // P2P-41: the p2p market carries the amount in its fields.
  if (v.method.name === P2P_MARKET_METHOD) fields['amount'] = amountText(amount);
  v.cancelled = false;
  patchBase(scope, { phase: 'creating', submitted: true });
  beginDepositCreation(scope, { paymentMethod: v.method.name, paymentMethodText: methodLabel(v.method, $language(scope).get()) });
  let answer: P2pDepositResponse;
  try {
    const paymentSessionId = await paymentSessionFor(scope, { amount, currency, method: v.method.name, pendingGroup: v.group?.name ?? null });
    const { depositId } = $basePage(scope).get();
    const selectedCountry = $config(scope).get().paymentGeo;
    const base: DepositCreateP2PPayload = {
      amount,
      currency,
      fields,
      isActivatedBonus: false,
      paymentMethod: v.method.name,
      selectedCountry,
      metadata: { isFromChip: shown.fromChip },
      // Decision HTTP-24: true only when a recaptcha score goes along (the captcha fields set it).
      checkScore: false,
      ...(v.group ? { bank: v.group.name } : {}),
      ...(depositId !== undefined ? { depositId } : {}),
      ...(paymentSessionId ? { paymentSessionId } : {}),
    };
    // CAPTCHA-10/11: the recaptcha pair or the slider's output; captcha_required redoes it once.
    answer = await sendWithCaptcha(depositEnv(scope).captcha, v.method, { call: 'deposit-create-p2p', country: selectedCountry }, (captcha) =>
      sendWithPressKey(scope, 'deposit-create-p2p', { ...base, ...captcha }, (keyed) => v.api.call('deposit-create-p2p', keyed)),
    );
  } catch (error: unknown) {
    endDepositCreation(scope);
    if (v.left || v.cancelled) return 'cancelled';
    patchBase(scope, { phase: 'form' });
    showSnackbar(scope, { message: depositErrorMessage(error) });
    return 'failed';
  }
  endDepositCreation(scope);
  if (v.left) return 'cancelled';
  if (v.cancelled) {
    if (p2pNext(answer).kind === 'invoice' || p2pNext(answer).kind === 'unified') v.late = { answer, amount, currency };
    return 'cancelled';
  }
  follow(scope, v, answer, amount, currency);
  return 'sent';
}

/** Puts an answer on the invoice and starts reading its card (P2P-25, decision P2P-04). */
export function openInvoice(scope: Scope, method: string, answer: P2pDepositResponse): void {
  const depositId = answer.depositId as string | number;
  $invoice(scope).set({ method, answer, depositId, endsAt: invoiceEndsAt(answer), card: { state: 'pending' }, expired: false, cancel: 'none', paying: false, confirmationId: '' });
  const card = answer.card;
  if (isEncryptedCard(card)) {
    decryptCard(card).then(
      (plain) => {
        if ($invoice(scope).get()?.depositId === depositId) patchInvoice(scope, { card: { state: 'ready', card: plain } });
      },
      () => {
        if ($invoice(scope).get()?.depositId !== depositId) return;
        patchInvoice(scope, { card: { state: 'failed' } });
        // ERR-27, reported without any part of the data.
        notifyHost(scope, 'Error', { message: THROWN.decryptFailed, paymentMethod: method });
      },
    );
  } else patchInvoice(scope, { card: card ? { state: 'ready', card: card as DepositCard } : { state: 'failed' } });
}

/** The invoice's confirmation id input (P2P-32..35). */
export function typeConfirmationId(scope: Scope, value: string): void {
  patchInvoice(scope, { confirmationId: value });
}

/** P2P-35: the paid button is disabled while a required confirmation id is invalid. */
export function paidBlocked(state: InvoiceState): boolean {
  return state.paying || state.expired || state.cancel === 'sending' || state.cancel === 'done' || (needsConfirmationId(state.method) && !confirmationIdValid(state.confirmationId));
}

/** The invoice's running parts: polling, pushes, expiry. */
interface Watch {
  api: ApiCaller;
  clock: Clock;
  timer: TimerId | undefined;
  inFlight: boolean;
  stopped: boolean;
  stopPushes: () => void;
}


export function stopWatch(scope: Scope): void {
  const state = local(scope);
  if (!state.watch) return;
  state.watch.stopped = true;
  if (state.watch.timer !== undefined) state.watch.clock.clearTimeout(state.watch.timer);
  state.watch.stopPushes();
  state.watch = undefined;
}

/** P2P-19 / decision P2P-24: a final status goes to the complete page, which shows it. */
function finish(scope: Scope, depositId: string | number, code: 1 | 2): void {
  stopWatch(scope);
  applyDepositStatusPush(scope, { depositId, status: code });
  requestNavigation(scope, DEPOSIT_COMPLETE, { replace: true });
}

/**
 * P2P-18/19 and the pushes: polls deposit-status every 5 s (the next poll is scheduled only when
 * the answer is in, so at most one request is in flight); a cancelled or paid deposit, found by a
 * poll or pushed, ends the wait. Returns the stop function.
 */
export function watchInvoice(scope: Scope, api: ApiCaller, clock: Clock = realClock): () => void {
  stopWatch(scope);
  const invoice = $invoice(scope).get();
  if (!invoice) return () => undefined;
  const { depositId, method } = invoice;
  const w: Watch = { api, clock, timer: undefined, inFlight: false, stopped: false, stopPushes: () => undefined };
  local(scope).watch = w;
  w.stopPushes = $transaction(scope).listen((state) => {
    const id = state.data?.depositId;
    if (w.stopped || id === undefined || String(id) !== String(depositId)) return;
    if (state.status === 'processed' || state.status === 'mistaked') {
      stopWatch(scope);
      requestNavigation(scope, DEPOSIT_COMPLETE, { replace: true });
    }
  });
  const tick = (): void => {
    w.timer = undefined;
    if (w.stopped || w.inFlight) return;
    w.inFlight = true;
    api.call('deposit-status', { depositId, paymentMethod: method }).then(
      (answer) => {
        w.inFlight = false;
        if (w.stopped) return;
        const status = answer?.status ?? '';
        if (isCancelledDepositStatus(status)) return finish(scope, depositId, 2);
        if (depositStatusMeaning(status) === 'processed') return finish(scope, depositId, 1);
        w.timer = clock.setTimeout(tick, P2P_POLL_MS);
      },
      () => {
        w.inFlight = false;
        if (!w.stopped) w.timer = clock.setTimeout(tick, P2P_POLL_MS);
      },
    );
  };
  w.timer = clock.setTimeout(tick, P2P_POLL_MS);
  return () => stopWatch(scope);
}

/**
 * P2P-16/17/21: "I paid" sends deposit-complete (with confirmationId when the method needs one),
 * then goes to the complete page — on this non-unified path even when the call failed.
 */
export async function markPaid(scope: Scope, api: ApiCaller): Promise<void> {
  const invoice = $invoice(scope).get();
  if (!invoice || paidBlocked(invoice)) return;
  patchInvoice(scope, { paying: true });
  stopWatch(scope);
  const extra = needsConfirmationId(invoice.method) ? { confirmationId: invoice.confirmationId.trim() } : {};
  try {
    await api.call('deposit-complete', { depositId: invoice.depositId, paymentMethod: invoice.method, ...extra });
  } catch {
    // P2P-17: the complete page shows where the deposit stands.
  }
  requestNavigation(scope, DEPOSIT_COMPLETE, { replace: true });
}

/** Leaving the invoice: nothing runs on. */
export function closeInvoice(scope: Scope): void {
  stopWatch(scope);
}

/** Forgets the invoice (a new deposit, tests). */
export function resetP2p(scope: Scope): void {
  stopWatch(scope);
  closeBasePage(scope);
  $invoice(scope).set(null);
  $basePage(scope).set({ phase: 'checking', submitted: false });
}
