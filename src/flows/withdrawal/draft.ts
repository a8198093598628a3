/**
 * The withdrawal's amount page and confirm page (ROUTE-11 redirect, nigerian-banks, confirm,
 * complete; decisions WD-05..08). The amount page validates the amount with the method's limits
 * and the fields like a deposit (AMOUNT-*, FORM-*), then `withdrawal-create` (with one idempotency
 * key per press, decision CREATE-IDEM) makes the draft the confirm page summarises; Confirm sends
 * `withdrawal-confirm` and opens the complete page, straight in accepted (STATUS-10). A refusal
 * that names a field marks that field; any other refusal is a translated message.
 */
import { atom } from 'nanostores';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import { WITHDRAWAL_COMPLETE, WITHDRAWAL_CONFIRM, WITHDRAWAL_GROUP_REDIRECT, WITHDRAWAL_REDIRECT } from '../../domain/paths.ts';
import { WITHDRAWAL_ERROR_CODES } from '../../domain/withdrawal.ts';
import type { Withdrawal } from '../../domain/withdrawal.ts';
import { CashierError } from '../../transport/errors.ts';
import { readServerError } from '../../transport/server-error.ts';
import { api } from '../../stores/api.ts';
import { changeFormAmount, checkAmountPress, closeAmountForm, idlePress, openAmountForm, playerCountry, type PressState } from '../../stores/amount-form.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { sendWithPressKey } from '../../stores/deposit/press-key.ts';
import { keepCreationTimeouts } from '../../stores/deposit/unknown-outcome.ts';
import type { CallName } from '../../transport/calls.ts';
import { $formFields, chooseOption, onFieldsRejected } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { closeSnackbar, showSnackbar } from '../../stores/snackbar.ts';
import { $chosenBank, $withdrawalAccount } from './model.ts';
import { inWithdrawalTree } from './paths.ts';
import { withdrawalErrorMessage } from './errors.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** The amount page's press. */
export const $withdrawalPage = scoped(() => (atom<PressState>(idlePress())));

/** The draft withdrawal-create answered: the confirm page's summary (decision WD-06). */
export const $withdrawalDraft = scoped(() => (atom<Withdrawal | null>(null)));

/** The confirm page's state: busy, or the draft expired (410, decision WD-06). */
export const $confirmState = scoped(() => (atom<{ busy: boolean; expired: boolean }>({ busy: false, expired: false })));

/** The confirmed withdrawal, for the complete page. */
export const $confirmedWithdrawal = scoped(() => (atom<Withdrawal | null>(null)));

/**
 * Decision FAULT-05: withdrawal-create's own 30 s timeout stays on the amount page (a message, the
 * typed amount and account kept, the key left open for the next identical press), as a deposit's
 * creation does (REL-02); it no longer goes to the error page, whose Refresh reset the form.
 */
const CREATE_CALL: ReadonlySet<CallName> = new Set(['withdrawal-create']);

const patchPage = (scope: Scope, next: Partial<PressState>): void => $withdrawalPage(scope).set({ ...$withdrawalPage(scope).get(), ...next });

/** Amount page entry: the amount at its default, the method's limits (in the player's currency) and fields. */
export function openWithdrawalPage(scope: Scope, method: PaymentMethod, decimalSeparator: string): void {
  $withdrawalPage(scope).set(idlePress());
  openAmountForm(scope, method, decimalSeparator);
  const bank = $chosenBank(scope).get();
  if (bank) chooseOption(scope, bank.field, bank.value);
}

/** Amount page exit: no form or limits outlive it. */
export function closeWithdrawalPage(scope: Scope): void {
  closeAmountForm(scope);
}

/** The player typed into the amount field. */
export const changeWithdrawalAmount = scoped((scope: Scope) => (changeFormAmount.bind(null, scope)));

/** Decision WD-05: the bank list's pick, then the amount page (in the group's route when the method was picked in one). */
export function chooseBank(scope: Scope, field: string, value: string, inGroup: boolean): void {
  $chosenBank(scope).set({ field, value });
  requestNavigation(scope, inWithdrawalTree(scope, inGroup ? WITHDRAWAL_GROUP_REDIRECT : WITHDRAWAL_REDIRECT));
}

