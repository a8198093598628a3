/**
 * `/cryptobalance/deposit` (flows §2 "Crypto-balance index"; CB-01..08): the fiat and crypto tabs,
 * the currency selector and the tab's method list, with a search field, its empty-search state and
 * the per-currency message when the currency has no methods; above them the player's crypto balance
 * (balances-section.tsx, decision NAMES-05). Tiles open their pages inside the mode
 * (decision CB-04).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import listStyles from '../../../styles/deposit-list.css';
import choiceStyles from '../../../styles/choices.css';
import flowStyles from '../../../styles/crypto-balance.css';
import { BALANCE_KINDS, currencyOptions, groupOfMethod, searchTiles, tilesOfKind } from './crypto-balance.ts';
import type { BalanceKind } from './crypto-balance.ts';
import { $methodIconBase } from '../../stores/assets.ts';
import { $cryptoBonusOffered } from '../../stores/crypto-bonus.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { markMethodsShown } from '../../stores/methods-shown.ts';
import { $methods } from '../../stores/methods.ts';
import { CurrencySelect } from '../../ui/currency-select.tsx';
import { TileList, cryptoBonusBadgeText } from '../../ui/method-tiles.tsx';
import type { TileContext } from '../../ui/method-tiles.tsx';
import { Page } from '../../ui/page.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useListLoad } from '../../ui/list-load.ts';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { BalancesSection } from './balances-section.tsx';
import { $balanceKind, chooseCurrency, chooseGroup, chooseKind, chooseMethod, followPlayerCurrency, loadBalanceMethods, reportBalanceInit } from './model.ts';
import { useScope } from '../../stores/scope-context.ts';

/** For the flow's stop (index.ts), which must not import the model into the entry. */

// The list's tile styles and the mode's own (tabs, selector, messages) travel with this chunk.
adoptFlowStyles(listStyles);
adoptFlowStyles(choiceStyles);
adoptFlowStyles(flowStyles);

/** CB-07 / decision CB-08: the per-currency message, with the hint that fits the tab. */
function NoMethods({ kind, currency }: { kind: BalanceKind; currency: string }) {
  const { t } = useT();
  return (
    <div className="cashier-balance-empty">
      <p className="cashier-balance-empty__title">{t('currency.unavailable.title', { currency })}</p>
      <p className="cashier-balance-empty__hint">{kind === 'fiat' ? t('currency.unavailable.hint') : t('cb.empty.cryptoHint')}</p>
    </div>
  );
}

export default function CryptoBalanceScreen() {
  const scope = useScope();
  const i18n = useT();
  const { t, language } = i18n;
  const refetch = new URLSearchParams(useSearch()).has('refetch');
  const state = useStore($methods(scope));
  const kind = useStore($balanceKind(scope));
  const currency = useStore($depositCurrency(scope));
  const iconBase = useStore($methodIconBase(scope));
  const cryptoBonus = useStore($cryptoBonusOffered(scope));
  const [query, setQuery] = useState('');
  const idBase = useId();
  const listId = useId();

  useEffect(() => reportBalanceInit(scope), []);
  useEffect(() => followPlayerCurrency(scope), []);
  // Another tab or currency is another list: its search starts empty (the field may not even be shown).
  useEffect(() => setQuery(''), [kind, currency]);

  useListLoad(refetch, state.status === 'idle', loadBalanceMethods.bind(null, scope));

  const ok = state.status === 'ok' && !refetch;
  useEffect(() => {
    if (ok) markMethodsShown(scope, Date.now());
  }, [ok]);

  const listing = state.status === 'ok' ? state.data : undefined;
  const kindTiles = useMemo(() => (listing ? tilesOfKind(listing, kind) : []), [listing, kind]);
  const tiles = useMemo(() => searchTiles(kindTiles, query, language), [kindTiles, query, language]);
  const ctx: TileContext = {
    language,
    iconBase,
    countLabel: (count) => t('list.group.count', { count }),
    // LIST-22: the crypto tiles' "Instant +5%" when the crypto bonus applies, as on the deposit list.
    cryptoBonusBadge: cryptoBonus ? cryptoBonusBadgeText(i18n) : undefined,
  };
  const tabs = BALANCE_KINDS.map((key) => ({ key, label: t(`cb.tab.${key}`) }));

  return (
    <Page className="cashier-crypto-balance">
      <BalancesSection />
      <Tabs label={t('cb.tabs.label')} tabs={tabs} selected={kind} onSelect={chooseKind.bind(null, scope)} idBase={idBase} />
      <TabPanel idBase={idBase} selected={kind}>
        <CurrencySelect label={t('cb.currency.label')} value={currency} codes={currencyOptions(kind, currency)} language={language} onChange={chooseCurrency.bind(null, scope)} />
        {!ok ? (
          <Spinner label={t('common.loading')} showLabel />
        ) : kindTiles.length === 0 ? (
          <div role="status">
            <NoMethods kind={kind} currency={currency} />
          </div>
        ) : (
          <>
            <h2 className="cashier-section-title">{t('list.methods')}</h2>
            <SearchField label={t('group.search')} value={query} onChange={setQuery} controls={listId} />
            <p className="cashier-visually-hidden" role="status" aria-live="polite">
              {tiles.length > 0 ? t('list.group.count', { count: tiles.length }) : t('group.notFound')}
            </p>
            {tiles.length > 0 ? (
              <TileList
                id={listId}
                tiles={tiles}
                ctx={ctx}
                label={t('list.methods')}
                onMethod={(method) => chooseMethod(scope, method, listing ? groupOfMethod(listing, method) : undefined)}
                onGroup={(tile) => chooseGroup(scope, tile.group)}
              />
            ) : (
              <p className="cashier-empty-search" id={listId}>
                {t('group.notFound')}
              </p>
            )}
          </>
        )}
      </TabPanel>
    </Page>
  );
}
