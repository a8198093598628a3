/**
 * Whether the host's last bonus fetch failed (shell §4 `bonus-list-fetched` with `success: false`).
 * Decision HOST-22 keeps the list the widget already has; this flag lets the bonus section say so
 * at once ("could not be refreshed"), instead of silently showing a list the host could not
 * confirm. A successful fetch or a `bonus-list-updated` clears it. In the entry (a few bytes): the
 * host message can arrive before the bonus chunk has loaded.
 */
import { atom } from 'nanostores';
import { scoped, type Scope } from './scope.ts';

export const $bonusFetchFailed = scoped(() => (atom(false)));

/** The host reported a bonus fetch: failed (true) or delivered a list (false). */
export function setBonusFetchFailed(scope: Scope, failed: boolean): void {
  $bonusFetchFailed(scope).set(failed);
}
