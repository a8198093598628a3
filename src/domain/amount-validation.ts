/**
 * Amount range check (flows §5; DOM-19..22, DOM-15). Decision DOM-18: a 0 max means no upper
 * limit; the amount must always be above 0.
 */
import type { Limits } from './amount-limits.ts';

/** flows §5: message keys for an amount outside the method's range (DOM-20, DOM-21). */
export const AMOUNT_LIMIT_MIN_KEY = 'form.amountInput.limit.min';
export const AMOUNT_LIMIT_MAX_KEY = 'form.amountInput.limit.max';

/** The outcome of checking an amount against limits. */
export type AmountCheck =
  | { ok: true }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'min' | 'max'; limit: number; messageKey: string };

/**
 * DOM-19: the amount must lie within [min, max]. `null` (unparsable) and 0 are 'empty'.
 * A failing bound carries its message key and the limit to format into it (DOM-20/21).
 */
export function checkAmount(amount: number | null, limits: Limits): AmountCheck {
  if (amount === null || !Number.isFinite(amount) || amount <= 0) return { ok: false, reason: 'empty' };
  if (amount < limits.min) return { ok: false, reason: 'min', limit: limits.min, messageKey: AMOUNT_LIMIT_MIN_KEY };
  if (limits.max > 0 && amount > limits.max) {
    return { ok: false, reason: 'max', limit: limits.max, messageKey: AMOUNT_LIMIT_MAX_KEY };
  }
  return { ok: true };
}

/**
 * DOM-22: the range shown in the hint, as numbers the caller formats with the currency.
 * Without an upper limit only the minimum is returned.
 */
export function amountRange(limits: Limits): { min: number; max?: number } {
  return limits.max > 0 ? { min: limits.min, max: limits.max } : { min: limits.min };
}

/** DOM-28: the default amount is the minimum limit (empty when there is none). */
export function defaultAmount(limits: Limits): number | null {
  return limits.min > 0 ? limits.min : null;
}
