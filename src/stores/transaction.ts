/**
 * `$transaction`: the deposit being watched on the complete page (shell §4 "Transaction
 * status", STATUS-01..03). Starts `waiting`; pushes and polls move it on.
 */
import { atom } from 'nanostores';
import type { TransactionData } from '../domain/payment-entities.ts';
import { normalizeStatus, statusFromPush } from '../domain/transaction-status.ts';
import type { TransactionStatus } from '../domain/transaction-status.ts';

import { scoped, type Scope } from './scope.ts';
export interface TransactionState {
  status: TransactionStatus;
  data?: TransactionData;
}

const initial = (): TransactionState => ({ status: 'waiting' });

/** STATUS-01: status is `waiting` until something says otherwise. */
export const $transaction = scoped(() => (atom<TransactionState>(initial())));

/** Sets the status from any value; unknown values become `accepted` (STATUS-02). */
export function setTransactionStatus(scope: Scope, value: unknown): void {
  const { data } = $transaction(scope).get();
  $transaction(scope).set(data ? { status: normalizeStatus(value), data } : { status: normalizeStatus(value) });
}

/** A `deposit.status` push: stores the data and maps 0/1/2 to waiting/processed/mistaked (STATUS-03). */
export function applyDepositStatusPush(scope: Scope, data: TransactionData): void {
  $transaction(scope).set({ status: statusFromPush(data.status), data });
}

/** The deposit a push may be matched to: the complete page's watched deposit (src/stores/deposit/pending-deposit.ts). */
export interface WatchedDeposit {
  depositId?: string | number;
  crypto: boolean;
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

/** Leaving the complete page resets data and status to waiting (flows §4). */
export function resetTransaction(scope: Scope): void {
  $transaction(scope).set(initial());
}
