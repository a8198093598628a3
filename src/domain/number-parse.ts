/**
 * The lenient amount parser (shell §5, flows §5; DOM-10..12): a comma or a dot may be the
 * decimal separator, spaces and apostrophes are ignored, and the LAST separator is the decimal
 * one; earlier separators are group separators. Decisions for edge cases are in
 * docs/decisions.md ("DOM-12 — parser edge cases").
 */

/** Space-like group characters dropped before parsing (DOM-11): space, NBSP, thin, narrow NBSP… */
const SPACES = /[\s\u00A0\u2007\u2009\u202F]/g;
/** Apostrophe-like group characters dropped before parsing (DOM-11): ' ’ ‘ ʼ ′. */
const APOSTROPHES = /['\u2019\u2018\u02BC\u2032]/g;
/** Separators: dot, comma, and the Arabic decimal/thousands marks (same role as dot/comma). */
const SEPARATOR = /[.,\u066B\u066C]/;
/** Arabic-Indic (U+0660) and extended/Persian (U+06F0) digits, mapped to ASCII. */
const NATIVE_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

const toAsciiDigit = (d: string): string => String((d.charCodeAt(0) & 0xf) % 10);

/**
 * Parses a user-typed amount. Returns a finite, non-negative number, or null for anything that
 * is not a plain amount (empty, letters, signs, exponents, a lone separator).
 *
 * Examples: "1 234,56" → 1234.56, "1,234.56" → 1234.56, "1.234,56" → 1234.56,
 * "1'234.5" → 1234.5, ",5" → 0.5, "1.2.3" → 12.3, "1,234" → 1.234 (last separator is decimal).
 */
export function parseAmount(input: string): number | null {
  if (typeof input !== 'string') return null;
  const compact = input.replace(SPACES, '').replace(APOSTROPHES, '').replace(NATIVE_DIGIT, toAsciiDigit);
  if (compact === '' || !/^[0-9.,\u066B\u066C]+$/.test(compact)) return null;

  let lastSep = -1;
  for (let i = compact.length - 1; i >= 0; i -= 1) {
    if (SEPARATOR.test(compact.charAt(i))) {
      lastSep = i;
      break;
    }
  }
  const intPart = (lastSep < 0 ? compact : compact.slice(0, lastSep)).replace(/[.,\u066B\u066C]/g, '');
  const fracPart = lastSep < 0 ? '' : compact.slice(lastSep + 1);
  if (intPart === '' && fracPart === '') return null;

  const value = Number(`${intPart || '0'}.${fracPart || '0'}`);
  return Number.isFinite(value) ? value : null;
}
