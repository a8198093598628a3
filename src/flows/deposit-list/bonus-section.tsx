/**
 * LIST-15: the bonus section of the deposit list. The list itself ships in the entry; the banners
 * (bonus-banners.tsx: colours, countdown, choosing, details) are a chunk of their own with the
 * bonus store and the bonus texts, loaded only when the host handed over bonuses (or reported a
 * failed fetch), and only after the list has painted (issue #24). Until it arrives, a placeholder
 * of the same height keeps the method tiles from jumping. Decision LIST-15: only bonuses in the
 * deposit currency (or with none) count.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { bonusFitsCurrency } from '../../domain/bonus-currency.ts';
import { isRecord } from '../../domain/is-record.ts';
import { completeEnglish } from '../../i18n/english.ts';
import { afterFirstScreenIdle } from '../../stores/methods-shown.ts';
import { useScope } from '../../stores/scope-context.ts';

/** Rendered instead of the banners when their chunk cannot load: bonuses are optional, the list is not. */
const NoBanners = () => null;

/**
 * The banners render once their chunk AND the rest of English are in, so no text is missing. A
 * chunk that fails to load leaves the section out instead of turning the whole list into an error.
 */
const BonusBanners = lazy(() =>
  Promise.all([import('./bonus-banners.tsx'), completeEnglish()]).then(
    ([banners]) => banners,
    () => ({ default: NoBanners }),
  ),
);

/** How many of the host's bonuses fit the currency (the placeholder's height; a rough count is fine). */
export function fittingBonusCount(list: unknown, currency: string): number {
  if (!Array.isArray(list)) return 0;
  return list.filter((entry) => isRecord(entry) && entry.id != null && bonusFitsCurrency(entry.currency, currency)).length;
}

export interface BonusSectionProps {
  heading: string;
  /** The host's bonusList. */
  list: unknown;
  /** The deposit currency. */
  currency: string;
  /** The host reported a failed bonus fetch (stores/bonus-feed.ts). */
  fetchFailed: boolean;
}

/**
 * Decision CRIT-01: true once the list has painted and the browser is idle — only then is the
 * banners' chunk fetched, so a host that passes bonuses waits for no more script than one that does not.
 */
function useAfterFirstScreen(): boolean {
  const scope = useScope();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterFirstScreenIdle(scope).then(() => mounted && setAfter(true));
    return () => void (mounted = false);
  }, []);
  return after;
}

export function BonusSection({ heading, list, currency, fetchFailed }: BonusSectionProps) {
  const after = useAfterFirstScreen();
  const count = fittingBonusCount(list, currency);
  if (count === 0 && !fetchFailed) return null;
  const placeholder = (
    <section className="cashier-bonuses cashier-bonuses--loading" aria-label={heading} aria-busy="true">
      <h2 className="cashier-section-title">{heading}</h2>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="cashier-bonus-placeholder" />
      ))}
    </section>
  );
  if (!after) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BonusBanners heading={heading} />
    </Suspense>
  );
}
