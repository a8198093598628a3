/**
 * The dynamic form of a method page (flows §4 "Form behaviour", §5 "Dynamic fields"; FORM-01..27):
 * the fields (the method's, its regex field, and those a "fields required" answer adds), what the
 * player typed, which fields are triggered, their errors, the form-valid and amount-valid flags,
 * the one open dropdown and the advanced toggle. Every money flow's page uses this one store; the
 * rules live in src/domain, this file only holds the state and applies them.
 */
import { atom, computed } from 'nanostores';
import type { ErrorMessage } from '../domain/error-message.ts';
import type { FormField } from '../domain/form-field.ts';
import { fieldCheckOf, fieldError, fieldPayload, fieldsIncomplete, formErrors, isOptional, mergeFields, sentValue, type FormInput } from '../domain/form-fields.ts';
import { blurText, editText } from '../domain/field-input.ts';
import { isCardNumberField } from '../domain/card-number.ts';
import { fieldRole, fieldsWithRole } from '../domain/field-visibility.ts';
import { methodRegexField } from '../domain/method-regex-field.ts';
import { dialCodeOf, PHONE_COUNTRIES } from '../domain/phone-countries.ts';
import { maskPrefix, phoneText } from '../domain/phone-prefix.ts';
import { hasPixKeyType } from '../domain/pix-fields.ts';
import type { PaymentMethod } from '../domain/payment-entities.ts';
import { startCardBank, stopCardBank, typeCardNumber } from './card-bank.ts';
import { reportInvalidFields } from './invalid-fields.ts';

import { scoped, type Scope } from './scope.ts';
export interface FormFieldsState {
  fields: FormField[];
  /** The text of each field as the player sees it. */
  texts: Record<string, string>;
  /** FORM-15/16: a field is untouched until input, blur or change triggers it. */
  triggered: Record<string, boolean>;
  /** The errors on screen (FORM-17: cleared on focus). */
  errors: Record<string, ErrorMessage>;
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
  /** The method's `checkLuhn` (ENT-13): its card number field must pass the Luhn check. */
  checkLuhn?: boolean;
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
  formValid: true,
  amountValid: true,
  openDropdown: null,
  showAdvanced: false,
  phoneCountries: {},
});

/** The form of the page on screen. */
export const $formFields = scoped(() => (atom<FormFieldsState>(initial())));

const patch = (scope: Scope, p: Partial<FormFieldsState>): void => $formFields(scope).set({ ...$formFields(scope).get(), ...p });
const find = (s: FormFieldsState, name: string): FormField | undefined => s.fields.find((f) => f.name === name);

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
  const base: FormFieldsState = { ...initial(), cardViewType: method?.cardViewType, ...(method?.checkLuhn === true ? { checkLuhn: true } : {}), ...(userCountry ? { userCountry } : {}) };
  const regexField = methodRegexField(method);
  const own = [...(Array.isArray(method?.fields) ? method.fields : []), ...(regexField ? [regexField] : [])];
  $formFields(scope).set(withFields(base, own.filter((f) => f && typeof f.name === 'string')));
  // The bank of a card number field (bank-get), shown next to it.
  startCardBank(scope, method?.name, (bank) => patch(scope, { cardBank: bank ?? undefined }));
}

/** CREATE-17: a "fields required" answer adds its fields (existing ones keep their text). */
export function addFields(scope: Scope, fields: readonly FormField[]): void {
  patch(scope, withFields($formFields(scope).get(), fields));
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
  return { cardViewType: s.cardViewType, values: s.texts, prefixes, ...(s.checkLuhn ? { checkLuhn: true } : {}), ...(amount !== undefined ? { amount } : {}) };
}

function errorOf(s: FormFieldsState, field: FormField): ErrorMessage | null {
  const input = formInput(s);
  const role = fieldRole(field, s.fields, input);
  if (role === 'hidden' || role === 'off' || role === 'bound') return null;
  return fieldError(field, sentValue(field, s.texts[field.name] ?? '', input.prefixes?.[field.name]), isOptional(field, role), fieldCheckOf(field, input));
}

const pixForm = (s: FormFieldsState): boolean => hasPixKeyType(s.fields);

/** FORM-16: the player typed; the text goes through the field's mask, case and prefix rules. */
export function inputField(scope: Scope, name: string, raw: string): void {
  const s = $formFields(scope).get();
  const field = find(s, name);
  if (!field) return;
  const prefix = field.type === 'phone_with_prefix' ? phonePrefixOf(s, field) : undefined;
  const text = editText(field, raw, { pixForm: pixForm(s), previous: s.texts[name] ?? '', ...(prefix ? { prefix } : {}) });
  patch(scope, { texts: { ...s.texts, [name]: text }, triggered: { ...s.triggered, [name]: true } });
  if (isCardNumberField(field)) typeCardNumber(scope, text);
}

/** FORM-10, FORM-16: blur trims a text field, triggers it and shows its error. */
export function blurField(scope: Scope, name: string): void {
  const s = $formFields(scope).get();
  const field = find(s, name);
  if (!field) return;
  // A FORM-13 focus that fired no focus event (the field had it already) must not outlive the field's blur.
  const next = { ...s, texts: { ...s.texts, [name]: blurText(field, s.texts[name] ?? '') }, triggered: { ...s.triggered, [name]: true }, keepErrorOnFocus: undefined };
  const error = errorOf(next, field);
  const { [name]: _old, ...rest } = s.errors;
  $formFields(scope).set({ ...next, errors: error ? { ...rest, [name]: error } : rest });
}

