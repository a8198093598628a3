/**
 * The complete page's status machine (flows §4 "Transaction status on the complete page";
 * STATUS-04..18). The page shows the one status store (`$transaction`, src/stores/transaction.ts);
 * `startCompletePage` wires the status query, the store's watch, the waiting time-out and (over
 * HTTP, decision STATUS-18) polling.
 */
import { COMPLETE_STATUS_POLL_MS, COMPLETE_WAITING_TIMEOUT_MS, COMPLETE_WAITING_TIMEOUT_ONRAMP_MS } from '../../domain/constants.ts';
import { normalizeStatus } from '../../domain/transaction-status.ts';
import type { TransactionStatus } from '../../domain/transaction-status.ts';
import type { TransactionData } from '../../domain/payment-entities.ts';
import { DEPOSIT_GROUP_LIST, DEPOSIT_GROUP_REDIRECT, DEPOSIT_LIST, DEPOSIT_ONRAMP, DEPOSIT_REDIRECT } from '../../domain/paths.ts';
import { namesTransfer } from '../../domain/crypto-confirmations.ts';
import { trackEvent } from '../../stores/analytics.ts';
import type { TimerId } from '../../stores/clock.ts';
import type { PendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { applyPolledStatus } from '../../stores/polled-status.ts';
import { $transaction } from '../../stores/transaction.ts';
import { setTransactionStatus, watchTransaction } from '../../stores/transaction-watch.ts';
import { onSocketDrop, type ApiCaller as FlowApi } from '../../stores/api.ts';
import { $confirmations, realTime, watchConfirmations } from './confirmations.ts';
import type { ConfirmationWatch, TimeSource } from './confirmations.ts';
import type { Scope } from '../../stores/scope.ts';

export interface CompleteOptions {
  /** STATUS-09: the `status` query value, if any. */
  statusQuery: string | null;
  /** STATUS-10: the route's transaction kind. */
  transaction: 'deposit' | 'withdrawal';
  /** The deposit to watch (STATUS-11/12). */
  pending: PendingDeposit | null;
  /** Decision STATUS-18: poll deposit-status only over HTTP (no pushes there). */
  poll: boolean;
  /**
   * Decision REL-03: socket drops while the page waits (default: the element's socket). A drop may
   * have taken the final push with it, so the page asks at once and then polls.
   */
  watchDrops?: (listener: () => void) => () => void;
  api: FlowApi;
  /** Timers and the time (the crypto block count measures elapsed time). */
  clock?: TimeSource;
}

/**
 * Starts the machine on the one status store (`$transaction`, which the page reads); returns the
 * stop function, which also resets the transaction (STATUS-15). STATUS-09 (query used), STATUS-10
 * (withdrawal → accepted), STATUS-11/12 (the store's watch follows this deposit only), STATUS-13/14
 * (waiting → accepted after 60 s, on-ramp 5 min).
 */
export function startCompletePage(scope: Scope, options: CompleteOptions): () => void {
  const clock = options.clock ?? realTime;
  const { pending } = options;
  const timers: TimerId[] = [];
  let stopped = false;
  let initial: TransactionStatus = 'waiting';
  if (options.statusQuery !== null) initial = normalizeStatus(options.statusQuery);
  else if (options.transaction === 'withdrawal') initial = 'accepted';
  const endWatch = watchTransaction(scope, pending, initial);
  const statusNow = (): TransactionStatus => $transaction(scope).get().status;

  // CRYPTO-19..23: a crypto deposit — one created in a crypto currency, or whose followed data
  // names an on-chain transfer — counts blocks while waiting; the block limit (10 minutes for an
  // unknown network) replaces the 60 s time-out (decision CRYPTO-24).
  let blocks: ConfirmationWatch | null = null;
  const toAccepted = (): void => {
    if (statusNow() === 'waiting') setTransactionStatus(scope, 'accepted');
  };
  let timeoutTimer: TimerId | undefined;
  const startCounting = (): ConfirmationWatch => {
    if (timeoutTimer !== undefined) clock.clearTimeout(timeoutTimer);
    blocks ??= watchConfirmations(scope, toAccepted, clock);
    return blocks;
  };
  if (pending?.crypto) startCounting();

  let counted: TransactionData | undefined;
  let tracked: TransactionStatus | undefined;
  const unsubscribe = $transaction(scope).subscribe(({ status, data }) => {
    if (data && data !== counted) {
      counted = data;
      if (blocks || namesTransfer(data)) startCounting().update(data);
    }
    if (status !== 'waiting') blocks?.stop(); // CRYPTO-21: counting stops when the status is no longer waiting
    // Every status the page shows, once each, is a `deposit_status` event (decision AN-05).
    if (status !== tracked) {
      tracked = status;
      trackEvent(scope, 'deposit_status', { amount: pending?.amount, extra: { status } });
    }
  });

  const timeout = pending?.onramp ? COMPLETE_WAITING_TIMEOUT_ONRAMP_MS : COMPLETE_WAITING_TIMEOUT_MS;
  if (!blocks) {
    timeoutTimer = clock.setTimeout(toAccepted, timeout);
    timers.push(timeoutTimer);
  }

  const id = pending?.depositId;
  const paymentMethod = pending?.paymentMethod ?? '';
  // Decisions CRYPTO-24, REL-09: polling goes on through accepted until the status is final —
  // accepted is only the 60 s time-out (or a block estimate), and over HTTP no push would bring a
  // later decline, which would otherwise stay shown as "being processed" for good.
  const unsettled = (): boolean => statusNow() === 'waiting' || statusNow() === 'accepted';
  // One loop at a time, so polling never has two requests in flight; `more` says when it ends.
  let loop: (() => boolean) | null = null;
  let next: TimerId | undefined; // the loop's sleep, when it sleeps (not while a request is out)
  const later = (delayMs: number): void => {
    next = clock.setTimeout(tick, delayMs);
    timers.push(next);
  };
  const tick = (): void => {
    next = undefined;
    if (stopped || !loop?.()) return void (loop = null);
    options.api.call('deposit-status', { depositId: id!, paymentMethod }).then(
      (answer) => {
        if (stopped) return;
        // Decision DOOR-03: the answer sets the status as a status; a final one ends the polling.
        if (!applyPolledStatus(scope, id!, answer)) later(COMPLETE_STATUS_POLL_MS);
        else loop = null;
      },
      () => {
        if (!stopped) later(COMPLETE_STATUS_POLL_MS);
      },
    );
  };
  const startLoop = (more: () => boolean, delayMs: number): void => {
    const running = loop !== null;
    loop = more;
    if (!running) return later(delayMs);
    // Decision REL-07: a drop while the loop sleeps asks now (a request out is retried by its call).
    if (delayMs === 0 && next !== undefined) {
      clock.clearTimeout(next);
      later(0);
    }
  };
  if (options.poll && id !== undefined) startLoop(unsettled, COMPLETE_STATUS_POLL_MS);
  // Decision REL-03: over the socket, a drop may have lost the final push. Ask at once (the call
  // reconnects: 3 retries, backoff capped at 10 s) and keep asking every 5 s until the status is
  // final — through "accepted" too, so a late decline is never left showing as processing.
  const endDrops =
    !options.poll && id !== undefined && options.transaction === 'deposit'
      ? (options.watchDrops ?? ((listener) => onSocketDrop(scope, listener)))(() => {
          if (!stopped && unsettled()) startLoop(unsettled, 0);
        })
      : () => undefined;

  return () => {
    stopped = true;
    endDrops();
    unsubscribe();
    blocks?.stop();
    $confirmations(scope).set(null);
    for (const t of timers) clock.clearTimeout(t);
    endWatch(); // STATUS-15: leaving resets data and status to waiting
  };
}

/** Decision STATUS-08: `to` route names (ROUTE-21 names, plus the spec's `onramp`) and their paths. */
const NAMED_RETURNS: Readonly<Record<string, string>> = Object.freeze({
  onramp: DEPOSIT_ONRAMP,
  'deposit-onramp': DEPOSIT_ONRAMP,
  'deposit-redirect': DEPOSIT_REDIRECT,
  'deposit-group-list': DEPOSIT_GROUP_LIST,
  'deposit-group-redirect': DEPOSIT_GROUP_REDIRECT,
  'deposit-list': DEPOSIT_LIST,
});

/** A `to` value as an in-widget path: a known route name, or a path with one leading slash. */
export function pathFromTo(to: string | null): string | null {
  if (!to) return null;
  if (to.startsWith('/') && !to.startsWith('//')) return to;
  return Object.prototype.hasOwnProperty.call(NAMED_RETURNS, to) ? (NAMED_RETURNS[to] ?? null) : null;
}

/** STATUS-16/17: the back action — `to`, else the group list when a group is chosen, else the redirect page. */
export function backTarget(to: string | null, groupChosen: boolean): string {
  return pathFromTo(to) ?? (groupChosen ? DEPOSIT_GROUP_LIST : DEPOSIT_REDIRECT);
}

/** STATUS-07 / decision STATUS-08: Retry returns to the payment page (`to`, else the method's redirect page). */
export function retryTarget(to: string | null, groupChosen: boolean): string {
  return pathFromTo(to) ?? (groupChosen ? DEPOSIT_GROUP_REDIRECT : DEPOSIT_REDIRECT);
}
