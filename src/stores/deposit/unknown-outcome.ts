/**
 * An unknown outcome is resolved, never dropped (issue #25 deliverable 1, decision REL-02). A
 * creation whose answer never came — a 30 s timeout, a lost answer, a dropped socket, a failed
 * fetch, a non-JSON answer, a 5xx that may have committed — may or may not have made the deposit. Sending the player
 * to the error page and back to a reset amount made the next press a new intent, so a second
 * deposit. Instead the press stays on its page with what the player typed, the page says the
 * deposit is being checked, and the same request is replayed with the same idempotency key (the
 * backend answers the original deposit, or makes the one that was never made): the spec's call
 * retries, 3 more times, 2 s apart. Still unknown after that: the press fails with its own message,
 * and the key stays open, so the player's next identical press asks again instead of paying twice.
 */
import { atom } from 'nanostores';
import { CALL_RETRIES, CALL_RETRY_DELAY_MS } from '../../domain/constants.ts';
import type { CallName } from '../../transport/calls.ts';
import { CashierError } from '../../transport/errors.ts';
import { goToTimeoutError, setApiTimeoutHandler } from '../api-events.ts';
import { $snackbar, closeSnackbar } from '../snackbar.ts';
import { depositEnv } from './deposit-env.ts';
import { scoped, type Scope } from '../scope.ts';

/** The failure's message: the outcome is still unknown, and pressing again is safe. */
export const UNCONFIRMED_KEY = 'deposit.unconfirmed';

/**
 * A new press supersedes the "press the button again" notice of the one before: left open, it reads
 * as this press's own outcome while this press runs (found by the fault matrix, FAULT-07).
 */
export function closeUnconfirmedNotice(scope: Scope): void {
  const open = $snackbar(scope).get();
  if (open.open && (open.message as { key?: string }).key === UNCONFIRMED_KEY) closeSnackbar(scope, open.id);
}

/** True while a press's unknown outcome is being checked (the pages say so). */
export const $checkingDeposit = scoped(() => atom(false));

// A non-JSON answer (a gateway's error page) is no answer from the backend either (CREATE-IDEM).
const UNKNOWN_CODES: ReadonlySet<string> = new Set(['network', 'timeout', 'socket-connect', 'invalid-response']);

/** No answer, or a server failure that may have committed: the deposit may exist. */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof CashierError && (UNKNOWN_CODES.has(error.code) || (error.status ?? 0) >= 500);
}

/**
 * Runs a creation with its request timeouts kept on the page: any other call's timeout still goes
 * to the error page (RETRY-12), the creation's own is resolved here. Returns the restore function.
 */
export function keepCreationTimeouts(scope: Scope, calls: ReadonlySet<CallName>): () => void {
  setApiTimeoutHandler(scope, (call) => {
    if (!calls.has(call)) goToTimeoutError(scope);
  });
  return () => setApiTimeoutHandler(scope, null);
}

/** Waits on the deposit environment's clock (tests drive it). */
const pause = (scope: Scope, ms: number): Promise<void> => new Promise((resolve) => void depositEnv(scope).clock.setTimeout(resolve, ms));

/** Sends, and replays an unknown outcome up to CALL_RETRIES times, CALL_RETRY_DELAY_MS apart. */
export async function resolveUnknownOutcome<T>(scope: Scope, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (first: unknown) {
    if (!outcomeUnknown(first)) throw first;
    $checkingDeposit(scope).set(true);
    try {
      let last = first;
      for (let replay = 1; replay <= CALL_RETRIES; replay += 1) {
        await pause(scope, CALL_RETRY_DELAY_MS);
        try {
          return await send();
        } catch (error: unknown) {
          if (!outcomeUnknown(error)) throw error;
          last = error;
        }
      }
      // 'network' with no status: the press's key stays open (press-key.ts) and the page shows the key's text.
      throw new CashierError('network', { message: 'Deposit outcome unknown', messageKey: UNCONFIRMED_KEY, cause: last });
    } finally {
      $checkingDeposit(scope).set(false);
    }
  }
}
