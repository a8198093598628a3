/**
 * The timer functions stores use, behind one seam so tests can drive time by hand instead of
 * waiting 5 s for a snackbar or 100 ms for a resize.
 */

export type TimerId = ReturnType<typeof setTimeout>;

/** Minimal timer API used by snackbar and breakpoint stores. */
export interface Clock {
  setTimeout(fn: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

/** The browser's own timers. */
export const realClock: Clock = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id),
};

/** Runs `work` at the browser's next idle moment, or after `timeoutMs` at the latest. */
export function whenIdle(work: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else globalThis.setTimeout(work, 0);
}
