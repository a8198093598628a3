/**
 * When the method list was first shown: the first deposit click reports its delay since then
 * (CREATE-15), and what the first screen does not need (the i18next chunk, flow chunks) waits for
 * it, so it never competes with the list for bandwidth or the CPU (issue #4).
 */
import { atom } from 'nanostores';
import { DEFER_AFTER_FIRST_SCREEN_MS, IDLE_WAIT_MS } from '../domain/constants.ts';
import { whenIdle } from './clock.ts';
import { $methods } from './methods.ts';
import { scoped, type Scope } from './scope.ts';

/** Epoch ms when the deposit methods were shown; null until shown or after the first click was recorded. */
export const $methodsShownAt = scoped(() => (atom<number | null>(null)));

/** The list calls this when methods are on screen (CREATE-15). Only the first showing counts. */
export function markMethodsShown(scope: Scope, now: number): void {
  if ($methodsShownAt(scope).get() === null) $methodsShownAt(scope).set(now);
}

/**
 * CREATE-15: the delay since the methods were shown, once — the first deposit click consumes it
 * and later clicks get null.
 */
export function takeFirstClickDelay(scope: Scope, now: number): number | null {
  const shown = $methodsShownAt(scope).get();
  if (shown === null) return null;
  $methodsShownAt(scope).set(Number.NaN); // NaN = consumed, so markMethodsShown does not re-arm it
  return Number.isNaN(shown) ? null : Math.max(0, now - shown);
}

/** Forgets the timing (tests, a new connection). */
export function resetMethodsShown(scope: Scope): void {
  $methodsShownAt(scope).set(null);
}

/**
 * Settles once the method list is on screen (or failed to load), or after `maxWaitMs`: the moment
 * to fetch what the first screen does not need (e.g. the i18next chunk), so it never competes.
 */
export function firstScreenShown(scope: Scope, maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const stops: Array<() => void> = [];
    const timer = setTimeout(done, maxWaitMs);
    stops.push($methodsShownAt(scope).subscribe((at) => at !== null && done()));
    stops.push($methods(scope).subscribe((state) => state.status === 'error' && done()));
    function done() {
      clearTimeout(timer);
      queueMicrotask(() => stops.forEach((stop) => stop()));
      resolve();
    }
  });
}

/**
 * issue #4: settles once the method list is on screen and the browser is idle — when what the
 * first screen does not need (the i18next chunk, the deposit flow's chunks) may load without
 * competing with it for bandwidth or the CPU.
 */
export function afterFirstScreenIdle(scope: Scope): Promise<void> {
  return firstScreenShown(scope, DEFER_AFTER_FIRST_SCREEN_MS).then(() => new Promise<void>((resolve) => whenIdle(resolve, IDLE_WAIT_MS)));
}
