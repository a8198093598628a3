/**
 * The checks and the payload of dynamic fields (flows §5 "Dynamic fields"; FORM-01, FORM-02,
 * FORM-09, FORM-19; decision FORM-27). A field's text is what the player sees (mask, prefix); its
 * value is what is sent and what the regexes check.
 */
import type { FormField } from './form-field.ts';
import type { ErrorMessage } from './error-message.ts';
import { fieldRole, type FieldContext, type FieldRole } from './field-visibility.ts';
import { isCardNumberField } from './card-number.ts';
import { cardNumberError } from './card-entry.ts';
import { parseMask } from './field-mask.ts';
import { phoneLengthKey } from './phone-numbering.ts';
import { maskPrefix, phoneValue } from './phone-prefix.ts';
import { pixNumberValues } from './pix-fields.ts';

export const FIELD_REQUIRED_KEY = 'form.field.required';
export const FIELD_INVALID_KEY = 'form.field.invalid';

/** A message that looks like a translation key (`form.phone.invalid`): dotted words, no spaces. */
const KEY_SHAPE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/**
 * A validation's message (decision FORM-27): a key-shaped message is a translation key (the UI shows
 * the generic "check this field" when the locale lacks it, never the key); any other text is the
 * server's own words, shown as is; none is the generic key.
 */
export function validationMessage(message: unknown): ErrorMessage {
  if (typeof message !== 'string' || message.trim() === '') return { key: FIELD_INVALID_KEY };
  return KEY_SHAPE.test(message.trim()) ? { key: message.trim() } : { text: message };
}

function regexOf(source: unknown): RegExp | null {
  if (typeof source !== 'string') return null;
  try {
    return new RegExp(source, 'u'); // FORM-01: unicode regexes
  } catch {
    return null; // a broken server regex must not block the deposit
  }
}

/**
 * Decision FORM-27: an advanced field is optional, and so is a field whose every rule has
 * `isExists` (a rule that runs only when a value exists).
 */
export function isOptional(field: FormField, role: FieldRole): boolean {
  const rules = field.validations ?? [];
  return role === 'advanced' || (rules.length > 0 && rules.every((r) => r.isExists === true));
}

/** What a field's own checks need besides its value. */
export interface FieldCheck {
  /** A phone field's prefix: the number's length is checked for its country (issue #21). */
  prefix?: string;
}

/** The widget's own checks, which speak more plainly than a server regex: a phone's length, a card's length and check digit. */
function ownCheck(field: FormField, value: string, check: FieldCheck): ErrorMessage | null {
  if (field.type === 'phone_with_prefix' && check.prefix) {
    const key = phoneLengthKey(check.prefix, value.replace(/\D/g, '').slice(check.prefix.replace(/\D/g, '').length));
    return key ? { key } : null;
  }
  // Decision INPUT-01: every card number field, the method's checkLuhn (ENT-13) or not.
  return isCardNumberField(field) ? cardNumberError(parseMask(field.mask), value) : null;
}

/**
 * FORM-01, FORM-02: the error of one field's value (empty, the widget's own check, or the first
 * failing rule), or null.
 */
export function fieldError(field: FormField, value: string, optional = false, check: FieldCheck = {}): ErrorMessage | null {
  const empty = value.trim() === '';
  if (empty) return optional ? null : { key: FIELD_REQUIRED_KEY };
  const own = ownCheck(field, value, check);
  if (own) return own;
  for (const rule of field.validations ?? []) {
    const re = regexOf(rule.regex);
    if (re && !re.test(value)) return validationMessage(rule.message);
  }
  return null;
}

/** Adds fields, keeping the first of each name (a second "fields required" answer may repeat some). */
export function mergeFields(current: readonly FormField[], added: readonly FormField[]): FormField[] {
  const names = new Set(current.map((f) => f.name));
  return [...current, ...added.filter((f) => f && typeof f.name === 'string' && !names.has(f.name))];
}

/**
 * The value a field's text stands for: trimmed; upper case for text_uppercase (FORM-09); for a
 * phone, the plus and digits of prefix and number (FORM-06).
 */
export function sentValue(field: FormField, text: string, prefix?: string): string {
  if (field.type === 'phone_with_prefix') {
    const p = prefix ?? maskPrefix(field.mask);
    return p ? phoneValue(p, text) : text.replace(/[^\d+]/g, '');
  }
  const trimmed = text.trim();
  return field.type === 'text_uppercase' ? trimmed.toUpperCase() : trimmed;
}

/** Everything the checks and the payload need besides the fields. */
export interface FormInput extends FieldContext {
  /** Phone prefixes by field name (the chosen country's, or the mask's). */
  prefixes?: Readonly<Record<string, string>>;
  /** The page's amount as sent (an `amount` field is bound to it). */
  amount?: string;
}

/** A field's own checks within a form. */
export const fieldCheckOf = (field: FormField, input: FormInput): FieldCheck => {
  const prefix = input.prefixes?.[field.name];
  return prefix ? { prefix } : {};
};

/** The value of each field that is checked or sent (not the `off` ones), by name. */
function valuesOf(fields: readonly FormField[], input: FormInput): Map<FormField, { value: string; role: FieldRole }> {
  const out = new Map<FormField, { value: string; role: FieldRole }>();
  for (const f of fields) {
    const role = fieldRole(f, fields, input);
    if (role === 'off') continue;
    const text = role === 'bound' ? (input.amount ?? '') : (input.values[f.name] ?? f.value ?? '');
    out.set(f, { value: sentValue(f, text, input.prefixes?.[f.name]), role });
  }
  return out;
}

/** The errors of the fields the player fills (shown, advanced and the amount-bound ones), by name. */
export function formErrors(fields: readonly FormField[], input: FormInput): Record<string, ErrorMessage> {
  const errors: Record<string, ErrorMessage> = {};
  for (const [f, { value, role }] of valuesOf(fields, input)) {
    if (role === 'hidden') continue; // the server's own values
    const error = fieldError(f, value, isOptional(f, role), fieldCheckOf(f, input));
    if (error) errors[f.name] = error;
  }
  return errors;
}

/** The `fields` payload: every field but the `off` ones; Pix adds numberId/numberType. */
export function fieldPayload(fields: readonly FormField[], input: FormInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [f, { value }] of valuesOf(fields, input)) out[f.name] = value;
  return { ...out, ...pixNumberValues(fields, out) };
}

/**
 * FORM-19 (decision FORM-27): fields are incomplete when a field the player must fill (shown, not
 * optional) is still empty.
 */
export function fieldsIncomplete(fields: readonly FormField[], input: FormInput): boolean {
  for (const [f, { value, role }] of valuesOf(fields, input)) {
    if (role === 'shown' && !isOptional(f, role) && value === '') return true;
  }
  return false;
}
