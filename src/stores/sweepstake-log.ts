/**
 * SWEEP-12/13: a sweepstake fetch that fails (or answers nothing usable) is logged, never thrown at
 * the player — the page shows its empty state and a Retry instead. The line names the call and the
 * error's message only: no payload, no token (docs/security.md).
 */
import { scoped, type Scope } from './scope.ts';

/** What the sweepstake pages log through; a seam so tests can read the lines. */
export interface SweepstakeLogger {
  warn(line: string): void;
}

const consoleLogger: SweepstakeLogger = { warn: (line) => console.warn(line) };
/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  logger: SweepstakeLogger;
} => ({
  logger: consoleLogger,
}));

/** Tests: records the lines instead of printing them (null: the console again). */
export function setSweepstakeLogger(scope: Scope, next: SweepstakeLogger | null): void {
  local(scope).logger = next ?? consoleLogger;
}

/** Logs one sweepstake failure: `[payment-cashier] sweepstake-boxes: Empty sweepstakes`. */
export function logSweepstakeFailure(scope: Scope, call: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  local(scope).logger.warn(`[payment-cashier] ${call}: ${message}`);
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
