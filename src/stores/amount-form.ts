/**
 * A page's amount-and-fields form (src/ui/amount-form.tsx): what it shows, and the steps every such
 * page takes — open (the amount at its default, the method's limits and fields), type, validate a
 * press, close. The India page (deposit-prepare) and the withdrawal amount page (withdrawal-create)
 * use it; each keeps its own press state (busy, submitted, rejections) and call.
 */
import { atom, computed } from 'nanostores';
import type { Limits } from '../domain/amount-limits.ts';
import { applyNumberMask } from '../domain/field-mask.ts';
import type { PaymentMethod } from '../domain/payment-entities.ts';
import { $depositCurrency } from './deposit-currency.ts';
import { $amount, amountValue, checkAmountText, resetAmount, restartUneditedAmount, touchAmount, typeAmount } from './deposit/amount.ts';
import { $methodLimits, loadMethodLimits, resetMethodLimits } from './deposit/method-limits.ts';
import { $formFields, $submitDisabled, formFieldHandlers, formInput, formPayload, keepErrorOnNextFocus, onFieldsRejected, playerCountry, resetForm, startForm, validateForm } from './form-fields.ts';
import { scoped, type Scope } from './scope.ts';

/**
 * Decision WD-CAP: the most the page may take whatever the method allows (a withdrawal: the
 * withdrawable balance of the account it is paid from); null when only the method limits.
 */
export const $amountCeiling = scoped(() => (atom<number | null>(null)));

/** The method's limits under the ceiling: the hint never offers, and a press never sends, more. */
export function cappedLimits(limits: Limits, ceiling: number | null): Limits {
  // Nothing withdrawable is not "no upper limit" (a max of 0, DOM-18): the backend refuses then.
  if (ceiling === null || !(ceiling > 0)) return limits;
  return { ...limits, max: limits.max > 0 ? Math.min(limits.max, ceiling) : ceiling };
}

const $formLimits = scoped((scope: Scope) => (computed([$methodLimits(scope), $amountCeiling(scope)], ({ limits }, ceiling) => cappedLimits(limits, ceiling))));

export const $amountForm = scoped((scope: Scope) => (computed([$depositCurrency(scope), $amount(scope), $formLimits(scope), $formFields(scope), $submitDisabled(scope)], (currency, amount, limits, fields, submitDisabled) => ({
  currency,
  amountText: amount.text,
  amountTouched: amount.touched,
  amountCheck: checkAmountText(amount.text, limits),
  limits,
  fields,
  prefixes: formInput(fields).prefixes ?? {},
  submitDisabled,
}))));

export const amountFormHandlers = scoped((scope: Scope) => ({ onAmountBlur: () => touchAmount(scope), keepErrorOnNextFocus: keepErrorOnNextFocus.bind(null, scope), fields: formFieldHandlers(scope) }));

/** A page's press: its call runs, a press was made, refused presses so far. */
export interface PressState {
  busy: boolean;
  submitted: boolean;
  rejections: number;
}

export const idlePress = (): PressState => ({ busy: false, submitted: false, rejections: 0 });

export { playerCountry };

/** The amount as a field sends it: a dot decimal, scale 2 (FORM-26). */
const amountForFields = (text: string): string => {
  const value = amountValue(text);
  return value === null ? '' : applyNumberMask(String(value));
};

/** Page entry: the amount at its default (DOM-28), the method's limits (in the player's currency) and fields. */
export function openAmountForm(scope: Scope, method: PaymentMethod, decimalSeparator: string, prefilledAmount?: unknown): void {
  const currency = $depositCurrency(scope).get();
  void loadMethodLimits(scope, method, currency, playerCountry(scope), (limits) => restartUneditedAmount(scope, limits, currency, decimalSeparator, prefilledAmount));
  resetAmount(scope, $methodLimits(scope).get().limits, currency, decimalSeparator, prefilledAmount);
  startForm(scope, method, playerCountry(scope));
}

/** Page exit: no form or limits outlive it. */
export function closeAmountForm(scope: Scope): void {
  $amountCeiling(scope).set(null);
  resetMethodLimits(scope);
  resetForm(scope);
}

/** The player typed into the amount field. */
export function changeFormAmount(scope: Scope, raw: string, decimalSeparator: string): void {
  typeAmount(scope, raw, { currency: $depositCurrency(scope).get(), decimalSeparator, limits: $methodLimits(scope).get().limits });
}

/**
 * A press's check of the amount and the fields. Valid: the amount and the fields' payload to send.
 * Invalid: null, the bad fields reported (FORM-13 focuses the first); the caller counts the rejection.
 */
export function checkAmountPress(scope: Scope): { amount: number; fields: Record<string, string> } | null {
  const text = $amount(scope).get().text;
  const amountCheck = checkAmountText(text, $formLimits(scope).get());
  const check = validateForm(scope, amountForFields(text), amountCheck.ok);
  const amount = amountValue(text);
  if (!check.ok || !amountCheck.ok || amount === null) {
    onFieldsRejected(scope, check.badFieldNames());
    return null;
  }
  return { amount, fields: formPayload(scope, amountForFields(text)) };
}
