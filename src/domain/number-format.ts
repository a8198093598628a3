/**
 * Locale separators and the formatted-number check (shell §5; DOM-13, DOM-14, DOM-27).
 * Decision DOM-14: separators come from the user language via Intl (Latin digits), the allowed
 * decimals come from the currency (fiat 2, crypto 8).
 */
import { decimalsOf } from './currencies.ts';

/** The characters a locale uses between integer and fraction, and between digit groups. */
export interface NumberSeparators {
  decimal: string;
  group: string;
}

/** Options for isFormattedNumber. */
export interface FormattedNumberOptions {
  decimalSeparator: string;
  groupSeparator: string;
  /** Allowed fraction digits (0 = integers only). */
  decimals: number;
}

/** Used when Intl cannot answer (unknown locale tag). */
export const FALLBACK_SEPARATORS: Readonly<NumberSeparators> = Object.freeze({ decimal: '.', group: ',' });

/**
 * The decimal and group separators of a locale, read from Intl.NumberFormat#formatToParts.
 * Latin digits are forced (the amount input accepts only ASCII digits, DOM-23), so e.g. `ar`
 * yields the separators it uses with Latin digits rather than the Arabic marks.
 */
export function numberSeparators(locale: string): NumberSeparators {
  try {
    const parts = new Intl.NumberFormat(locale || undefined, { numberingSystem: 'latn', useGrouping: true }).formatToParts(
      1234567.5,
    );
    const decimal = parts.find((p) => p.type === 'decimal')?.value ?? FALLBACK_SEPARATORS.decimal;
    const group = parts.find((p) => p.type === 'group')?.value ?? FALLBACK_SEPARATORS.group;
    return { decimal, group };
  } catch {
    return { ...FALLBACK_SEPARATORS };
  }
}

/** DOM-13/14: the check options for a currency shown in a language. */
export function currencyNumberFormat(locale: string, currency: string): FormattedNumberOptions {
  const { decimal, group } = numberSeparators(locale);
  return { decimalSeparator: decimal, groupSeparator: group, decimals: decimalsOf(currency) };
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isSpaceLike = (s: string): boolean => /^[\s\u00A0\u2007\u2009\u202F]$/.test(s);

/**
 * DOM-13: true when `value` is a number written with exactly these separators: digits, optional
 * grouping (Western 3-digit groups, or Indian 2-digit groups before the last 3), and at most
 * `decimals` fraction digits after the decimal separator. Space-like group separators accept any
 * space variant (NBSP, narrow NBSP, plain space), since users and Intl mix them.
 */
export function isFormattedNumber(value: string, opts: FormattedNumberOptions): boolean {
  if (typeof value !== 'string' || value === '' || opts.decimalSeparator === '') return false;
  if (opts.decimalSeparator === opts.groupSeparator) return false;
  const g = isSpaceLike(opts.groupSeparator) ? '[\\s\\u00A0\\u2007\\u2009\\u202F]' : escapeRe(opts.groupSeparator);
  const grouped = opts.groupSeparator === '' ? '' : `|\\d{1,3}(?:${g}\\d{3})+|\\d{1,2}(?:${g}\\d{2})*${g}\\d{3}`;
  const maxDecimals = Math.max(0, Math.floor(opts.decimals));
  const fraction = maxDecimals > 0 ? `(?:${escapeRe(opts.decimalSeparator)}\\d{1,${maxDecimals}})?` : '';
  return new RegExp(`^(?:\\d+${grouped})${fraction}$`).test(value);
}
