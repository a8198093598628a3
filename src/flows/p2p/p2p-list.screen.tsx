/**
 * `/deposit/peer-to-peer` (flows §2 "Peer-to-peer list"; P2P-05..10, decision P2P-09): a p2p
 * group's banks under a search by the text in the user language (falling back to English), by
 * position. Choosing one sets the method (its fields and amount start on the base page) and opens
 * the base page. An empty list offers the MXN list (P2P-10).
 */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { groupLabel } from '../../domain/method-text.ts';
import { P2P_FALLBACK_CURRENCY } from './p2p.ts';
import { DEPOSIT_LIST, DEPOSIT_P2P_BASE } from '../../domain/paths.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { useT } from '../../i18n/react.tsx';
import { $methodIconBase } from '../../stores/assets.ts';
import { $chosenCurrency } from '../../stores/deposit-currency.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { $openGroup, selectMethod } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Button } from '../../ui/button.tsx';
import { Page } from '../../ui/page.tsx';
import { SearchableMethodList } from '../../ui/searchable-method-list.tsx';
import type { TileContext } from '../../ui/method-tiles.tsx';
import listStyles from '../../../styles/deposit-list.css';
import choiceStyles from '../../../styles/choices.css';
import type { Scope } from '../../stores/scope.ts';
import { useScope } from '../../stores/scope-context.ts';
adoptFlowStyles(listStyles);
adoptFlowStyles(choiceStyles);

/** P2P-07: the bank becomes the method; the base page starts its fields and amount. */
function chooseBank(scope: Scope, method: PaymentMethod, group: PaymentGroup): void {
  selectMethod(scope, method, group);
  requestNavigation(scope, DEPOSIT_P2P_BASE);
}

/** P2P-10: the deposit currency becomes MXN (the list reloads for it) and the method list opens. */
function showFallbackList(scope: Scope): void {
  $chosenCurrency(scope).set(P2P_FALLBACK_CURRENCY);
  requestNavigation(scope, DEPOSIT_LIST, { replace: true });
}

export default function P2pListScreen() {
  const scope = useScope();
  const { t, language } = useT();
  const iconBase = useStore($methodIconBase(scope));
  // Coming back from a method of the group, the selection is that method with its group ($openGroup).
  const group = useStore($openGroup(scope));
  const methods = useMemo(() => group?.paymentMethods ?? [], [group]);
  if (!group) return null; // the route guard sends a missing choice back to the list

  const ctx: TileContext = { language, iconBase, countLabel: (count) => t('list.group.count', { count }) };
  const label = groupLabel(group, language, t);
  return (
    <Page className="cashier-p2p-list">
      <h2 className="cashier-page__title" dir="auto">
        {label}
      </h2>
      {methods.length === 0 ? (
        // P2P-10 / decision P2P-09: nothing to choose in this currency: the MXN list is one tap away.
        <div role="status" className="cashier-p2p__empty">
          <p>{t('p2p.empty')}</p>
          <Button variant="secondary" onClick={() => showFallbackList(scope)}>
            {t('p2p.empty.switch', { currency: P2P_FALLBACK_CURRENCY })}
          </Button>
        </div>
      ) : (
        <SearchableMethodList methods={methods} ctx={ctx} label={label} searchLabel={t('group.search')} notFound={t('group.notFound')} onMethod={(m) => chooseBank(scope, m, group)} />
      )}
    </Page>
  );
}
