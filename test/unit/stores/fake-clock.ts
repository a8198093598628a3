/** A hand-driven clock for store timers (sinon is not installed). */
import type { Clock, TimerId } from '../../../src/stores/clock.ts';

export interface FakeClock extends Clock {
  /** Moves time forward, firing due timers in order. */
  tick(ms: number): void;
  /** Timers still waiting. */
  pending(): number;
  now(): number;
}

export function createFakeClock(): FakeClock {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout(fn, ms) {
      const id = ++seq;
      timers.set(id, { at: now + ms, fn });
      return id as unknown as TimerId;
    },
    clearTimeout(id) {
      timers.delete(id as unknown as number);
    },
    tick(ms) {
      const end = now + ms;
      for (;;) {
        let next: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
        if (!next) break;
        timers.delete(next[0]);
        now = next[1].at;
        next[1].fn();
      }
      now = end;
    },
    pending: () => timers.size,
    now: () => now,
  };
}
