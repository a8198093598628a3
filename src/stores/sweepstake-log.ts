/**
 * SWEEP-12/13: a sweepstake fetch that fails (or answers nothing usable) is logged, never thrown at
 * the player — the page shows its empty state and a Retry instead. The line names the call and the
 * error's message only: no payload, and it goes through the redacting logger (decision REL-04).
 */
import { logSafely, setLogSink } from './safe-log.ts';
import type { Scope } from './scope.ts';

/** What the sweepstake pages log through; a seam so tests can read the lines. */
export interface SweepstakeLogger {
  warn(line: string): void;
}

/** Tests: records the (redacted) lines instead of printing them (null: the console again). */
export function setSweepstakeLogger(scope: Scope, next: SweepstakeLogger | null): void {
  setLogSink(scope, next ? (_level, line) => next.warn(line) : null);
}

/** Logs one sweepstake failure: `[payment-cashier] sweepstake-boxes: Empty sweepstakes`. */
export function logSweepstakeFailure(scope: Scope, call: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  logSafely(scope, 'warn', `${call}: ${message}`);
}

/** Answers the call, or `fallback` after logging its failure (SWEEP-12: logged only) and handing it to `failed`. */
export async function orLogged<T>(scope: Scope, call: string, run: () => Promise<T>, fallback: T, failed?: (error: unknown) => void): Promise<T> {
  try {
    return await run();
  } catch (error: unknown) {
    logSweepstakeFailure(scope, call, error);
    failed?.(error);
    return fallback;
  }
}
