/**
 * Buy, on the sweepstake select-method page (decision SWEEP-14): the purchase is the deposit
 * engine's one door (`createDeposit`); with a box selected it sends `deposit-create-sweepstake`
 * with the box's `boxId` (CREATE-12).
 */
import { methodLimits } from '../../domain/amount-limits.ts';
import { applyNumberMask } from '../../domain/field-mask.ts';
import type { SweepstakeBox } from '../../domain/promo-entities.ts';
import { thrownError } from '../../transport/thrown.ts';
import { continueToPayment as continueRedirect, createDeposit } from '../../stores/deposit/create-deposit.ts';
import { depositErrorMessage } from '../../stores/deposit/payment-error.ts';
import { addFields, formPayload, onFieldsRejected, playerCountry, validateForm } from '../../stores/form-fields.ts';
import { showSnackbar } from '../../stores/snackbar.ts';
import { $selectedBox } from '../../stores/sweepstake-box.ts';
import { logSweepstakeFailure } from '../../stores/sweepstake-log.ts';
import { priceCurrency } from './box-methods.ts';
import { $selectMethod, patchSelectMethod as patch } from './select-method.ts';
import type { Scope } from '../../stores/scope.ts';

/** ERR-19: a sweepstake purchase needs a selected box. */
function requireBox(scope: Scope): SweepstakeBox {
  const box = $selectedBox(scope).get();
  if (!box) throw thrownError('noSweepstakeBox');
  return box;
}

/**
 * Buy (the press): the chosen method, the box price in its currency, the method's fields, through
 * the engine — `deposit-create-sweepstake` with `boxId` (CREATE-12). Call it from the click
 * handler itself: the helper window opens before the first await.
 */
export async function buyBox(scope: Scope): Promise<'busy' | 'failed' | 'invalid' | 'fields' | 'pending' | 'done'> {
  const state = $selectMethod(scope).get();
  if (state.buying) return 'busy';
  let box: SweepstakeBox;
  try {
    box = requireBox(scope);
  } catch (error: unknown) {
    logSweepstakeFailure(scope, 'deposit-create-sweepstake', error);
    showSnackbar(scope, { message: depositErrorMessage(error) });
    return 'failed';
  }
  const method = state.chosen;
  const currency = priceCurrency(box);
  const amount = box.price ?? null;
  // FORM-26: an `amount` field carries the price the way the redirect page's amount would.
  const amountText = amount === null ? '' : applyNumberMask(String(amount));
  const check = validateForm(scope, amountText, true);
  if (!check.ok) onFieldsRejected(scope, check.badFieldNames());
  const outcome = await createDeposit(scope, 
    {
      method,
      amount,
      limits: methodLimits(method, currency, playerCountry(scope)),
      currency,
      fields: formPayload(scope, amountText),
      fieldsValid: check.ok,
      isFromChip: false,
      ...(state.depositId !== undefined ? { depositId: state.depositId } : {}),
      stillCurrent: () => $selectedBox(scope).get() === box,
    },
    () => patch(scope, { buying: true, pending: undefined }),
  );
  if (outcome.kind === 'fields') {
    addFields(scope, outcome.fields);
    patch(scope, { buying: false, ...(outcome.depositId !== undefined ? { depositId: outcome.depositId } : {}) });
    return 'fields';
  }
  if (outcome.kind === 'pending') {
    patch(scope, { buying: false, pending: outcome.pending });
    return 'pending';
  }
  patch(scope, { buying: false, ...(outcome.kind === 'invalid' ? { rejections: $selectMethod(scope).get().rejections + 1 } : {}) });
  if (outcome.kind === 'invalid' || outcome.kind === 'busy') return outcome.kind;
  return outcome.kind === 'failed' || outcome.kind === 'rejected' || outcome.kind === 'abandoned' ? 'failed' : 'done';
}

/** "Continue to payment" after a blocked window (decision CREATE-10). */
export async function continueToPayment(scope: Scope): Promise<boolean> {
  const pending = $selectMethod(scope).get().pending;
  if (!pending) return false;
  const done = await continueRedirect(scope, pending);
  if (done) patch(scope, { pending: undefined });
  return done;
}
