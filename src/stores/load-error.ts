/**
 * ERR-13: a method list that failed to load sends the player to the error page, whose Refresh
 * goes to `back` (a list with the refetch query). Shared by every page that lists methods.
 */
import { ERROR_PATH } from '../domain/paths.ts';
import { requestNavigation } from './navigation.ts';
import { playerErrorKind, type PlayerErrorKind } from './player-error.ts';
import type { Scope } from './scope.ts';

/**
 * The error page's history state for a failed load: the technical message and stack for the
 * host's `Error`, the kind whose translated message the player reads (decision ERR-PLAYER).
 */
export function errorState(error: unknown): { message: string; kind: PlayerErrorKind; stack?: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  return { message: e.message, kind: playerErrorKind(error), ...(e.stack ? { stack: e.stack } : {}) };
}

/** Replaces the list with the error page for `error`; Refresh returns to `back`. */
export function showLoadError(scope: Scope, error: unknown, back: string): void {
  requestNavigation(scope, `${ERROR_PATH}?backRoute=${encodeURIComponent(back)}`, { replace: true, state: errorState(error) });
  // A 401 mends itself once the host renews the token (its own chunk: failures are rare).
  void import('./token-retry.ts').then((m) => m.retryWhenRenewed(scope, error, back), () => undefined);
}
