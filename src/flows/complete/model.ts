/**
 * The complete page's status machine (flows §4 "Transaction status on the complete page";
 * STATUS-04..18). One atom holds what the page shows; `startCompletePage` wires the status query,
 * the transaction store, the waiting time-out and (over HTTP, decision STATUS-18) polling.
 */
import { atom } from 'nanostores';
import { COMPLETE_STATUS_POLL_MS, COMPLETE_WAITING_TIMEOUT_MS, COMPLETE_WAITING_TIMEOUT_ONRAMP_MS } from '../../domain/constants.ts';
import { depositStatusMeaning, normalizeStatus } from '../../domain/transaction-status.ts';
import type { DepositStatusMeaning, TransactionStatus } from '../../domain/transaction-status.ts';
import { DEPOSIT_GROUP_LIST, DEPOSIT_GROUP_REDIRECT, DEPOSIT_LIST, DEPOSIT_ONRAMP, DEPOSIT_REDIRECT } from '../../domain/paths.ts';
import { namesTransfer } from '../../domain/crypto-confirmations.ts';
import { trackEvent } from '../../stores/analytics.ts';
import type { TimerId } from '../../stores/clock.ts';
import type { PendingDeposit } from '../../stores/deposit/pending-deposit.ts';
import { $transaction, applyDepositStatusPush, resetTransaction } from '../../stores/transaction.ts';
import type { TransactionState } from '../../stores/transaction.ts';
import type { ApiCaller as FlowApi } from '../../stores/api.ts';
import { $confirmations, realTime, watchConfirmations } from './confirmations.ts';
import type { ConfirmationWatch, TimeSource } from './confirmations.ts';

import { scoped, type Scope } from '../../stores/scope.ts';
/** What the complete page shows. */
export const $completeStatus = scoped(() => (atom<TransactionStatus>('waiting')));

export interface CompleteOptions {
  /** STATUS-09: the `status` query value, if any. */
  statusQuery: string | null;
  /** STATUS-10: the route's transaction kind. */
  transaction: 'deposit' | 'withdrawal';
  /** The deposit to watch (STATUS-11/12). */
  pending: PendingDeposit | null;
  /** Decision STATUS-18: poll deposit-status only over HTTP (no pushes there). */
  poll: boolean;
  api: FlowApi;
  /** Timers and the time (the crypto block count measures elapsed time). */
  clock?: TimeSource;
}

/**
 * STATUS-11/12: crypto follows the store; others only a push (or poll) for the same deposit id. A
 * push that came without `depositId` has already been given the watched deposit's id by the stores
 * when it was the lone pending deposit (decision STATUS-18, `matchLoneDeposit`); one that could not
 * be matched stays id-less and is not followed.
 */
export function followsTransaction(state: TransactionState, pending: PendingDeposit | null): boolean {
  if (!state.data) return false; // nothing arrived yet: the initial store value says nothing
  if (pending?.crypto) return true;
  const id = state.data?.depositId;
  return id !== undefined && id !== null && pending?.depositId !== undefined && String(id) === String(pending.depositId);
}

/** The push status code of a final meaning (STATUS-03: 1 processed, 2 mistaked). */
const FINAL_CODE: Readonly<Partial<Record<DepositStatusMeaning, number>>> = { processed: 1, mistaked: 2 };

/**
 * Decision STATUS-18: a deposit-status answer as a push status code (1 processed, 2 mistaked), or
 * null while pending. A numeric `data.status` 1/2 wins; else the word is read through the one
 * table (DEPOSIT_STATUS_WORDS, decision ENT-23): PAYED → 1, DECLINED / CANCELED / AUTO_CANCELED
 * → 2, PENDING and words the table does not hold → keep waiting (the 60 s time-out still applies).
 */
export function pollStatusCode(answer: { status?: unknown; data?: { status?: unknown } } | null | undefined): number | null {
  const pushed = answer?.data?.status;
  if (pushed === 1 || pushed === 2 || pushed === '1' || pushed === '2') return Number(pushed);
  const meaning = depositStatusMeaning(answer?.status);
  return (meaning !== undefined ? FINAL_CODE[meaning] : undefined) ?? null;
}

/**
 * Starts the machine; returns the stop function, which also resets the transaction (STATUS-15).
 * STATUS-09 (query used), STATUS-10 (withdrawal → accepted), STATUS-11/12 (follow the store),
 * STATUS-13/14 (waiting → accepted after 60 s, on-ramp 5 min).
 */
