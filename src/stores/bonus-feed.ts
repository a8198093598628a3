/**
 * Whether the host's last bonus fetch failed (shell §4 `bonus-list-fetched` with `success: false`).
 * Decision HOST-22 keeps the list the widget already has; this flag lets the bonus section say so
 * at once ("could not be refreshed"), instead of silently showing a list the host could not
 * confirm. A successful fetch or a `bonus-list-updated` clears it. In the entry (a few bytes): the
 * host message can arrive before the bonus chunk has loaded.
 */
import { atom } from 'nanostores';

export const $bonusFetchFailed = atom(false);

/** The host reported a bonus fetch: failed (true) or delivered a list (false). */
export function setBonusFetchFailed(failed: boolean): void {
  $bonusFetchFailed.set(failed);
}
