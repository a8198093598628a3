/**
 * The amount field of the redirect page (flows §5; DOM-19..33): what the user typed, whether it
 * was touched, and whether a chip set it (`metadata.isFromChip`, decision DOM-34). Pure helpers
 * plus one atom; limits and formatting come from src/domain.
 */
import { atom } from 'nanostores';
import { sanitizeAmountInput } from '../../domain/amount-input.ts';
import type { Limits } from '../../domain/amount-limits.ts';
import { amountRange, checkAmount, defaultAmount } from '../../domain/amount-validation.ts';
import type { AmountCheck } from '../../domain/amount-validation.ts';
import { decimalsOf } from '../../domain/currencies.ts';
import { parseAmount } from '../../domain/number-parse.ts';

export interface AmountState {
  text: string;
  /** Typed into, blurred or set by a chip: errors may show. */
  touched: boolean;
  /** DOM-31/34: the amount was set by a chip and not edited since. */
  fromChip: boolean;
}

/** The amount field state. */
export const $amount = atom<AmountState>({ text: '', touched: false, fromChip: false });

/** A number as the field shows it: the language's separator, at most the currency's decimals. */
export function amountToText(value: number, currency: string, decimalSeparator: string): string {
  const fixed = Number(value.toFixed(decimalsOf(currency)));
  return String(fixed).replace('.', decimalSeparator);
}

/** DOM-28: starts at the minimum limit (empty without one). */
export function resetAmount(limits: Limits, currency: string, decimalSeparator: string): void {
  const start = defaultAmount(limits);
  $amount.set({ text: start === null ? '' : amountToText(start, currency, decimalSeparator), touched: false, fromChip: false });
}

/** DOM-23..27: what the user typed, cleaned. */
export function typeAmount(raw: string, opts: { currency: string; decimalSeparator: string; limits: Limits }): void {
  const text = sanitizeAmountInput(raw, { decimalSeparator: opts.decimalSeparator, decimals: decimalsOf(opts.currency), max: opts.limits.max });
  $amount.set({ text, touched: true, fromChip: false });
}

/** DOM-31: a chip sets the amount (it is always inside the limits, so valid). */
export function pickChip(value: number, currency: string, decimalSeparator: string): void {
  $amount.set({ text: amountToText(value, currency, decimalSeparator), touched: true, fromChip: true });
}

/** Blur marks the field touched so its error shows. */
export function touchAmount(): void {
  const s = $amount.get();
  if (!s.touched) $amount.set({ ...s, touched: true });
}

/** The typed text as a number (null when empty or unparsable). DOM-15: sent as a number. */
export const amountValue = (text: string): number | null => parseAmount(text);

/** DOM-19..21 for the typed text. */
export const checkAmountText = (text: string, limits: Limits): AmountCheck => checkAmount(amountValue(text), limits);

/** DOM-22: the hint's range. */
export { amountRange };
