/**
 * The route guard sends a lost choice back to a list with `?refetch=1` (ROUTE-26); a sweepstake list
 * loads afresh on every visit anyway, so the query value is only dropped from the address.
 */
import { requestNavigation } from '../../stores/navigation.ts';
import type { Scope } from '../../stores/scope.ts';

/** Replaces `path?…refetch…` by `path` when the search carries the refetch value. */
export function dropRefetchQuery(scope: Scope, search: string, path: string): void {
  if (new URLSearchParams(search).has('refetch')) requestNavigation(scope, path, { replace: true });
}
