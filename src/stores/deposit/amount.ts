/**
 * The amount field of the redirect page (flows §5; DOM-19..33): what the user typed, whether it
 * was touched, and whether a chip set it (`metadata.isFromChip`, decision DOM-34). Pure helpers
 * plus one atom; limits and formatting come from src/domain.
 */
import { atom } from 'nanostores';
import { sanitizeAmountInput } from '../../domain/amount-input.ts';
import type { Limits } from '../../domain/amount-limits.ts';
import { amountRange, checkAmount } from '../../domain/amount-validation.ts';
import { amountToSend, startAmount } from '../../domain/amount-start.ts';
import type { AmountCheck } from '../../domain/amount-validation.ts';
import { decimalsOf } from '../../domain/currencies.ts';
import { parseAmount } from '../../domain/number-parse.ts';
import { scoped, type Scope } from '../scope.ts';

export interface AmountState {
  text: string;
  /** Typed into, blurred or set by a chip: errors may show. */
  touched: boolean;
  /** DOM-31/34: the amount was set by a chip and not edited since. */
  fromChip: boolean;
  /** The player typed or picked the amount (a blur alone does not count): DOM-29 leaves it as is. */
  edited?: boolean;
  /** DOM-29: the press replaced the untouched minimum with this random amount (the page says so). */
  randomized?: boolean;
}

/** The amount field state. */
export const $amount = scoped(() => (atom<AmountState>({ text: '', touched: false, fromChip: false })));

/** A number as the field shows it: the language's separator, at most the currency's decimals. */
export function amountToText(value: number, currency: string, decimalSeparator: string): string {
  const fixed = Number(value.toFixed(decimalsOf(currency)));
  return String(fixed).replace('.', decimalSeparator);
}

/** DOM-28: starts at the method's prefilledAmount inside the limits, else the minimum (empty without one). */
export function resetAmount(scope: Scope, limits: Limits, currency: string, decimalSeparator: string, prefilledAmount?: unknown): void {
  const start = startAmount(limits, prefilledAmount);
  $amount(scope).set({ text: start === null ? '' : amountToText(start, currency, decimalSeparator), touched: false, fromChip: false });
}

/**
 * Decision STATUS-RETRY: the amount of a declined deposit the player tries again. It counts as
 * theirs (edited), so new limits and DOM-29 leave it as it is.
 */
export function restoreAmount(scope: Scope, value: number, currency: string, decimalSeparator: string): void {
  $amount(scope).set({ text: amountToText(value, currency, decimalSeparator), touched: false, fromChip: false, edited: true });
}

/** New limits arrived (deposit-limits): an amount the player has not edited moves to the new start. */
export function restartUneditedAmount(scope: Scope, limits: Limits, currency: string, decimalSeparator: string, prefilledAmount?: unknown): void {
  if (!$amount(scope).get().edited) resetAmount(scope, limits, currency, decimalSeparator, prefilledAmount);
}

/**
 * DOM-29: the amount a press sends. For a method that uses random amounts (decision DOM-30) an
 * untouched minimum becomes a random amount a little above it; the field then shows that amount
 * and `randomized` tells the page to say so, so the player sees what is sent.
 */
export function amountForPress(scope: Scope, input: { limits: Limits; currency: string; decimalSeparator: string; randomForMethod: boolean; random?: () => number }): number | null {
  const state = $amount(scope).get();
  const shown = amountValue(state.text);
  const sent = amountToSend({
    amount: shown,
    limits: input.limits,
    currency: input.currency,
    chosenByPlayer: state.edited === true || state.fromChip,
    randomForMethod: input.randomForMethod,
    ...(input.random ? { random: input.random } : {}),
  });
  if (sent !== null && sent !== shown) {
    $amount(scope).set({ text: amountToText(sent, input.currency, input.decimalSeparator), touched: true, fromChip: false, edited: true, randomized: true });
  }
  return sent;
}

/** DOM-23..27: what the user typed, cleaned. */
export function typeAmount(scope: Scope, raw: string, opts: { currency: string; decimalSeparator: string; limits: Limits }): void {
  const text = sanitizeAmountInput(raw, { decimalSeparator: opts.decimalSeparator, decimals: decimalsOf(opts.currency), max: opts.limits.max });
  $amount(scope).set({ text, touched: true, fromChip: false, edited: true });
}

/** DOM-31: a chip sets the amount (it is always inside the limits, so valid). */
export function pickChip(scope: Scope, value: number, currency: string, decimalSeparator: string): void {
  $amount(scope).set({ text: amountToText(value, currency, decimalSeparator), touched: true, fromChip: true, edited: true });
}

/** Blur marks the field touched so its error shows. */
export function touchAmount(scope: Scope): void {
  const s = $amount(scope).get();
  if (!s.touched) $amount(scope).set({ ...s, touched: true });
}

/** The typed text as a number (null when empty or unparsable). DOM-15: sent as a number. */
export const amountValue = (text: string): number | null => parseAmount(text);

/** DOM-19..21 for the typed text. */
export const checkAmountText = (text: string, limits: Limits): AmountCheck => checkAmount(amountValue(text), limits);

/** DOM-22: the hint's range. */
export { amountRange };
