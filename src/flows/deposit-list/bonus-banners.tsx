/**
 * The deposit list's bonus banners (LIST-15, issue #11): one banner per bonus that applies to the
 * deposit currency (decision LIST-15), coloured by BONUS-17, with the kind, the host's title and
 * subtitle, the end (a live countdown under a day) and a Details button (BONUS-18). The banners
 * are a radio group: choosing one makes it the active bonus (BONUS-05) that the amount pages offer.
 * Its own chunk with the bonus store (loaded through bonus-section.tsx), so the entry stays small.
 */
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { bonusBannerColour, bonusExpiresAt, bonusFitsCurrency } from '../../domain/bonus-rules.ts';
import type { Bonus } from '../../domain/promo-entities.ts';
import { bonusTexts } from '../../domain/bonus-text.ts';
import { bonusDetailsPath } from '../../domain/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { $bonus, activeBonus, chooseBonus } from '../../stores/bonus.ts';
import { $bonusFetchFailed } from '../../stores/bonus-feed.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { BonusExpiry } from '../../ui/bonus-expiry.tsx';
import { releaseRadioGroup } from '../../ui/radio-release.ts';
import bannerStyles from '../../../styles/bonus-banners.css';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(bannerStyles);

interface BannerProps {
  bonus: Bonus;
  active: boolean;
  group: string;
}

function BonusBanner({ bonus, active, group }: BannerProps) {
  const scope = useScope();
  const { t, language } = useT();
  const [, navigate] = useLocation();
  const titleId = useId();
  const kind = t(`bonus.kind.${bonus.type}`);
  const { title = kind, subtitle } = bonusTexts(bonus, language);
  return (
    <div className={`cashier-bonus-banner cashier-bonus-banner--${bonusBannerColour(bonus)}`} data-bonus={String(bonus.id)} data-active={active ? 'true' : 'false'}>
      <label className="cashier-bonus-banner__choice">
        <input ref={releaseRadioGroup} className="cashier-bonus-banner__radio" type="radio" name={group} checked={active} onChange={() => chooseBonus(scope, bonus.id)} />
        <span className="cashier-bonus-banner__text">
          <span className="cashier-bonus-banner__kind">{kind}</span>
          {/* dir="auto": host texts in any script */}
          <span className="cashier-bonus__title" id={titleId} dir="auto">
            {title}
          </span>
          {subtitle ? (
            <span className="cashier-bonus__subtitle" dir="auto">
              {subtitle}
            </span>
          ) : null}
        </span>
      </label>
      <div className="cashier-bonus-banner__footer">
        <BonusExpiry
          expiresAt={bonusExpiresAt(bonus)}
          countdownLabel={t('bonus.expiry.endsIn')}
          untilText={(date) => t('bonus.expiry.until', { date })}
          language={language}
        />
        <button type="button" className="cashier-bonus-banner__details" aria-describedby={titleId} onClick={() => navigate(bonusDetailsPath(bonus.id))}>
          {t('bonus.list.details')}
        </button>
      </div>
    </div>
  );
}

/** The section; nothing when no bonus applies and the host reported no failed fetch. */
export default function BonusBanners({ heading }: { heading: string }) {
  const scope = useScope();
  const { t } = useT();
  const { list } = useStore($bonus(scope));
  const failed = useStore($bonusFetchFailed(scope));
  const currency = useStore($depositCurrency(scope));
  const headingId = useId();
  const group = useId();
  const bonuses = list.filter((b) => bonusFitsCurrency(b.currency, currency));
  if (bonuses.length === 0 && !failed) return null;
  const activeId = activeBonus(scope, currency)?.id;
  return (
    <section className="cashier-bonuses" aria-labelledby={headingId}>
      <h2 className="cashier-section-title" id={headingId}>
        {heading}
      </h2>
      {/* Decision HOST-22: a failed fetch keeps the list the player has; say so, politely */}
      <p className="cashier-bonuses__note" role="status">
        {failed ? t(bonuses.length > 0 ? 'bonus.list.refreshFailed' : 'bonus.list.loadFailed') : ''}
      </p>
      {bonuses.length > 0 ? (
        <div className="cashier-bonuses__banners" role="radiogroup" aria-labelledby={headingId}>
          {bonuses.map((b) => (
            <BonusBanner key={String(b.id)} bonus={b} active={String(b.id) === String(activeId)} group={group} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
