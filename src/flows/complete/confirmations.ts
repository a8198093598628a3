/**
 * The block counter of a crypto deposit on the complete page (flows §4 "Crypto confirmation";
 * CRYPTO-19..26, decision CRYPTO-24). While the status is waiting it counts the chain's blocks on
 * a timer — one tick per block, re-reading the clock so a throttled tab catches up — takes the
 * backend's own `confirmations` when a push is ahead, and reports the limit so the page can turn
 * accepted. The arithmetic is src/domain/crypto-confirmations.ts; `$confirmations` is what the
 * page draws.
 */
import { atom } from 'nanostores';
import {
  CONFIRMATION_CHAINS,
  DEFAULT_CONFIRMATION_MS,
  chainOf,
  explorerTxUrl,
  nextBlockInMs,
  shownBlocks,
} from '../../domain/crypto-confirmations.ts';
import type { ChainName } from '../../domain/crypto-confirmations.ts';
import type { TransactionData } from '../../domain/payment-entities.ts';
import { realClock } from '../../stores/clock.ts';
import type { Clock, TimerId } from '../../stores/clock.ts';
import { guardLink } from '../../stores/rejected-link.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** What the page shows of a crypto transfer. */
export interface ConfirmationProgress {
  /** The `blockchain` as the push names it (shown as given). */
  network?: string;
  /** The chain of the flows §9 table, when the name is one of them. */
  chain?: ChainName;
  txid?: string;
  /** CRYPTO-25/26: the explorer link, already through the link guard. */
  explorerUrl?: string;
  /** Blocks confirmed so far. */
  done: number;
  /** The chain's block limit; 0 while the chain is unknown (no count to show, CRYPTO-23). */
  required: number;
}

/** The crypto transfer of the watched deposit, or null for other deposits. */
export const $confirmations = scoped(() => (atom<ConfirmationProgress | null>(null)));

/** A clock that also tells the time: the counter measures elapsed time, not ticks. */
export interface TimeSource extends Clock {
  now(): number;
}

/** The browser's clock. */
export const realTime: TimeSource = { ...realClock, now: () => Date.now() };

/** One deposit's counter. */
export interface ConfirmationWatch {
  /** The followed transaction data arrived or changed. */
  update(data: TransactionData | undefined): void;
  /** CRYPTO-21: counting stops (the status is no longer waiting); what was shown stays. */
  stop(): void;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * Starts counting now. Decision CRYPTO-24: a chain's count starts when the page first knows the
 * chain (the address page opens this page as the transfer's data arrives, CRYPTO-14); until then,
 * and for a network the table does not hold, the status turns accepted after 10 minutes
 * (CRYPTO-23). `onLimit` is called once, at the chain's limit or at the 10 minutes.
 */
export function watchConfirmations(scope: Scope, onLimit: () => void, clock: TimeSource = realTime): ConfirmationWatch {
  let chain: ChainName | undefined;
  let since = clock.now();
  let reported: unknown;
  let timer: TimerId | undefined;
  let stopped = false;
  let shown: ConfirmationProgress = { done: 0, required: 0 };
  $confirmations(scope).set(shown);

  const publish = (next: ConfirmationProgress): void => {
    shown = next;
    $confirmations(scope).set(next);
  };
  const reachLimit = (): void => {
    stopped = true;
    onLimit();
  };

  const count = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const elapsed = clock.now() - since;
    if (!chain) {
      const left = DEFAULT_CONFIRMATION_MS - elapsed;
      if (left <= 0) reachLimit();
      else timer = clock.setTimeout(count, left);
      return;
    }
    const required = CONFIRMATION_CHAINS[chain].blocks;
    // Never back: an older, smaller count pushed late does not undo what was shown.
    const done = Math.max(shown.done, shownBlocks(chain, elapsed, reported));
    if (done !== shown.done || required !== shown.required) publish({ ...shown, done, required });
    const wait = done >= required ? null : nextBlockInMs(chain, elapsed);
    if (wait === null) reachLimit();
    else timer = clock.setTimeout(count, wait);
  };

  count();
  return {
    update(data) {
      const named = chainOf(data?.blockchain);
      let done = shown.done;
      if (named && named !== chain && !stopped) {
        chain = named;
        since = clock.now(); // the count starts when the chain is known
        done = 0;
      }
      reported = data?.confirmations;
      const network = text(data?.blockchain) ?? shown.network;
      const txid = text(data?.txid) ?? shown.txid;
      const known = named ?? shown.chain;
      const link = txid !== shown.txid || known !== shown.chain ? explorerTxUrl(known, txid) : undefined;
      const explorerUrl = link !== undefined ? (guardLink(scope, link) ?? undefined) : shown.explorerUrl;
      publish({
        done,
        required: shown.required,
        ...(network ? { network } : {}),
        ...(known ? { chain: known } : {}),
        ...(txid ? { txid } : {}),
        ...(explorerUrl ? { explorerUrl } : {}),
      });
      count();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
