/**
 * The phone field's fixed country prefix (flows §5; FORM-06, FORM-07). The prefix is the mask's
 * leading `+digits` (a method that serves one country), else the chosen country's dialling code.
 * What follows it is digits only: the plus sign is blocked, and an edit that would delete or type
 * over the prefix is refused (the previous text stays).
 */
import { applyMask, parseMask } from './field-mask.ts';
import { nationalDigits } from './phone-numbering.ts';

/** The `+digits` a mask starts with (`+880 ##########` → `+880`). */
export const maskPrefix = (mask: unknown): string | undefined => (typeof mask === 'string' ? /^\+\d+/.exec(mask.trim())?.[0] : undefined);

/** The mask of the number after the prefix (`+880 ##########` → `##########`). */
export const maskAfterPrefix = (mask: unknown): string => (typeof mask === 'string' ? mask.trim().replace(/^\+\d+\s*/, '') : '');

/** The field's text for a prefix and the digits after it. */
export function phoneText(prefix: string, digits: string, mask?: unknown): string {
  const rest = maskAfterPrefix(mask);
  return `${prefix} ${rest ? applyMask(parseMask(rest), digits) : digits}`;
}

/** The digits the player typed after the prefix. */
export function phoneDigits(prefix: string, text: string): string {
  return text.startsWith(prefix) ? text.slice(prefix.length).replace(/\D/g, '') : '';
}

/**
 * FORM-06, FORM-07: the text after an edit. An edit that keeps the prefix keeps only the digits
 * after it (a typed `+` is dropped), without a national trunk prefix (BD `0`1712…, issue #21) and
 * before the mask cuts them; an emptied field keeps the prefix; anything else changed the prefix and
 * is refused.
 */
export function editPhone(prefix: string, previous: string, raw: string, mask?: unknown): string {
  if (raw.trim() === '') return phoneText(prefix, '', mask);
  if (!raw.startsWith(prefix)) return previous;
  return phoneText(prefix, nationalDigits(prefix, raw.slice(prefix.length).replace(/\D/g, '')), mask);
}

/** The value sent: the prefix's and the number's digits with one leading plus (E.164), or empty. */
export function phoneValue(prefix: string, text: string): string {
  const digits = phoneDigits(prefix, text);
  return digits === '' ? '' : `+${prefix.replace(/\D/g, '')}${digits}`;
}
