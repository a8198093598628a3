/**
 * The withdrawal pages' session (in the entry, so kept tiny): the lazy chunk registers what forgets
 * its state, and the flow's `start()` runs it when the element leaves. The next element then loads
 * the list afresh and reports onInit(withdrawal) again, as the deposit list does.
 */
const resets = new Set<() => void>();

/** The lazy chunk's state reset, run at every session end. */
export function onWithdrawalSessionEnd(reset: () => void): void {
  resets.add(reset);
}

/** Ends the session: every registered reset runs. */
export function resetWithdrawalIndex(): void {
  for (const reset of resets) reset();
}
