/**
 * The player's pending withdrawals (decision WD-06: `withdrawal-list-pending`, kept fresh by the
 * `withdrawal.status` push, src/stores/withdrawal-pending.ts). Loaded with the withdrawal pages.
 */
import { atom } from 'nanostores';
import { isOpenWithdrawalStatus } from '../domain/withdrawal.ts';
import type { Withdrawal } from '../domain/withdrawal.ts';
import { $withdrawalPush } from './withdrawal-pending.ts';

/** Submitted, unfinished withdrawals (pending, processing), newest first; null before the first load. */
export const $pendingWithdrawals = atom<readonly Withdrawal[] | null>(null);

/**
 * Decision WD-08: a record's move reaches the list: an open one (pending, processing) is added or
 * updated in place, an ended one (accepted, declined, cancelled) leaves it. Before the list's first
 * load there is nothing to update: the load brings the record.
 */
export function applyWithdrawalRecord(record: Withdrawal | null | undefined): void {
  const list = $pendingWithdrawals.get();
  if (!list || !record || record.withdrawalId === undefined) return;
  const id = String(record.withdrawalId);
  const others = list.filter((w) => String(w.withdrawalId) !== id);
  if (!isOpenWithdrawalStatus(record.status)) {
    if (others.length !== list.length) $pendingWithdrawals.set(others);
    return;
  }
  const at = list.findIndex((w) => String(w.withdrawalId) === id);
  if (at >= 0) $pendingWithdrawals.set(list.map((w, i) => (i === at ? record : w)));
  else $pendingWithdrawals.set([record, ...list]);
}

// Every push from now on reaches the list (a push before this chunk loaded is in the list's first load).
$withdrawalPush.listen(applyWithdrawalRecord);
