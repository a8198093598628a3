/**
 * A 401 on deposit-create (CREATE-14, HTTP-11; decision CREATE-14): the transport has already
 * asked the host for a fresh token (`onTokenExpired`). The page keeps the player, the amount and
 * the fields, and once the host hands over new credentials it tells them to press Deposit again.
 * Nothing is retried by itself: only the player's own press may create a deposit.
 */
import { CashierError } from '../../transport/errors.ts';
import { $config } from '../../stores/config.ts';
import { $user } from '../../stores/user.ts';
import { $redirectPage, patchPage } from './page-state.ts';

/** True for a server's 401 answer (either transport). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof CashierError && (error.code === 'unauthorized' || error.status === 401);
}

/**
 * The credentials the next call is made with: the host token and the user record's token.
 * Only compared, never shown or stored.
 */
export function credentialsNow(): string {
  const token = $config.get().token ?? '';
  const userToken = $user.get()?.token;
  return `${token}\u0000${typeof userToken === 'string' ? userToken : ''}`;
}

let stopWatch: () => void = () => undefined;

/** Stops waiting for new credentials (page exit, next submit). */
export function stopSessionWatch(): void {
  stopWatch();
  stopWatch = () => undefined;
}

/**
 * Decision CREATE-14: the page shows "expired" and waits for credentials other than `before`
 * (those the failed call used): the host's new `token`, or a `login.token` push. A host that
 * answered `onTokenExpired` at once has already changed them. Then the page says "renewed".
 * It never submits by itself: no deposit may be created twice.
 */
export function awaitRenewedSession(before: string): void {
  stopSessionWatch();
  patchPage({ session: 'expired' });
  const renewed = (): void => {
    stopSessionWatch();
    if ($redirectPage.get().session === 'expired') patchPage({ session: 'renewed' });
  };
  if (credentialsNow() !== before) return renewed();
  const check = (): void => {
    if (credentialsNow() !== before) renewed();
  };
  const stops = [$config.listen(check), $user.listen(check)];
  stopWatch = () => stops.forEach((stop) => stop());
}
