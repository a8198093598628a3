/**
 * The dynamic form of a method page (flows §4 "Form behaviour", §5 "Dynamic fields"; FORM-01..27),
 * its state: the fields (the method's, its regex field, and those a "fields required" answer adds),
 * what the player typed, which fields are triggered, their errors, the form-valid and amount-valid
 * flags, the one open dropdown and the advanced toggle; and the page's entry and exit. The player's
 * edits are form-edits.ts, the press's validation form-submit.ts; importers use form-fields.ts.
 */
import { atom } from 'nanostores';
import type { ErrorMessage } from '../domain/error-message.ts';
import type { FormField } from '../domain/form-field.ts';
import { fieldCheckOf, fieldError, isOptional, mergeFields, sentValue, type FormInput } from '../domain/form-fields.ts';
import { fieldRole } from '../domain/field-visibility.ts';
import { methodRegexField } from '../domain/method-regex-field.ts';
import { dialCodeOf, PHONE_COUNTRIES } from '../domain/phone-countries.ts';
import { maskPrefix, phoneText } from '../domain/phone-prefix.ts';
import type { PaymentMethod } from '../domain/payment-entities.ts';
import { startCardBank, stopCardBank } from './card-bank.ts';
import { $config } from './config.ts';
import { $user } from './user.ts';
import { scoped, type Scope } from './scope.ts';

export interface FormFieldsState {
  fields: FormField[];
  /** The text of each field as the player sees it. */
  texts: Record<string, string>;
  /** FORM-15/16: a field is untouched until input, blur or change triggers it. */
  triggered: Record<string, boolean>;
  /** The errors on screen (FORM-17: cleared on focus). */
  errors: Record<string, ErrorMessage>;
  /**
   * Decision INPUT-02: the message of an input the field refused (it kept its text), by field name.
   * It stands through blur until the field takes the player's next input or the page is pressed.
   */
  refused: Record<string, ErrorMessage>;
  /** FORM-18: both start true; a failed validation sets them. */
  formValid: boolean;
  amountValid: boolean;
  /** FORM-20: the name of the one open dropdown. */
  openDropdown: string | null;
  /** Advanced fields shown (decision FORM-27). */
  showAdvanced: boolean;
  /** Chosen phone country per phone field (ISO code). */
  phoneCountries: Record<string, string>;
  cardViewType?: unknown;
  /** The bank of the card number being typed (bank-get), when known. */
  cardBank?: string;
  /** The user's country: the phone list starts with it (FORM-08). */
  userCountry?: string;
  /** FORM-13 focuses the first bad field without clearing its error (FORM-17 is for the player's focus). */
  keepErrorOnFocus?: string;
}

const initial = (): FormFieldsState => ({
  fields: [],
  texts: {},
  triggered: {},
  errors: {},
  refused: {},
  formValid: true,
  amountValid: true,
  openDropdown: null,
  showAdvanced: false,
  phoneCountries: {},
});

/**
 * The country a method's limits and payout fields are asked for (decision ENT-14), and the one the
 * form's phone list starts from (FORM-08): the player's own, else the host's payment geo.
 */
export const playerCountry = (scope: Scope): string | undefined => $user(scope).get().country ?? $config(scope).get().paymentGeo;

/** The form of the page on screen. */
export const $formFields = scoped(() => (atom<FormFieldsState>(initial())));

/** For the form's own files (form-edits.ts, form-submit.ts); not part of form-fields.ts's surface. */
export const patchForm = (scope: Scope, p: Partial<FormFieldsState>): void => $formFields(scope).set({ ...$formFields(scope).get(), ...p });
export const findField = (s: FormFieldsState, name: string): FormField | undefined => s.fields.find((f) => f.name === name);

/** FORM-06/08: a phone field's prefix: the mask's, else the chosen country's dialling code. */
export function phonePrefixOf(s: FormFieldsState, field: FormField): string | undefined {
  return maskPrefix(field.mask) ?? dialCodeOf(s.phoneCountries[field.name] ?? s.userCountry) ?? PHONE_COUNTRIES[0]?.dial;
}

const startText = (s: FormFieldsState, f: FormField): string =>
  f.type === 'phone_with_prefix' ? phoneText(phonePrefixOf(s, f) ?? '', (f.value ?? '').replace(/\D/g, ''), f.mask) : (f.value ?? '');

/** Adds fields with their start texts; a field the server marks isTriggered starts triggered (decision FORM-27). */
function withFields(s: FormFieldsState, added: readonly FormField[]): FormFieldsState {
  const fields = mergeFields(s.fields, added);
  const next = { ...s, fields };
  const texts = { ...s.texts };
  const triggered = { ...s.triggered };
  for (const f of fields.slice(s.fields.length)) {
    texts[f.name] = startText(next, f);
    if (f.isTriggered) triggered[f.name] = true;
  }
  const out = { ...next, texts, triggered };
  // A server-triggered field shows its error from the start.
  const errors = { ...s.errors };
  for (const f of fields.slice(s.fields.length)) {
    const error = f.isTriggered ? errorOf(out, f) : null;
    if (error) errors[f.name] = error;
  }
  return { ...out, errors };
}

/**
 * Page entry: a fresh form with the method's fields and its regex field (FORM-03..05), for the
 * method's card view type (FORM-25) and the user's country (FORM-08).
 */
export function startForm(scope: Scope, method: PaymentMethod | undefined, userCountry?: string): void {
  const base: FormFieldsState = { ...initial(), cardViewType: method?.cardViewType, ...(userCountry ? { userCountry } : {}) };
  const regexField = methodRegexField(method);
  const own = [...(Array.isArray(method?.fields) ? method.fields : []), ...(regexField ? [regexField] : [])];
  $formFields(scope).set(withFields(base, own.filter((f) => f && typeof f.name === 'string')));
  // The bank of a card number field (bank-get), shown next to it.
  startCardBank(scope, method?.name, (bank) => patchForm(scope, { cardBank: bank ?? undefined }));
}

/** CREATE-17: a "fields required" answer adds its fields (existing ones keep their text). */
export function addFields(scope: Scope, fields: readonly FormField[]): void {
  patchForm(scope, withFields($formFields(scope).get(), fields));
}

/** Page exit: nothing outlives the page. */
export function resetForm(scope: Scope): void {
  $formFields(scope).set(initial());
  stopCardBank(scope);
}

/** The input the domain checks need. */
export function formInput(s: FormFieldsState, amount?: string): FormInput {
  const prefixes: Record<string, string> = {};
  for (const f of s.fields) {
    const p = f.type === 'phone_with_prefix' ? phonePrefixOf(s, f) : undefined;
    if (p) prefixes[f.name] = p;
  }
  return { cardViewType: s.cardViewType, values: s.texts, prefixes, ...(amount !== undefined ? { amount } : {}) };
}

/** The error a field shows now, or null (a hidden, switched-off or amount-bound field has none). */
export function errorOf(s: FormFieldsState, field: FormField): ErrorMessage | null {
  const refused = s.refused[field.name];
  if (refused) return refused;
  const input = formInput(s);
  const role = fieldRole(field, s.fields, input);
  if (role === 'hidden' || role === 'off' || role === 'bound') return null;
  return fieldError(field, sentValue(field, s.texts[field.name] ?? '', input.prefixes?.[field.name]), isOptional(field, role), fieldCheckOf(field, input));
}

