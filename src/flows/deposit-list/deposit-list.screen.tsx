/**
 * `/deposit` (flows §2 "Deposit index" + "Deposit list"): loads the methods (LIST-02, LIST-10),
 * reports onInit (LIST-11), then shows the region card (LIST-12), the bonus section (LIST-15)
 * and the tiles sorted by position (LIST-16). Host back events are handled by the app's back
 * action (decision HOST-26), which covers LIST-09.
 */
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import flowStyles from '../../../styles/deposit-list.css';
import { $config } from '../../stores/config.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { $bonusFetchFailed } from '../../stores/bonus-feed.ts';
import { $cryptoBonusOffered } from '../../stores/crypto-bonus.ts';
import { $methodIconBase } from '../../stores/assets.ts';
import { markMethodsShown } from '../../stores/methods-shown.ts';
import { $methods } from '../../stores/methods.ts';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useListLoad } from '../../ui/list-load.ts';
import { BonusSection } from './bonus-section.tsx';
import { $geoSelectorEnabled, chooseGroup, chooseMethod, loadDepositIndex, reportDepositInit } from './model.ts';
import { RegionCard } from '../../ui/region-card.tsx';
import { DEPOSIT_REGION } from '../../domain/paths.ts';
import { TileList, cryptoBonusBadgeText } from '../../ui/method-tiles.tsx';
import type { TileContext } from '../../ui/method-tiles.tsx';
import { buildTiles } from '../../domain/method-listing.ts';
import { useScope } from '../../stores/scope-context.ts';
import { noteAnalytics } from '../../stores/analytics-early.ts';

// The flow's CSS travels with its chunk (src/stores/stylesheets.ts).
adoptFlowStyles(flowStyles);

export default function DepositListScreen() {
  const scope = useScope();
  const i18n = useT();
  const { t, language } = i18n;
  const search = useSearch();
  const [, navigate] = useLocation();
  const refetch = new URLSearchParams(search).has('refetch');
  const state = useStore($methods(scope));
  const geoSelector = useStore($geoSelectorEnabled(scope));
  const iconBase = useStore($methodIconBase(scope));
  const currency = useStore($depositCurrency(scope));
  const { paymentGeo, bonusList } = useStore($config(scope), { keys: ['paymentGeo', 'bonusList'] });
  const bonusFetchFailed = useStore($bonusFetchFailed(scope));
  const cryptoBonus = useStore($cryptoBonusOffered(scope));

  useEffect(() => reportDepositInit(scope), []);

  useListLoad(refetch, state.status === 'idle', loadDepositIndex.bind(null, scope));

  const ok = state.status === 'ok' && !refetch;
  useEffect(() => {
    if (!ok) return;
    markMethodsShown(scope, Date.now());
    // The analytics chunk starts after the list painted (decision CRIT-02): the event is kept with its moment until then.
    noteAnalytics(scope, { type: 'shown' });
  }, [ok]);

  const tiles = useMemo(() => (state.status === 'ok' ? buildTiles(state.data.methods, state.data.groups) : []), [state]);
  const ctx: TileContext = {
    language,
    iconBase,
    countLabel: (count) => t('list.group.count', { count }),
    cryptoBonusBadge: cryptoBonus ? cryptoBonusBadgeText(i18n) : undefined,
  };

  if (!ok) return <Spinner label={t('common.loading')} showLabel />;
  return (
    <Page className="cashier-deposit-list">
      <RegionCard
        label={t('region.label')}
        country={paymentGeo}
        language={language}
        iconBase={iconBase}
        {...(geoSelector ? { changeLabel: t('region.change'), onChange: () => navigate(DEPOSIT_REGION) } : {})}
      />
      <BonusSection heading={t('list.bonuses')} list={bonusList} currency={currency} fetchFailed={bonusFetchFailed} />
      <h2 className="cashier-section-title">{t('list.methods')}</h2>
      <TileList tiles={tiles} ctx={ctx} label={t('list.methods')} onMethod={(m) => chooseMethod(scope, m)} onGroup={(tile) => chooseGroup(scope, tile.group)} />
    </Page>
  );
}
