/**
 * The player's edits of a method page's form (flows §4 "Form behaviour"; FORM-06..21): typing,
 * blur, focus, a dropdown's choice, the phone country, the one open dropdown, the advanced toggle.
 * Each goes through the field's own rules (src/domain) into the form's state (form-state.ts).
 */
import { blurText, editText, maskOf } from '../domain/field-input.ts';
import { CARD_LENGTH_KEY, cardTooLong } from '../domain/card-entry.ts';
import { isCardNumberField } from '../domain/card-number.ts';
import { fieldRefusalMessage, readFieldEntry } from '../domain/field-entry.ts';
import { maskOverflow } from '../domain/field-mask.ts';
import { maskPrefix, phoneText } from '../domain/phone-prefix.ts';
import { hasPixKeyType } from '../domain/pix-fields.ts';
import { typeCardNumber } from './card-bank.ts';
import type { ErrorMessage } from '../domain/error-message.ts';
import type { FormField } from '../domain/form-field.ts';
import { $formFields, errorOf, findField, patchForm, phonePrefixOf, type FormFieldsState } from './form-state.ts';
import { scoped, type Scope } from './scope.ts';

const pixForm = (s: FormFieldsState): boolean => hasPixKeyType(s.fields);

/**
 * Decisions INPUT-01..03: the input read whole (field-entry.ts), or the message of its refusal. A mask
 * would cut what passes its last slot: such input is refused instead (a card number has its own rule).
 */
function readInput(s: FormFieldsState, field: FormField, raw: string): { text: string } | { refusal: ErrorMessage } {
  const entry = readFieldEntry(field, raw);
  if (entry.kind === 'refused') return { refusal: fieldRefusalMessage(field, entry.reason) };
  const masked = !isCardNumberField(field) && field.type !== 'phone_with_prefix';
  const overflow = masked ? maskOverflow(maskOf(field, pixForm(s)), entry.text) : null;
  return overflow === null ? { text: entry.text } : { refusal: fieldRefusalMessage(field, 'tooLong', overflow) };
}

/**
 * FORM-16: the player typed or pasted; the text is read whole (decisions INPUT-01..03: refused with
 * a message, the field keeping its text) and goes through the field's mask, case and prefix rules.
 */
export function inputField(scope: Scope, name: string, raw: string): void {
  const s = $formFields(scope).get();
  const field = findField(s, name);
  if (!field) return;
  const { [name]: _ended, ...refused } = s.refused;
  const input = readInput(s, field, raw);
  const triggered = { ...s.triggered, [name]: true };
  if ('refusal' in input) {
    patchForm(scope, { refused: { ...refused, [name]: input.refusal }, errors: { ...s.errors, [name]: input.refusal }, triggered });
    return;
  }
  const prefix = field.type === 'phone_with_prefix' ? phonePrefixOf(s, field) : undefined;
  const text = editText(field, input.text, { pixForm: pixForm(s), previous: s.texts[name] ?? '', ...(prefix ? { prefix } : {}) });
  const { [name]: _old, ...errors } = s.errors;
  const next = { ...s, texts: { ...s.texts, [name]: text }, triggered, refused };
  // A card number past its longest is wrong whatever comes next: said at once, not on blur (INPUT-01);
  // its length message goes with the next edit (blur checks the length again).
  const overLong = isCardNumberField(field) && cardTooLong(maskOf(field, pixForm(s)), text);
  const previous = s.errors[name];
  const stale = name in s.refused || (previous !== undefined && 'key' in previous && previous.key === CARD_LENGTH_KEY);
  const shown = overLong ? errorOf(next, field) : stale ? null : previous;
  $formFields(scope).set({ ...next, errors: shown ? { ...errors, [name]: shown } : errors });
  if (isCardNumberField(field)) typeCardNumber(scope, text);
}

/** FORM-10, FORM-16: blur trims a text field, triggers it and shows its error. */
export function blurField(scope: Scope, name: string): void {
  const s = $formFields(scope).get();
  const field = findField(s, name);
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
    patchForm(scope, { keepErrorOnFocus: undefined });
    return;
  }
  if (!(name in s.errors)) return;
  const { [name]: _cleared, ...errors } = s.errors;
  patchForm(scope, { errors });
}

/** FORM-16, FORM-20: a dropdown option was picked: the value changes, the field triggers, the list closes. */
export function chooseOption(scope: Scope, name: string, value: string): void {
  const s = $formFields(scope).get();
  const field = findField(s, name);
  if (!field) return;
  const next = { ...s, texts: { ...s.texts, [name]: value }, triggered: { ...s.triggered, [name]: true }, openDropdown: null };
  const error = errorOf(next, field);
  const { [name]: _old, ...rest } = s.errors;
  $formFields(scope).set({ ...next, errors: error ? { ...rest, [name]: error } : rest });
}

/** FORM-08: the player picked the phone country; the number they typed stays after the new prefix. */
export function choosePhoneCountry(scope: Scope, name: string, country: string): void {
  const s = $formFields(scope).get();
  const field = findField(s, name);
  if (!field || maskPrefix(field.mask)) return; // a mask's prefix is fixed
  const oldPrefix = phonePrefixOf(s, field) ?? '';
  const digits = (s.texts[name] ?? '').slice(oldPrefix.length).replace(/\D/g, '');
  const next = { ...s, phoneCountries: { ...s.phoneCountries, [name]: country }, openDropdown: null, triggered: { ...s.triggered, [name]: true } };
  patchForm(scope, { ...next, texts: { ...s.texts, [name]: phoneText(phonePrefixOf(next, field) ?? '', digits, field.mask) } });
}

/** FORM-20: opening a dropdown closes any other; null closes the open one (FORM-21: outside click). */
export function openDropdown(scope: Scope, id: string | null): void {
  if ($formFields(scope).get().openDropdown !== id) patchForm(scope, { openDropdown: id });
}

/** The "more details" toggle of advanced fields. */
export function toggleAdvanced(scope: Scope): void {
  patchForm(scope, { showAdvanced: !$formFields(scope).get().showAdvanced });
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
