/**
 * What a page's amount-and-fields form shows (src/ui/amount-form.tsx): the amount with its check
 * against the method's limits, the method's dynamic fields and whether a press may be made. The
 * India page and the withdrawal amount page read it; their own page store adds busy and rejections.
 */
import { computed } from 'nanostores';
import { $depositCurrency } from './deposit-currency.ts';
import { $amount, checkAmountText, touchAmount } from './deposit/amount.ts';
import { $methodLimits } from './deposit/method-limits.ts';
import { $formFields, $submitDisabled, formFieldHandlers, formInput, keepErrorOnNextFocus } from './form-fields.ts';

export const $amountForm = computed([$depositCurrency, $amount, $methodLimits, $formFields, $submitDisabled], (currency, amount, { limits }, fields, submitDisabled) => ({
  currency,
  amountText: amount.text,
  amountTouched: amount.touched,
  amountCheck: checkAmountText(amount.text, limits),
  limits,
  fields,
  prefixes: formInput(fields).prefixes ?? {},
  submitDisabled,
}));

export const amountFormHandlers = { onAmountBlur: touchAmount, keepErrorOnNextFocus, fields: formFieldHandlers };
