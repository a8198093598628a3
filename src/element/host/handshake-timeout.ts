/**
 * No token, no hang (decision HOST-16): a web embed that never gets a token or a `loaded`
 * handshake logs one warning in debug mode, then — after the request timeout of shell §9 —
 * reports `onInitError` and shows the error page instead of a spinner for ever.
 */
import { HANDSHAKE_TIMEOUT_MS, HANDSHAKE_WARN_MS } from '../../domain/constants.ts';
import { realClock } from '../../stores/clock.ts';
import type { Clock } from '../../stores/clock.ts';
import { $handshake, markHandshakeFailed } from '../../stores/config.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { $verboseLogging } from '../../stores/debug-switches.ts';
import type { Scope } from '../../stores/scope.ts';

/** What is still missing after `ms`, and how the host supplies it. */
export const handshakeMissing = (ms: number): string =>
  `No token or loaded handshake received within ${ms / 1000} s: set the token property or post a loaded message`;

/** The timer source: the page's clock, shared by every element (tests swap it). */
let clock: Clock = realClock;

/** Swaps the timer source (tests). */
export function setHandshakeClock(next: Clock): void {
  clock = next;
}

/** Starts the wait; it ends by itself when the handshake completes. Returns the stop (disconnect). */
export function watchHandshake(scope: Scope): () => void {
  const timers = [
    clock.setTimeout(() => {
      // eslint-disable-next-line no-console -- a fixed text naming what is missing: no value to redact (REL-04)
      if ($verboseLogging(scope).get()) console.warn(`[payment-cashier] ${handshakeMissing(HANDSHAKE_WARN_MS)}`);
    }, HANDSHAKE_WARN_MS),
    clock.setTimeout(() => {
      const message = handshakeMissing(HANDSHAKE_TIMEOUT_MS);
      notifyHost(scope, 'onInitError', { message });
      requestNavigation(scope, '/error', { replace: true, state: { message, kind: 'start' } });
      markHandshakeFailed(scope);
    }, HANDSHAKE_TIMEOUT_MS),
  ];
  const stop = (): void => {
    unlisten();
    for (const id of timers) clock.clearTimeout(id);
  };
  const unlisten = $handshake(scope).listen(stop);
  return stop;
}
