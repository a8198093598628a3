/**
 * "I have paid" on the host-to-host invoice (H2H-03, decision H2H-07): the backend is told with
 * deposit-complete (depositId, paymentMethod) and the player goes to the complete page with status
 * accepted — also when the call fails: the money may be on its way, and the complete page follows
 * the deposit's real status from there (pushes, or polling over HTTP).
 */
import { DEPOSIT_COMPLETE } from '../../domain/paths.ts';
import type { ApiCaller } from '../../stores/api.ts';
import type { PendingDeposit } from '../../stores/deposit/pending-deposit.ts';

/** H2H-03: the complete page, opened in status accepted (STATUS-09 reads and drops the query). */
export const H2H_PAID_PATH = `${DEPOSIT_COMPLETE}?status=accepted`;

/** Sends deposit-complete for the deposit (when it has an id); resolves once it has answered or failed. */
export async function reportPaid(deposit: PendingDeposit, api: ApiCaller): Promise<void> {
  if (deposit.depositId === undefined) return;
  try {
    await api.call('deposit-complete', { depositId: deposit.depositId, paymentMethod: deposit.paymentMethod });
  } catch {
    // Decision H2H-07: the navigation happens anyway (as on the p2p invoice, flows §4 step 5).
  }
}
