/**
 * The redirect base page's model (flows §2 "Redirect base"): the amount, the dynamic fields (the
 * shared form store: the method's own fields, its regex field and those of a "fields required"
 * answer), and a redirect the browser blocked. Creating the deposit and what follows it are the
 * deposit engine's (src/stores/deposit/); this file keeps only the page's state and wiring.
 */
import { usesRandomAmount } from '../../domain/amount-start.ts';
import type { Limits } from '../../domain/amount-limits.ts';
import { applyNumberMask } from '../../domain/field-mask.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $amount, amountForPress, amountValue, checkAmountText, pickChip, resetAmount, restartUneditedAmount, restoreAmount, typeAmount } from '../../stores/deposit/amount.ts';
import { takeRetryAmount } from '../../stores/deposit/retry-amount.ts';
import { $methodLimits, loadMethodLimits, resetMethodLimits } from '../../stores/deposit/method-limits.ts';
import { $config } from '../../stores/config.ts';
import { $user } from '../../stores/user.ts';
import { continueToPayment as continueRedirect, createDeposit } from '../../stores/deposit/create-deposit.ts';
import type { DepositOutcome } from '../../stores/deposit/create-deposit.ts';
import { cancelPaymentSession, resetPaymentSession, schedulePaymentSession } from '../../stores/deposit/payment-session.ts';
import { $selection } from '../../stores/selection.ts';
import { addFields, formPayload, onFieldsRejected, resetForm, startForm, validateForm } from '../../stores/form-fields.ts';
import { clearTokenNotice, stopTokenWatch } from '../../stores/token-renewal.ts';
import { $redirectPage, initialPageState, patchPage as patch } from './page-state.ts';
import { clearSliderAlternative } from '../../stores/deposit/slider-alternative.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

export { $redirectPage } from './page-state.ts';
export type { RedirectPageState } from './page-state.ts';

/** The method on this page and the group it was picked from. */
export function currentChoice(scope: Scope): { method?: PaymentMethod; group?: PaymentGroup } {
  const s = $selection(scope).get();
  return s.kind === 'method' ? { method: s.method, ...(s.group ? { group: s.group } : {}) } : {};
}

/** DOM-17: the method's limits in the deposit currency (amount_rules, or deposit-limits when it has none). */
export const currentLimits = (scope: Scope): Limits => $methodLimits(scope).get().limits;

/** The language's decimal separator the page was opened with (the amount text uses it). Per element (issue #22). */
const local = scoped((): {
  separator: string;
} => ({
  separator: '.',
}));

function scheduleSession(scope: Scope): void {
  const { method, group } = currentChoice(scope);
  if (!method) return;
  schedulePaymentSession(scope, { amount: amountValue($amount(scope).get().text), currency: $depositCurrency(scope).get(), method: method.name, pendingGroup: group?.name ?? null });
}

/** Page entry: fresh state, the amount at its default (DOM-28) and the session start (CREATE-02). */
export function openRedirectPage(scope: Scope, decimalSeparator: string): void {
  $redirectPage(scope).set(initialPageState());
  clearTokenNotice(scope);
  resetPaymentSession(scope);
  local(scope).separator = decimalSeparator;
  const { method } = currentChoice(scope);
  const currency = $depositCurrency(scope).get();
  if (method) {
    void loadMethodLimits(scope, method, currency, playerCountry(scope), (limits) => {
      restartUneditedAmount(scope, limits, currency, decimalSeparator, method.prefilledAmount);
      scheduleSession(scope);
    });
  }
  resetAmount(scope, currentLimits(scope), currency, decimalSeparator, method?.prefilledAmount);
  // Decision STATUS-RETRY: Try again after a decline keeps the amount the player asked for.
  const again = method ? takeRetryAmount(scope, method.name, currency) : null;
  if (again !== null) restoreAmount(scope, again, currency, decimalSeparator);
  // FORM-08: the phone list starts with the user's country (else the payment geo).
  startForm(scope, method, playerCountry(scope));
  scheduleSession(scope);
}

