/**
 * `$transaction`: the deposit being watched on the complete page (shell §4 "Transaction
 * status", STATUS-01..03). Starts `waiting`; pushes and polls move it on.
 */
import { atom } from 'nanostores';
import type { TransactionData } from '../domain/payment-entities.ts';
import { normalizeStatus, statusFromPush } from '../domain/transaction-status.ts';
import type { TransactionStatus } from '../domain/transaction-status.ts';

export interface TransactionState {
  status: TransactionStatus;
  data?: TransactionData;
}

const initial = (): TransactionState => ({ status: 'waiting' });

/** STATUS-01: status is `waiting` until something says otherwise. */
export const $transaction = atom<TransactionState>(initial());

/** Sets the status from any value; unknown values become `accepted` (STATUS-02). */
export function setTransactionStatus(value: unknown): void {
  const { data } = $transaction.get();
  $transaction.set(data ? { status: normalizeStatus(value), data } : { status: normalizeStatus(value) });
}

/** A `deposit.status` push: stores the data and maps 0/1/2 to waiting/processed/mistaked (STATUS-03). */
export function applyDepositStatusPush(data: TransactionData): void {
  $transaction.set({ status: statusFromPush(data.status), data });
}

/** Leaving the complete page resets data and status to waiting (flows §4). */
export function resetTransaction(): void {
  $transaction.set(initial());
}
