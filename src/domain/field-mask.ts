/**
 * Input masks of dynamic fields (flows §5; FORM-11, FORM-12, FORM-26; decision FORM-27).
 *
 * Syntax (imask's, whose `scale` the spec's "number mask scale" names): in a pattern mask `0` and
 * `#` stand for one digit, `a` for one letter, `*` for one letter or digit, a backslash makes the
 * next character literal, and every other character is a literal the mask inserts by itself. The
 * mask `number` (or `number:<scale>`) is a number mask: digits and one decimal point, at most
 * `scale` decimals (FORM-26: 2 by default).
 */

/** FORM-26: the default number mask scale. */
export const DEFAULT_NUMBER_SCALE = 2;

type Slot = 'digit' | 'letter' | 'any';
type Token = { slot: Slot } | { literal: string };

export type Mask = { kind: 'pattern'; tokens: readonly Token[] } | { kind: 'number'; scale: number };

const SLOTS: Readonly<Record<string, Slot>> = { '0': 'digit', '#': 'digit', a: 'letter', '*': 'any' };

/** FORM-11: every digit of a Pix mask becomes a zero, i.e. a digit slot (`999.999.999-99` → `000.000.000-00`). */
export const pixMask = (mask: string): string => mask.replace(/\d/g, '0');

/** Parses a mask string; null for none (an empty or non-string mask). */
export function parseMask(mask: unknown): Mask | null {
  if (typeof mask !== 'string' || mask.trim() === '') return null;
  const number = /^number(?::(\d{1,2}))?$/.exec(mask.trim());
  if (number) return { kind: 'number', scale: number[1] === undefined ? DEFAULT_NUMBER_SCALE : Number(number[1]) };
  const tokens: Token[] = [];
  for (let i = 0; i < mask.length; i += 1) {
    const ch = mask[i]!;
    if (ch === '\\' && i + 1 < mask.length) tokens.push({ literal: mask[++i]! });
    else tokens.push(SLOTS[ch] ? { slot: SLOTS[ch] } : { literal: ch });
  }
  return { kind: 'pattern', tokens };
}

const fits = (slot: Slot, ch: string): boolean =>
  slot === 'digit' ? /\d/.test(ch) : slot === 'letter' ? /\p{L}/u.test(ch) : /[\p{L}\d]/u.test(ch);

/**
 * The masked text for what the user typed: characters that fit no slot are dropped, literals are
 * inserted, and a literal the user typed in its place is taken as it (so masking twice changes
 * nothing). A literal after the last typed character is not added, so deleting works.
 */
function applyPattern(tokens: readonly Token[], raw: string): string {
  return fillPattern(tokens, [...raw]).text;
}

/** The masked text and how many of the typed characters the mask used (applyPattern's walk). */
function fillPattern(tokens: readonly Token[], chars: readonly string[]): { text: string; used: number } {
  let out = '';
  let i = 0;
  for (const token of tokens) {
    if (i >= chars.length) break;
    if ('literal' in token) {
      out += token.literal;
      if (chars[i] === token.literal) i += 1;
      continue;
    }
    while (i < chars.length && !fits(token.slot, chars[i]!)) i += 1;
    if (i >= chars.length) break;
    out += chars[i];
    i += 1;
  }
  return { text: out, used: i };
}

/**
 * Decision INPUT-02: a pattern mask's length when `raw` holds a letter or digit past the mask's last
 * slot (a paste longer than the field), else null: such input is refused, not cut.
 */
export function maskOverflow(mask: Mask | null, raw: string): number | null {
  if (!mask || mask.kind !== 'pattern') return null;
  const chars = [...raw];
  const { used } = fillPattern(mask.tokens, chars);
  return chars.slice(used).some((ch) => /[\p{L}\p{N}]/u.test(ch)) ? mask.tokens.length : null;
}

/** FORM-26: digits and one decimal point (a comma counts as one), at most `scale` decimals. */
export function applyNumberMask(raw: string, scale: number = DEFAULT_NUMBER_SCALE): string {
  const text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot === -1 || scale === 0) return dot === -1 ? text : text.slice(0, dot);
  const whole = text.slice(0, dot);
  return `${whole === '' ? '0' : whole}.${text.slice(dot + 1).replace(/\./g, '').slice(0, scale)}`;
}

/** The text after masking (unchanged without a mask). */
export function applyMask(mask: Mask | null, raw: string): string {
  if (!mask) return raw;
  return mask.kind === 'number' ? applyNumberMask(raw, mask.scale) : applyPattern(mask.tokens, raw);
}

/** The mask shown as a format hint: digit slots as 0, letter slots as A (e.g. `000.000.000-00`). */
export function maskHint(mask: Mask | null): string {
  if (!mask || mask.kind === 'number') return '';
  return mask.tokens.map((t) => ('literal' in t ? t.literal : t.slot === 'digit' ? '0' : t.slot === 'letter' ? 'A' : '*')).join('');
}

/** The input mode a mask asks for: a digits-only pattern or a number mask opens the numeric keypad. */
export function maskInputMode(mask: Mask | null): 'numeric' | 'decimal' | undefined {
  if (!mask) return undefined;
  if (mask.kind === 'number') return mask.scale > 0 ? 'decimal' : 'numeric';
  return mask.tokens.every((t) => 'literal' in t || t.slot === 'digit') ? 'numeric' : undefined;
}
