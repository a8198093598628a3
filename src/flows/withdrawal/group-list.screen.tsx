/**
 * `/withdrawal/group` (ROUTE-11; decision WD-05): the chosen group's withdrawal methods with the
 * search the deposit group list has (LIST-24/25); a method opens its withdrawal page.
 */
import { useStore } from '@nanostores/react';
import { groupLabel } from '../../domain/method-text.ts';
import { useT } from '../../i18n/react.tsx';
import { $methodIconBase } from '../../stores/assets.ts';
import { $selection } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { Page } from '../../ui/page.tsx';
import { SearchableMethodList } from '../../ui/searchable-method-list.tsx';
import listStyles from '../../../styles/deposit-list.css';
import { chooseWithdrawalMethod } from './model.ts';

adoptFlowStyles(listStyles);

export default function WithdrawalGroupListScreen() {
  const { t, language } = useT();
  const selection = useStore($selection);
  const iconBase = useStore($methodIconBase);
  // Coming back from a method of the group, the selection is that method with its group.
  const group = selection.kind === 'group' ? selection.group : selection.kind === 'method' ? selection.group : undefined;
  if (!group) return null; // the route guard sends a missing choice back to the list
  const ctx = { language, iconBase, countLabel: (count: number) => t('list.group.count', { count }) };
  return (
    <Page className="cashier-group-list cashier-wd-group-list">
      {/* The group label is a server text in any script (dir="auto"), so not Page's plain title. */}
      <h2 className="cashier-page__title" dir="auto">
        {groupLabel(group, language)}
      </h2>
      <SearchableMethodList
        methods={group.paymentMethods}
        ctx={ctx}
        label={groupLabel(group, language)}
        searchLabel={t('group.search')}
        notFound={t('group.notFound')}
        onMethod={(m) => chooseWithdrawalMethod(m, group)}
      />
    </Page>
  );
}
