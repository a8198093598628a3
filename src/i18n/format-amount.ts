/**
 * Money display for a language (I18N formatting, DOM-03/04 decimals). Fiat uses Intl's
 * currency style; crypto, QSC and the bonus wallet are not ISO 4217 currencies, so their
 * number is formatted alone and the code appended.
 */
import { FIAT_DECIMALS } from '../domain/constants.ts';
import { FIAT_CODES, decimalsOf, getCurrency, normalizeCurrencyCode } from '../domain/currencies.ts';

const FIAT: ReadonlySet<string> = new Set(FIAT_CODES);
/** Joins number and code without letting a line break split them. */
const NBSP = '\u00A0';
/** An unknown but ISO-shaped code still goes through Intl, which then shows the code. */
const ISO_SHAPE = /^[A-Z]{3}$/;

const cache = new Map<string, Intl.NumberFormat>();

/**
 * Cached Intl formatter. Latin digits are forced, matching the amount input (decision DOM-14),
 * so an Arabic screen shows the same digits the user types.
 */
function formatter(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let nf = cache.get(key);
  if (nf === undefined) {
    try {
      nf = new Intl.NumberFormat(language, { numberingSystem: 'latn', ...options });
    } catch {
      // A tag Intl rejects, or a currency it rejects: fall back to plain English digits.
      nf = new Intl.NumberFormat('en', { numberingSystem: 'latn', ...options, style: 'decimal', currency: undefined });
    }
    cache.set(key, nf);
  }
  return nf;
}

/**
 * Formats `amount` of `currency` for `language` with the currency's decimals (fiat 2, crypto 8):
 * `formatAmount(1234.5, 'USD', 'en')` → `$1,234.50`; `formatAmount(0.5, 'BTC', 'en')` →
 * `0.50 BTC`, `0.00012345 BTC` (NBSP before the code). A non-finite amount gives ''.
 */
export function formatAmount(amount: number, currency: string, language: string): string {
  if (!Number.isFinite(amount)) return '';
  const code = normalizeCurrencyCode(currency);
  const decimals = decimalsOf(code);
  // Crypto keeps up to 8 decimals but drops trailing zeros past the fiat 2 (decision I18N-FMT).
  const digits = { minimumFractionDigits: Math.min(decimals, FIAT_DECIMALS), maximumFractionDigits: decimals };
  if (usesIntlCurrency(code)) {
    const nf = formatter(language, { style: 'currency', currency: code, ...digits });
    if (nf.resolvedOptions().style === 'currency') return nf.format(amount);
  }
  const number = formatter(language, digits).format(amount);
  return code === '' ? number : `${number}${NBSP}${code}`;
}

/** Fiat codes, and ISO-shaped codes outside our table; not crypto, QSC or the bonus wallet. */
function usesIntlCurrency(code: string): boolean {
  return FIAT.has(code) || (ISO_SHAPE.test(code) && getCurrency(code) === undefined);
}
