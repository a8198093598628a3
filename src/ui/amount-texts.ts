/**
 * The texts under an amount field (DOM-17/19): the limits hint ("From 300 to 100,000") and the
 * message of a failed amount check. One place, so the redirect and India pages say the same.
 */
import type { Limits } from '../domain/amount-limits.ts';
import { amountRange } from '../domain/amount-validation.ts';
import type { AmountCheck } from '../domain/amount-validation.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;
type FormatAmount = (amount: number, currency: string) => string;

/** The limits hint: both ends, only the minimum, or nothing without limits. */
export function amountLimitsHint(limits: Limits, currency: string, t: Translate, formatAmount: FormatAmount): string {
  const range = amountRange(limits);
  if (range.max !== undefined) return t('form.amountInput.range', { min: formatAmount(range.min, currency), max: formatAmount(range.max, currency) });
  return range.min > 0 ? t('form.amountInput.rangeMin', { min: formatAmount(range.min, currency) }) : '';
}

/** The message of a failed amount check (required, below the minimum, above the maximum). */
export function amountCheckMessage(check: Exclude<AmountCheck, { ok: true }>, currency: string, t: Translate, formatAmount: FormatAmount): string {
  return check.reason === 'empty' ? t('form.amountInput.required') : t(check.messageKey, { amount: formatAmount(check.limit, currency) });
}
