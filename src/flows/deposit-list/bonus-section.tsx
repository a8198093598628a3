/**
 * LIST-15: the bonus section — the host's `bonusList` as a simple list of titles and subtitles.
 * Selecting and activating bonuses is the bonus flow's part (BONUS rows); nothing renders when
 * the host gave no usable bonus.
 */
export interface BonusItem {
  id: string;
  title: string;
  subtitle?: string;
}

/** Reads the host list defensively: entries need an id and a content title. */
export function bonusItems(list: unknown): BonusItem[] {
  if (!Array.isArray(list)) return [];
  const items: BonusItem[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, content } = entry as { id?: unknown; content?: { title?: unknown; subtitle?: unknown } };
    const title = content?.title;
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof title !== 'string' || title.trim() === '') continue;
    const subtitle = typeof content?.subtitle === 'string' && content.subtitle.trim() !== '' ? content.subtitle : undefined;
    items.push({ id: String(id), title, ...(subtitle ? { subtitle } : {}) });
  }
  return items;
}

export function BonusSection({ heading, list }: { heading: string; list: unknown }) {
  const items = bonusItems(list);
  if (items.length === 0) return null;
  return (
    <section className="cashier-bonuses" aria-label={heading}>
      <h2 className="cashier-section-title">{heading}</h2>
      <ul className="cashier-bonuses__list">
        {items.map((b) => (
          <li key={b.id} className="cashier-bonus" data-bonus={b.id}>
            <span className="cashier-bonus__title">{b.title}</span>
            {b.subtitle ? <span className="cashier-bonus__subtitle">{b.subtitle}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
