/**
 * The extra fields a "fields required" answer adds to the form (CREATE-17): values and checks.
 * Decision: every visible field is required; each of its validations (unicode regex) must pass;
 * the message is the rule's own text when it has one, else a generic key.
 */
import type { FormField } from './payment-entities.ts';
import type { ErrorMessage } from './error-message.ts';

export const FIELD_REQUIRED_KEY = 'form.field.required';
export const FIELD_INVALID_KEY = 'form.field.invalid';

/** Fields the user fills (hidden ones are sent with their given value). */
export const visibleFields = (fields: readonly FormField[]): FormField[] => fields.filter((f) => !f.isHidden);

function regexOf(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null; // a broken server regex must not block the deposit
  }
}

/** The error of one field's value, or null. */
export function fieldError(field: FormField, value: string): ErrorMessage | null {
  if (field.isHidden) return null;
  if (value.trim() === '') return { key: FIELD_REQUIRED_KEY };
  for (const rule of field.validations ?? []) {
    const re = typeof rule.regex === 'string' ? regexOf(rule.regex) : null;
    if (re && !re.test(value)) return rule.message ? { text: rule.message } : { key: FIELD_INVALID_KEY };
  }
  return null;
}

/** Adds fields, keeping the first of each name (a second "fields required" answer may repeat some). */
export function mergeFields(current: readonly FormField[], added: readonly FormField[]): FormField[] {
  const names = new Set(current.map((f) => f.name));
  return [...current, ...added.filter((f) => f && typeof f.name === 'string' && !names.has(f.name))];
}

/** The `fields` payload: every field's value (hidden ones keep theirs), text_uppercase upper-cased. */
export function fieldValues(fields: readonly FormField[], values: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const raw = (values[f.name] ?? f.value ?? '').trim();
    out[f.name] = f.type === 'text_uppercase' ? raw.toUpperCase() : raw;
  }
  return out;
}

/** True when every field passes. */
export const fieldsValid = (fields: readonly FormField[], values: Readonly<Record<string, string>>): boolean =>
  fields.every((f) => fieldError(f, values[f.name] ?? f.value ?? '') === null);
