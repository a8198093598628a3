/**
 * A `deposit-status` poll answer into the one status store (issue #22 "one status", decision
 * DOOR-03): read as a status (`polledStatus`), never turned into a push code. Kept apart from
 * transaction.ts and the domain's status table, which the entry bundle carries for the pushes:
 * only the lazy pages poll.
 */
import { namesTransfer } from '../domain/crypto-confirmations.ts';
import type { TransactionData } from '../domain/payment-entities.ts';
import { depositStatusMeaning, statusFromPush } from '../domain/transaction-status.ts';
import type { TransactionStatus } from '../domain/transaction-status.ts';
import type { DepositId } from '../transport/wire-types.ts';
import { reportDepositStatus } from './transaction.ts';
import type { Scope } from './scope.ts';

/**
 * Decision DOOR-03: what a `deposit-status` answer says, read as a status (never as a push code). A
 * numeric `data.status` 1/2 wins (the answer carries the push's data, STATUS-03); else the word is
 * read through the one table (PAYED → processed; DECLINED, CANCELED, AUTO_CANCELED → mistaked).
 * null: still waiting (PENDING, a word the table does not hold, a 0): keep waiting and polling.
 */
export function polledStatus(answer: { status?: unknown; data?: { status?: unknown } } | null | undefined): TransactionStatus | null {
  const pushed = statusFromPush(answer?.data?.status);
  if (pushed === 'processed' || pushed === 'mistaked') return pushed;
  const meaning = depositStatusMeaning(answer?.status);
  return meaning === 'processed' || meaning === 'mistaked' ? meaning : null;
}
/**
 * A `deposit-status` answer for `depositId` (decision DOOR-03, `polledStatus`). Returns whether it
 * was final (processed or mistaked), so the poller stops; a pending answer that names the transfer
 * feeds its data in (CRYPTO-24), as a waiting push would.
 */
export function applyPolledStatus(scope: Scope, depositId: DepositId, answer: { status?: unknown; data?: TransactionData } | null | undefined): boolean {
  const status = polledStatus(answer);
  const data: TransactionData = { ...(answer?.data ?? {}), depositId };
  if (status !== null || namesTransfer(data)) reportDepositStatus(scope, data, status);
  return status !== null;
}

