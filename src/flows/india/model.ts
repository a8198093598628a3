/**
 * The India flow's model (flows §2 "India", §4 "Complete and prepare"; INDIA-03/04, decision
 * INDIA-04). The base page holds the amount and the method's fields; "Continue" validates them,
 * then calls deposit-prepare (the amount, currency and fields travel with it so the backend can
 * open the deposit) and goes to the invoice. On the invoice the player fills the invoice's own
 * fields (the payment's reference) and presses "I have paid": validate, complete it through the one
 * door (src/stores/deposit/complete-deposit.ts, with the fields), then the complete page, which follows the deposit. A failed call stays on the page with
 * the error in the snackbar, so nothing the player typed is lost.
 */
import { atom } from 'nanostores';
import { indiaInvoice } from './india-invoice.ts';
import type { IndiaInvoiceView } from './india-invoice.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import { DEPOSIT_COMPLETE, DEPOSIT_INDIA_INVOICE } from '../../domain/paths.ts';
import type { ApiCaller } from '../../stores/api.ts';
import { changeFormAmount, checkAmountPress, closeAmountForm, idlePress, openAmountForm, type PressState } from '../../stores/amount-form.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { completeDeposit } from '../../stores/deposit/complete-deposit.ts';
import { depositErrorMessage } from '../../stores/deposit/payment-error.ts';
import { setPendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { addFields, formPayload, onFieldsRejected, resetForm, validateForm } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { showSnackbar } from '../../stores/snackbar.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** The India pages' press (base page and invoice). */
export const $indiaPage = scoped(() => (atom<PressState>(idlePress())));

/** The prepared invoice, handed from the base page to the invoice page. */
export interface PreparedInvoice {
  method: string;
  amount: number;
  currency: string;
  invoice: IndiaInvoiceView;
}

export const $preparedInvoice = scoped(() => (atom<PreparedInvoice | null>(null)));

const patch = (scope: Scope, next: Partial<PressState>): void => $indiaPage(scope).set({ ...$indiaPage(scope).get(), ...next });

/** Base page entry: the amount at its default (DOM-28), the method's limits and fields. */
export function openIndiaPage(scope: Scope, method: PaymentMethod, decimalSeparator: string): void {
  $indiaPage(scope).set(idlePress());
  $preparedInvoice(scope).set(null); // back on the base page, a new Continue prepares a new invoice
  openAmountForm(scope, method, decimalSeparator, method.prefilledAmount);
}

/** Page exit (either page): no form or limits outlive it. */
export function closeIndiaPage(scope: Scope): void {
  closeAmountForm(scope);
}

/** The player typed into the amount field. */
export const changeIndiaAmount = scoped((scope: Scope) => (changeFormAmount.bind(null, scope)));

/** Shows a failed call's message (ERR-29's snackbar) and ends the press. */
function failed(scope: Scope, error: unknown): void {
  showSnackbar(scope, { message: depositErrorMessage(error) });
  patch(scope, { busy: false });
}

/**
 * INDIA-03: "Continue" — validate (nothing is sent when it fails), deposit-prepare, the invoice.
 * Resolves with how the press ended.
 */
export async function prepareInvoice(scope: Scope, method: PaymentMethod, api: ApiCaller): Promise<'busy' | 'invalid' | 'failed' | 'empty' | 'done'> {
  if ($indiaPage(scope).get().busy) return 'busy';
  const valid = checkAmountPress(scope);
  if (!valid) {
    patch(scope, { submitted: true, rejections: $indiaPage(scope).get().rejections + 1 });
    return 'invalid';
  }
  const { amount, fields } = valid;
  const currency = $depositCurrency(scope).get();
  patch(scope, { busy: true, submitted: true });
  let answer: unknown;
  try {
    answer = await api.call('deposit-prepare', { paymentMethod: method.name, amount, currency, fields });
  } catch (error) {
    failed(scope, error);
    return 'failed';
  }
  const invoice = indiaInvoice(answer);
  patch(scope, { busy: false });
  if (!invoice) {
    showSnackbar(scope, { message: { key: 'india.noInvoice' } });
    return 'empty';
  }
  $preparedInvoice(scope).set({ method: method.name, amount, currency, invoice });
  requestNavigation(scope, DEPOSIT_INDIA_INVOICE);
  return 'done';
}

/** Invoice page entry: the invoice's own fields become the form. */
export function openIndiaInvoice(scope: Scope, prepared: PreparedInvoice): void {
  $indiaPage(scope).set(idlePress());
  resetForm(scope);
  addFields(scope, prepared.invoice.fields);
}

/**
 * Decision INDIA-04: "I have paid" — validate the invoice's fields, deposit-complete with them,
 * then the complete page (which follows the deposit: STATUS-11/12).
 */
export async function payInvoice(scope: Scope, prepared: PreparedInvoice, api: ApiCaller): Promise<'busy' | 'invalid' | 'failed' | 'done'> {
  if ($indiaPage(scope).get().busy) return 'busy';
  const check = validateForm(scope, '', true);
  if (!check.ok) {
    onFieldsRejected(scope, check.badFieldNames());
    patch(scope, { submitted: true, rejections: $indiaPage(scope).get().rejections + 1 });
    return 'invalid';
  }
  const { depositId } = prepared.invoice;
  patch(scope, { busy: true, submitted: true });
  if (depositId !== undefined) {
    const paid = await completeDeposit(scope, { depositId, paymentMethod: prepared.method, fields: formPayload(scope, '') }, api);
    if (paid.kind === 'busy') return 'busy';
    if (paid.kind === 'failed') {
      failed(scope, paid.error);
      return 'failed';
    }
  }
  setPendingDeposit(scope, { depositId, paymentMethod: prepared.method, amount: prepared.amount, currency: prepared.currency, crypto: false, onramp: false });
  patch(scope, { busy: false });
  requestNavigation(scope, DEPOSIT_COMPLETE, { replace: true });
  return 'done';
}