/** The player's country for minNonRus (decision ENT-14): the user's, else the handshake paymentGeo. */
const playerCountry = (scope: Scope): string | undefined => $user(scope).get().country ?? $config(scope).get().paymentGeo;

/** Page exit: no session start may fire later, and no token watch outlives the page. */
export function closeRedirectPage(scope: Scope): void {
  cancelPaymentSession(scope);
  resetMethodLimits(scope);
  stopTokenWatch(scope);
  resetForm(scope);
  clearSliderAlternative(scope);
}

/** The user typed into the amount field. */
export function changeAmount(scope: Scope, raw: string, decimalSeparator: string): void {
  typeAmount(scope, raw, { currency: $depositCurrency(scope).get(), decimalSeparator, limits: currentLimits(scope) });
  scheduleSession(scope);
}

/** The user picked a quick amount chip (DOM-31). */
export function chooseChip(scope: Scope, value: number, decimalSeparator: string): void {
  pickChip(scope, value, $depositCurrency(scope).get(), decimalSeparator);
  scheduleSession(scope);
}

/** The amount as an `amount` field sends it: FORM-26's number mask (scale 2), a dot decimal. */
const amountForFields = (text: string): string => {
  const value = amountValue(text);
  return value === null ? '' : applyNumberMask(String(value));
};

/**
 * The Deposit button (CREATE-01..27). Must be called from the click handler itself: the helper
 * window opens before the first await. Resolves with how the press ended.
 */
export async function submitDeposit(scope: Scope): Promise<DepositOutcome['kind'] | 'busy'> {
  const state = $redirectPage(scope).get();
  if (state.phase === 'creating') return 'busy';
  const { method, group } = currentChoice(scope);
  const limits = currentLimits(scope);
  const currency = $depositCurrency(scope).get();
  const shown = $amount(scope).get();
  const check = validateForm(scope, amountForFields(shown.text), checkAmountText(shown.text, limits).ok);
  // AN-04: each bad field is reported once per failed press.
  if (!check.ok) onFieldsRejected(scope, check.badFieldNames());
  // DOM-29: a valid press with the untouched minimum may send a random amount (the field then shows it).
  const sent = check.ok ? amountForPress(scope, { limits, currency, decimalSeparator: local(scope).separator, randomForMethod: usesRandomAmount(method) }) : amountValue(shown.text);
  const amount = $amount(scope).get();
  const sentAmount = amountForFields(amount.text);
  const outcome = await createDeposit(scope, 
    {
      method,
      group,
      amount: sent,
      limits,
      currency,
      fields: formPayload(scope, sentAmount),
      fieldsValid: check.ok,
      isFromChip: amount.fromChip,
      ...(state.depositId !== undefined ? { depositId: state.depositId } : {}),
      stillCurrent: () => currentChoice(scope).method !== undefined,
    },
    () => patch(scope, { phase: 'creating', submitted: true, pending: undefined }),
  );
  if (outcome.kind === 'fields') {
    addFields(scope, outcome.fields);
    patch(scope, { phase: 'idle', submitted: false, ...(outcome.depositId !== undefined ? { depositId: outcome.depositId } : {}) });
  } else if (outcome.kind === 'pending') patch(scope, { phase: 'idle', pending: outcome.pending });
  else patch(scope, { phase: 'idle', ...(outcome.kind === 'invalid' ? { submitted: true, rejections: $redirectPage(scope).get().rejections + 1 } : {}) });
  return outcome.kind;
}

/** "Continue to payment" (decision CREATE-10): opens the helper window from this click. */
export async function continueToPayment(scope: Scope): Promise<boolean> {
  const pending = $redirectPage(scope).get().pending;
  if (!pending) return false;
  const done = await continueRedirect(scope, pending);
  if (done) patch(scope, { pending: undefined });
  return done;
}
