/**
 * Issue #23 (deliverable 7): a read that failed with a 401 runs again by itself once the host hands
 * over new credentials — a new `token`, or a `login.token` push with the user record. The transport
 * has already told the host (`onTokenExpired`, HTTP-11). The player never presses Refresh for it.
 * Only reads come here (method lists, packs, balances, limits): they create nothing, so running
 * them again is safe; a money press is never repeated by itself (decision CREATE-14).
 */
import { ERROR_PATH } from '../domain/paths.ts';
import { sentWith } from './api.ts';
import { $config, type CashierConfig } from './config.ts';
import { $currentPath, requestNavigation } from './navigation.ts';
import { scoped, type Scope } from './scope.ts';
import { isUnauthorized } from './token-renewal.ts';
import { $user, type CashierUser } from './user.ts';

/** The credentials a call goes with, for comparing only (never shown, stored or logged). */
const credentials = (config: CashierConfig, user: CashierUser): string => `${config.token ?? ''}\u0000${typeof user.token === 'string' ? user.token : ''}`;

/** The credentials a failed call was sent with, when it failed with a 401. */
function unauthorizedWith(error: unknown): string | undefined {
  const sent = typeof error === 'object' && error !== null ? sentWith.get(error) : undefined;
  return sent && isUnauthorized(error) ? credentials(...sent) : undefined;
}

/** Each element's waiting reads, by name: a newer failure of the same read replaces the older wait. */
const waiting = scoped(() => new Map<string, () => void>());

/**
 * After the read `name` failed with `error`: when it was a 401, waits for credentials other than
 * those the call was sent with, then calls `rerun` once (it checks itself that it is still
 * wanted). Stops when the element's world ends. Decision RENEW-02.
 */
export function rerunWhenRenewed(scope: Scope, name: string, error: unknown, rerun: () => unknown): void {
  const used = unauthorizedWith(error);
  if (used === undefined) return;
  const reads = waiting(scope);
  reads.get(name)?.();
  const stops: Array<() => void> = [];
  const stop = (): void => {
    stops.splice(0).forEach((fn) => fn());
    if (reads.get(name) === stop) reads.delete(name);
  };
  const check = (): void => {
    if (credentials($config(scope).get(), $user(scope).get()) === used) return;
    stop();
    void rerun();
  };
  reads.set(name, stop);
  stops.push($config(scope).listen(check), $user(scope).listen(check));
  scope.onDispose(stop);
  check();
}

/**
 * After a list load failed with `error`: when it was a 401, waits for credentials other than the
 * ones the failed call used, then goes back to `back` (the list, which loads again). Stops when the
 * player leaves the error page, or the element's world ends.
 */
export function retryWhenRenewed(scope: Scope, error: unknown, back: string): void {
  const used = unauthorizedWith(error);
  if (used === undefined) return;
  let shown = false;
  const stops: Array<() => void> = [];
  const stop = (): void => stops.splice(0).forEach((fn) => fn());
  const check = (): void => {
    // The error page may not be on screen yet (the router moves after this chunk may have run).
    if ($currentPath(scope).get().startsWith(ERROR_PATH)) shown = true;
    else if (shown) return stop(); // the player left it (Refresh, Close, a host route)
    if (credentials($config(scope).get(), $user(scope).get()) === used) return;
    stop();
    requestNavigation(scope, back, { replace: true });
  };
  stops.push($config(scope).listen(check), $user(scope).listen(check), $currentPath(scope).listen(check));
  scope.onDispose(stop);
  check();
}
