/**
 * Digits of the scripts a player may type them in (issue #25 deliverable 6; decisions REL-06 and
 * INPUT-03): Arabic-Indic, Persian, Devanagari, Bengali, the other Indic scripts, Thai, Lao,
 * Tibetan, Myanmar, Khmer, Mongolian and full-width digits, read as 0–9. Shared by the amount
 * field (amount-entry.ts) and the digit-only form fields (field-entry.ts).
 */

/** The code point of "0" of each digit script read (Unicode Nd blocks of ten). */
const DIGIT_ZEROS = [
  0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xe50, 0xed0, 0xf20, 0x1040, 0x17e0, 0x1810, 0xff10,
];

/** Left-to-right / right-to-left marks, embeddings, overrides and isolates: invisible in a paste. */
export const BIDI_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** The zero of the script `char` is a digit of, or -1. */
function digitZero(char: string): number {
  const codePoint = char.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) if (codePoint >= zero && codePoint <= zero + 9) return zero;
  return -1;
}

/** The ASCII digit of a digit `char` of script `zero` (digitZero(char)). */
const asciiDigit = (char: string, zero: number): string => String((char.codePointAt(0) ?? zero) - zero);

/**
 * Reads `text` as digits of one script with the characters `kept` allows between them: the digits
 * become 0–9; digits of a second script (`mixedDigits`) or any other character (`digits`) refuse it.
 */
export function readOneScriptDigits(text: string, kept: (char: string) => boolean): { kind: 'ok'; text: string } | { kind: 'refused'; reason: 'digits' | 'mixedDigits' } {
  let out = '';
  let script = -1;
  for (const char of text) {
    const zero = digitZero(char);
    if (zero >= 0) {
      if (script >= 0 && script !== zero) return { kind: 'refused', reason: 'mixedDigits' };
      script = zero;
      out += asciiDigit(char, zero);
    } else if (kept(char)) {
      out += char;
    } else {
      return { kind: 'refused', reason: 'digits' };
    }
  }
  return { kind: 'ok', text: out };
}
