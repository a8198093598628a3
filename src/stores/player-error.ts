/**
 * Issue #21 (decision ERR-PLAYER): what a player reads when something failed. Every failure the
 * player can meet maps to a translation key, never to the failure's own text: server and
 * developer messages ("Injected failure (503)", "Property paymentCashierUser not found") go to the
 * host's `Error` / `onInitError` only. The error page pairs the key with its Refresh.
 */
import { CashierError } from '../transport/errors.ts';

/** The kinds of failure a player can meet, each with the message it shows. */
export const PLAYER_ERROR_KEYS = {
  network: 'socket.networkError',
  timeout: 'request.timeout',
  busy: 'payment.error.tooManyRequests',
  unavailable: 'payment.error.unavailable',
  /** Native user data missing, no handshake, incorrect host data: only the host can fix it. */
  start: 'error.page.startFailed',
  unknown: 'error.page.unknown',
} as const;

export type PlayerErrorKind = keyof typeof PLAYER_ERROR_KEYS;

/** Which kind `error` is: transport codes first, then the HTTP (or socket) status class. */
export function playerErrorKind(error: unknown): PlayerErrorKind {
  if (!(error instanceof CashierError)) return 'unknown';
  if (error.code === 'network' || error.code === 'socket-connect') return 'network';
  if (error.code === 'timeout') return 'timeout';
  if (error.status === 429) return 'busy';
  // 5xx: the service is down for now (the sandbox's injected failures answer 503 by default).
  if (error.status !== undefined && error.status >= 500 && error.status < 600) return 'unavailable';
  return 'unknown';
}

/** The translation key a player sees for `error`. */
export const playerErrorKey = (error: unknown): string => PLAYER_ERROR_KEYS[playerErrorKind(error)];