export function startCompletePage(scope: Scope, options: CompleteOptions): () => void {
  const clock = options.clock ?? realTime;
  const { pending } = options;
  const timers: TimerId[] = [];
  let stopped = false;
  let initial: TransactionStatus = 'waiting';
  if (options.statusQuery !== null) initial = normalizeStatus(options.statusQuery);
  else if (options.transaction === 'withdrawal') initial = 'accepted';
  $completeStatus(scope).set(initial);
  // Every status the page shows, once each, is a `deposit_status` event (decision AN-05).
  const stopTracking = $completeStatus(scope).subscribe((status) => trackEvent(scope, 'deposit_status', { amount: pending?.amount, extra: { status } }));

  // CRYPTO-19..23: a crypto deposit — one created in a crypto currency, or whose followed data
  // names an on-chain transfer — counts blocks while waiting; the block limit (10 minutes for an
  // unknown network) replaces the 60 s time-out (decision CRYPTO-24).
  let blocks: ConfirmationWatch | null = null;
  const toAccepted = (): void => {
    if ($completeStatus(scope).get() === 'waiting') $completeStatus(scope).set('accepted');
  };
  let timeoutTimer: TimerId | undefined;
  const startCounting = (): ConfirmationWatch => {
    if (timeoutTimer !== undefined) clock.clearTimeout(timeoutTimer);
    blocks ??= watchConfirmations(scope, toAccepted, clock);
    if ($completeStatus(scope).get() !== 'waiting') blocks.stop();
    return blocks;
  };
  if (pending?.crypto) startCounting();
  // CRYPTO-21: counting stops when the status is no longer waiting.
  const stopCounting = $completeStatus(scope).listen((status) => {
    if (status !== 'waiting') blocks?.stop();
  });

  const unsubscribe = $transaction(scope).subscribe((state) => {
    if (!followsTransaction(state, pending)) return;
    if (blocks || namesTransfer(state.data)) startCounting().update(state.data);
    // Decision CRYPTO-24: the page never goes back to waiting. A waiting push after the block limit
    // (or the time-out) only brings data — a later confirmation count, a stale out-of-order push.
    if (state.status === 'waiting' && $completeStatus(scope).get() !== 'waiting') return;
    $completeStatus(scope).set(state.status);
  });

  const timeout = pending?.onramp ? COMPLETE_WAITING_TIMEOUT_ONRAMP_MS : COMPLETE_WAITING_TIMEOUT_MS;
  if (!blocks) {
    timeoutTimer = clock.setTimeout(toAccepted, timeout);
    timers.push(timeoutTimer);
  }

  const id = pending?.depositId;
  const paymentMethod = pending?.paymentMethod ?? '';
  // Decision CRYPTO-24: a crypto deposit's page keeps polling through accepted — the block limit
  // is an estimate, and the backend's processed is still to come (pushes would bring it).
  const polling = (): boolean => {
    const status = $completeStatus(scope).get();
    return status === 'waiting' || (status === 'accepted' && blocks !== null);
  };
  if (options.poll && id !== undefined) {
    const tick = (): void => {
      if (stopped || !polling()) return;
      options.api.call('deposit-status', { depositId: id, paymentMethod }).then(
        (answer) => {
          const code = pollStatusCode(answer);
          if (stopped) return;
          if (code !== null) applyDepositStatusPush(scope, { ...(answer?.data ?? {}), depositId: id, status: code });
          else {
            // CRYPTO-24: a pending answer that names the transfer feeds the page as a waiting push would.
            if (namesTransfer(answer?.data)) applyDepositStatusPush(scope, { ...answer?.data, depositId: id, status: 0 });
            timers.push(clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS));
          }
        },
        () => {
          if (!stopped) timers.push(clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS));
        },
      );
    };
    timers.push(clock.setTimeout(tick, COMPLETE_STATUS_POLL_MS));
  }

  return () => {
    stopped = true;
    stopTracking();
    stopCounting();
    unsubscribe();
    blocks?.stop();
    $confirmations(scope).set(null);
    for (const t of timers) clock.clearTimeout(t);
    resetTransaction(scope); // STATUS-15: leaving resets data and status to waiting
    $completeStatus(scope).set('waiting');
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
