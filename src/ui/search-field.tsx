/** A labelled search input with a leading icon (LIST-13/24 search fields). */
import { useId } from 'react';
import { SearchIcon } from './page-icons.tsx';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Id of the list the field filters (aria-controls). */
  controls?: string;
}

export function SearchField({ label, value, onChange, controls }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="cashier-search">
      <label className="cashier-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <span className="cashier-search__icon">
        <SearchIcon />
      </span>
      <input
        id={id}
        className="cashier-search__input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={label}
        value={value}
        aria-controls={controls}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
