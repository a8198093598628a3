/**
 * The text input of a dynamic field (text, text_uppercase, a masked field, a phone number). The
 * form store decides the text (mask, case, prefix: FORM-06..12); this input only adds what a key
 * press needs before the text changes: no `+` in a phone (FORM-07), and no caret edits inside the
 * fixed prefix (FORM-06), so the caret never jumps. A paste is handed on whole (decision INPUT-02):
 * the browser would strip its line breaks ("Ivan\nPetrov" → "IvanPetrov") before the store reads it.
 */
import type { ClipboardEvent, KeyboardEvent } from 'react';
import type { InputHints } from '../../domain/field-input.ts';
import { withPasted } from '../paste-text.ts';
import { keepValueOutOfAttributes } from './no-value-attribute.ts';

export interface TextInputProps {
  id: string;
  name: string;
  value: string;
  hints: InputHints;
  invalid: boolean;
  describedBy: string;
  /** A phone field's fixed prefix. */
  prefix?: string;
  uppercase?: boolean;
  placeholder?: string;
  onInput(raw: string): void;
  onFocus(): void;
  onBlur(): void;
}

/** FORM-06, FORM-07: the keys a phone field refuses where the caret is. */
function guardPrefix(event: KeyboardEvent<HTMLInputElement>, prefix: string): void {
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey;
  const inPrefix = start < prefix.length + 1; // the prefix and the space after it
  if (event.key === '+') event.preventDefault(); // FORM-07
  else if (event.key === 'Backspace' || event.key === 'Delete') {
    if (event.key === 'Backspace' ? start === end && start <= prefix.length + 1 : inPrefix) event.preventDefault();
    else if (inPrefix) event.preventDefault();
  } else if (printable && inPrefix) {
    // Typing over the prefix lands after it instead: the caret moves, the key goes on.
    input.setSelectionRange(input.value.length, input.value.length);
  }
}

/** Hands on the input's text with the whole pasted text in place of the selection (a paste of no text is the browser's). */
function paste(event: ClipboardEvent<HTMLInputElement>, onInput: (raw: string) => void): void {
  const text = event.clipboardData.getData('text');
  if (text === '') return;
  event.preventDefault();
  onInput(withPasted(event.currentTarget, text));
}

export function TextInput({ id, name, value, hints, invalid, describedBy, prefix, uppercase, placeholder, onInput, onFocus, onBlur }: TextInputProps) {
  return (
    <input
      ref={keepValueOutOfAttributes}
      id={id}
      name={name}
      data-field={name}
      className="cashier-field__input"
      type={hints.inputMode === 'tel' ? 'tel' : 'text'}
      inputMode={hints.inputMode}
      autoComplete={hints.autoComplete}
      {...(uppercase ? { autoCapitalize: 'characters' } : {})}
      {...(placeholder ? { placeholder } : {})}
      dir={prefix ? 'ltr' : 'auto'}
      required
      value={value}
      aria-invalid={invalid ? 'true' : 'false'}
      aria-describedby={describedBy}
      onKeyDown={prefix ? (e) => guardPrefix(e, prefix) : undefined}
      onChange={(e) => onInput(e.currentTarget.value)}
      onPaste={(e) => paste(e, onInput)}
      onFocus={onFocus}
      onBlur={onBlur}
    />
  );
}
