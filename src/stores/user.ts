/**
 * `$user`: the signed-in player (shell §3 "User", ENT-01..06). The record is kept in
 * sessionStorage so a reload keeps it (ENT-06), but the token lives only in memory
 * (decision ENT-10): anything script-readable that outlives the page is a token leak.
 */
import type { User } from '../domain/payment-entities.ts';
import { DEFAULT_FILE_LOCALE } from '../domain/constants.ts';
import { isRecord } from '../domain/is-record.ts';
import { PLATFORMS } from './config-fields.ts';
import { tabStoredAtom } from './persisted-atom.ts';
import { TAB_STORAGE_KEYS } from './tab-storage.ts';
import { scoped, type Scope } from './scope.ts';

/** The user as the widget holds it: any known subset of `User`, with `lang` always set. */
export type CashierUser = Partial<User> & { lang: string };

/** ENT-02: `lang` defaults to `en`. */
export const DEFAULT_USER_LANG = DEFAULT_FILE_LOCALE;

const emptyUser = (): CashierUser => ({ lang: DEFAULT_USER_LANG });

/**
 * Cleans an incoming record: drops the enum fields that are out of range (ENT-03) and fills
 * `lang`. Unknown extra fields are kept; the server may add fields the spec does not list.
 */
function sanitise(input: Record<string, unknown>): CashierUser {
  const out: Record<string, unknown> = { ...input };
  if (out['platform'] !== undefined && !(PLATFORMS as readonly unknown[]).includes(out['platform'])) {
    delete out['platform'];
  }
  if (out['widgetViewType'] !== undefined && out['widgetViewType'] !== 'main' && out['widgetViewType'] !== 'sweep') {
    delete out['widgetViewType'];
  }
  if (typeof out['role'] === 'string' && /^\d+$/.test(out['role'])) out['role'] = Number(out['role']);
  if (typeof out['lang'] !== 'string' || out['lang'].trim() === '') out['lang'] = DEFAULT_USER_LANG;
  return out as CashierUser;
}

/** Everything but the token, as stored (ENT-10). */
function withoutToken(user: CashierUser): Record<string, unknown> {
  const { token: _token, ...rest } = user as Record<string, unknown>;
  return rest;
}

/** The current user. Read `token` from here; it is never written to storage. */
export const $user = scoped(() => (tabStoredAtom<CashierUser>(TAB_STORAGE_KEYS.user, emptyUser(), {
  decode: (raw) => {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? sanitise(withoutToken(parsed as CashierUser)) : undefined;
  },
  encode: (user) => {
    const stored = withoutToken(user);
    // Nothing worth keeping: remove the key instead of storing `{"lang":"en"}`.
    return Object.keys(stored).length === 1 && stored['lang'] === DEFAULT_USER_LANG
      ? null
      : JSON.stringify(stored);
  },
})));

/** Replaces the user (host `loaded` user object, native user data, debug helper). */
export function setUser(scope: Scope, user: Partial<User> | Record<string, unknown>): void {
  if (!isRecord(user)) return;
  $user(scope).set(sanitise(user));
}

/** Merges fields into the user (the `login.token` push, shell §7). */
export function patchUser(scope: Scope, partial: Partial<User> | Record<string, unknown>): void {
  if (!isRecord(partial)) return;
  $user(scope).set(sanitise({ ...$user(scope).get(), ...partial }));
}

/** Forgets the user (sign-out, tests). */
export function clearUser(scope: Scope): void {
  $user(scope).set(emptyUser());
}