/** WD-07: a `banking.fieldRequired` refusal marks the field it names (readServerError's `field`). */
function markRefusedField(scope: Scope, error: unknown): boolean {
  if (!(error instanceof CashierError) || error.serverCode !== WITHDRAWAL_ERROR_CODES.fieldRequired) return false;
  const { field } = readServerError(error.details);
  const s = $formFields(scope).get();
  if (!field || !s.fields.some((f) => f.name === field)) return false;
  $formFields(scope).set({ ...s, errors: { ...s.errors, [field]: { key: 'wallet.error.fieldRequired' } }, formValid: false, triggered: { ...s.triggered, [field]: true } });
  onFieldsRejected(scope, [field]);
  return true;
}

/**
 * Continue: validate (nothing is sent when it fails), `withdrawal-create` for the chosen account,
 * then the confirm page with the draft. Resolves with how the press ended.
 */
export async function createWithdrawal(scope: Scope, method: PaymentMethod): Promise<'busy' | 'invalid' | 'failed' | 'done'> {
  if ($withdrawalPage(scope).get().busy) return 'busy';
  const valid = checkAmountPress(scope);
  if (!valid) {
    patchPage(scope, { submitted: true, rejections: $withdrawalPage(scope).get().rejections + 1 });
    return 'invalid';
  }
  const { amount, fields } = valid;
  // An error the player has fixed does not follow them: this press's own answer decides what shows.
  closeSnackbar(scope);
  patchPage(scope, { busy: true, submitted: true });
  const country = playerCountry(scope);
  const payload = {
    paymentMethod: method.name,
    amount,
    currency: $depositCurrency(scope).get(),
    accountType: $withdrawalAccount(scope).get(),
    fields,
    ...(country ? { selectedCountry: country } : {}),
  };
  let draft: Withdrawal;
  const restoreTimeouts = keepCreationTimeouts(scope, CREATE_CALL);
  try {
    draft = await sendWithPressKey(scope, 'withdrawal-create', payload, (keyed) => api(scope).call('withdrawal-create', keyed));
  } catch (error: unknown) {
    if (markRefusedField(scope, error)) patchPage(scope, { busy: false, rejections: $withdrawalPage(scope).get().rejections + 1 });
    else {
      showSnackbar(scope, { message: withdrawalErrorMessage(error) });
      patchPage(scope, { busy: false });
    }
    return 'failed';
  } finally {
    restoreTimeouts();
  }
  $withdrawalDraft(scope).set(draft);
  $confirmState(scope).set({ busy: false, expired: false });
  patchPage(scope, { busy: false });
  requestNavigation(scope, inWithdrawalTree(scope, WITHDRAWAL_CONFIRM));
  return 'done';
}

/**
 * Confirm: `withdrawal-confirm` submits the draft; the complete page follows (accepted, STATUS-10).
 * An expired draft (410) says so and offers the amount page again; other refusals are messages.
 */
export async function confirmWithdrawal(scope: Scope, draft: Withdrawal): Promise<'busy' | 'expired' | 'failed' | 'done'> {
  if ($confirmState(scope).get().busy) return 'busy';
  $confirmState(scope).set({ busy: true, expired: false });
  try {
    const record = await api(scope).call('withdrawal-confirm', { withdrawalId: draft.withdrawalId });
    $confirmedWithdrawal(scope).set(record);
  } catch (error: unknown) {
    if (error instanceof CashierError && error.serverCode === WITHDRAWAL_ERROR_CODES.expired) {
      $confirmState(scope).set({ busy: false, expired: true });
      return 'expired';
    }
    showSnackbar(scope, { message: withdrawalErrorMessage(error) });
    $confirmState(scope).set({ busy: false, expired: false });
    return 'failed';
  }
  $withdrawalDraft(scope).set(null);
  $chosenBank(scope).set(null);
  $confirmState(scope).set({ busy: false, expired: false });
  requestNavigation(scope, inWithdrawalTree(scope, WITHDRAWAL_COMPLETE), { replace: true });
  return 'done';
}

