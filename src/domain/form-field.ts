/**
 * The dynamic form field (flows §3 "Form field"; ENT-16..18). Its own module so the deposit
 * answers (which carry fields) and the method entity (which carries fields) both import it
 * without importing each other.
 */
import type { LocalizedText } from './localized-text.ts';

/** ENT-18: the 8 form field types. */
export type FormFieldType =
  | 'dropdown'
  | 'dropdown_country'
  | 'dropdown_currency'
  | 'phone_with_prefix'
  | 'text'
  | 'text_uppercase'
  | 'networks'
  | 'amount';

/** ENT-18 as a runtime list. */
export const FORM_FIELD_TYPES: readonly FormFieldType[] = [
  'dropdown', 'dropdown_country', 'dropdown_currency', 'phone_with_prefix', 'text', 'text_uppercase', 'networks', 'amount',
];

/** ENT-17: one validation rule of a field (a unicode regex and its message). */
export interface FieldValidation {
  regex: string;
  message: string;
  isExists?: boolean;
}

/** ENT-16: a dropdown option. */
export interface FieldOption {
  text: string;
  value: string;
}

/** ENT-16: a dynamic form field. */
export interface FormField {
  name: string;
  alias?: string;
  type: FormFieldType;
  mask?: string;
  placeholder_key?: string;
  /** Per-locale placeholder text. */
  placeholder_text?: LocalizedText;
  validations?: FieldValidation[];
  value?: string;
  values?: FieldOption[];
  category?: string;
  isAdvanced?: boolean;
  isHidden?: boolean;
  isTriggered?: boolean;
}
