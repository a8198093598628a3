/**
 * `$transaction`: THE status of the deposit being watched (shell §4 "Transaction status",
 * STATUS-01..03, issue #22 "one status"). Starts `waiting`. A `deposit.status` push and a
 * `deposit-status` poll answer (polled-status.ts) both set it through `reportDepositStatus`, as a
 * status; the complete page opens a watch on it (transaction-watch.ts) and reads it — there is no
 * second holder.
 */
import { atom } from 'nanostores';
import type { TransactionData } from '../domain/payment-entities.ts';
import { statusFromPush } from '../domain/transaction-status.ts';
import type { TransactionStatus } from '../domain/transaction-status.ts';
import { scoped, type Scope } from './scope.ts';
import { onDepositStatusPush } from './api-events.ts';
import { $pendingDeposit } from './deposit/pending-deposit.ts';

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

/**
 * While the complete page watches a deposit, what a report does to the status (transaction-watch.ts:
 * STATUS-11/12, CRYPTO-24): the next status, or undefined to drop the report. Kept out of this
 * file, which the entry bundle carries for the pushes. This element's own (issue #22).
 */
export type WatchRule = (data: TransactionData, status: TransactionStatus | null, now: TransactionStatus) => TransactionStatus | undefined;
export const transactionWatch = scoped((): { rule: WatchRule | undefined } => ({ rule: undefined }));

/**
 * The one writer of a deposit's status: a push or a poll answer, with its data. `status` null: the
 * report only brings data (a pending poll that names the transfer).
 */
export function reportDepositStatus(scope: Scope, data: TransactionData, status: TransactionStatus | null): void {
  const now = $transaction(scope).get().status;
  const rule = transactionWatch(scope).rule;
  const next = rule ? rule(data, status, now) : (status ?? now);
  if (next) $transaction(scope).set({ status: next, data });
}

/** A `deposit.status` push: maps 0/1/2 to waiting/processed/mistaked (STATUS-03). */
export function applyDepositStatusPush(scope: Scope, data: TransactionData): void {
  reportDepositStatus(scope, data, statusFromPush(data.status));
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

// Pushes reach the status from here on (src/stores/api-events.ts says why it is not the other way round).
onDepositStatusPush((scope, data) => applyDepositStatusPush(scope, matchLoneDeposit(data, $pendingDeposit(scope).get())));

/** Leaving the complete page resets data and status to waiting (flows §4). */
export function resetTransaction(scope: Scope): void {
  $transaction(scope).set(initial());
}
