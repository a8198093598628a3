/**
 * The active bonus on an amount page (issue #11; BONUS-08/09/12/16/18): its title, the with/without
 * switch, a line that says what this amount gives (or why nothing), the wagering stated plainly,
 * and a link to the bonus terms. Every amount page renders this one part with the store's
 * `bonusOffer`, so all of them say the same words.
 */
import { useId } from 'react';
import type { BonusOffer as Offer } from '../domain/bonus-offer.ts';
import { bonusTexts } from '../domain/bonus-text.ts';
import { useT } from '../i18n/react.tsx';

export interface BonusOfferProps {
  offer: Offer;
  /** The deposit currency (the minimum is in it; the bonus in the bonus currency, else this). */
  currency: string;
  onToggle(enabled: boolean): void;
  /** Opens the bonus details page (BONUS-18). */
  onDetails(): void;
}

export function BonusOffer({ offer, currency, onToggle, onDetails }: BonusOfferProps) {
  const { t, language, formatAmount } = useT();
  const id = useId();
  const { bonus, restricted, enabled, activated, outcome, wager } = offer;
  const title = bonusTexts(bonus, language).title ?? t(`bonus.kind.${bonus.type}`);
  const outcomeText = restricted
    ? t('bonus.offer.restricted')
    : !enabled
      ? t('bonus.offer.off')
      : outcome.kind === 'minimum'
        ? t('bonus.offer.minimum', { amount: formatAmount(outcome.minDeposit, currency) })
        : outcome.kind === 'spins'
          ? t('bonus.offer.spins', { count: outcome.count })
          : t('bonus.offer.gets', { amount: formatAmount(outcome.bonus, bonus.currency ?? currency) });
  return (
    <section className="cashier-bonus-offer" aria-labelledby={`${id}-title`} data-activated={activated ? 'true' : 'false'}>
      {/* dir="auto": the title is the host's text in any script */}
      <p className="cashier-bonus-offer__title" id={`${id}-title`} dir="auto">
        {title}
      </p>
      {restricted ? null : (
        <label className="cashier-bonus-offer__switch">
          <input type="checkbox" role="switch" checked={enabled} onChange={(e) => onToggle(e.currentTarget.checked)} />
          <span>{t('bonus.offer.switch')}</span>
        </label>
      )}
      <p className="cashier-bonus-offer__outcome" role="status">
        {outcomeText}
      </p>
      {wager !== undefined && enabled && !restricted ? <p className="cashier-bonus-offer__wager">{t('bonus.offer.wager', { multiplier: wager })}</p> : null}
      <button type="button" className="cashier-bonus-offer__details" aria-describedby={`${id}-title`} onClick={onDetails}>
        {t('bonus.offer.details')}
      </button>
    </section>
  );
}
