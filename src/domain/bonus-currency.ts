/**
 * Decision LIST-15: a bonus applies to the deposit when it names no currency or the deposit's one.
 * Its own module: the method list (in the entry) needs only this, not the bonus rules.
 */
import { normalizeCurrencyCode } from './currencies.ts';

export function bonusFitsCurrency(bonusCurrency: unknown, depositCurrency: string): boolean {
  if (typeof bonusCurrency !== 'string' || bonusCurrency.trim() === '') return true;
  return normalizeCurrencyCode(bonusCurrency) === normalizeCurrencyCode(depositCurrency);
}
