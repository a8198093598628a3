/**
 * LIST-15: the bonus section — the host's `bonusList` as an informational list of titles and
 * subtitles. Decision LIST-15: only bonuses in the deposit currency (or with no currency) are
 * shown, and nothing here is selectable: choosing and activating a bonus is the bonus flow's part
 * (BONUS rows). Titles come from the host in any language, so each text gets `dir="auto"`.
 */
import { bonusFitsCurrency } from '../../domain/bonus-currency.ts';

export { bonusFitsCurrency };

export interface BonusItem {
  id: string;
  title: string;
  subtitle?: string;
}


/**
 * Reads the host list defensively: entries need an id and a content title, and must fit the
 * deposit currency (`depositCurrency` undefined keeps every currency).
 */
export function bonusItems(list: unknown, depositCurrency?: string): BonusItem[] {
  if (!Array.isArray(list)) return [];
  const items: BonusItem[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, content, currency } = entry as { id?: unknown; currency?: unknown; content?: { title?: unknown; subtitle?: unknown } };
    const title = content?.title;
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof title !== 'string' || title.trim() === '') continue;
    if (depositCurrency !== undefined && !bonusFitsCurrency(currency, depositCurrency)) continue;
    const subtitle = typeof content?.subtitle === 'string' && content.subtitle.trim() !== '' ? content.subtitle : undefined;
    items.push({ id: String(id), title, ...(subtitle ? { subtitle } : {}) });
  }
  return items;
}

/** A small gift mark: decorative, the row's text carries the meaning. */
function GiftMark() {
  return (
    <svg className="cashier-bonus__mark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v9H5v-9M7.5 8a2.5 2.5 0 1 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 1 1 0 5" />
    </svg>
  );
}

export interface BonusSectionProps {
  heading: string;
  list: unknown;
  /** The deposit currency; bonuses in other currencies are left out. */
  currency: string;
}

/** LIST-15: one quiet panel with a row per bonus; renders nothing when no bonus applies. */
export function BonusSection({ heading, list, currency }: BonusSectionProps) {
  const items = bonusItems(list, currency);
  if (items.length === 0) return null;
  return (
    <section className="cashier-bonuses" aria-label={heading}>
      <h2 className="cashier-section-title">{heading}</h2>
      <ul className="cashier-bonuses__list">
        {items.map((b) => (
          <li key={b.id} className="cashier-bonus" data-bonus={b.id}>
            <GiftMark />
            <span className="cashier-bonus__text">
              <span className="cashier-bonus__title" dir="auto">
                {b.title}
              </span>
              {b.subtitle ? (
                <span className="cashier-bonus__subtitle" dir="auto">
                  {b.subtitle}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
