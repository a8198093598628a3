/**
 * The redirect base page's model (flows §2 "Redirect base"): the amount, the extra fields of a
 * "fields required" answer, and a redirect the browser blocked. Creating the deposit and what
 * follows it are the deposit engine's (src/stores/deposit/); this file keeps only the page's state.
 */
import { usesRandomAmount } from '../../domain/amount-start.ts';
import type { Limits } from '../../domain/amount-limits.ts';
import { fieldValues, fieldsValid, mergeFields } from '../../domain/form-fields.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $amount, amountForPress, amountValue, pickChip, resetAmount, restartUneditedAmount, typeAmount } from '../../stores/deposit/amount.ts';
import { $methodLimits, loadMethodLimits, resetMethodLimits } from '../../stores/deposit/method-limits.ts';
import { $config } from '../../stores/config.ts';
import { $user } from '../../stores/user.ts';
import { continueToPayment as continueRedirect, createDeposit } from '../../stores/deposit/create-deposit.ts';
import type { DepositOutcome } from '../../stores/deposit/create-deposit.ts';
import { cancelPaymentSession, resetPaymentSession, schedulePaymentSession } from '../../stores/deposit/payment-session.ts';
import { $selection } from '../../stores/selection.ts';
import { clearTokenNotice, stopTokenWatch } from '../../stores/token-renewal.ts';
import { $redirectPage, initialPageState, patchPage as patch } from './page-state.ts';

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
  scheduleSession();
}

/** The player's country for minNonRus (decision ENT-14): the user's, else the handshake paymentGeo. */
const playerCountry = (): string | undefined => $user.get().country ?? $config.get().paymentGeo;

/** Page exit: no session start may fire later, and no token watch outlives the page. */
export function closeRedirectPage(): void {
  cancelPaymentSession();
  resetMethodLimits();
  stopTokenWatch();
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

/** An extra field changed. */
export function setFieldValue(name: string, value: string): void {
  const s = $redirectPage.get();
  $redirectPage.set({ ...s, fieldValues: { ...s.fieldValues, [name]: value } });
}

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
  // DOM-29: an untouched minimum may become a random amount; read the flag after that.
  const sent = amountForPress({ limits, currency, decimalSeparator: separator, randomForMethod: usesRandomAmount(method) });
  const amount = $amount.get();
  const fields = state.extraFields;
  const outcome = await createDeposit(
    {
      method,
      group,
      amount: sent,
      limits,
      currency,
      fields: fieldValues(fields, state.fieldValues),
      fieldsValid: fieldsValid(fields, state.fieldValues),
      isFromChip: amount.fromChip,
      ...(state.depositId !== undefined ? { depositId: state.depositId } : {}),
      stillCurrent: () => currentChoice().method !== undefined,
    },
    () => patch({ phase: 'creating', submitted: true, pending: undefined }),
  );
  if (outcome.kind === 'fields') {
    const now = $redirectPage.get();
    patch({ phase: 'idle', submitted: false, extraFields: mergeFields(now.extraFields, outcome.fields), ...(outcome.depositId !== undefined ? { depositId: outcome.depositId } : {}) });
  } else if (outcome.kind === 'pending') patch({ phase: 'idle', pending: outcome.pending });
  else patch({ phase: 'idle', ...(outcome.kind === 'invalid' ? { submitted: true } : {}) });
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
