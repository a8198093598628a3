/**
 * Sweepstake `/withdrawal/crypto` (ROUTE-19): the coins the sweep coins can be redeemed to, with the
 * search of every crypto list (LIST-24); a coin opens the convert step in that coin.
 */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { cryptoMethodsOnly } from '../../domain/crypto-list.ts';
import { groupLabel } from '../../domain/method-text.ts';
import { useT } from '../../i18n/react.tsx';
import { $methodIconBase } from '../../stores/assets.ts';
import { $openGroup } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import type { TileContext } from '../../ui/method-tiles.tsx';
import { SearchableMethodList } from '../../ui/searchable-method-list.tsx';
import { choosePayoutMethod } from './redemption-methods.ts';
import listStyles from '../../../styles/deposit-list.css';
import choiceStyles from '../../../styles/choices.css';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(listStyles);
adoptFlowStyles(choiceStyles);

export default function RedemptionCryptoListScreen() {
  const scope = useScope();
  const { t, language } = useT();
  const iconBase = useStore($methodIconBase(scope));
  // Coming back from a method of the group, the selection is that method with its group ($openGroup).
  const group = useStore($openGroup(scope));
  const coins = useMemo(() => cryptoMethodsOnly(group?.paymentMethods ?? []), [group]);
  if (!group) return null; // the route guard sends a missing choice back to the methods page
  const ctx: TileContext = { language, iconBase, countLabel: (count) => t('list.group.count', { count }) };
  const label = groupLabel(group, language, t);
  return (
    <div className="cashier-page cashier-sweep">
      <h2 className="cashier-page__title" dir="auto">
        {label}
      </h2>
      <SearchableMethodList methods={coins} ctx={ctx} label={label} searchLabel={t('group.search')} notFound={t('group.notFound')} onMethod={(m) => choosePayoutMethod(scope, m, group)} />
    </div>
  );
}
