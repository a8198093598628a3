/**
 * The amount input (DOM-19..27) with its range hint and error, and the quick chips (DOM-31..33).
 * Props only; the page wires the model. Errors are linked with aria-describedby and announced.
 * What the player types or pastes is read exactly or refused on the spot with a translated message
 * (decision REL-06): the page's `onChange` only ever gets plain 0–9 digits and separators.
 */
import { useId, useState, type ClipboardEvent } from 'react';
import { readAmountEntry, readPastedAmount, type AmountEntry, type AmountRefusal } from '../domain/amount-entry.ts';
import { useT } from '../i18n/react.tsx';
import { withPasted } from './paste-text.ts';

const REFUSAL_KEYS: Record<AmountRefusal, string> = { digits: 'amount.refused.digits', mixedDigits: 'amount.refused.mixedDigits' };

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
  const { t } = useT();
  // A refusal belongs to the text it refused: a chip or any later change of the value ends it.
  const [refused, setRefused] = useState<{ reason: AmountRefusal; value: string } | null>(null);
  const take = (entry: AmountEntry, next: (text: string) => string): void => {
    if (entry.kind === 'refused') return setRefused({ reason: entry.reason, value });
    setRefused(null);
    onChange(next(entry.text));
  };
  // The browser would strip a pasted line break ("1234\n5" → "12345"): the paste is read here, whole.
  const paste = (event: ClipboardEvent<HTMLInputElement>): void => {
    event.preventDefault();
    const input = event.currentTarget;
    take(readPastedAmount(event.clipboardData.getData('text')), (text) => withPasted(input, text));
  };
  const shownError = refused && refused.value === value ? t(REFUSAL_KEYS[refused.reason]) : error;
  return (
    <div className={shownError ? 'cashier-amount cashier-amount--invalid' : 'cashier-amount'}>
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
          aria-invalid={shownError ? 'true' : 'false'}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(e) => take(readAmountEntry(e.currentTarget.value), (text) => text)}
          onPaste={paste}
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
        {shownError ?? ''}
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
