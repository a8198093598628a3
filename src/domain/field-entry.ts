/**
 * What the player typed or pasted into a dynamic form field, taken or refused whole — never cut
 * or silently re-read (issue #25 deliverable 6; decisions INPUT-02, INPUT-03). The field's own
 * mask, case and prefix rules (field-input.ts) run after this.
 * - Over 256 characters is refused before anything else reads it, so no rule, mask or server regex
 *   ever runs over a 10,000-character paste; so is a value longer than the bound of the field's
 *   one-class regex (`^[\p{L} .-]{2,64}$`: 64 characters; `^\d{4}$`: 4 digits), which no further
 *   typing could make valid.
 * - Emoji (and their joiners, skin tones, variation selectors), control characters and private-use
 *   or lone surrogate code points are refused: no cashier field is meant to hold them.
 * - Invisible bidi marks are cleaned; a line break or tab inside a paste becomes one space.
 * - In a digit-only field (a card number, a phone, a digits mask or number mask, rules of digits
 *   only such as `^\d{4}$`) digits of one script are normalised whole to 0–9, digits of two scripts
 *   are refused, and so are letters and symbols (separators — spaces, dashes, dots, brackets, plus —
 *   are the mask's to drop or keep).
 * Every pattern here is one character class, so the time is linear in the text's length.
 */
import { isCardNumberField } from './card-number.ts';
import { BIDI_MARKS, readOneScriptDigits } from './digit-scripts.ts';
import type { FormField } from './form-field.ts';
import { parseMask } from './field-mask.ts';

export type FieldEntry = { kind: 'ok'; text: string } | { kind: 'refused'; reason: FieldRefusal };
/** `tooLong`: over the field's length; `characters`: emoji or control characters; `digits`: not digits; `mixedDigits`: two scripts. */
export type FieldRefusal = 'tooLong' | 'characters' | 'digits' | 'mixedDigits';

/** Decision INPUT-02: what a field takes when its rules set no length of their own. */
export const DEFAULT_FIELD_MAX_LENGTH = 256;
/** A whole regex of one class, escape or character (group 1) with a bound: `^[A-Za-z0-9]{26,64}$`, `^\d{10}$`. */
const ONE_BOUNDED_ATOM = /^\^(\[(?:\\.|[^\]\\])*\]|\\.|[^\\[({|*+?])\{(\d{1,4})(?:,(\d{1,4}))?\}\$$/;
/** The atoms of a digits-only rule. */
const DIGIT_ATOMS: ReadonlySet<string> = new Set(['\\d', '[0-9]', '[\\d]']);

/** Emoji and their parts, control, private-use and lone surrogate code points. */
const UNWANTED = /[\p{Extended_Pictographic}\p{Cc}\p{Co}\p{Cs}\u200d\ufe0e\ufe0f\u20e3\u{1f1e6}-\u{1f1ff}\u{1f3fb}-\u{1f3ff}\u{e0020}-\u{e007f}]/u;
/** Line breaks and tabs a paste may carry. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** Not a digit's company in a digit-only field: a letter, a mark or a symbol other than `+`. */
const NOT_DIGIT_LIKE = /[\p{L}\p{M}\p{S}]/u;

/** The field's rules that are one bounded atom, with their atom and longest length. */
function boundedRules(field: FormField): { atom: string; most: number }[] {
  const out: { atom: string; most: number }[] = [];
  for (const rule of field.validations ?? []) {
    const bound = typeof rule?.regex === 'string' ? ONE_BOUNDED_ATOM.exec(rule.regex) : null;
    if (bound) out.push({ atom: bound[1]!, most: Number(bound[3] ?? bound[2]) });
  }
  return out;
}

/**
 * Decision INPUT-02: the longest value `field` takes: the bound of its one-atom rules, else 256. A
 * card number has its own length rule (INPUT-01), which shows a number too long rather than refusing it.
 */
export function fieldMaxLength(field: FormField): number {
  if (isCardNumberField(field)) return DEFAULT_FIELD_MAX_LENGTH;
  return Math.min(DEFAULT_FIELD_MAX_LENGTH, ...boundedRules(field).map((r) => r.most).filter((most) => most > 0));
}

/** A field whose value is digits (and the separators a mask adds): its digits are read as digits. */
export function isDigitField(field: FormField): boolean {
  if (isCardNumberField(field) || field.type === 'phone_with_prefix') return true;
  const rules = boundedRules(field);
  if (rules.length > 0 && rules.length === (field.validations ?? []).length && rules.every((r) => DIGIT_ATOMS.has(r.atom))) return true;
  const mask = parseMask(field.mask);
  if (!mask) return false;
  // A letter the mask inserts itself ("KZ00 0000") is the field's own text: such a field is not digits only.
  return mask.kind === 'number' || mask.tokens.every((t) => ('literal' in t ? t.literal === '+' || !NOT_DIGIT_LIKE.test(t.literal) : t.slot === 'digit'));
}

/** Digits of one script to 0–9; letters, symbols or two scripts refused; separators kept for the mask. */
const readDigits = (text: string): FieldEntry => readOneScriptDigits(text, (char) => char === '+' || !NOT_DIGIT_LIKE.test(char));

/** Reads a field's new text (see the module comment). */
export function readFieldEntry(field: FormField, raw: string): FieldEntry {
  if (typeof raw !== 'string') return { kind: 'refused', reason: 'characters' };
  if (raw.length > DEFAULT_FIELD_MAX_LENGTH) return { kind: 'refused', reason: 'tooLong' };
  const cleaned = raw.replace(BIDI_MARKS, '').replace(BREAKS, ' ');
  if (UNWANTED.test(cleaned)) return { kind: 'refused', reason: 'characters' };
  const max = fieldMaxLength(field);
  if (!isDigitField(field)) {
    // A rule's bound counts the code points of the value, which is trimmed (FORM-10).
    return [...cleaned.trim()].length > max ? { kind: 'refused', reason: 'tooLong' } : { kind: 'ok', text: cleaned };
  }
  // A digit field's rule counts digits, not the spaces or dashes a pasted number carries.
  const digits = readDigits(cleaned);
  return digits.kind === 'ok' && digits.text.replace(/\D/g, '').length > max ? { kind: 'refused', reason: 'tooLong' } : digits;
}

/** The translated message of a refusal (the amount field's keys where the words are the same); `max`: a mask's length. */
export function fieldRefusalMessage(field: FormField, reason: FieldRefusal, max = fieldMaxLength(field)): { key: string; values?: Record<string, unknown> } {
  if (reason === 'tooLong') return { key: 'form.entry.tooLong', values: { max } };
  if (reason === 'characters') return { key: 'form.entry.characters' };
  return { key: reason === 'digits' ? 'amount.refused.digits' : 'amount.refused.mixedDigits' };
}
