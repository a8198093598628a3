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
import { $formFields, chooseOption, onFieldsRejected } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { closeSnackbar, showSnackbar } from '../../stores/snackbar.ts';
import { $chosenBank, $withdrawalAccount } from './model.ts';
import { inWithdrawalTree } from './paths.ts';
import { withdrawalErrorMessage } from './errors.ts';
import { onWithdrawalSessionEnd } from './session.ts';

/** The amount page's press. */
export const $withdrawalPage = atom<PressState>(idlePress());

/** The draft withdrawal-create answered: the confirm page's summary (decision WD-06). */
export const $withdrawalDraft = atom<Withdrawal | null>(null);

/** The confirm page's state: busy, or the draft expired (410, decision WD-06). */
export const $confirmState = atom<{ busy: boolean; expired: boolean }>({ busy: false, expired: false });

/** The confirmed withdrawal, for the complete page. */
export const $confirmedWithdrawal = atom<Withdrawal | null>(null);

const patchPage = (next: Partial<PressState>): void => $withdrawalPage.set({ ...$withdrawalPage.get(), ...next });

/** Amount page entry: the amount at its default, the method's limits (in the player's currency) and fields. */
export function openWithdrawalPage(method: PaymentMethod, decimalSeparator: string): void {
  $withdrawalPage.set(idlePress());
  openAmountForm(method, decimalSeparator);
  const bank = $chosenBank.get();
  if (bank) chooseOption(bank.field, bank.value);
}

/** Amount page exit: no form or limits outlive it. */
export function closeWithdrawalPage(): void {
  closeAmountForm();
}

/** The player typed into the amount field. */
export const changeWithdrawalAmount = changeFormAmount;

/** Decision WD-05: the bank list's pick, then the amount page (in the group's route when the method was picked in one). */
export function chooseBank(field: string, value: string, inGroup: boolean): void {
  $chosenBank.set({ field, value });
  requestNavigation(inWithdrawalTree(inGroup ? WITHDRAWAL_GROUP_REDIRECT : WITHDRAWAL_REDIRECT));
}

/** WD-07: a `banking.fieldRequired` refusal marks the field it names (readServerError's `field`). */
function markRefusedField(error: unknown): boolean {
  if (!(error instanceof CashierError) || error.serverCode !== WITHDRAWAL_ERROR_CODES.fieldRequired) return false;
  const { field } = readServerError(error.details);
  const s = $formFields.get();
  if (!field || !s.fields.some((f) => f.name === field)) return false;
  $formFields.set({ ...s, errors: { ...s.errors, [field]: { key: 'wallet.error.fieldRequired' } }, formValid: false, triggered: { ...s.triggered, [field]: true } });
  onFieldsRejected([field]);
  return true;
}

/**
 * Continue: validate (nothing is sent when it fails), `withdrawal-create` for the chosen account,
 * then the confirm page with the draft. Resolves with how the press ended.
 */
export async function createWithdrawal(method: PaymentMethod): Promise<'busy' | 'invalid' | 'failed' | 'done'> {
  if ($withdrawalPage.get().busy) return 'busy';
  const valid = checkAmountPress();
  if (!valid) {
    patchPage({ submitted: true, rejections: $withdrawalPage.get().rejections + 1 });
    return 'invalid';
  }
  const { amount, fields } = valid;
  // An error the player has fixed does not follow them: this press's own answer decides what shows.
  closeSnackbar();
  patchPage({ busy: true, submitted: true });
  const country = playerCountry();
  const payload = {
    paymentMethod: method.name,
    amount,
    currency: $depositCurrency.get(),
    accountType: $withdrawalAccount.get(),
    fields,
    ...(country ? { selectedCountry: country } : {}),
  };
  let draft: Withdrawal;
  try {
    draft = await sendWithPressKey('withdrawal-create', payload, (keyed) => api.call('withdrawal-create', keyed));
  } catch (error: unknown) {
    if (markRefusedField(error)) patchPage({ busy: false, rejections: $withdrawalPage.get().rejections + 1 });
    else {
      showSnackbar({ message: withdrawalErrorMessage(error) });
      patchPage({ busy: false });
    }
    return 'failed';
  }
  $withdrawalDraft.set(draft);
  $confirmState.set({ busy: false, expired: false });
  patchPage({ busy: false });
  requestNavigation(inWithdrawalTree(WITHDRAWAL_CONFIRM));
  return 'done';
}

/**
 * Confirm: `withdrawal-confirm` submits the draft; the complete page follows (accepted, STATUS-10).
 * An expired draft (410) says so and offers the amount page again; other refusals are messages.
 */
export async function confirmWithdrawal(draft: Withdrawal): Promise<'busy' | 'expired' | 'failed' | 'done'> {
  if ($confirmState.get().busy) return 'busy';
  $confirmState.set({ busy: true, expired: false });
  try {
    const record = await api.call('withdrawal-confirm', { withdrawalId: draft.withdrawalId });
    $confirmedWithdrawal.set(record);
  } catch (error: unknown) {
    if (error instanceof CashierError && error.serverCode === WITHDRAWAL_ERROR_CODES.expired) {
      $confirmState.set({ busy: false, expired: true });
      return 'expired';
    }
    showSnackbar({ message: withdrawalErrorMessage(error) });
    $confirmState.set({ busy: false, expired: false });
    return 'failed';
  }
  $withdrawalDraft.set(null);
  $chosenBank.set(null);
  $confirmState.set({ busy: false, expired: false });
  requestNavigation(inWithdrawalTree(WITHDRAWAL_COMPLETE), { replace: true });
  return 'done';
}

/** Forgets the draft and the picks (a new session, tests). */
export function resetWithdrawalDraft(): void {
  $withdrawalPage.set(idlePress());
  $withdrawalDraft.set(null);
  $confirmState.set({ busy: false, expired: false });
  $confirmedWithdrawal.set(null);
}

onWithdrawalSessionEnd(resetWithdrawalDraft);
