/**
 * Decision ERR-PLAYER: the message a player reads for each kind of failure (stores/player-error.ts).
 * Kept with the lazy error page, so the entry's trimmed English needs none of these keys.
 */
import type { PlayerErrorKind } from '../../stores/player-error.ts';

export const PLAYER_ERROR_KEYS: Readonly<Record<PlayerErrorKind, string>> = {
  network: 'socket.networkError',
  timeout: 'request.timeout',
  busy: 'payment.error.tooManyRequests',
  unavailable: 'payment.error.unavailable',
  start: 'error.page.startFailed',
  unknown: 'error.page.unknown',
};

const isKind = (kind: unknown): kind is PlayerErrorKind => typeof kind === 'string' && Object.prototype.hasOwnProperty.call(PLAYER_ERROR_KEYS, kind);

/** The key the page shows: the state's own key (e.g. `request.timeout`), else its kind's, else 'Unknown error'. */
export function playerMessageKey(info: { messageKey?: string; kind?: unknown }): string {
  return info.messageKey ?? (isKind(info.kind) ? PLAYER_ERROR_KEYS[info.kind] : PLAYER_ERROR_KEYS.unknown);
}
