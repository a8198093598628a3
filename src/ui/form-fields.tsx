/** CREATE-17: the form fields a "fields required" answer added, as labelled text inputs with their errors. */
import type { FormField } from '../domain/payment-entities.ts';
import { fieldError, visibleFields } from '../domain/form-fields.ts';
import { localized } from '../domain/localized-text.ts';

export interface FormFieldsProps {
  title: string;
  fields: readonly FormField[];
  values: Readonly<Record<string, string>>;
  language: string;
  showErrors: boolean;
  translate(key: string): string;
  onChange(name: string, value: string): void;
}

/** The field's label: its placeholder text in the user language (the one localized-text rule), else its alias or name. */
const labelOf = (f: FormField, language: string): string => localized(f.placeholder_text, language) ?? f.alias ?? f.name;

export function FormFields({ title, fields, values, language, showErrors, translate, onChange }: FormFieldsProps) {
  const shown = visibleFields(fields);
  if (shown.length === 0) return null;
  return (
    <fieldset className="cashier-extra-fields">
      <legend className="cashier-section-title">{title}</legend>
      {shown.map((field) => {
        const value = values[field.name] ?? field.value ?? '';
        const error = showErrors ? fieldError(field, value) : null;
        const id = `cashier-field-${field.name}`;
        const message = error ? ('key' in error ? translate(error.key) : error.text) : '';
        return (
          <div key={field.name} className={error ? 'cashier-field cashier-field--invalid' : 'cashier-field'}>
            {/* dir="auto": the label is the server's text in any script */}
            <label className="cashier-field__label" htmlFor={id} dir="auto">
              {labelOf(field, language)}
            </label>
            <input
              id={id}
              name={field.name}
              className="cashier-field__input"
              type="text"
              autoComplete="off"
              required
              value={value}
              aria-invalid={error ? 'true' : 'false'}
              aria-describedby={`${id}-error`}
              onChange={(e) => onChange(field.name, e.currentTarget.value)}
            />
            <p className="cashier-field__error" id={`${id}-error`} role="alert">
              {message}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
