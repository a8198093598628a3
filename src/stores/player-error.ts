/**
 * Issue #21 (decision ERR-PLAYER): what kind of failure a player met. Every kind has one
 * translated message (`src/app/screens/player-error-keys.ts`, with the lazy error page), never
 * the failure's own text: server and developer messages ("Injected failure (503)", "Property
 * paymentCashierUser not found") go to the host's `Error` / `onInitError` only.
 */
import { CashierError } from '../transport/errors.ts';

/**
 * `start`: native user data missing, no handshake, incorrect host data — only the host can fix it.
 * `busy`: 429. `unavailable`: any 5xx (the sandbox's injected failures answer 503 by default).
 */
export type PlayerErrorKind = 'network' | 'timeout' | 'busy' | 'unavailable' | 'start' | 'unknown';

/** Which kind `error` is: transport codes first, then the HTTP (or socket) status class. */
export function playerErrorKind(error: unknown): PlayerErrorKind {
  if (!(error instanceof CashierError)) return 'unknown';
  if (error.code === 'network' || error.code === 'socket-connect') return 'network';
  if (error.code === 'timeout') return 'timeout';
  if (error.status === 429) return 'busy';
  if (error.status !== undefined && error.status >= 500 && error.status < 600) return 'unavailable';
  return 'unknown';
}
