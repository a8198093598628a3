/**
 * A method page's press, as the form sees it (FORM-13, FORM-18/19, AN-04): the validation that
 * shows every field's error, the `fields` payload, the disabled submit button, and the report of
 * the fields a validation rejected.
 */
import { atom, computed } from 'nanostores';
import { fieldPayload, fieldsIncomplete, formErrors } from '../domain/form-fields.ts';
import { fieldsWithRole } from '../domain/field-visibility.ts';
import { reportInvalidFields } from './invalid-fields.ts';
import { $formFields, formInput, patchForm, type FormFieldsState } from './form-state.ts';
import { scoped, type Scope } from './scope.ts';

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
  // Decision INPUT-02: a refusal was about text the field never took; the press judges what it holds.
  patchForm(scope, { errors, refused: {}, formValid: names.length === 0, amountValid: amountOk && !bound, showAdvanced });
  return { ok: names.length === 0, badFieldNames: () => names };
}

/** The `fields` payload of deposit-create. */
export function formPayload(scope: Scope, amount: string): Record<string, string> {
  const s = $formFields(scope).get();
  return fieldPayload(s.fields, formInput(s, amount));
}

/** FORM-13: the next focus of this field (the first bad one) keeps its error. */
export function keepErrorOnNextFocus(scope: Scope, name: string): void {
  patchForm(scope, { keepErrorOnFocus: name });
}

/**
 * FORM-19: the submit button is disabled when fields are incomplete and either a field is
 * triggered or the form is invalid.
 */
export function isSubmitDisabled(s: FormFieldsState): boolean {
  const incomplete = fieldsIncomplete(s.fields, formInput(s));
  return incomplete && (Object.values(s.triggered).some(Boolean) || !s.formValid);
}

export const $submitDisabled = scoped((scope: Scope) => computed($formFields(scope), isSubmitDisabled));

/** The last fields a failed validation rejected (AN-04 reads them; `count` tells repeats apart). */
export const $fieldsRejected = scoped(() => atom<{ names: readonly string[]; count: number }>({ names: [], count: 0 }));

/**
 * AN-04: a failed validation rejected these fields: one `regex_error` analytics event per name
 * and one `onDisplayError { kind: 'field', fields }` to the host (src/stores/display-errors.ts).
 */
export function onFieldsRejected(scope: Scope, names: readonly string[]): void {
  if (names.length === 0) return;
  $fieldsRejected(scope).set({ names: [...names], count: $fieldsRejected(scope).get().count + 1 });
  reportInvalidFields(scope, names);
}

