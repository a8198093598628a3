/**
 * "I have paid" on the host-to-host invoice (H2H-03, decision H2H-07): the backend is told with
 * deposit-complete (depositId, paymentMethod) and the player goes to the complete page with status
 * accepted — also when the call fails: the money may be on its way, and the complete page follows
 * the deposit's real status from there (pushes, or polling over HTTP).
 */
import { DEPOSIT_COMPLETE } from '../../domain/paths.ts';
import { api } from '../../stores/api.ts';
import { completeDeposit } from '../../stores/deposit/complete-deposit.ts';
import { acknowledgePaid } from '../../stores/deposit/paid-acknowledger.ts';
import type { PendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import type { Scope } from '../../stores/scope.ts';

/** H2H-03: the complete page, opened in status accepted (STATUS-09 reads and drops the query). */
export const H2H_PAID_PATH = `${DEPOSIT_COMPLETE}?status=accepted`;

/**
 * Completes the deposit (when it has an id) through the one door; resolves once it has answered or
 * failed. Decision H2H-07: the navigation happens anyway (as on the p2p invoice, flows §4 step 5).
 */
export async function reportPaid(scope: Scope, deposit: PendingDeposit): Promise<void> {
  if (deposit.depositId === undefined) return;
  const paid = { depositId: deposit.depositId, paymentMethod: deposit.paymentMethod };
  const caller = api(scope);
  const outcome = await completeDeposit(scope, paid, caller);
  // REL-05: the page goes on anyway; a failed "I paid" is sent again until the backend answers.
  if (outcome.kind === 'failed') acknowledgePaid(scope, paid, outcome.error, caller);
}
