/**
 * Pix key fields (flows §4 "Form behaviour"; FORM-22..24; decision FORM-27). The key type is the
 * dropdown named `pixKeyType`; its option values are the key types, and the key field of a type is
 * the field named like it (`cpf`, `email`, `phone`, `random`). numberId and numberType are the
 * chosen key's value and type, sent hidden.
 */
import type { FormField } from './form-field.ts';

export const PIX_KEY_TYPE_FIELD = 'pixKeyType';
/** FORM-23: the key field Pix always shows. */
export const PIX_ALWAYS_SHOWN = 'cpf';
/** FORM-24: the hidden fields that carry the chosen key. */
export const PIX_NUMBER_ID = 'numberId';
export const PIX_NUMBER_TYPE = 'numberType';

/** True when the form has a Pix key type choice. */
export const hasPixKeyType = (fields: readonly FormField[]): boolean => fields.some((f) => f.name === PIX_KEY_TYPE_FIELD);

/** The key types the choice offers. */
export const pixKeyTypes = (fields: readonly FormField[]): string[] =>
  (fields.find((f) => f.name === PIX_KEY_TYPE_FIELD)?.values ?? []).map((o) => o.value);

/** The chosen key type: the value, else the field's default, else the first option. */
export function chosenPixKeyType(fields: readonly FormField[], values: Readonly<Record<string, string>>): string {
  const field = fields.find((f) => f.name === PIX_KEY_TYPE_FIELD);
  return values[PIX_KEY_TYPE_FIELD] || field?.value || field?.values?.[0]?.value || PIX_ALWAYS_SHOWN;
}

/**
 * FORM-22, FORM-23: whether a Pix form leaves this field out — a key field of another type than
 * the chosen one (cpf always stays). Fields that are no key type are not concerned.
 */
export function isOtherPixKey(field: FormField, fields: readonly FormField[], values: Readonly<Record<string, string>>): boolean {
  if (!hasPixKeyType(fields) || field.name === PIX_ALWAYS_SHOWN) return false;
  return pixKeyTypes(fields).includes(field.name) && field.name !== chosenPixKeyType(fields, values);
}

/** FORM-24: numberId and numberType are never shown. */
export const isPixNumberField = (field: FormField): boolean => field.name === PIX_NUMBER_ID || field.name === PIX_NUMBER_TYPE;

/** The numberId/numberType values for the payload: the chosen key's value and type. */
export function pixNumberValues(fields: readonly FormField[], sent: Readonly<Record<string, string>>): Record<string, string> {
  if (!hasPixKeyType(fields)) return {};
  const type = chosenPixKeyType(fields, sent);
  return { [PIX_NUMBER_TYPE]: type, [PIX_NUMBER_ID]: sent[type] ?? '' };
}
