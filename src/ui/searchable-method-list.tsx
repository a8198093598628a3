/**
 * A list of method tiles under a search field (flows §2 "Group list and crypto list"; LIST-24):
 * the search filters by the method's text in the user language, falling back to English
 * (`matchesSearch`); the count or "nothing found" is announced politely. The group list and the
 * crypto list both use it.
 */
import { useId, useMemo, useState } from 'react';
import { byPosition } from '../domain/method-listing.ts';
import type { Tile } from '../domain/method-listing.ts';
import { matchesSearch } from '../domain/method-text.ts';
import type { PaymentMethod } from '../domain/payment-entities.ts';
import { TileList } from './method-tiles.tsx';
import type { TileContext } from './method-tiles.tsx';
import { SearchField } from './search-field.tsx';

export interface SearchableMethodListProps {
  /** The methods before the search (any order: shown by position). */
  methods: readonly PaymentMethod[];
  ctx: TileContext;
  /** The list's accessible name. */
  label: string;
  /** The search field's label, and the text when nothing matches. */
  searchLabel: string;
  notFound: string;
  onMethod(method: PaymentMethod): void;
}

export function SearchableMethodList({ methods, ctx, label, searchLabel, notFound, onMethod }: SearchableMethodListProps) {
  const [query, setQuery] = useState('');
  const listId = useId();
  const { language } = ctx;
  const tiles = useMemo<Tile[]>(
    () => byPosition([...methods]).filter((m) => matchesSearch(m, query, language)).map((method) => ({ kind: 'method', key: `method:${method.name}`, method })),
    [methods, query, language],
  );
  return (
    <>
      <SearchField label={searchLabel} value={query} onChange={setQuery} controls={listId} />
      <p className="cashier-visually-hidden" role="status" aria-live="polite">
        {tiles.length > 0 ? ctx.countLabel(tiles.length) : notFound}
      </p>
      {tiles.length > 0 ? (
        <TileList id={listId} tiles={tiles} ctx={ctx} label={label} onMethod={onMethod} onGroup={() => undefined} />
      ) : (
        <p className="cashier-empty-search" id={listId}>
          {notFound}
        </p>
      )}
    </>
  );
}
