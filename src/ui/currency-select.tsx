/**
 * A labelled native currency selector (CB-02): a platform <select>, so keyboard, screen readers and
 * phones' own pickers work as players expect. Each option is the code with the currency's name in
 * the player's language (Intl.DisplayNames), or the table's name where Intl has none (crypto).
 */
import { useId, useMemo } from 'react';
import { normalizeCurrencyCode } from '../domain/currencies.ts';
import { currencyName } from '../domain/currency-names.ts';

export interface CurrencySelectProps {
  label: string;
  value: string;
  codes: readonly string[];
  language: string;
  onChange(code: string): void;
}

/** The currency's name in `language`, else the table's English name, else nothing. */
function nameOf(names: Intl.DisplayNames | undefined, code: string): string | undefined {
  let local: string | undefined;
  try {
    local = names?.of(code);
  } catch {
    // Intl takes ISO 4217's three letters only: USDT and DOGE are refused, the table names them.
  }
  return local && local !== code ? local : currencyName(normalizeCurrencyCode(code));
}

function displayNames(language: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'currency', fallback: 'code' });
  } catch {
    return undefined;
  }
}

export function CurrencySelect({ label, value, codes, language, onChange }: CurrencySelectProps) {
  const id = useId();
  const names = useMemo(() => displayNames(language), [language]);
  return (
    <div className="cashier-currency-select">
      <label className="cashier-currency-select__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="cashier-currency-select__input" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {codes.map((code) => {
          const name = nameOf(names, code);
          return (
            <option key={code} value={code}>
              {name ? `${code} — ${name}` : code}
            </option>
          );
        })}
      </select>
    </div>
  );
}
