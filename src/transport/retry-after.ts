/**
 * A server's `Retry-After` (RFC 9110 §10.2.3) on a 503 or 429: "do not ask again before this"
 * (issue #25, decision REL-10). The spec retries network failures only (shell §8) and never resends
 * a server's refusal, but the waiting pages poll `deposit-status` every 5 s: a backend that sheds
 * load with "503, Retry-After: 30" must not be asked again 5 s later by every waiting player.
 * The wait is capped, so a wrong header cannot freeze a page that waits on a payment.
 */
import type { CashierError } from './errors.ts';

/** The longest a `Retry-After` may hold a poll back (a waiting page still learns its end within it). */
export const RETRY_AFTER_CAP_MS = 60_000;

/**
 * The wait a `Retry-After` value asks for, in ms: delay-seconds or an HTTP-date. undefined for an
 * absent, malformed or past value (then nothing is asked of us beyond our own pace).
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - nowMs;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, RETRY_AFTER_CAP_MS) : undefined;
}

/** Marks a server refusal with the wait its `Retry-After` asked for (then remembered per call by `rememberRetryAfter`). */
export function withRetryAfter(error: CashierError, value: string | null, nowMs: number): CashierError {
  const ms = parseRetryAfter(value, nowMs);
  if (ms !== undefined) error.retryAfterMs = ms;
  return error;
}

/**
 * Per call, the time before which the server asked not to be called again: one map per client
 * (per element), so one player's refusal never holds back another cashier on the page.
 */
export type NotBefore = Map<string, number>;

/** Remembers a refusal's Retry-After for its call. */
export function rememberRetryAfter(notBefore: NotBefore | undefined, call: string, error: CashierError, nowMs: number): void {
  if (error.retryAfterMs !== undefined) notBefore?.set(call, nowMs + error.retryAfterMs);
}

/** How long a request of `call` must still wait (0: send now). */
export function waitBefore(notBefore: NotBefore | undefined, call: string, nowMs: number): number {
  return Math.max(0, (notBefore?.get(call) ?? 0) - nowMs);
}
