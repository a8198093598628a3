/**
 * What the amount field lets the user type (flows §5; DOM-23..27): digits and one decimal
 * separator, no leading separator, fraction capped at the currency's decimals, integer digits
 * capped at the digit count of max plus one. The separator shown follows the user language.
 */

/** Options for sanitizeAmountInput. */
export interface AmountInputOptions {
  /** The language's decimal separator (DOM-27), e.g. from numberSeparators(). */
  decimalSeparator: string;
  /** The currency's decimals (DOM-25): fiat 2, crypto 8. */
  decimals: number;
  /** The method's max; 0 or absent = no integer-digit cap (DOM-26, decision DOM-18). */
  max?: number;
}

/** DOM-26: integer digits allowed for a max: its digit count plus one; Infinity without a max. */
export function maxIntegerDigits(max: number | undefined): number {
  if (max === undefined || !Number.isFinite(max) || max <= 0) return Number.POSITIVE_INFINITY;
  return String(Math.trunc(max)).length + 1;
}

/**
 * Cleans what the user typed into the amount field and returns the text to show.
 * Either '.' or ',' typed is taken as the decimal separator and shown as the language's one
 * (DOM-27); every further separator and every other character is dropped (DOM-23); a leading
 * separator is dropped (DOM-24); extra fraction and integer digits are cut (DOM-25, DOM-26).
 * This follows typing (the FIRST separator wins). For pasted, already grouped text such as
 * "1,234.56", run parseAmount (last separator wins, DOM-12) and format the number instead.
 */
export function sanitizeAmountInput(raw: string, opts: AmountInputOptions): string {
  if (typeof raw !== 'string') return '';
  const decimals = Math.max(0, Math.floor(opts.decimals));
  const intCap = maxIntegerDigits(opts.max);
  let intPart = '';
  let fracPart = '';
  let seenSeparator = false;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (!seenSeparator) {
        if (intPart.length < intCap) intPart += ch;
      } else if (fracPart.length < decimals) {
        fracPart += ch;
      }
    } else if ((ch === '.' || ch === ',' || ch === opts.decimalSeparator) && !seenSeparator) {
      // DOM-24: a separator before any digit is a leading dot; DOM-25: no separator at 0 decimals.
      if (intPart !== '' && decimals > 0) seenSeparator = true;
    }
  }
  return seenSeparator ? `${intPart}${opts.decimalSeparator}${fracPart}` : intPart;
}
