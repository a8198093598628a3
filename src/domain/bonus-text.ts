/**
 * A bonus's title and subtitle in the player's language (issue #21: the English page showed
 * "Бонус 50% на депозит"). The host may send each as one string or one per language; the one
 * localized-text picker chooses (language, base language, English). Every bonus part — the
 * banners, the amount page's offer, the details page — reads its texts here.
 */
import { localized } from './localized-text.ts';
import type { Bonus } from './promo-entities.ts';

export interface BonusTexts {
  /** The title, else undefined (the part then names the bonus kind). */
  title?: string;
  subtitle?: string;
}

export function bonusTexts(bonus: Pick<Bonus, 'content'>, language: string): BonusTexts {
  const title = localized(bonus.content?.title, language)?.trim();
  const subtitle = localized(bonus.content?.subtitle, language)?.trim();
  return { ...(title ? { title } : {}), ...(subtitle ? { subtitle } : {}) };
}
