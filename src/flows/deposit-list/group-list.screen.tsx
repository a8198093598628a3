/**
 * `/deposit/group` (flows §2 "Group list"; LIST-24/25): the chosen group's methods with a search
 * field that filters by the text in the user language, falling back to English.
 */
import { useId, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import flowStyles from '../../../styles/deposit-list.css';
import { $methodIconBase } from '../../stores/assets.ts';
import { $selection } from '../../stores/selection.ts';
import { Page } from '../../ui/page.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { chooseMethod } from './model.ts';
import { groupLabel, matchesSearch } from '../../domain/method-text.ts';
import { TileList } from '../../ui/method-tiles.tsx';
import { byPosition } from '../../domain/method-listing.ts';
import type { Tile } from '../../domain/method-listing.ts';

// The flow's CSS travels with its chunk (src/stores/stylesheets.ts).
adoptFlowStyles(flowStyles);

export default function GroupListScreen() {
  const { t, language } = useT();
  const selection = useStore($selection);
  const iconBase = useStore($methodIconBase);
  const [query, setQuery] = useState('');
  const listId = useId();
  // Coming back from a method of the group, the selection is that method with its group.
  const group = selection.kind === 'group' ? selection.group : selection.kind === 'method' ? selection.group : undefined;

  const tiles = useMemo<Tile[]>(
    () =>
      byPosition(group?.paymentMethods ?? [])
        .filter((m) => matchesSearch(m, query, language))
        .map((method) => ({ kind: 'method', key: `method:${method.name}`, method })),
    [group, query, language],
  );
  if (!group) return null; // the route guard sends a missing choice back to the list

  const ctx = { language, iconBase, countLabel: (count: number) => t('list.group.count', { count }) };
  return (
    <Page className="cashier-group-list">
      {/* The group label is a server text in any script (dir="auto"), so not Page's plain title. */}
      <h2 className="cashier-page__title" dir="auto">
        {groupLabel(group, language)}
      </h2>
      <SearchField label={t('group.search')} value={query} onChange={setQuery} controls={listId} />
      <p className="cashier-visually-hidden" role="status" aria-live="polite">
        {tiles.length > 0 ? t('list.group.count', { count: tiles.length }) : t('group.notFound')}
      </p>
      {tiles.length > 0 ? (
        <TileList id={listId} tiles={tiles} ctx={ctx} label={groupLabel(group, language)} onMethod={(m) => chooseMethod(m, group)} onGroup={() => undefined} />
      ) : (
        <p className="cashier-empty-search" id={listId}>
          {t('group.notFound')}
        </p>
      )}
    </Page>
  );
}
