/**
 * Sweepstake `/withdrawal/methods`, "Redemption" (WD-01, ROUTE-19; SWEEP-12..14, ERR-22): the
 * balances and the payout methods (methods-withdrawal-v4 in the payout currency); the crypto group
 * opens the redemption crypto list, a method the convert step. Nothing loaded: the empty state with
 * Retry (the failures are logged only).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { SWEEP_WITHDRAWAL_METHODS } from '../../domain/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { $methodIconBase } from '../../stores/assets.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { TileList } from '../../ui/method-tiles.tsx';
import type { TileContext } from '../../ui/method-tiles.tsx';
import { Page } from '../../ui/page.tsx';
import { SweepstakeEmpty } from '../../ui/sweepstake-empty.tsx';
import { RedemptionBalances } from './redemption-balances.tsx';
import { dropRefetchQuery } from './refetch-query.ts';
import { $redemption, choosePayoutGroup, choosePayoutMethod, loadRedemption } from './redemption-methods.ts';
import { redeemable } from './redemption-sums.ts';
import listStyles from '../../../styles/deposit-list.css';
import sweepStyles from '../../../styles/sweep.css';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(listStyles);
adoptFlowStyles(sweepStyles);

export default function RedemptionMethodsScreen() {
  const scope = useScope();
  const { t, language } = useT();
  const state = useStore($redemption(scope));
  const iconBase = useStore($methodIconBase(scope));
  const search = useSearch();

  useEffect(() => {
    void loadRedemption(scope);
    dropRefetchQuery(scope, search, SWEEP_WITHDRAWAL_METHODS);
  }, []); // once per visit: the query value's removal must not load again

  const ctx: TileContext = { language, iconBase, countLabel: (count) => t('list.group.count', { count }) };
  return (
    <Page className="cashier-sweep" title={t('header.sweep.withdrawal.form')}>
      {state.phase === 'loading' ? (
        <p className="cashier-sweep__loading" role="status">
          {t('common.loading')}
        </p>
      ) : state.phase === 'empty' ? (
        <SweepstakeEmpty title={t('sweep.redeem.empty.title')} hint={t('sweep.empty.hint')} retryLabel={t('crypto.retry')} onRetry={() => void loadRedemption(scope)} />
      ) : (
        <>
          <RedemptionBalances state={state} />
          {redeemable(state) <= 0 ? (
            <p className="cashier-sweep-notice" role="status">
              {t('sweep.redeem.nothing')}
            </p>
          ) : null}
          <h3 className="cashier-section-title">{t('sweep.redeem.methods')}</h3>
          <TileList tiles={state.tiles} ctx={ctx} label={t('sweep.redeem.methods')} onMethod={(m) => choosePayoutMethod(scope, m)} onGroup={(tile) => choosePayoutGroup(scope, tile.group)} />
        </>
      )}
    </Page>
  );
}
