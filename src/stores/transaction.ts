/**
 * `$transaction`: THE status of the deposit being watched (shell §4 "Transaction status",
 * STATUS-01..03, issue #22 "one status"). Starts `waiting`. A `deposit.status` push and a
 * `deposit-status` poll answer both set it through `reportDepositStatus`, as a status; the complete
 * page opens a watch on it (`watchTransaction`) and reads it — there is no second holder.
 */
import { atom } from 'nanostores';
import type { TransactionData } from '../domain/payment-entities.ts';
import { normalizeStatus, polledStatus, statusFromPush } from '../domain/transaction-status.ts';
import type { TransactionStatus } from '../domain/transaction-status.ts';
import { namesTransfer } from '../domain/crypto-confirmations.ts';
import type { DepositId } from '../transport/wire-types.ts';

import { scoped, type Scope } from './scope.ts';
export interface TransactionState {
  status: TransactionStatus;
  data?: TransactionData;
}

const initial = (): TransactionState => ({ status: 'waiting' });

/** STATUS-01: status is `waiting` until something says otherwise. */
export const $transaction = scoped(() => (atom<TransactionState>(initial())));

/** The deposit a push may be matched to: the complete page's watched deposit (src/stores/deposit/pending-deposit.ts). */
export interface WatchedDeposit {
  depositId?: string | number | undefined;
  crypto: boolean;
}

/** This element's own module state (issue #22: one world per element): the complete page's watch, if open. */
const local = scoped((): { watch: { deposit: WatchedDeposit | null } | undefined } => ({ watch: undefined }));

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
 * The one writer of a deposit's status: a push or a poll answer, with its data. `status` null: the
 * report only brings data (a pending poll that names the transfer). While the complete page watches,
 * only its deposit is followed (STATUS-11/12), and the status never goes back to waiting (decision
 * CRYPTO-24: a later confirmation count or a stale out-of-order push only brings data).
 */
export function reportDepositStatus(scope: Scope, data: TransactionData, status: TransactionStatus | null): void {
  const watch = local(scope).watch;
  if (watch && !follows(data, watch.deposit)) return;
  const now = $transaction(scope).get().status;
  const next = status === null || (watch && status === 'waiting') ? now : status;
  $transaction(scope).set({ status: next, data });
}

/** A `deposit.status` push: maps 0/1/2 to waiting/processed/mistaked (STATUS-03). */
export function applyDepositStatusPush(scope: Scope, data: TransactionData): void {
  reportDepositStatus(scope, data, statusFromPush(data.status));
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

const hasId = (id: unknown): boolean => id !== undefined && id !== null && String(id).trim() !== '';

/**
 * Decision STATUS-18 (push format): a `deposit.status` push SHOULD carry `depositId`. One without
 * it is matched to the lone watched deposit — the widget watches at most one at a time — when that
 * deposit is pending, not crypto (crypto follows every push anyway, STATUS-11) and has an id: the
 * push then gets that id. Otherwise it stays without one, and the complete page ignores it for a
 * non-crypto deposit (STATUS-12), so a stale id-less push can never finish a later deposit.
 */
export function matchLoneDeposit(data: TransactionData, watched: WatchedDeposit | null): TransactionData {
  if (hasId(data.depositId) || !watched || watched.crypto || !hasId(watched.depositId)) return data;
  return { ...data, depositId: watched.depositId };
}

/**
 * The complete page watches `deposit` from now on, starting at `initialStatus` (STATUS-09/10): what
 * already arrived for this deposit is kept (a final status over the initial one), anything else is
 * dropped. Returns the end of the watch, which resets data and status to waiting (STATUS-15).
 */
export function watchTransaction(scope: Scope, deposit: WatchedDeposit | null, initialStatus: TransactionStatus): () => void {
  const { status, data } = $transaction(scope).get();
  const own = data !== undefined && follows(data, deposit);
  $transaction(scope).set(own ? { status: status === 'waiting' ? initialStatus : status, data } : { status: initialStatus });
  const watch = { deposit };
  local(scope).watch = watch;
  return () => {
    if (local(scope).watch === watch) local(scope).watch = undefined;
    resetTransaction(scope);
  };
}

/** Leaving the complete page resets data and status to waiting (flows §4). */
export function resetTransaction(scope: Scope): void {
  $transaction(scope).set(initial());
}
