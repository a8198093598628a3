/**
 * The deposit state machine (flows §4 "Transaction status"): a deposit starts waiting and ends
 * processed or mistaked (or cancelled). Every step goes to the player's sockets as a
 * `deposit.status` push (status 0 waiting, 1 processed, 2 mistaked — STATUS-03) and is readable
 * over HTTP through deposit-status.
 */
import { CONFIRMATION_CHAINS, chainOf } from '../../../src/domain/crypto-confirmations.ts';
import type { TransactionData } from '../../../src/domain/payment-entities.ts';
import { DEPOSIT_STATUS, type DepositStatusWord } from '../../../src/domain/transaction-status.ts';
import type { DepositOutcome, PushMode } from './scenario.ts';

export type DepositState = 'draft' | 'waiting' | 'processed' | 'mistaked' | 'canceled' | 'auto_canceled';

/**
 * Who ends the deposit: the provider page (redirects), a timer from creation (`auto`), a timer
 * from deposit-complete (`after-complete`, peer-to-peer), or a simulated chain transfer (`crypto`).
 */
export type Settlement = 'provider' | 'auto' | 'after-complete' | 'crypto';

/** The order a deposit-create-sweepstake carried (GET /sandbox/deposits `sweepstake`). */
export interface SweepstakeOrderSent {
  boxId: string | number;
  amount: unknown;
  currency: unknown;
}

export interface CryptoInfo {
  coin: string;
  network: string;
  blockchain: string;
  address: string;
  txid: string;
  /** Decision CRYPTO-AMOUNT: what the simulated transfer carries, in `coin`. */
  amount: number;
  /** Blocks confirmed since the transfer was seen on chain; undefined until then. */
  confirmations?: number;
}

export interface Deposit {
  id: number;
  playerId: number;
  method: string;
  amount: number;
  currency: string;
  state: DepositState;
  settlement: Settlement;
  createdAt: number;
  /** Snapshot of the creating token's scenario. */
  outcome: DepositOutcome;
  delayMs: number;
  pushes: PushMode;
  crypto?: CryptoInfo;
  /** Snapshot of the scenario's `cryptoBlockMs`: one simulated block; else the chain's own interval. */
  blockMs?: number;
  boxId?: string | number;
  /**
   * What a deposit-create-sweepstake carried — the box, and the amount and currency the widget sent
   * (the sandbox charges the box's own price) — so a test can hold the screen to the request.
   */
  sweepstake?: SweepstakeOrderSent;
  /** The `fields` the create call carried (GET /sandbox/deposits shows them). */
  fields?: Record<string, unknown>;
  /** The bonus fields the create call carried (GET /sandbox/deposits shows them). */
  bonus?: { isActivatedBonus: boolean; bonusId?: string | number };
  /** How a protected method's create passed its captcha (GET /sandbox/deposits shows it). */
  captcha?: 'bypass' | 'slider' | 'recaptcha';
  /** Peer-to-peer: auto-cancel time (created + timeout_minutes). */
  expiresAt?: number;
  /** Peer-to-peer: the answer's countdown in ms when the scenario shortens it (`p2pTimeoutSeconds`). */
  timeoutMs?: number;
  /** The last create answer (deposit-check returns it while the deposit is open). */
  answer?: Record<string, unknown>;
  completed: boolean;
}

export type NewDeposit = Omit<Deposit, 'id' | 'state' | 'createdAt' | 'completed'>;

/** Where pushes go: the socket adapter emits to the player's room. */
export type PushSink = (playerId: number, data: TransactionData) => void;

/**
 * The deposit-status word of each state, from the widget's one table of words
 * (DEPOSIT_STATUS_WORDS, decision ENT-23): a word it does not hold does not compile.
 */
