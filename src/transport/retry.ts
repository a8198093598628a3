/**
 * Retry policies (shell §4, §8, §9): retry-enabled calls retry network-type errors at a fixed
 * 2 s delay; the socket connect retries with exponential backoff. Time is injected (`sleep`,
 * `random`) so tests run on fake time.
 */
import {
  CALL_RETRIES,
  CALL_RETRY_DELAY_MS,
  SOCKET_BACKOFF_CAP_MS,
  SOCKET_BACKOFF_JITTER_MS,
} from '../domain/constants.ts';
import { CashierError, NETWORK_ERROR_KEY, NETWORK_ERROR_MESSAGE, isNetworkError } from './errors.ts';

/** Waits `ms` milliseconds. */
export type Sleep = (ms: number) => Promise<void>;

/** The real sleep; tests pass their own. */
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * shell §9: "2^n seconds plus up to 1 s jitter, capped" at 10 s (RETRY-09).
 * RETRY-10 decision: n is the retry number, starting at 1, so the three connect retries wait
 * 2–3 s, 4–5 s and 8–9 s.
 */
export function backoffDelay(n: number, random: () => number): number {
  return Math.min(2 ** n * 1000 + random() * SOCKET_BACKOFF_JITTER_MS, SOCKET_BACKOFF_CAP_MS);
}

export interface CallRetryOptions {
  sleep: Sleep;
  /** Called before each retry with the retry number (1-based) and the failure it answers. */
  onRetry?(retry: number, error: unknown): void;
  retries?: number;
  delayMs?: number;
}

/**
 * Runs `attempt`, retrying network-type failures (RETRY-01, RETRY-02, RETRY-04).
 * RETRY-05 decision: "retried 3 times" — one try plus 3 retries, 4 tries in all. Other failures
 * pass through untouched. Exhaustion rejects with the translated `socket.networkError`
 * (RETRY-06), keeping the last failure as `cause`.
 */
export async function withCallRetry<T>(
  call: string,
  attempt: () => Promise<T>,
  { sleep, onRetry, retries = CALL_RETRIES, delayMs = CALL_RETRY_DELAY_MS }: CallRetryOptions,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isNetworkError(error)) throw error;
      if (retry >= retries) {
        throw new CashierError('network', {
          message: NETWORK_ERROR_MESSAGE,
          messageKey: NETWORK_ERROR_KEY,
          call,
          cause: error,
        });
      }
      onRetry?.(retry + 1, error);
      await sleep(delayMs);
    }
  }
}
