/**
 * What typing does to a dynamic field (flows §5; FORM-06, FORM-07, FORM-09..12) and which keyboard
 * and autofill it asks for. Pure: the form store calls these on every input and blur.
 */
import type { FormField } from './form-field.ts';
import { cardText } from './card-entry.ts';
import { isCardNumberField } from './card-number.ts';
import { applyMask, maskInputMode, parseMask, pixMask, type Mask } from './field-mask.ts';
import { editPhone } from './phone-prefix.ts';

/** FORM-12: an e-mail field (by name: `email`, `payerEmail`, `e-mail`…) never has a mask. */
export const isEmailField = (field: FormField): boolean => /e-?mail$/i.test(field.name);

/** The field's mask: none for e-mail (FORM-12); a Pix form's mask digits are slots (FORM-11). */
export function maskOf(field: FormField, pixForm: boolean): Mask | null {
  if (isEmailField(field) || !field.mask || field.type === 'phone_with_prefix') return null;
  return parseMask(pixForm ? pixMask(field.mask) : field.mask);
}

/** Where the text of a field comes from on input. */
export interface EditContext {
  pixForm: boolean;
  /** The phone prefix (phone fields). */
  prefix?: string;
  /** The text before this edit. */
  previous: string;
}

/** The field's text after the player typed `raw` into it. */
export function editText(field: FormField, raw: string, ctx: EditContext): string {
  if (field.type === 'phone_with_prefix' && ctx.prefix) return editPhone(ctx.prefix, ctx.previous, raw, field.mask); // FORM-06, FORM-07
  if (isCardNumberField(field)) return cardText(maskOf(field, ctx.pixForm), raw); // decision INPUT-01: never cut
  const masked = applyMask(maskOf(field, ctx.pixForm), raw); // FORM-11, FORM-12
  return field.type === 'text_uppercase' ? masked.toUpperCase() : masked; // FORM-09
}

/** FORM-10: a text field trims its spaces on blur (a phone keeps its prefix and its one space). */
export const blurText = (field: FormField, text: string): string =>
  field.type === 'text' || field.type === 'text_uppercase' ? text.trim() : text;

/** The input's keyboard, autofill and type. */
export interface InputHints {
  inputMode: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  autoComplete: string;
}

export function inputHints(field: FormField, pixForm: boolean): InputHints {
  if (field.type === 'phone_with_prefix') return { inputMode: 'tel', autoComplete: 'tel' };
  if (isEmailField(field)) return { inputMode: 'email', autoComplete: 'email' };
  const mode = maskInputMode(maskOf(field, pixForm)) ?? 'text';
  if (/holder/i.test(field.name)) return { inputMode: mode, autoComplete: 'cc-name' };
  if (/^(full)?name$/i.test(field.name)) return { inputMode: mode, autoComplete: 'name' };
  return { inputMode: mode, autoComplete: 'off' };
}
