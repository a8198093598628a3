/**
 * The complete page's side of the one status store (flows §4 "Transaction status on the complete
 * page"): its watch on one deposit (STATUS-09..12, 15) and the statuses the page itself decides
 * (the waiting time-out, the block limit: STATUS-13/14, CRYPTO-23).
 */
import { normalizeStatus } from '../domain/transaction-status.ts';
import type { TransactionStatus } from '../domain/transaction-status.ts';
import type { TransactionData } from '../domain/payment-entities.ts';
import { $transaction, resetTransaction, transactionWatch } from './transaction.ts';
import type { WatchedDeposit, WatchRule } from './transaction.ts';
import type { Scope } from './scope.ts';

/** Sets the status from any value; unknown values become `accepted` (STATUS-02). */
export function setTransactionStatus(scope: Scope, value: unknown): void {
  const { data } = $transaction(scope).get();
  $transaction(scope).set(data ? { status: normalizeStatus(value), data } : { status: normalizeStatus(value) });
}

/**
 * STATUS-11/12: a crypto deposit follows every report; others only one for the same deposit id. A
 * push that came without `depositId` has already been given the watched deposit's id when it was
 * the lone pending deposit (decision STATUS-18, `matchLoneDeposit`); one that could not be matched
 * stays id-less and is not followed.
 */
export function follows(data: TransactionData, deposit: WatchedDeposit | null): boolean {
  if (deposit?.crypto) return true;
  const id = data.depositId;
  return id !== undefined && id !== null && deposit?.depositId !== undefined && String(id) === String(deposit.depositId);
}

/**
 * The complete page watches `deposit` from now on, starting at `initialStatus` (STATUS-09/10): what
 * already arrived for this deposit is kept (a final status over the initial one), anything else is
 * dropped. While it watches, only this deposit's reports count, and the status never goes back to
 * waiting (decision CRYPTO-24: a later confirmation count or a stale out-of-order push only brings
 * data). Returns the end of the watch, which resets data and status to waiting (STATUS-15).
 */
export function watchTransaction(scope: Scope, deposit: WatchedDeposit | null, initialStatus: TransactionStatus): () => void {
  const { status, data } = $transaction(scope).get();
  const own = data !== undefined && follows(data, deposit);
  $transaction(scope).set(own ? { status: status === 'waiting' ? initialStatus : status, data } : { status: initialStatus });
  const rule: WatchRule = (report, next, now) => (follows(report, deposit) ? (next === null || next === 'waiting' ? now : next) : undefined);
  transactionWatch(scope).rule = rule;
  return () => {
    if (transactionWatch(scope).rule === rule) transactionWatch(scope).rule = undefined;
    resetTransaction(scope);
  };
}
