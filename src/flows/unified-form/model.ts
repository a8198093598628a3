/**
 * The unified form's model (flows §4 "Unified form", "Complete and prepare"; UNI-05, decision
 * UNI-11): the answer's input fields live in the shared form store (src/stores/form-fields.ts,
 * the rules of FORM-01..27), and "I have paid" is Complete: validate them, complete the deposit
 * through the one door (src/stores/deposit/complete-deposit.ts) with its id and the fields, then
 * the complete page. On this path a failed call keeps the player on the form with the error (P2P
 * flow step 5: only the non-unified path moves on anyway), so nobody is told "we are checking your deposit" about a deposit the server did not take.
 */
import { atom } from 'nanostores';
import type { ErrorMessage } from '../../domain/error-message.ts';
import { DEPOSIT_COMPLETE } from '../../domain/paths.ts';
import type { UnifiedFormData } from './unified-form.ts';
import { completeDeposit } from '../../stores/deposit/complete-deposit.ts';
import { depositErrorMessage } from '../../stores/deposit/payment-error.ts';
import { addFields, formPayload, onFieldsRejected, resetForm, validateForm } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

export interface UnifiedPageState {
  /** 'completing' while deposit-complete is in flight (the button is busy, a second press does nothing). */
  phase: 'idle' | 'completing';
  /** The failed deposit-complete's message, shown until the next press. */
  error: ErrorMessage | null;
  /** Counts rejected presses, so the page focuses the first bad field each time (FORM-13). */
  rejections: number;
}

const initial = (): UnifiedPageState => ({ phase: 'idle', error: null, rejections: 0 });

export const $unifiedPage = scoped(() => (atom<UnifiedPageState>(initial())));

const patch = (scope: Scope, p: Partial<UnifiedPageState>): void => $unifiedPage(scope).set({ ...$unifiedPage(scope).get(), ...p });

/** Page entry: the answer's input fields, and nothing else, in a fresh form (UNI-05). */
export function openUnifiedForm(scope: Scope, form: Pick<UnifiedFormData, 'inputFields'>): void {
  $unifiedPage(scope).set(initial());
  resetForm(scope);
  addFields(scope, form.inputFields);
}

/** Page exit: neither the fields nor an error outlive the page. */
export function closeUnifiedForm(scope: Scope): void {
  $unifiedPage(scope).set(initial());
  resetForm(scope);
}

/** How a press ended. */
export type CompleteOutcome = 'invalid' | 'busy' | 'failed' | 'done';

/**
 * "I have paid" (flows §4 "Complete"): validate, deposit-complete `{ depositId, paymentMethod,
 * fields }`, then the complete page. `amount` is the deposit's amount as sent (an `amount` field
 * bound to it is checked against it, decision FORM-27).
 */
export async function completeUnifiedDeposit(scope: Scope, input: { depositId: string | number; paymentMethod: string; amount: string }): Promise<CompleteOutcome> {
  if ($unifiedPage(scope).get().phase === 'completing') return 'busy';
  const check = validateForm(scope, input.amount, true);
  if (!check.ok) {
    onFieldsRejected(scope, check.badFieldNames());
    patch(scope, { rejections: $unifiedPage(scope).get().rejections + 1, error: null });
    return 'invalid';
  }
  patch(scope, { phase: 'completing', error: null });
  const paid = await completeDeposit(scope, { depositId: input.depositId, paymentMethod: input.paymentMethod, fields: formPayload(scope, input.amount) });
  if (paid.kind === 'busy') return 'busy';
  if (paid.kind === 'failed') {
    patch(scope, { phase: 'idle', error: depositErrorMessage(paid.error) });
    return 'failed';
  }
  patch(scope, { phase: 'idle' });
  requestNavigation(scope, DEPOSIT_COMPLETE);
  return 'done';
}
