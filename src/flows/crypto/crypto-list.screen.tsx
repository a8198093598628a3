/**
 * `/deposit/crypto` (flows §2 "Group list and crypto list"; LIST-08, LIST-22, LIST-24, SWEEP-11):
 * the crypto group's coins with a search by the text in the user language (falling back to
 * English), the "Instant +5%" badge while the crypto bonus applies, and — when a sweepstake box is
 * selected — the order it makes and the disclaimer. Choosing a coin opens its address page.
 */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { cryptoBonusPercent, cryptoMethodsOnly } from '../../domain/crypto-list.ts';
import { groupLabel } from '../../domain/method-text.ts';
import { methodPath } from '../../domain/method-routes.ts';
import type { PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import { useT } from '../../i18n/react.tsx';
import { $methodIconBase } from '../../stores/assets.ts';
import { $cryptoBonusOffered } from '../../stores/crypto-bonus.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { hasPage } from '../../stores/pages.ts';
import { $openGroup, selectMethod } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { $selectedBox } from '../../stores/sweepstake-box.ts';
import { Page } from '../../ui/page.tsx';
import { SearchableMethodList } from '../../ui/searchable-method-list.tsx';
import type { TileContext } from '../../ui/method-tiles.tsx';
import { SweepstakeOrder } from '../../ui/sweepstake-order.tsx';
import listStyles from '../../../styles/deposit-list.css';
import choiceStyles from '../../../styles/choices.css';
import flowStyles from '../../../styles/crypto.css';
import type { Scope } from '../../stores/scope.ts';
import { useScope } from '../../stores/scope-context.ts';
adoptFlowStyles(listStyles);
adoptFlowStyles(choiceStyles);
adoptFlowStyles(flowStyles);

/** LIST-20: a coin opens its address page (the sweepstake tree's own when a box is selected). */
function chooseCoin(scope: Scope, method: PaymentMethod, group: PaymentGroup): void {
  selectMethod(scope, method, group);
  requestNavigation(scope, methodPath(method, true, hasPage.bind(null, scope)));
}

export default function CryptoListScreen() {
  const scope = useScope();
  const { t, language } = useT();
  const iconBase = useStore($methodIconBase(scope));
  const cryptoBonus = useStore($cryptoBonusOffered(scope));
  const box = useStore($selectedBox(scope));
  // Coming back from a method of the group, the selection is that method with its group ($openGroup).
  const group = useStore($openGroup(scope));
  const methods = useMemo(() => cryptoMethodsOnly(group?.paymentMethods ?? []), [group]);
  if (!group) return null; // the route guard sends a missing choice back to the list

  const ctx: TileContext = {
    language,
    iconBase,
    countLabel: (count) => t('list.group.count', { count }),
    cryptoBonusBadge: cryptoBonus ? t('list.badge.cryptoBonus', { percent: cryptoBonusPercent(language) }) : undefined,
  };
  const label = groupLabel(group, language, t);
  return (
    <Page className="cashier-crypto-list">
      <h2 className="cashier-page__title" dir="auto">
        {label}
      </h2>
      {box ? <SweepstakeOrder box={box} /> : null}
      <SearchableMethodList methods={methods} ctx={ctx} label={label} searchLabel={t('group.search')} notFound={t('group.notFound')} onMethod={(m) => chooseCoin(scope, m, group)} />
    </Page>
  );
}
