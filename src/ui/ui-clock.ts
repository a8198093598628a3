/**
 * The time source of the parts that wait (countdown, copy note). src/ui may not import the
 * stores' clock (src/stores/clock.ts), so this is the same seam, shaped alike: a test passes a
 * hand-driven clock instead of waiting out a 10-minute countdown or a 3-second note.
 */

export type UiTimerId = ReturnType<typeof setTimeout>;

/** What the timed parts need: the time, and one-shot timers. */
export interface UiClock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(fn: () => void, ms: number): UiTimerId;
  clearTimeout(id: UiTimerId): void;
}

/** The browser's clock and timers. */
export const browserClock: UiClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id),
};
