/**
 * Issue #24, decision CRIT-01: the stores that are chunks of their own (analytics, the bonuses)
 * follow the connection, yet nothing of them is fetched before the first screen has painted: they
 * start once the list is on screen (or failed, or after DEFER_AFTER_FIRST_SCREEN_MS when the first
 * screen is another page) and the browser is idle. Meanwhile analytics events are kept with their
 * moment (stores/analytics-early.ts) and the bonus store reads the host's list when first used.
 */
import { keepEarlyAnalytics } from '../stores/analytics-early.ts';
import { afterFirstScreenIdle } from '../stores/methods-shown.ts';
import type { Scope } from '../stores/scope.ts';

/**
 * Starts a store chunk once the first screen is idle. Stopping before then fetches nothing;
 * a chunk that fails to load leaves the cashier working without it.
 */
export function startAfterFirstScreen(scope: Scope, load: () => Promise<() => () => void>): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void afterFirstScreenIdle(scope)
    .then(() => (stopped ? undefined : load()))
    .then(
      (start) => {
        if (start && !stopped) stop = start();
      },
      () => undefined,
    );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Analytics after the first screen, every event since the connection kept until it runs. */
export function startAnalyticsLate(scope: Scope, load: () => Promise<() => () => void>): () => void {
  const stopKeeping = keepEarlyAnalytics(scope);
  const stop = startAfterFirstScreen(scope, load);
  return () => {
    stop();
    stopKeeping();
  };
}
