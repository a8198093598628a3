/**
 * The withdrawal state machine (decision WD-08; src/domain/withdrawal.ts holds the table of moves):
 * withdrawal-create makes a `draft`; withdrawal-confirm submits it (`pending`, the account debited);
 * one outcome delay later the backend picks it up (`processing`, no longer cancellable) and one more
 * later it ends `accepted` (paid out) or `declined` (refunded) — or stays pending when the scenario
 * says so. withdrawal-cancel ends a pending, cancellable one `cancelled` (refunded). Every change of
 * a submitted record goes to the player's sockets as a `withdrawal.status` push carrying the record,
 * and is readable over HTTP through withdrawal-status and withdrawal-list-pending.
 */
import {
  WITHDRAWAL_STATUS as S,
  canMoveWithdrawal,
  isOpenWithdrawalStatus,
  type Withdrawal,
  type WithdrawalStatus,
} from '../../../src/domain/withdrawal.ts';
import type { Player } from './players.ts';
import type { WithdrawalOutcome } from './scenario.ts';
import { adjust } from './wallets.ts';

export interface WithdrawalRecord {
  view: Withdrawal;
  player: Player;
  /** The fields withdrawal-create carried (GET /sandbox/withdrawals shows them). */
  fields: Record<string, unknown>;
  /** Snapshot of the creating token's scenario. */
  outcome: WithdrawalOutcome;
  delayMs: number;
  /** Epoch ms a draft expires at. */
  expiresAtMs: number;
}

export type NewWithdrawal = Omit<Withdrawal, 'withdrawalId' | 'status' | 'createdAt' | 'updatedAt' | 'expiresAt'>;

/** Where pushes go: the socket adapter emits to the player's room. */
export type WithdrawalPushSink = (playerId: number, data: Withdrawal) => void;

export class WithdrawalStore {
  private readonly records = new Map<number, WithdrawalRecord>();
  private readonly timers = new Map<number, Set<ReturnType<typeof setTimeout>>>();
  private nextId = 700001;

  constructor(
    private readonly push: WithdrawalPushSink,
    private readonly now: () => number,
  ) {}

  /** withdrawal-create: a draft, announced to nobody (nothing happened to the money yet). */
  createDraft(init: NewWithdrawal, player: Player, extra: { fields: Record<string, unknown>; outcome: WithdrawalOutcome; delayMs: number; ttlMs: number }): WithdrawalRecord {
    const at = this.now();
    const id = this.nextId++;
    const record: WithdrawalRecord = {
      view: { ...init, withdrawalId: id, status: S.DRAFT, createdAt: iso(at), updatedAt: iso(at), expiresAt: iso(at + extra.ttlMs) },
      player,
      fields: extra.fields,
      outcome: extra.outcome,
      delayMs: extra.delayMs,
      expiresAtMs: at + extra.ttlMs,
    };
    this.records.set(id, record);
    return record;
  }

  /** The player's withdrawal by id (string or number), or undefined. A draft past its time reads expired. */
  find(id: unknown, playerId: number): WithdrawalRecord | undefined {
    const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : NaN;
    const record = this.records.get(n);
    if (!record || record.player.id !== playerId) return undefined;
    if (record.view.status === S.DRAFT && this.now() >= record.expiresAtMs) this.move(record, S.EXPIRED, false);
    return record;
  }

  /** The player's withdrawals, newest first. */
  listFor(playerId: number): WithdrawalRecord[] {
    return [...this.records.values()].filter((r) => r.player.id === playerId).reverse();
  }

  /** withdrawal-list-pending: submitted and not yet ended. */
  openFor(playerId: number): WithdrawalRecord[] {
    return this.listFor(playerId).filter((r) => isOpenWithdrawalStatus(r.view.status));
  }

  /** withdrawal-confirm: debits the account and submits the draft. The caller checked the balance. */
  submit(record: WithdrawalRecord): void {
    const { view } = record;
    adjust(record.player, view.currency, view.accountType, -view.amount);
    delete view.expiresAt;
    this.move(record, S.PENDING);
    if (record.outcome === 'pending') return;
    const outcome = record.outcome;
    this.later(record, () => {
      if (!this.settle(record, S.PROCESSING)) return;
      this.later(record, () => this.settle(record, outcome === 'accepted' ? S.ACCEPTED : S.DECLINED));
    });
  }

  /**
   * Moves a submitted record on (timers, withdrawal-cancel, the test API): refunds on declined and
   * cancelled. False when the table of moves forbids it.
   */
  settle(record: WithdrawalRecord, to: WithdrawalStatus): boolean {
    const { view } = record;
    if (view.status === S.DRAFT || !canMoveWithdrawal(view.status, to)) return false;
    if (to === S.DECLINED || to === S.CANCELLED) adjust(record.player, view.currency, view.accountType, view.amount);
    if (to === S.DECLINED) view.declineReason = 'banking.providerDeclined';
    if (to !== S.PROCESSING && this.timers.has(view.withdrawalId as number)) this.clearTimers(record);
    this.move(record, to);
    return true;
  }

  /** A copy of the record as the calls answer it. */
  viewOf(record: WithdrawalRecord): Withdrawal {
    return structuredClone(record.view);
  }

  /** Clears every timer (server shutdown). */
  close(): void {
    for (const set of this.timers.values()) for (const t of set) clearTimeout(t);
    this.timers.clear();
  }

  private move(record: WithdrawalRecord, to: WithdrawalStatus, announce = true): void {
    const { view } = record;
    view.status = to;
    // Decision WD-08: only a pending record may be cancelled; the backend's flag stays as it was set.
    if (to !== S.PENDING) view.cancellable = false;
    view.updatedAt = iso(this.now());
    if (announce) this.push(record.player.id, this.viewOf(record));
  }

  private later(record: WithdrawalRecord, fn: () => void): void {
    const id = record.view.withdrawalId as number;
    const set = this.timers.get(id) ?? new Set();
    const timer = setTimeout(() => {
      set.delete(timer);
      fn();
    }, record.delayMs);
    timer.unref?.();
    set.add(timer);
    this.timers.set(id, set);
  }

  private clearTimers(record: WithdrawalRecord): void {
    const id = record.view.withdrawalId as number;
    for (const t of this.timers.get(id) ?? []) clearTimeout(t);
    this.timers.delete(id);
  }
}

const iso = (ms: number): string => new Date(ms).toISOString();
