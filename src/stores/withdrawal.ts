/**
 * The player's pending withdrawals (decision WD-06: `withdrawal-list-pending`, kept fresh by the
 * `withdrawal.status` push, src/stores/withdrawal-pending.ts). Loaded with the withdrawal pages.
 */
import { atom } from 'nanostores';
import { isOpenWithdrawalStatus } from '../domain/withdrawal.ts';
import type { Withdrawal } from '../domain/withdrawal.ts';
import { $withdrawalPush } from './withdrawal-pending.ts';
import { scoped, type Scope } from './scope.ts';

/** Submitted, unfinished withdrawals (pending, processing), newest first; null before the first load. */
export const $pendingWithdrawals = scoped((scope: Scope) => {
  const $list = atom<readonly Withdrawal[] | null>(null);
  // Every push from now on reaches the list (a push before this chunk loaded is in the list's first load).
  scope.onDispose($withdrawalPush(scope).listen((record) => applyWithdrawalRecord(scope, record)));
  return $list;
});

/**
 * Decision WD-08: a record's move reaches the list: an open one (pending, processing) is added or
 * updated in place, an ended one (accepted, declined, cancelled) leaves it. Before the list's first
 * load there is nothing to update: the load brings the record.
 */
export function applyWithdrawalRecord(scope: Scope, record: Withdrawal | null | undefined): void {
  const list = $pendingWithdrawals(scope).get();
  if (!list || !record || record.withdrawalId === undefined) return;
  const id = String(record.withdrawalId);
  const others = list.filter((w) => String(w.withdrawalId) !== id);
  if (!isOpenWithdrawalStatus(record.status)) {
    if (others.length !== list.length) $pendingWithdrawals(scope).set(others);
    return;
  }
  const at = list.findIndex((w) => String(w.withdrawalId) === id);
  if (at >= 0) $pendingWithdrawals(scope).set(list.map((w, i) => (i === at ? record : w)));
  else $pendingWithdrawals(scope).set([record, ...list]);
}
