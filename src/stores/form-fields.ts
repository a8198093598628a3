/**
 * The dynamic form of a method page (flows §4 "Form behaviour", §5 "Dynamic fields"; FORM-01..27):
 * one store every money flow's page uses; the rules live in src/domain. This file is the form's one
 * import path; the form is kept in three files by purpose: its state, entry and exit
 * (form-state.ts), the player's edits (form-edits.ts), and the press's validation and payload
 * (form-submit.ts).
 */
export { $formFields, addFields, formInput, phonePrefixOf, playerCountry, resetForm, startForm, type FormFieldsState } from './form-state.ts';
export { blurField, chooseOption, choosePhoneCountry, focusField, formFieldHandlers, inputField, openDropdown, toggleAdvanced } from './form-edits.ts';
export { $fieldsRejected, $submitDisabled, formPayload, isSubmitDisabled, keepErrorOnNextFocus, onFieldsRejected, validateForm, type FormCheck } from './form-submit.ts';
