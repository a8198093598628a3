/**
 * A dropdown of a dynamic form (flows §4 "Form behaviour", §5; FORM-14, FORM-20, FORM-21): the
 * WAI-ARIA select-only combobox. The closed control is a `combobox` that names its value; open, it
 * controls a `listbox`. More than 5 options add a search box at the top of the list (FORM-14); the
 * open state belongs to the form (only one dropdown open at a time, FORM-20), and a pointer press
 * outside the dropdown closes it (FORM-21). Keyboard: arrows, Home/End, Enter/Space, Escape, Tab.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_THRESHOLD, filterOptions } from '../../domain/field-options.ts';

export interface DropdownOption {
  value: string;
  text: string;
}

export interface DropdownProps {
  /** The combobox's id; the listbox and options derive theirs from it. */
  id: string;
  /** The form field's name (FORM-13 finds the first bad field by it). */
  name?: string;
  labelId: string;
  options: readonly DropdownOption[];
  value: string;
  open: boolean;
  placeholder: string;
  searchLabel: string;
  noMatches: string;
  invalid?: boolean;
  describedBy?: string;
  onOpenChange(open: boolean): void;
  onChoose(value: string): void;
  onFocus?(): void;
  onBlur?(): void;
}

const wrap = (index: number, length: number): number => (length === 0 ? -1 : (index + length) % length);

export function Dropdown(props: DropdownProps) {
  const { id, name, labelId, options, value, open, placeholder, searchLabel, noMatches, invalid, describedBy, onOpenChange, onChoose, onFocus, onBlur } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const searchable = options.length > SEARCH_THRESHOLD; // FORM-14
  const shown = searchable ? filterOptions(options, query) : options;
  const selected = options.find((o) => o.value === value);
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  // Opening starts at the chosen option; the search box takes the focus.
  useEffect(() => {
    if (!open) {
      setQuery('');
      return;
    }
    setActive(Math.max(0, options.findIndex((o) => o.value === value)));
    if (searchable) searchRef.current?.focus();
    // Only when it opens or closes: the value and options are read at that moment.
  }, [open]);

  // FORM-21: a press anywhere outside this dropdown closes it (composedPath sees through the shadow root).
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open, onOpenChange]);

  // Keep the active option in view while arrowing through a long list.
  useEffect(() => {
    if (open && active >= 0) rootRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const choose = (option: DropdownOption | undefined) => {
    if (!option) return;
    onChoose(option.value);
    onOpenChange(false);
    comboRef.current?.focus();
  };

  const onKey = (event: KeyboardEvent) => {
    const key = event.key;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        onOpenChange(true);
      }
      return;
    }
    if (key === 'ArrowDown' || key === 'ArrowUp') setActive((i) => wrap(i + (key === 'ArrowDown' ? 1 : -1), shown.length));
    else if (key === 'Home') setActive(shown.length > 0 ? 0 : -1);
    else if (key === 'End') setActive(shown.length - 1);
    else if (key === 'Enter' || (key === ' ' && !searchable)) choose(shown[active]);
    else if (key === 'Escape') {
      onOpenChange(false);
      comboRef.current?.focus();
    } else if (key === 'Tab') {
      onOpenChange(false);
      return;
    } else return;
    event.preventDefault();
  };

  const activeId = open && active >= 0 && active < shown.length ? optionId(active) : undefined;

  return (
    <div
      ref={rootRef}
      className="cashier-dropdown"
      onBlur={(event) => {
        // Focus left the whole dropdown (not a move between its combobox, search box and options).
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          if (open) onOpenChange(false);
          onBlur?.();
        }
      }}
    >
      <div
        ref={comboRef}
        id={id}
        {...(name ? { 'data-field': name } : {})}
        role="combobox"
        tabIndex={0}
        className="cashier-dropdown__control cashier-field__input"
        aria-haspopup="listbox"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={listId}
        aria-labelledby={labelId}
        aria-invalid={invalid ? 'true' : 'false'}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        {...(activeId && !searchable ? { 'aria-activedescendant': activeId } : {})}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onKey}
        onFocus={onFocus}
      >
        <span className={selected ? 'cashier-dropdown__value' : 'cashier-dropdown__value cashier-dropdown__value--empty'} dir="auto">
          {selected ? selected.text : placeholder}
        </span>
        <span className="cashier-dropdown__chevron" aria-hidden="true" />
      </div>
      <div className="cashier-dropdown__popup" hidden={!open}>
        {searchable && open ? (
          <input
            ref={searchRef}
            type="text"
            className="cashier-dropdown__search cashier-field__input"
            aria-label={searchLabel}
            placeholder={searchLabel}
            aria-controls={listId}
            aria-autocomplete="list"
            {...(activeId ? { 'aria-activedescendant': activeId } : {})}
            autoComplete="off"
            value={query}
            onChange={(e) => {
              setQuery(e.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onKey}
          />
        ) : null}
        <ul id={listId} role="listbox" className="cashier-dropdown__list" aria-labelledby={labelId}>
          {/* Closed, the list is empty: a 240-country list costs nothing until it opens. */}
          {(open ? shown : []).map((option, i) => (
            <li
              key={option.value}
              id={optionId(i)}
              role="option"
              dir="auto"
              aria-selected={option.value === value ? 'true' : 'false'}
              className={i === active ? 'cashier-dropdown__option cashier-dropdown__option--active' : 'cashier-dropdown__option'}
              // The press must not move the focus out of the dropdown before the choice lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.text}
            </li>
          ))}
        </ul>
        {shown.length === 0 ? (
          <p className="cashier-dropdown__empty" role="status">
            {noMatches}
          </p>
        ) : null}
      </div>
    </div>
  );
}
