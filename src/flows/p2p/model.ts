/**
 * The peer-to-peer flow's base page (flows §4 "Peer-to-peer"; P2P-11..15, P2P-23/24). It asks
 * `deposit-check` first (an open deposit resumes: P2P-12), else validates and creates through the
 * one deposit door's p2p variant (src/stores/deposit/create-p2p.ts: one creation at a time, one
 * idempotency key per press, decision CREATE-IDEM), so a double tap or a resume never makes a
 * second deposit. The answer leads to the invoice (invoice.ts, invoice-watch.ts), the unified form
 * or more fields.
 */
import { atom } from 'nanostores';
import { usesRandomAmount } from '../../domain/amount-start.ts';
import { P2P_MARKET_METHOD, p2pNext } from './p2p.ts';
import type { FormField, P2pDepositResponse, PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { DEPOSIT_P2P_INVOICE, DEPOSIT_P2P_UNIFIED_FORM } from '../../domain/paths.ts';
import type { ApiCaller } from '../../stores/api.ts';
import { $config } from '../../stores/config.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $amount, amountForPress, amountValue, checkAmountText } from '../../stores/deposit/amount.ts';
import { createP2pDeposit } from '../../stores/deposit/create-p2p.ts';
import { creationInFlight } from '../../stores/deposit/creation-guard.ts';
import { $methodLimits } from '../../stores/deposit/method-limits.ts';
import { depositErrorMessage } from '../../stores/deposit/payment-error.ts';
import { setPendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { clearSliderAlternative } from '../../stores/deposit/slider-alternative.ts';
import { addFields, formPayload, onFieldsRejected, validateForm } from '../../stores/form-fields.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { showSnackbar } from '../../stores/snackbar.ts';
import { $invoice } from './invoice-state.ts';
import { openInvoice } from './invoice.ts';
import { stopWatch } from './invoice-watch.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** The base page: checking for an open deposit, the form, or a create under way. */
export interface BasePageState {
  phase: 'checking' | 'form' | 'creating';
  /** A "fields required" answer's deposit, continued by the next press (P2P-15). */
  depositId?: string | number;
  submitted: boolean;
}

export const $basePage = scoped(() => (atom<BasePageState>({ phase: 'checking', submitted: false })));

const patchBase = (scope: Scope, next: Partial<BasePageState>): void => $basePage(scope).set({ ...$basePage(scope).get(), ...next });
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
const local = scoped((): { visit: Visit | undefined } => ({ visit: undefined }));

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
  const { depositId } = $basePage(scope).get();
  const created = await createP2pDeposit(scope, { method: v.method, group: v.group, amount, currency, fields, isFromChip: shown.fromChip, depositId, api: v.api });
  if (created.kind === 'busy') return 'busy';
  if (created.kind === 'failed') {
    if (v.left || v.cancelled) return 'cancelled';
    patchBase(scope, { phase: 'form' });
    showSnackbar(scope, { message: depositErrorMessage(created.error) });
    return 'failed';
  }
  const { answer } = created;
  if (v.left) return 'cancelled';
  if (v.cancelled) {
    if (p2pNext(answer).kind === 'invoice' || p2pNext(answer).kind === 'unified') v.late = { answer, amount, currency };
    return 'cancelled';
  }
  follow(scope, v, answer, amount, currency);
  return 'sent';
}

/** Forgets the invoice (a new deposit, tests). */
export function resetP2p(scope: Scope): void {
  stopWatch(scope);
  closeBasePage(scope);
  $invoice(scope).set(null);
  $basePage(scope).set({ phase: 'checking', submitted: false });
}
