/**
 * A card number field (issue #21; decisions ENT-14 and CARD-FIELD): which field holds a card number,
 * the method's `checkLuhn` (ENT-13) as the ISO/IEC 7812 check digit, and the BIN that `bank-get`
 * (HTTP-31) looks up while the player types.
 */
import type { FormField } from './form-field.ts';

/** Decision CARD-FIELD: a card number field is named for one (`cardNumber`, `card_number`, `pan`). */
export const isCardNumberField = (field: FormField): boolean => /^(card[_-]?(number|no)|pan)$/i.test(field.name);

export const CARD_LUHN_KEY = 'form.card.invalid';

/** ISO/IEC 7812-1: the Luhn check digit of a card number's digits (non-digits are ignored). */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) return false; // ISO/IEC 7812: a PAN has 12 to 19 digits (the field's own rules say more)
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The shortest BIN bank-get is asked with (ISO/IEC 7812: 6 digits, 8 since 2022). */
export const BIN_MIN_DIGITS = 6;
export const BIN_MAX_DIGITS = 8;

/**
 * The BIN to look up for what the player typed: the first 8 digits once there are 8, else the
 * first 6 once there are 6 (so the lookup is asked at most twice per card), else none.
 */
export function cardBin(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits.length >= BIN_MAX_DIGITS) return digits.slice(0, BIN_MAX_DIGITS);
  return digits.length >= BIN_MIN_DIGITS ? digits.slice(0, BIN_MIN_DIGITS) : null;
}