const STATUS_NAME: Readonly<Record<DepositState, DepositStatusWord>> = {
  draft: DEPOSIT_STATUS.PENDING,
  waiting: DEPOSIT_STATUS.PENDING,
  processed: DEPOSIT_STATUS.PAYED,
  mistaked: DEPOSIT_STATUS.DECLINED,
  canceled: DEPOSIT_STATUS.CANCELED,
  auto_canceled: DEPOSIT_STATUS.AUTO_CANCELED,
};
const PUSH_CODE: Readonly<Record<DepositState, 0 | 1 | 2>> = {
  draft: 0, waiting: 0, processed: 1, mistaked: 2, canceled: 2, auto_canceled: 2,
};

export class DepositStore {
  private readonly deposits = new Map<number, Deposit>();
  private readonly timers = new Map<number, Set<ReturnType<typeof setTimeout>>>();
  /** out-of-order mode: the waiting push held back until after the final one. */
  private readonly held = new Map<number, TransactionData>();
  private nextId = 500001;

  constructor(
    private readonly push: PushSink,
    private readonly now: () => number,
  ) {}

  /** Records a deposit. `draft` ones (fields still required) are not announced yet. */
  create(init: NewDeposit, draft = false): Deposit {
    const deposit: Deposit = { ...init, id: this.nextId++, state: draft ? 'draft' : 'waiting', createdAt: this.now(), completed: false };
    this.deposits.set(deposit.id, deposit);
    if (!draft) this.start(deposit);
    return deposit;
  }

  /** A draft becomes a real waiting deposit. */
  promote(deposit: Deposit, amount: number): void {
    if (deposit.state !== 'draft') return;
    deposit.amount = amount;
    deposit.state = 'waiting';
    this.start(deposit);
  }

  /** The player's deposit by id (string or number), or undefined. */
  find(id: unknown, playerId: number): Deposit | undefined {
    const deposit = this.findAny(id);
    return deposit && deposit.playerId === playerId ? deposit : undefined;
  }

  /** By id regardless of player (provider pages carry only the id). */
  findAny(id: unknown): Deposit | undefined {
    const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : NaN;
    return this.deposits.get(n);
  }

  /** The player's deposits, newest first. */
  listFor(playerId: number): Deposit[] {
    return [...this.deposits.values()].filter((d) => d.playerId === playerId).reverse();
  }

  /** The open peer-to-peer deposit of a player and method (deposit-check). */
  openFor(playerId: number, method: string): Deposit | undefined {
    return this.listFor(playerId).find((d) => d.method === method && d.state === 'waiting' && d.settlement === 'after-complete');
  }

  /** deposit-complete: the player says they paid. */
  complete(deposit: Deposit): void {
    deposit.completed = true;
    if (deposit.state === 'waiting' && deposit.settlement === 'after-complete') this.scheduleOutcome(deposit, deposit.delayMs);
  }

  /** Ends a waiting deposit (provider page, timers, test API). False when it was not waiting. */
  settle(deposit: Deposit, outcome: 'processed' | 'mistaked'): boolean {
    return this.finish(deposit, outcome);
  }

  /** deposit-cancel (or the peer-to-peer timeout when `auto`). */
  cancel(deposit: Deposit, auto = false): boolean {
    return this.finish(deposit, auto ? 'auto_canceled' : 'canceled');
  }

  /** The deposit-status answer. */
  statusOf(deposit: Deposit): { status: DepositStatusWord; data: TransactionData } {
    return { status: STATUS_NAME[deposit.state], data: this.txData(deposit) };
  }

  /** Clears every timer (server shutdown). */
  close(): void {
    for (const set of this.timers.values()) for (const t of set) clearTimeout(t);
    this.timers.clear();
  }

  private start(deposit: Deposit): void {
    this.emit(deposit, this.txData(deposit), true);
    if (deposit.settlement === 'auto') this.scheduleOutcome(deposit, deposit.delayMs);
    if (deposit.settlement === 'crypto') this.later(deposit.id, deposit.delayMs, () => this.seeOnChain(deposit));
    if (deposit.expiresAt !== undefined) {
      this.later(deposit.id, Math.max(0, deposit.expiresAt - this.now()), () => this.cancel(deposit, true));
    }
  }

