/**
 * The withdrawal pages' session (in the entry, so kept tiny): the lazy chunk registers what forgets
 * its state, and the flow's `start()` runs it when the element leaves. The next element then loads
 * the list afresh and reports onInit(withdrawal) again, as the deposit list does.
 */
import type { Scope } from '../../stores/scope.ts';

/** What the lazy chunk registers (code, shared by every element); each run gets the ending element's scope. */
const resets = new Set<(scope: Scope) => void>();

/** The lazy chunk's state reset, run at every session end. */
export function onWithdrawalSessionEnd(reset: (scope: Scope) => void): void {
  resets.add(reset);
}

/** Ends the session: every registered reset runs. */
export function resetWithdrawalIndex(scope: Scope): void {
  for (const reset of resets) reset(scope);
}
