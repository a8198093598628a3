/**
 * What the player typed or pasted into an amount field, read exactly or refused — never silently
 * re-read (issue #25 deliverable 6, decision REL-06). The field's own caps and separator rules
 * (DOM-23..27, amount-input.ts) run after this, on plain ASCII digits.
 * - Digits of one script are normalised whole: Arabic-Indic, Persian, Devanagari, Bengali, the other
 *   Indic scripts, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian and full-width digits become 0–9.
 * - Digits of two scripts in one amount ("12٣4") are refused: which number was meant is unknown.
 * - Anything that is not a digit, a decimal or group separator, a space or an apostrophe is refused:
 *   letters, an exponent ("1e309"), a sign ("-100"), emoji, a line break inside the text.
 * - Invisible bidi marks and surrounding white space (a pasted trailing line break) are cleaned.
 * - Text longer than any amount (64 characters) is refused before it is read.
 * A paste is one whole number, so grouped text ("1 234,56", "1,234.56") is read by its last separator
 * (DOM-12) before the field's typing rules see it: typing keeps the first separator, a paste must not.
 */
import { BIDI_MARKS, readOneScriptDigits } from './digit-scripts.ts';
import { parseAmount } from './number-parse.ts';

export type AmountEntry = { kind: 'ok'; text: string } | { kind: 'refused'; reason: AmountRefusal };
/** `digits`: not an amount in digits; `mixedDigits`: digits of more than one script. */
export type AmountRefusal = 'digits' | 'mixedDigits';

/** Longer than any amount a field takes (26 integer digits, 8 decimals, separators). */
export const MAX_AMOUNT_ENTRY_LENGTH = 64;

/** Separators and group characters the amount parsers understand (DOM-10..12, Arabic marks). */
const KEPT = /[.,\u066b\u066c'\u2019\u2018\u02bc\u2032 \u00a0\u2007\u2009\u202f]/;

/** Reads an amount field's text (see the module comment). */
export function readAmountEntry(raw: string): AmountEntry {
  if (typeof raw !== 'string' || raw.length > MAX_AMOUNT_ENTRY_LENGTH) return { kind: 'refused', reason: 'digits' };
  return readOneScriptDigits(raw.replace(BIDI_MARKS, '').trim(), (char) => KEPT.test(char));
}

/** Grouped or with more than one separator: a formatted number, not keystrokes. */
const GROUPED = /[.,\u066b\u066c'\u2019\u2018\u02bc\u2032 \u00a0\u2007\u2009\u202f].*[.,\u066b\u066c'\u2019\u2018\u02bc\u2032 \u00a0\u2007\u2009\u202f]|\d[ \u00a0\u2007\u2009\u202f'\u2019]\d/;

/**
 * Reads pasted text as one amount: refused as typing is, and a grouped number is read by its last
 * separator (DOM-12) and handed on as plain digits with a dot ("1,234.56" → "1234.56").
 */
export function readPastedAmount(pasted: string): AmountEntry {
  const entry = readAmountEntry(pasted);
  if (entry.kind === 'refused' || !GROUPED.test(entry.text)) return entry;
  const value = parseAmount(entry.text);
  if (value === null) return { kind: 'refused', reason: 'digits' };
  return { kind: 'ok', text: value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) };
}
