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

export { $redirectPage } from './page-state.ts';
export type { RedirectPageState } from './page-state.ts';

/** The method on this page and the group it was picked from. */
export function currentChoice(): { method?: PaymentMethod; group?: PaymentGroup } {
  const s = $selection.get();
  return s.kind === 'method' ? { method: s.method, ...(s.group ? { group: s.group } : {}) } : {};
}

/** DOM-17: the method's limits in the deposit currency (amount_rules, or deposit-limits when it has none). */
export const currentLimits = (): Limits => $methodLimits.get().limits;

/** The language's decimal separator the page was opened with (the amount text uses it). */
let separator = '.';

function scheduleSession(): void {
  const { method, group } = currentChoice();
  if (!method) return;
  schedulePaymentSession({ amount: amountValue($amount.get().text), currency: $depositCurrency.get(), method: method.name, pendingGroup: group?.name ?? null });
}

/** Page entry: fresh state, the amount at its default (DOM-28) and the session start (CREATE-02). */
export function openRedirectPage(decimalSeparator: string): void {
  $redirectPage.set(initialPageState());
  clearTokenNotice();
  resetPaymentSession();
  separator = decimalSeparator;
  const { method } = currentChoice();
  const currency = $depositCurrency.get();
  if (method) {
    void loadMethodLimits(method, currency, playerCountry(), (limits) => {
      restartUneditedAmount(limits, currency, decimalSeparator, method.prefilledAmount);
      scheduleSession();
    });
  }
  resetAmount(currentLimits(), currency, decimalSeparator, method?.prefilledAmount);
  // Decision STATUS-RETRY: Try again after a decline keeps the amount the player asked for.
  const again = method ? takeRetryAmount(method.name, currency) : null;
  if (again !== null) restoreAmount(again, currency, decimalSeparator);
  // FORM-08: the phone list starts with the user's country (else the payment geo).
  startForm(method, playerCountry());
  scheduleSession();
}

/** The player's country for minNonRus (decision ENT-14): the user's, else the handshake paymentGeo. */
const playerCountry = (): string | undefined => $user.get().country ?? $config.get().paymentGeo;

/** Page exit: no session start may fire later, and no token watch outlives the page. */
export function closeRedirectPage(): void {
  cancelPaymentSession();
  resetMethodLimits();
  stopTokenWatch();
  resetForm();
  clearSliderAlternative();
}

/** The user typed into the amount field. */
export function changeAmount(raw: string, decimalSeparator: string): void {
  typeAmount(raw, { currency: $depositCurrency.get(), decimalSeparator, limits: currentLimits() });
  scheduleSession();
}

/** The user picked a quick amount chip (DOM-31). */
export function chooseChip(value: number, decimalSeparator: string): void {
  pickChip(value, $depositCurrency.get(), decimalSeparator);
  scheduleSession();
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
export async function submitDeposit(): Promise<DepositOutcome['kind'] | 'busy'> {
  const state = $redirectPage.get();
  if (state.phase === 'creating') return 'busy';
  const { method, group } = currentChoice();
  const limits = currentLimits();
  const currency = $depositCurrency.get();
  const shown = $amount.get();
  const check = validateForm(amountForFields(shown.text), checkAmountText(shown.text, limits).ok);
  // AN-04: each bad field is reported once per failed press.
  if (!check.ok) onFieldsRejected(check.badFieldNames());
  // DOM-29: a valid press with the untouched minimum may send a random amount (the field then shows it).
  const sent = check.ok ? amountForPress({ limits, currency, decimalSeparator: separator, randomForMethod: usesRandomAmount(method) }) : amountValue(shown.text);
  const amount = $amount.get();
  const sentAmount = amountForFields(amount.text);
  const outcome = await createDeposit(
    {
      method,
      group,
      amount: sent,
      limits,
      currency,
      fields: formPayload(sentAmount),
      fieldsValid: check.ok,
      isFromChip: amount.fromChip,
      ...(state.depositId !== undefined ? { depositId: state.depositId } : {}),
      stillCurrent: () => currentChoice().method !== undefined,
    },
    () => patch({ phase: 'creating', submitted: true, pending: undefined }),
  );
  if (outcome.kind === 'fields') {
    addFields(outcome.fields);
    patch({ phase: 'idle', submitted: false, ...(outcome.depositId !== undefined ? { depositId: outcome.depositId } : {}) });
  } else if (outcome.kind === 'pending') patch({ phase: 'idle', pending: outcome.pending });
  else patch({ phase: 'idle', ...(outcome.kind === 'invalid' ? { submitted: true, rejections: $redirectPage.get().rejections + 1 } : {}) });
  return outcome.kind;
}

/** "Continue to payment" (decision CREATE-10): opens the helper window from this click. */
export async function continueToPayment(): Promise<boolean> {
  const pending = $redirectPage.get().pending;
  if (!pending) return false;
  const done = await continueRedirect(pending);
  if (done) patch({ pending: undefined });
  return done;
}
