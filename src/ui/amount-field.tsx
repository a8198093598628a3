/**
 * The amount input (DOM-19..27) with its range hint and error, and the quick chips (DOM-31..33).
 * Props only; the page wires the model. Errors are linked with aria-describedby and announced.
 */
import { useId } from 'react';

export interface AmountFieldProps {
  label: string;
  value: string;
  currency: string;
  /** DOM-22: "From 10 to 500". */
  hint: string;
  /** DOM-20/21 message, shown once the field is touched. */
  error?: string;
  /** ONRAMP-05: not usable yet (the hint says why). */
  disabled?: boolean;
  onChange(raw: string): void;
  onBlur(): void;
}

export function AmountField({ label, value, currency, hint, error, disabled, onChange, onBlur }: AmountFieldProps) {
  const id = useId();
  return (
    <div className={error ? 'cashier-amount cashier-amount--invalid' : 'cashier-amount'}>
      <label className="cashier-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="cashier-amount__box">
        <input
          id={id}
          className="cashier-amount__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
        />
        <span className="cashier-amount__currency" aria-hidden="true">
          {currency}
        </span>
      </div>
      <p className="cashier-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <p className="cashier-field__error" id={`${id}-error`} role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}

export interface AmountChipsProps {
  label: string;
  chips: readonly { value: number; text: string }[];
  /** The chip equal to the current amount is pressed. */
  current: number | null;
  onPick(value: number): void;
}

/** DOM-31..33: quick amounts as toggle buttons. */
export function AmountChips({ label, chips, current, onPick }: AmountChipsProps) {
  if (chips.length === 0) return null;
  return (
    <div className="cashier-chips" role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          className="cashier-chip"
          aria-pressed={current === chip.value ? 'true' : 'false'}
          onClick={() => onPick(chip.value)}
        >
          {chip.text}
        </button>
      ))}
    </div>
  );
}
