/**
 * The India flow's model (flows §2 "India", §4 "Complete and prepare"; INDIA-03/04, decision
 * INDIA-04). The base page holds the amount and the method's fields; "Continue" validates them,
 * then calls deposit-prepare (the amount, currency and fields travel with it so the backend can
 * open the deposit) and goes to the invoice. On the invoice the player fills the invoice's own
 * fields (the payment's reference) and presses "I have paid": validate, deposit-complete (with the
 * fields), then the complete page, which follows the deposit. A failed call stays on the page with
 * the error in the snackbar, so nothing the player typed is lost.
 */
import { atom } from 'nanostores';
import { applyNumberMask } from '../../domain/field-mask.ts';
import { indiaInvoice } from '../../domain/india-invoice.ts';
import type { IndiaInvoiceView } from '../../domain/india-invoice.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import { DEPOSIT_COMPLETE, DEPOSIT_INDIA_INVOICE } from '../../domain/paths.ts';
import type { ApiCaller } from '../../stores/api.ts';
import { $config } from '../../stores/config.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $amount, amountValue, checkAmountText, resetAmount, restartUneditedAmount, typeAmount } from '../../stores/deposit/amount.ts';
import { $methodLimits, loadMethodLimits, resetMethodLimits } from '../../stores/deposit/method-limits.ts';
import { depositErrorMessage } from '../../stores/deposit/payment-error.ts';
import { setPendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { addFields, formPayload, onFieldsRejected, resetForm, startForm, validateForm } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { showSnackbar } from '../../stores/snackbar.ts';
import { $user } from '../../stores/user.ts';

/** A page's press state: `busy` while its call runs; `rejections` counts presses refused by validation. */
export interface IndiaPageState {
  busy: boolean;
  submitted: boolean;
  rejections: number;
}

const idle = (): IndiaPageState => ({ busy: false, submitted: false, rejections: 0 });

export const $indiaPage = atom<IndiaPageState>(idle());

/** The prepared invoice, handed from the base page to the invoice page. */
export interface PreparedInvoice {
  method: string;
  amount: number;
  currency: string;
  invoice: IndiaInvoiceView;
}

export const $preparedInvoice = atom<PreparedInvoice | null>(null);

const patch = (next: Partial<IndiaPageState>): void => $indiaPage.set({ ...$indiaPage.get(), ...next });

const playerCountry = (): string | undefined => $user.get().country ?? $config.get().paymentGeo;

/** The amount as a field sends it: a dot decimal, scale 2 (FORM-26). */
const amountForFields = (text: string): string => {
  const value = amountValue(text);
  return value === null ? '' : applyNumberMask(String(value));
};

/** Base page entry: the amount at its default (DOM-28), the method's limits and fields. */
export function openIndiaPage(method: PaymentMethod, decimalSeparator: string): void {
  $indiaPage.set(idle());
  $preparedInvoice.set(null); // back on the base page, a new Continue prepares a new invoice
  const currency = $depositCurrency.get();
  void loadMethodLimits(method, currency, playerCountry(), (limits) => restartUneditedAmount(limits, currency, decimalSeparator, method.prefilledAmount));
  resetAmount($methodLimits.get().limits, currency, decimalSeparator, method.prefilledAmount);
  startForm(method, playerCountry());
}

/** Page exit (either page): no form or limits outlive it. */
export function closeIndiaPage(): void {
  resetMethodLimits();
  resetForm();
}

/** The player typed into the amount field. */
export function changeIndiaAmount(raw: string, decimalSeparator: string): void {
  typeAmount(raw, { currency: $depositCurrency.get(), decimalSeparator, limits: $methodLimits.get().limits });
}

/** Shows a failed call's message (ERR-29's snackbar) and ends the press. */
function failed(error: unknown): void {
  showSnackbar({ message: depositErrorMessage(error) });
  patch({ busy: false });
}

/**
 * INDIA-03: "Continue" — validate (nothing is sent when it fails), deposit-prepare, the invoice.
 * Resolves with how the press ended.
 */
export async function prepareInvoice(method: PaymentMethod, api: ApiCaller): Promise<'busy' | 'invalid' | 'failed' | 'empty' | 'done'> {
  if ($indiaPage.get().busy) return 'busy';
  const text = $amount.get().text;
  const amountCheck = checkAmountText(text, $methodLimits.get().limits);
  const check = validateForm(amountForFields(text), amountCheck.ok);
  const amount = amountValue(text);
  if (!check.ok || !amountCheck.ok || amount === null) {
    onFieldsRejected(check.badFieldNames());
    patch({ submitted: true, rejections: $indiaPage.get().rejections + 1 });
    return 'invalid';
  }
  const currency = $depositCurrency.get();
  patch({ busy: true, submitted: true });
  let answer: unknown;
  try {
    answer = await api.call('deposit-prepare', { paymentMethod: method.name, amount, currency, fields: formPayload(amountForFields(text)) });
  } catch (error) {
    failed(error);
    return 'failed';
  }
  const invoice = indiaInvoice(answer);
  patch({ busy: false });
  if (!invoice) {
    showSnackbar({ message: { key: 'india.noInvoice' } });
    return 'empty';
  }
  $preparedInvoice.set({ method: method.name, amount, currency, invoice });
  requestNavigation(DEPOSIT_INDIA_INVOICE);
  return 'done';
}

/** Invoice page entry: the invoice's own fields become the form. */
export function openIndiaInvoice(prepared: PreparedInvoice): void {
  $indiaPage.set(idle());
  resetForm();
  addFields(prepared.invoice.fields);
}

/**
 * Decision INDIA-04: "I have paid" — validate the invoice's fields, deposit-complete with them,
 * then the complete page (which follows the deposit: STATUS-11/12).
 */
export async function payInvoice(prepared: PreparedInvoice, api: ApiCaller): Promise<'busy' | 'invalid' | 'failed' | 'done'> {
  if ($indiaPage.get().busy) return 'busy';
  const check = validateForm('', true);
  if (!check.ok) {
    onFieldsRejected(check.badFieldNames());
    patch({ submitted: true, rejections: $indiaPage.get().rejections + 1 });
    return 'invalid';
  }
  const { depositId } = prepared.invoice;
  patch({ busy: true, submitted: true });
  if (depositId !== undefined) {
    try {
      await api.call('deposit-complete', { depositId, paymentMethod: prepared.method, fields: formPayload('') });
    } catch (error) {
      failed(error);
      return 'failed';
    }
  }
  setPendingDeposit({ depositId, paymentMethod: prepared.method, amount: prepared.amount, currency: prepared.currency, crypto: false, onramp: false });
  patch({ busy: false });
  requestNavigation(DEPOSIT_COMPLETE, { replace: true });
  return 'done';
}
