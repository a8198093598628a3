/**
 * The latest `withdrawal.status` push (decision WD-06): the whole record of a submitted withdrawal
 * that moved. The push handler (src/stores/api-events.ts) lives in the entry, so this is all the
 * entry carries; the withdrawal store (src/stores/withdrawal.ts, in the lazy withdrawal chunk)
 * applies it to the pending list, which a player who never opens a withdrawal page never loads.
 */
import { atom } from 'nanostores';
import type { Withdrawal } from '../domain/withdrawal.ts';
import { scoped, type Scope } from './scope.ts';

/** The last pushed withdrawal record, null before any. */
export const $withdrawalPush = scoped(() => (atom<Withdrawal | null>(null)));

/** Decision WD-06: a pushed record (a new object each time, so two equal pushes both notify). */
export function receiveWithdrawalPush(scope: Scope, record: Withdrawal): void {
  $withdrawalPush(scope).set({ ...record });
}
