/**
 * The sandbox-only `sandbox-player` cookie (issue #25, decision FAULT-07): the browser that asked
 * for a token is told which player it is, so the `socketRefused` switch can know the player of a
 * socket handshake that carries no token (a host-token widget reconnecting for a call that may not
 * ride in the CONNECT packet). It holds the player's id (which the widget's user record shows
 * anyway), never the token: nothing in it acts as a credential. Its path is the socket's, so only
 * socket handshakes carry it; HttpOnly and SameSite=Strict keep it out of pages and other sites.
 * A production backend has no such cookie.
 */
import { SOCKET_PATH } from '../../../src/domain/constants.ts';

export const PLAYER_COOKIE = 'sandbox-player';

/** The Set-Cookie value naming `playerId` (a browser session cookie). */
export const playerCookie = (playerId: number): string => `${PLAYER_COOKIE}=${playerId}; Path=${SOCKET_PATH}; SameSite=Strict; HttpOnly`;

/** The player id a request's Cookie header names, if any. */
export function playerFromCookie(header: string | string[] | undefined): number | undefined {
  const pairs = (Array.isArray(header) ? header.join('; ') : (header ?? '')).split(/;\s*/);
  const value = pairs.find((p) => p.startsWith(`${PLAYER_COOKIE}=`))?.slice(PLAYER_COOKIE.length + 1);
  return value && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}
