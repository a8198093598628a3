/**
 * A bonus term's value as the player reads it, in their language: money in the bonus currency
 * (src/i18n/format-amount.ts), "100% of your deposit", "35×", "50". Latin digits everywhere, as
 * in every amount the widget shows (decision DOM-14).
 */
import type { TermRow } from './model.ts';

export interface TermText {
  language: string;
  currency: string;
  t(key: string, vars?: Record<string, unknown>): string;
  formatAmount(amount: number, currency: string): string;
}

const number = (value: number, language: string, options: Intl.NumberFormatOptions = {}): string =>
  new Intl.NumberFormat(language, { numberingSystem: 'latn', maximumFractionDigits: 2, ...options }).format(value);

export function termValue(row: TermRow, { language, currency, t, formatAmount }: TermText): string {
  switch (row.format) {
    case 'money':
      return formatAmount(row.value, currency);
    case 'percent':
      return t('bonus.details.percentValue', { percent: number(row.value / 100, language, { style: 'percent', maximumFractionDigits: 4 }) });
    case 'multiplier':
      // "×" reads the same in every language; bonus.offer.wager writes it the same way.
      return `${number(row.value, language)}×`;
    case 'count':
      return number(row.value, language, { maximumFractionDigits: 0 });
  }
}