/** FORM-17: focus clears the field's errors (not when FORM-13 moved the focus there). */
export function focusField(scope: Scope, name: string): void {
  const s = $formFields(scope).get();
  if (s.keepErrorOnFocus === name) {
    patch(scope, { keepErrorOnFocus: undefined });
    return;
  }
  if (!(name in s.errors)) return;
  const { [name]: _cleared, ...errors } = s.errors;
  patch(scope, { errors });
}

/** FORM-16, FORM-20: a dropdown option was picked: the value changes, the field triggers, the list closes. */
export function chooseOption(scope: Scope, name: string, value: string): void {
  const s = $formFields(scope).get();
  const field = find(s, name);
  if (!field) return;
  const next = { ...s, texts: { ...s.texts, [name]: value }, triggered: { ...s.triggered, [name]: true }, openDropdown: null };
  const error = errorOf(next, field);
  const { [name]: _old, ...rest } = s.errors;
  $formFields(scope).set({ ...next, errors: error ? { ...rest, [name]: error } : rest });
}

/** FORM-08: the player picked the phone country; the number they typed stays after the new prefix. */
export function choosePhoneCountry(scope: Scope, name: string, country: string): void {
  const s = $formFields(scope).get();
  const field = find(s, name);
  if (!field || maskPrefix(field.mask)) return; // a mask's prefix is fixed
  const oldPrefix = phonePrefixOf(s, field) ?? '';
  const digits = (s.texts[name] ?? '').slice(oldPrefix.length).replace(/\D/g, '');
  const next = { ...s, phoneCountries: { ...s.phoneCountries, [name]: country }, openDropdown: null, triggered: { ...s.triggered, [name]: true } };
  patch(scope, { ...next, texts: { ...s.texts, [name]: phoneText(phonePrefixOf(next, field) ?? '', digits, field.mask) } });
}

/** FORM-20: opening a dropdown closes any other; null closes the open one (FORM-21: outside click). */
export function openDropdown(scope: Scope, id: string | null): void {
  if ($formFields(scope).get().openDropdown !== id) patch(scope, { openDropdown: id });
}

/** The "more details" toggle of advanced fields. */
export function toggleAdvanced(scope: Scope): void {
  patch(scope, { showAdvanced: !$formFields(scope).get().showAdvanced });
}

/** The result of a validation: whether every field passed, and which did not (AN-04). */
export interface FormCheck {
  ok: boolean;
  badFieldNames(): string[];
}

/**
 * The submit's validation: every field's error shows, the form-valid flag is set (FORM-18/19), and
 * the amount-valid flag too (the amount's own check, and the rules of an `amount` field bound to it).
 * `amount` is the amount as sent (a dot decimal), `amountOk` the amount's own limits check.
 */
export function validateForm(scope: Scope, amount: string, amountOk: boolean): FormCheck {
  const s = $formFields(scope).get();
  const input = formInput(s, amount);
  const errors = formErrors(s.fields, input);
  const bound = fieldsWithRole(s.fields, input, 'bound').some((f) => f.name in errors);
  const names = Object.keys(errors);
  // An error on an advanced field opens the toggle, so the player can see it.
  const showAdvanced = s.showAdvanced || fieldsWithRole(s.fields, input, 'advanced').some((f) => f.name in errors);
  patch(scope, { errors, formValid: names.length === 0, amountValid: amountOk && !bound, showAdvanced });
  return { ok: names.length === 0, badFieldNames: () => names };
}

/** The `fields` payload of deposit-create. */
export function formPayload(scope: Scope, amount: string): Record<string, string> {
  const s = $formFields(scope).get();
  return fieldPayload(s.fields, formInput(s, amount));
}

/** FORM-13: the next focus of this field (the first bad one) keeps its error. */
export function keepErrorOnNextFocus(scope: Scope, name: string): void {
  patch(scope, { keepErrorOnFocus: name });
}

/**
 * FORM-19: the submit button is disabled when fields are incomplete and either a field is
 * triggered or the form is invalid.
 */
export function isSubmitDisabled(s: FormFieldsState): boolean {
  const incomplete = fieldsIncomplete(s.fields, formInput(s));
  return incomplete && (Object.values(s.triggered).some(Boolean) || !s.formValid);
}

export const $submitDisabled = scoped((scope: Scope) => (computed($formFields(scope), isSubmitDisabled)));

/** The last fields a failed validation rejected (AN-04 reads them; `count` tells repeats apart). */
export const $fieldsRejected = scoped(() => (atom<{ names: readonly string[]; count: number }>({ names: [], count: 0 })));

/**
 * AN-04: a failed validation rejected these fields: one `regex_error` analytics event per name
 * and one `onDisplayError { kind: 'field', fields }` to the host (src/stores/display-errors.ts).
 */
export function onFieldsRejected(scope: Scope, names: readonly string[]): void {
  if (names.length === 0) return;
  $fieldsRejected(scope).set({ names: [...names], count: $fieldsRejected(scope).get().count + 1 });
  reportInvalidFields(scope, names);
}

/** The form's actions as a page hands them to the field controls (src/ui/form-fields.tsx FormFieldsHandlers). */
export const formFieldHandlers = scoped((scope: Scope) => ({
  onInput: inputField.bind(null, scope),
  onBlur: blurField.bind(null, scope),
  onFocus: focusField.bind(null, scope),
  onChoose: chooseOption.bind(null, scope),
  onPhoneCountry: choosePhoneCountry.bind(null, scope),
  onOpen: openDropdown.bind(null, scope),
  onToggleAdvanced: () => toggleAdvanced(scope),
} as const));
