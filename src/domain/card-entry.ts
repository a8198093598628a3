/**
 * A card number as the player types it (issue #25 deliverable 6; decision INPUT-01): shown grouped,
 * never cut to its mask, and checked for its length and its Luhn check digit.
 * - Length: ISO/IEC 7812 gives a PAN 12 to 19 digits; a digits mask the backend sends with 12 to 19
 *   digit slots is the method's own length (`#### #### #### ####`: 16).
 * - Luhn: every card number field, whatever the method's `checkLuhn` says (a PAN always has one).
 * The field's server regexes still run after these checks.
 */
import { luhnValid } from './card-number.ts';
import { applyMask, type Mask } from './field-mask.ts';

export const CARD_LENGTH_KEY = 'form.card.length';
/** ISO/IEC 7812-1: the digits of a PAN. */
export const PAN_MIN_DIGITS = 12;
export const PAN_MAX_DIGITS = 19;

/** The digit slots of a digits-only pattern mask, or 0. */
function digitSlots(mask: Mask | null): number {
  if (!mask || mask.kind !== 'pattern') return 0;
  return mask.tokens.filter((t) => 'slot' in t && t.slot === 'digit').length;
}

/** How many digits the card number takes: the mask's count when it is a card's, else 12–19. */
export function cardLength(mask: Mask | null): { min: number; max: number } {
  const slots = digitSlots(mask);
  return slots >= PAN_MIN_DIGITS && slots <= PAN_MAX_DIGITS ? { min: slots, max: slots } : { min: PAN_MIN_DIGITS, max: PAN_MAX_DIGITS };
}

/**
 * The card number's text for what the player typed: its digits through the mask while they fit it,
 * else (or without a mask) in groups of four — every digit kept, so a 17th digit shows and is refused.
 */
export function cardText(mask: Mask | null, raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (mask && mask.kind === 'pattern' && digits.length <= digitSlots(mask)) return applyMask(mask, digits);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The message for a card number of the wrong length or check digit, or null. */
export function cardNumberError(mask: Mask | null, value: string): { key: string; values?: Record<string, unknown> } | null {
  const count = value.replace(/\D/g, '').length;
  const { min, max } = cardLength(mask);
  if (count < min || count > max) return { key: CARD_LENGTH_KEY, values: { digits: min === max ? String(min) : `${min}–${max}` } };
  return luhnValid(value) ? null : { key: 'form.card.invalid' };
}

/** True once the number has more digits than a card of this field can have: no further typing helps. */
export const cardTooLong = (mask: Mask | null, text: string): boolean => text.replace(/\D/g, '').length > cardLength(mask).max;