  /**
   * A simulated chain transfer (docs/sandbox.md §5): the transfer shows up (waiting, with txid,
   * blockchain and `confirmations: 0`), then one waiting push per block with the new count, and at
   * the chain's limit (flows §9, the widget's own table) the outcome. A network outside the table
   * is settled one outcome delay after it shows up, without counts.
   */
  private seeOnChain(deposit: Deposit): void {
    const info = deposit.crypto;
    if (deposit.state !== 'waiting' || !info) return;
    info.confirmations = 0;
    this.emit(deposit, this.txData(deposit), false);
    const chain = chainOf(info.blockchain);
    if (!chain) {
      this.scheduleOutcome(deposit, deposit.delayMs);
      return;
    }
    const { blocks, intervalMs } = CONFIRMATION_CHAINS[chain];
    const blockMs = deposit.blockMs ?? intervalMs;
    const confirm = (): void => {
      if (deposit.state !== 'waiting') return;
      info.confirmations = (info.confirmations ?? 0) + 1;
      if (info.confirmations >= blocks) {
        if (deposit.outcome !== 'pending') this.settle(deposit, deposit.outcome);
        return;
      }
      this.emit(deposit, this.txData(deposit), false);
      this.later(deposit.id, blockMs, confirm);
    };
    this.later(deposit.id, blockMs, confirm);
  }

  private scheduleOutcome(deposit: Deposit, delayMs: number): void {
    if (deposit.outcome === 'pending') return;
    const outcome = deposit.outcome;
    this.later(deposit.id, delayMs, () => this.settle(deposit, outcome));
  }

  private finish(deposit: Deposit, state: DepositState): boolean {
    if (deposit.state !== 'waiting' && deposit.state !== 'draft') return false;
    const wasDraft = deposit.state === 'draft';
    deposit.state = state;
    this.clearTimers(deposit.id);
    if (wasDraft) return true;
    this.emit(deposit, this.txData(deposit), false);
    const stale = this.held.get(deposit.id);
    if (stale) {
      this.held.delete(deposit.id);
      this.push(deposit.playerId, stale);
    }
    return true;
  }

  private emit(deposit: Deposit, data: TransactionData, first: boolean): void {
    if (deposit.pushes === 'out-of-order' && first) {
      this.held.set(deposit.id, data);
      return;
    }
    // `duplicate` sends each status twice, `triple` three times (issue #25, FAULT-01).
    const copies = deposit.pushes === 'triple' ? 3 : deposit.pushes === 'duplicate' ? 2 : 1;
    for (let i = 0; i < copies; i += 1) this.push(deposit.playerId, data);
  }

  /** The transaction data of a deposit: with the chain's data once the transfer is seen (or the deposit ended). */
  private txData(d: Deposit): TransactionData {
    const data: TransactionData = { depositId: d.id, status: PUSH_CODE[d.state], amount: d.amount, currency: d.currency };
    const seen = d.crypto?.confirmations !== undefined;
    if (d.crypto && d.settlement === 'crypto' && (seen || d.state !== 'waiting')) {
      // Decision CRYPTO-AMOUNT: once the transfer is seen, the amount is the transfer's, in its coin.
      Object.assign(data, { amount: d.crypto.amount, currency: d.crypto.coin, cryptoCurrency: d.crypto.coin, blockchain: d.crypto.blockchain, txid: d.crypto.txid });
      if (seen) data.confirmations = d.crypto.confirmations;
    }
    if (d.state === 'processed') data.finalAmount = data.amount;
    return data;
  }

  private later(id: number, ms: number, fn: () => void): void {
    const set = this.timers.get(id) ?? new Set();
    const timer = setTimeout(() => {
      set.delete(timer);
      fn();
    }, ms);
    timer.unref?.();
    set.add(timer);
    this.timers.set(id, set);
  }

  private clearTimers(id: number): void {
    for (const t of this.timers.get(id) ?? []) clearTimeout(t);
    this.timers.delete(id);
  }
}
