/**
 * A 401 on a money call (CREATE-14, HTTP-11; decision CREATE-14): the transport has already asked
 * the host for a fresh token (`onTokenExpired`). The page keeps the player, the amount and the
 * fields; `$tokenNotice` says "expired" until the host hands over new credentials, then "renewed"
 * (press the button again). Nothing is retried by itself: only the player's own press may create
 * a deposit, so none is ever created twice.
 */
import { atom } from 'nanostores';
import { CashierError } from '../transport/errors.ts';
import { $config } from './config.ts';
import { $snackbar, closeSnackbar } from './snackbar.ts';
import { $user } from './user.ts';
import { scoped, type Scope } from './scope.ts';

/** What a page says after a 401: waiting for the host's token, or renewed. */
export type TokenNotice = 'expired' | 'renewed';

/** The snackbar key of the failed press (stores/deposit/payment-error.ts, status 401). */
export const TOKEN_EXPIRED_KEY = 'payment.error.sessionExpired';

/**
 * Issue #21: one notice at a time, the latest truth. Once the token is renewed, an open
 * "session expired" snackbar from the failed press would contradict the page, so it closes.
 */
function closeExpiredSnackbar(scope: Scope): void {
  const open = $snackbar(scope).get();
  if (open.open && (open.message as { key?: string }).key === TOKEN_EXPIRED_KEY) closeSnackbar(scope, open.id);
}

/** The notice the page shows, or null. */
export const $tokenNotice = scoped(() => (atom<TokenNotice | null>(null)));

/** True for a server's 401 answer (either transport). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof CashierError && (error.code === 'unauthorized' || error.status === 401);
}

/**
 * The credentials the next call is made with: the host token and the user record's token.
 * Only compared, never shown or stored.
 */
export function credentialsNow(scope: Scope): string {
  const token = $config(scope).get().token ?? '';
  const userToken = $user(scope).get()?.token;
  return `${token}\u0000${typeof userToken === 'string' ? userToken : ''}`;
}

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  stopWatch: () => void;
} => ({
  stopWatch: () => undefined,
}));

/** Stops waiting for new credentials (the notice stays as it is). */
export function stopTokenWatch(scope: Scope): void {
  const state = local(scope);
  state.stopWatch();
  state.stopWatch = () => undefined;
}

/** Stops waiting and clears the notice (page entry and exit, the next submit). */
export function clearTokenNotice(scope: Scope): void {
  stopTokenWatch(scope);
  $tokenNotice(scope).set(null);
}

/**
 * Decision CREATE-14: says "expired" and waits for credentials other than `before` (those the
 * failed call used): the host's new `token`, or a `login.token` push. A host that answered
 * `onTokenExpired` at once has already changed them. Then it says "renewed".
 */
export function awaitRenewedToken(scope: Scope, before: string): void {
  stopTokenWatch(scope);
  $tokenNotice(scope).set('expired');
  const renewed = (): void => {
    stopTokenWatch(scope);
    if ($tokenNotice(scope).get() !== 'expired') return;
    $tokenNotice(scope).set('renewed');
    closeExpiredSnackbar(scope);
  };
  if (credentialsNow(scope) !== before) return renewed();
  const check = (): void => {
    if (credentialsNow(scope) !== before) renewed();
  };
  const stops = [$config(scope).listen(check), $user(scope).listen(check)];
  local(scope).stopWatch = () => stops.forEach((stop) => stop());
}
