/**
 * A list of single-choice options rendered as real buttons (Tab / Enter / Space work without
 * extra code); the chosen one carries aria-current and a check mark.
 */
import { CheckIcon } from './page-icons.tsx';

export interface ChoiceItem {
  id: string;
  label: string;
  /** Secondary text at the end (e.g. the country code). */
  hint?: string;
}

export interface ChoiceListProps {
  id?: string;
  label: string;
  items: readonly ChoiceItem[];
  selectedId?: string | undefined;
  onChoose(id: string): void;
}

export function ChoiceList({ id, label, items, selectedId, onChoose }: ChoiceListProps) {
  return (
    <ul id={id} className="cashier-choices" aria-label={label}>
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              type="button"
              className={selected ? 'cashier-choice cashier-choice--selected' : 'cashier-choice'}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onChoose(item.id)}
            >
              <span className="cashier-choice__label">{item.label}</span>
              {item.hint ? <span className="cashier-choice__hint">{item.hint}</span> : null}
              {selected ? (
                <span className="cashier-choice__check">
                  <CheckIcon />
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
