/**
 * `/withdrawal` and `/cryptobalance/withdrawal` (ROUTE-11, ROUTE-17; WD-02, WD-03, ERR-22; decision
 * WD-05): the withdrawable balance first (with the account choice when both accounts have money),
 * the withdrawal methods (tiles and groups, as the deposit list shows them), then the pending
 * withdrawals with Cancel. Reports onInit(withdrawal) once and the shown list to analytics.
 */
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { buildTiles } from '../../domain/method-listing.ts';
import { useT } from '../../i18n/react.tsx';
import { $methodIconBase } from '../../stores/assets.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { $pendingWithdrawals } from '../../stores/withdrawal.ts';
import { useListLoad } from '../../ui/list-load.ts';
import { TileList } from '../../ui/method-tiles.tsx';
import type { TileContext } from '../../ui/method-tiles.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import listStyles from '../../../styles/deposit-list.css';
import flowStyles from '../../../styles/withdrawal.css';
import { BalanceSection } from './balance-section.tsx';
import { PendingSection } from './pending-section.tsx';
import { $withdrawalAccount, $withdrawalBalance, $withdrawalMethods, chooseWithdrawalGroup, chooseWithdrawalMethod, loadPendingWithdrawals, loadWithdrawalIndex, reportWithdrawalInit, rereadPendingOnDrops } from './model.ts';
import { useScope } from '../../stores/scope-context.ts';
import { noteAnalytics } from '../../stores/analytics-early.ts';

adoptFlowStyles(listStyles);
adoptFlowStyles(flowStyles);

export default function WithdrawalListScreen() {
  const scope = useScope();
  const { t, language } = useT();
  const search = useSearch();
  const refetch = new URLSearchParams(search).has('refetch');
  const state = useStore($withdrawalMethods(scope));
  const balance = useStore($withdrawalBalance(scope));
  const account = useStore($withdrawalAccount(scope));
  const pending = useStore($pendingWithdrawals(scope));
  const currency = useStore($depositCurrency(scope));
  const iconBase = useStore($methodIconBase(scope));

  useEffect(() => reportWithdrawalInit(scope), []);
  // WD-03: `refetch` loads once and is then removed; otherwise the list loads when nothing is loaded.
  useListLoad(refetch, state.status === 'idle', loadWithdrawalIndex.bind(null, scope));
  // Back on a list loaded before (from a method's page): the pending withdrawals may have moved
  // since (over HTTP no push says so), so they are read again; the methods are kept.
  useEffect(() => {
    if ($withdrawalMethods(scope).get().status === 'ok' && !refetch) void loadPendingWithdrawals(scope);
  }, []);
  // Decision REL-08: a push lost in a socket drop would leave a moved withdrawal shown as pending.
  useEffect(() => rereadPendingOnDrops(scope), []);

  const ok = state.status === 'ok' && !refetch;
  useEffect(() => {
    if (!ok) return;
    // AN-01: on a withdrawal route this is `withdrawal_methods_shown` (src/stores/analytics.ts),
    // kept with its moment until the analytics chunk runs (decision CRIT-02).
    noteAnalytics(scope, { type: 'shown' });
  }, [ok]);

  const tiles = useMemo(() => (state.status === 'ok' ? buildTiles(state.methods, state.groups) : []), [state]);
  if (!ok || state.status !== 'ok') return <Spinner label={t('common.loading')} showLabel />;
  const ctx: TileContext = { language, iconBase, countLabel: (count) => t('list.group.count', { count }) };
  return (
    <Page className="cashier-deposit-list cashier-wd-list">
      {balance ? <BalanceSection accounts={balance} currency={currency} chosen={account} onChoose={(a) => $withdrawalAccount(scope).set(a)} /> : null}
      <h2 className="cashier-section-title">{t('wallet.methods')}</h2>
      <TileList tiles={tiles} ctx={ctx} label={t('wallet.methods')} onMethod={(m) => chooseWithdrawalMethod(scope, m)} onGroup={(tile) => chooseWithdrawalGroup(scope, tile.group)} />
      {pending ? <PendingSection withdrawals={pending} methods={state.methods} /> : null}
    </Page>
  );
}
