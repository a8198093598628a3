/**
 * `/deposit/group` (flows §2 "Group list"; LIST-24/25): the chosen group's methods with a search
 * field that filters by the text in the user language, falling back to English.
 */
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import flowStyles from '../../../styles/deposit-list.css';
import choiceStyles from '../../../styles/choices.css';
import { $methodIconBase } from '../../stores/assets.ts';
import { $selection } from '../../stores/selection.ts';
import { Page } from '../../ui/page.tsx';
import { chooseMethod } from './model.ts';
import { groupLabel } from '../../domain/method-text.ts';
import { SearchableMethodList } from '../../ui/searchable-method-list.tsx';

// The flow's CSS travels with its chunk (src/stores/stylesheets.ts).
adoptFlowStyles(flowStyles);
adoptFlowStyles(choiceStyles);

export default function GroupListScreen() {
  const { t, language } = useT();
  const selection = useStore($selection);
  const iconBase = useStore($methodIconBase);
  // Coming back from a method of the group, the selection is that method with its group.
  const group = selection.kind === 'group' ? selection.group : selection.kind === 'method' ? selection.group : undefined;
  if (!group) return null; // the route guard sends a missing choice back to the list

  const ctx = { language, iconBase, countLabel: (count: number) => t('list.group.count', { count }) };
  return (
    <Page className="cashier-group-list">
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
        onMethod={(m) => chooseMethod(m, group)}
      />
    </Page>
  );
}
