/**
 * `/deposit/bonus-details?id=<id>` (and its crypto-balance twin; flows §2 "Bonus details page";
 * BONUS-18): the bonus's title and subtitle, its kind and end, every term it has (BONUS-03/04, the
 * maximum payout by BONUS-16) and its games, "Use this bonus" when it is not the active one, and
 * Back. Without an id it shows the active bonus for the deposit currency. A bonus that is not in
 * the list — an unknown id, or one that expired while the page was open (the store drops it within
 * 1 s) — gives a page that says so, announced, with focus on its heading.
 */
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { bonusExpiresAt, bonusFitsCurrency } from '../../domain/bonus-rules.ts';
import type { Bonus } from '../../domain/promo-entities.ts';
import { bonusTexts } from '../../domain/bonus-text.ts';
import { useT } from '../../i18n/react.tsx';
import { $bonus, activeBonus, chooseBonus, setBonusEnabled } from '../../stores/bonus.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { requestBack } from '../../stores/navigation.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { BonusExpiry } from '../../ui/bonus-expiry.tsx';
import { Button } from '../../ui/button.tsx';
import { focusIsOursOrLost } from '../../ui/focus-owner.ts';
import { CheckIcon } from '../../ui/page-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { ServerTitle } from '../../ui/server-title.tsx';
import { bonusGames, bonusTermRows, findBonus } from './model.ts';
import { termValue } from './term-value.ts';
import uiParts from '../../../styles/ui-parts.css';
import flowStyles from '../../../styles/bonus-details.css';
import { useScope } from '../../stores/scope-context.ts';

// ui-parts: the countdown of a bonus that ends within a day, and the server title's alignment.
adoptFlowStyles(uiParts);
adoptFlowStyles(flowStyles);

/**
 * The id the page is about: `?id=`, else the active bonus when the page first had one — kept, so
 * when that bonus expires the page says so instead of quietly showing its neighbour.
 */
function useShownId(currency: string): string | null {
  const scope = useScope();
  const fromQuery = new URLSearchParams(useSearch()).get('id');
  const pinned = useRef<string | null>(null);
  if (fromQuery) return fromQuery;
  if (pinned.current === null) {
    const active = activeBonus(scope, currency);
    if (active) pinned.current = String(active.id);
  }
  return pinned.current;
}

export default function BonusDetailsScreen() {
  const scope = useScope();
  const { t } = useT();
  const { list, enabled } = useStore($bonus(scope));
  const currency = useStore($depositCurrency(scope));
  const bonus = findBonus(list, useShownId(currency));
  const goneHeading = useRef<HTMLHeadingElement>(null);

  // The bonus is gone: focus to the heading that says so. After the current commit's effects, so
  // the page announcer's move to <main> (same commit, on arrival) does not take it back.
  useEffect(() => {
    if (bonus) return;
    queueMicrotask(() => {
      const heading = goneHeading.current;
      if (heading && focusIsOursOrLost(heading)) heading.focus({ preventScroll: true });
    });
  }, [bonus === undefined]);

  const active = activeBonus(scope, currency);
  const isActive = bonus !== undefined && enabled && active !== undefined && String(active.id) === String(bonus.id);
  const use = (chosen: Bonus): void => {
    chooseBonus(scope, chosen.id);
    setBonusEnabled(scope, true); // choosing it means wanting it: the amount page's switch is on again
    requestBack(scope);
  };

  return (
    <Page className="cashier-bonus-details">
      {/* One live region for the page's life: it speaks when the bonus goes away. */}
      <p className="cashier-visually-hidden" role="status">
        {bonus ? '' : `${t('bonus.details.gone.title')} ${t('bonus.details.gone.text')}`}
      </p>
      {bonus ? (
        <BonusDetails bonus={bonus} currency={currency} isActive={isActive} />
      ) : (
        <>
          <h2 className="cashier-page__title" ref={goneHeading} tabIndex={-1}>
            {t('bonus.details.gone.title')}
          </h2>
          <p className="cashier-bonus-details__gone">{t('bonus.details.gone.text')}</p>
        </>
      )}
      <div className="cashier-bonus-details__actions">
        {bonus && !isActive && bonusFitsCurrency(bonus.currency, currency) ? (
          <Button block onClick={() => use(bonus)}>
            {t('bonus.details.use')}
          </Button>
        ) : null}
        <Button variant="secondary" block onClick={() => requestBack(scope)}>
          {t('header.back')}
        </Button>
      </div>
    </Page>
  );
}

interface BonusDetailsProps {
  bonus: Bonus;
  currency: string;
  isActive: boolean;
}

/** BONUS-18: the subtitle and the details (terms and games) of one bonus. */
function BonusDetails({ bonus, currency, isActive }: BonusDetailsProps) {
  const { t, language, formatAmount } = useT();
  const kind = t(`bonus.kind.${bonus.type}`);
  const { title = kind, subtitle } = bonusTexts(bonus, language);
  const rows = bonusTermRows(bonus);
  const games = bonusGames(bonus);
  const text = { language, currency: bonus.currency ?? currency, t, formatAmount };
  return (
    <>
      <ServerTitle>{title}</ServerTitle>
      {subtitle ? (
        <p className="cashier-bonus-details__subtitle" dir="auto">
          {subtitle}
        </p>
      ) : null}
      <div className="cashier-bonus-details__meta" data-kind={bonus.type}>
        <span className="cashier-bonus-details__kind">{kind}</span>
        <BonusExpiry
          expiresAt={bonusExpiresAt(bonus)}
          countdownLabel={t('bonus.expiry.endsIn')}
          untilText={(date) => t('bonus.expiry.until', { date })}
          language={language}
        />
      </div>
      {isActive ? (
        <p className="cashier-bonus-details__active">
          <CheckIcon />
          <span>{t('bonus.details.active')}</span>
        </p>
      ) : null}
      {rows.length > 0 ? (
        <DetailsSection heading={t('bonus.details.terms')}>
          <dl className="cashier-bonus-details__terms">
            {rows.map((row) => (
              <div className="cashier-bonus-details__term" key={row.label} data-term={row.label.slice('bonus.details.'.length)}>
                <dt>{t(row.label)}</dt>
                <dd>{termValue(row, text)}</dd>
              </div>
            ))}
          </dl>
        </DetailsSection>
      ) : null}
      {games.length > 0 ? (
        <DetailsSection heading={t('bonus.details.games')}>
          <ul className="cashier-bonus-details__games">
            {games.map((name, i) => (
              <li key={`${i}:${name}`} dir="auto">
                {name}
              </li>
            ))}
          </ul>
        </DetailsSection>
      ) : null}
    </>
  );
}

/** A titled part of the page (the terms, the games), named by its heading for screen readers. */
function DetailsSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="cashier-bonus-details__section" aria-labelledby={id}>
      <h3 className="cashier-section-title" id={id}>
        {heading}
      </h3>
      {children}
    </section>
  );
}
