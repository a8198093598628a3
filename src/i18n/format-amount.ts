/**
 * Money display for a language (I18N formatting, DOM-03/04 decimals). Fiat uses Intl's
 * currency style; crypto, QSC and the bonus wallet are not ISO 4217 currencies, so their
 * number is formatted alone and the ticker appended. Which sign a fiat amount wears is decision
 * AMOUNT-DISPLAY (docs/decisions.md, issue #21): the narrow symbol when it names one currency,
 * the ISO code when several currencies share it.
 */
import { FIAT_DECIMALS } from '../domain/constants.ts';
import { FIAT_CODES, decimalsOf, getCurrency, normalizeCurrencyCode } from '../domain/currencies.ts';

const FIAT: ReadonlySet<string> = new Set(FIAT_CODES);
/** Joins number and code without letting a line break split them. */
const NBSP = '\u00A0';
/** An unknown but ISO-shaped code still goes through Intl, which then shows the code. */
const ISO_SHAPE = /^[A-Z]{3}$/;
/**
 * A shared symbol's owner keeps it bare in every language ("$" is the US dollar, Arabic's "US$"
 * included); the other currencies sharing it show their code ("CAD 10.00").
 */
const OWNED: Readonly<Record<string, string>> = { USD: '$', JPY: '¥' };

const cache = new Map<string, Intl.NumberFormat>();
/** Fiat codes whose narrow symbol another fiat code of our table also wears (built once). */
let shared: Set<string> | undefined;

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

/** The narrow symbol in English: the symbol's identity, the same in every language's data. */
function narrowSymbol(code: string): string {
  const parts = formatter('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

/** Decision AMOUNT-DISPLAY: 'code' for a currency whose narrow symbol it shares and does not own. */
export function currencyDisplayOf(code: string): 'narrowSymbol' | 'code' {
  if (shared === undefined) {
    const first = new Map<string, string>();
    shared = new Set();
    for (const fiat of FIAT) {
      const symbol = narrowSymbol(fiat);
      const holder = first.get(symbol);
      if (holder === undefined) first.set(symbol, fiat);
      else shared.add(fiat).add(holder);
    }
  }
  return shared.has(code) && OWNED[code] === undefined ? 'code' : 'narrowSymbol';
}

/**
 * Formats `amount` of `currency` for `language` with the currency's decimals (fiat 2, crypto 8):
 * `formatAmount(1234.5, 'USD', 'en')` → `$1,234.50`; `formatAmount(10, 'CAD', 'en')` →
 * `CAD 10.00`; `formatAmount(0.5, 'BTC', 'en')` → `0.50 BTC`, `0.00012345 BTC` (NBSP before the
 * ticker). A non-finite amount gives ''.
 */
export function formatAmount(amount: number, currency: string, language: string): string {
  if (!Number.isFinite(amount)) return '';
  const code = normalizeCurrencyCode(currency);
  const decimals = decimalsOf(code);
  // Crypto keeps up to 8 decimals but drops trailing zeros past the fiat 2 (decision I18N-FMT).
  const digits = { minimumFractionDigits: Math.min(decimals, FIAT_DECIMALS), maximumFractionDigits: decimals };
  if (usesIntlCurrency(code)) {
    const currencyDisplay = FIAT.has(code) ? currencyDisplayOf(code) : 'code';
    const nf = formatter(language, { style: 'currency', currency: code, currencyDisplay, ...digits });
    if (nf.resolvedOptions().style === 'currency') return ownerSymbol(nf.formatToParts(amount), code);
  }
  const number = formatter(language, digits).format(amount);
  return code === '' ? number : `${number}${NBSP}${code}`;
}

/** A count that is not money (coins in a pack) in the language's layout, Latin digits as amounts have. */
export function formatCount(count: number, language: string): string {
  return formatter(language, { maximumFractionDigits: FIAT_DECIMALS }).format(count);
}

/** Some languages decorate an owned symbol ("US$" in Arabic); the owner wears it bare. */
function ownerSymbol(parts: Intl.NumberFormatPart[], code: string): string {
  const owned = OWNED[code];
  return parts.map((p) => (owned && p.type === 'currency' && p.value.includes(owned) ? owned : p.value)).join('');
}

/** Fiat codes, and ISO-shaped codes outside our table; not crypto, QSC or the bonus wallet. */
function usesIntlCurrency(code: string): boolean {
  return FIAT.has(code) || (ISO_SHAPE.test(code) && getCurrency(code) === undefined);
}
