/**
 * Countdown arithmetic (flows §4, §9; CONST-09): how long is left until an end time, how it is
 * written, and when the next tick is due. Pure, so the p2p, host-to-host and unified countdowns
 * (P2P-22, H2H-05, UNI-08) agree to the second; src/ui/countdown.tsx only draws and schedules.
 */

const SECOND_MS = 1_000;

/** Milliseconds left until `endsAt` (epoch ms) at `now`; never negative, 0 for a non-number. */
export function remainingMs(endsAt: number, now: number): number {
  const left = endsAt - now;
  return Number.isFinite(left) && left > 0 ? left : 0;
}

/** Whole seconds still to show: rounded UP, so "00:00" appears exactly when time is up. */
export function remainingSeconds(ms: number): number {
  return ms > 0 ? Math.ceil(ms / SECOND_MS) : 0;
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * `mm:ss`, or `h:mm:ss` from one hour up (`09:59`, `1:00:00`). Latin digits in every language:
 * a timer is read like a clock, and the numbers keep their order in right-to-left text.
 */
export function formatCountdown(ms: number): string {
  const total = remainingSeconds(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/**
 * Delay until the shown second changes: the rest of the current second, then one `tickMs`
 * each (CONST-09). Ticking on the second boundaries of the time LEFT (not of the mount) means the
 * display never lags by up to a second and the end fires on time; null once nothing is left.
 */
export function nextTickDelay(ms: number, tickMs: number): number | null {
  if (ms <= 0) return null;
  return ms % tickMs || tickMs;
}
