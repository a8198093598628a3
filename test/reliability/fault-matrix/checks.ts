// What a fault-matrix cell checks once the player is done (issue #25, decisions FAULT-03..05):
// the spec's retry rules read from the sandbox's call log, with its `at` timestamps (shell §8:
// retried calls try again after 2 s, 3 retries; shell §4: 3 socket connect retries, backoff capped
// at 10 s; decision REL-10: never sooner than a refusal's Retry-After). The player's own presses
// (Refresh, Try again) start a new run of attempts.
import { SOCKET_GIVE_UP_PAUSE_MS } from '../../../src/domain/constants.ts';
import { CALLS, isCallName } from '../../../src/transport/calls.ts';

export interface LogEntry {
  call: string;
  outcome: number | string;
  transport?: string;
  /** When the sandbox admitted it; `at` is when it ended (docs/sandbox.md §3). */
  startedAt?: number;
  at?: number;
}

/** The spec's fixed delay before a retry (shell §8), less a margin for the clock's granularity. */
const RETRY_DELAY_MIN_MS = 1_900;
/** Timer and log granularity allowed below an asked-for wait. */
const CLOCK_MARGIN_MS = 100;
/** The connect backoff's cap (shell §4), plus a margin for a busy machine. */
const CONNECT_GAP_MAX_MS = 10_500;
/** RETRY-05: one try and 3 retries. */
const MAX_TRIES = 4;
/**
 * FAULT-06: Chromium itself resends a request whose reused keep-alive connection closed before any
 * answer (docs/sandbox.md `loseAnswer`), within milliseconds; the widget never sees that failure, and
 * its own retries wait 2 s. Such a resend is the same attempt, not a retry of the widget's.
 */
// 250 ms held for two full runs; a third, with 6 cells at once, measured one at 329 ms. The widget's
// own retries wait 2 s: a retry inside this window is still a breach (it would come after the widget
// saw a failure, itself no sooner than the resend).
const BROWSER_RESEND_MS = 1_000;
const browserResend = (before: LogEntry, after: LogEntry): boolean =>
  before.transport === 'http' && after.transport === 'http' && before.outcome === 'network' && (after.at ?? 0) - (before.at ?? 0) < BROWSER_RESEND_MS;

const retried = (call: string): boolean => isCallName(call) && CALLS[call].retry;
const networkType = (e: LogEntry): boolean => e.outcome === 'network';
/** A refusal the widget must not answer by sending again at once: a server error or "too many requests". */
const refusedByServer = (e: LogEntry): boolean => typeof e.outcome === 'number' && (e.outcome >= 500 || e.outcome === 429);

/** Splits one call's attempts into runs: a press of the player between two attempts starts a new run. */
function runsOf(entries: LogEntry[], presses: number[]): LogEntry[][] {
  const runs: LogEntry[][] = [];
  let run: LogEntry[] = [];
  for (const e of entries) {
    const last = run.at(-1);
    // A press or typing after the last attempt was sent (it may still be in flight) is the player's.
    if (last && presses.some((p) => p > (last.startedAt ?? last.at ?? 0) && p <= (e.at ?? 0))) {
      runs.push(run);
      run = [];
    }
    run.push(e);
  }
  if (run.length) runs.push(run);
  return runs;
}

/** Every breach of the retry rules in a cell's call log, in words. */
export function retryBreaches(log: LogEntry[], presses: number[], retryAfterMs = 0): string[] {
  const breaches: string[] = [];
  const names = [...new Set(log.map((e) => e.call))];
  for (const name of names) {
    const entries = log.filter((e) => e.call === name).sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
    for (const run of runsOf(entries, presses)) {
      if (name === 'socket-connect') for (const cycle of connectCycles(run)) breaches.push(...connectBreaches(cycle));
      else breaches.push(...callBreaches(name, run, retryAfterMs));
    }
  }
  return breaches;
}

/** `retryAfterMs`: the Retry-After the cell's refusals carried (HTTP); no call may come back sooner (REL-10). */
function callBreaches(name: string, run: LogEntry[], retryAfterMs: number): string[] {
  const out: string[] = [];
  let failedInARow = 0;
  for (let i = 1; i < run.length; i += 1) {
    const [before, after] = [run[i - 1]!, run[i]!];
    const gap = (after.at ?? 0) - (before.at ?? 0);
    if (browserResend(before, after)) continue;
    failedInARow = networkType(before) ? failedInARow + 1 : 0;
    if (retried(name) && networkType(before) && gap < RETRY_DELAY_MIN_MS) out.push(`${name} retried ${gap} ms after a network failure (spec: 2 s)`);
    if (refusedByServer(before) && gap < RETRY_DELAY_MIN_MS) out.push(`${name} sent again ${gap} ms after a ${before.outcome} (spec: no retry of server answers; 2 s at the least)`);
    else if (refusedByServer(before) && before.transport === 'http' && gap < retryAfterMs - CLOCK_MARGIN_MS)
      out.push(`${name} sent again ${gap} ms after a ${before.outcome} whose Retry-After asked for ${retryAfterMs} ms (REL-10)`);
    if (retried(name) && failedInARow >= MAX_TRIES) out.push(`${name}: a try after ${failedInARow} network failures in a row (spec: 3 retries)`);
  }
  return out;
}

/**
 * Decision FAULT-07c: after a run of handshakes gave up, the widget's own calls may start a new one
 * once SOCKET_GIVE_UP_PAUSE_MS has passed (a player's press at once, which `runsOf` splits already).
 */
function connectCycles(run: LogEntry[]): LogEntry[][] {
  const cycles: LogEntry[][] = [];
  for (const e of run) {
    const cycle = cycles.at(-1);
    const last = cycle?.at(-1);
    if (cycle && last && cycle.length > MAX_TRIES - 1 && (e.at ?? 0) - (last.at ?? 0) >= SOCKET_GIVE_UP_PAUSE_MS) cycles.push([e]);
    else if (cycle) cycle.push(e);
    else cycles.push([e]);
  }
  return cycles;
}

function connectBreaches(run: LogEntry[]): string[] {
  const out: string[] = [];
  if (run.length > MAX_TRIES) out.push(`socket connect: ${run.length} refused handshakes in a row (spec: 3 retries)`);
  for (let i = 1; i < run.length; i += 1) {
    const gap = (run[i]!.at ?? 0) - (run[i - 1]!.at ?? 0);
    if (gap < RETRY_DELAY_MIN_MS || gap > CONNECT_GAP_MAX_MS) out.push(`socket connect retry ${i} after ${gap} ms (spec: 2^n s + jitter, capped at 10 s)`);
  }
  return out;
}

/** Deposits beyond the one the player meant (every cell intends one payment). */
export const extraDeposits = (deposits: unknown[]): number => Math.max(0, deposits.length - 1);

/** Withdrawals submitted beyond one (drafts and expired drafts charge nothing). */
export function extraWithdrawals(withdrawals: Array<Record<string, unknown>>): number {
  const submitted = withdrawals.filter((w) => w.status !== 'draft' && w.status !== 'expired');
  return Math.max(0, submitted.length - 1);
}
