/**
 * The unified form's model (flows §4 "Unified form", "Complete and prepare"; UNI-05, decision
 * UNI-11): the answer's input fields live in the shared form store (src/stores/form-fields.ts,
 * the rules of FORM-01..27), and "I have paid" is Complete: validate them, send deposit-complete
 * with the deposit id and the fields, then the complete page. On this path a failed call keeps the
 * player on the form with the error (P2P flow step 5: only the non-unified path moves on anyway),
 * so nobody is told "we are checking your deposit" about a deposit the server did not take.
 */
import { atom } from 'nanostores';
import type { ErrorMessage } from '../../domain/error-message.ts';
import { DEPOSIT_COMPLETE } from '../../domain/paths.ts';
import type { UnifiedFormData } from '../../domain/unified-form.ts';
import { api } from '../../stores/api.ts';
import { depositErrorMessage } from '../../stores/deposit/payment-error.ts';
import { addFields, formPayload, onFieldsRejected, resetForm, validateForm } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';

export interface UnifiedPageState {
  /** 'completing' while deposit-complete is in flight (the button is busy, a second press does nothing). */
  phase: 'idle' | 'completing';
  /** The failed deposit-complete's message, shown until the next press. */
  error: ErrorMessage | null;
  /** Counts rejected presses, so the page focuses the first bad field each time (FORM-13). */
  rejections: number;
}

const initial = (): UnifiedPageState => ({ phase: 'idle', error: null, rejections: 0 });

export const $unifiedPage = atom<UnifiedPageState>(initial());

const patch = (p: Partial<UnifiedPageState>): void => $unifiedPage.set({ ...$unifiedPage.get(), ...p });

/** Page entry: the answer's input fields, and nothing else, in a fresh form (UNI-05). */
export function openUnifiedForm(form: Pick<UnifiedFormData, 'inputFields'>): void {
  $unifiedPage.set(initial());
  resetForm();
  addFields(form.inputFields);
}

/** Page exit: neither the fields nor an error outlive the page. */
export function closeUnifiedForm(): void {
  $unifiedPage.set(initial());
  resetForm();
}

/** How a press ended. */
export type CompleteOutcome = 'invalid' | 'busy' | 'failed' | 'done';

/**
 * "I have paid" (flows §4 "Complete"): validate, deposit-complete `{ depositId, paymentMethod,
 * fields }`, then the complete page. `amount` is the deposit's amount as sent (an `amount` field
 * bound to it is checked against it, decision FORM-27).
 */
export async function completeUnifiedDeposit(input: { depositId: string | number; paymentMethod: string; amount: string }): Promise<CompleteOutcome> {
  if ($unifiedPage.get().phase === 'completing') return 'busy';
  const check = validateForm(input.amount, true);
  if (!check.ok) {
    onFieldsRejected(check.badFieldNames());
    patch({ rejections: $unifiedPage.get().rejections + 1, error: null });
    return 'invalid';
  }
  patch({ phase: 'completing', error: null });
  try {
    await api.call('deposit-complete', { depositId: input.depositId, paymentMethod: input.paymentMethod, fields: formPayload(input.amount) });
  } catch (error: unknown) {
    patch({ phase: 'idle', error: depositErrorMessage(error) });
    return 'failed';
  }
  patch({ phase: 'idle' });
  requestNavigation(DEPOSIT_COMPLETE);
  return 'done';
}
