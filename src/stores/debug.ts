/**
 * The debug helper (shell §3 "Session state", ENT-09): lets a developer set the force-logging
 * flag, the user (also writing a token cookie) or the transport, then reloads. It exists only
 * while `$config.debug` is explicitly true (decision ENT-10) — never in a default embed.
 */
import type { TransportKind } from '../domain/handshake.ts';
import { $config } from './config.ts';
import { setForceLogging, setTransportChoice } from './debug-switches.ts';
import { $user, patchUser, setUser } from './user.ts';
import type { Scope } from './scope.ts';

/** Global name the helper is exposed under: `window.paymentCashierDebug` (decision ENT-10). */
export const DEBUG_GLOBAL = 'paymentCashierDebug';
/** Token cookie written by `setUser` (decision ENT-10). */
export const TOKEN_COOKIE = 'payment-cashier-token';

/** What `window.paymentCashierDebug` offers. Every setter reloads the page. */
export interface DebugHelper {
  setForceLogging(value: 0 | 1): void;
  setUser(user: Record<string, unknown>): void;
  /** `null` clears the override, so the handshake transport applies again. */
  setTransport(value: TransportKind | null): void;
}

type DebugWindow = Window & { [DEBUG_GLOBAL]?: DebugHelper };

/** Writes (or with '' deletes) the token cookie; Secure on https, SameSite=Strict always. */
export function writeTokenCookie(target: Window, token: string): void {
  const secure = target.location.protocol === 'https:' ? '; Secure' : '';
  const life = token === '' ? '; Max-Age=0' : '';
  target.document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict${life}${secure}`;
}

/** Reads the token cookie, if set. */
export function readTokenCookie(target: Window): string | undefined {
  for (const part of target.document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(rest.join('=')) || undefined;
  }
  return undefined;
}

function createHelper(scope: Scope, target: Window, reload: () => void): DebugHelper {
  return {
    setForceLogging(value) {
      if (value !== 0 && value !== 1) throw new TypeError('setForceLogging expects 0 or 1');
      setForceLogging(scope, value);
      reload();
    },
    setUser(user) {
      if (typeof user !== 'object' || user === null) throw new TypeError('setUser expects a user object');
      setUser(scope, user);
      const token = user['token'];
      writeTokenCookie(target, typeof token === 'string' ? token : '');
      reload();
    },
    setTransport(value) {
      if (value !== 'socket' && value !== 'http' && value !== null) {
        throw new TypeError("setTransport expects 'socket', 'http' or null");
      }
      setTransportChoice(scope, value ?? undefined);
      reload();
    },
  };
}

/**
 * Exposes the helper on `target` whenever `$config.debug` is true and removes it when it turns
 * false. While on, a token cookie left by `setUser` is restored into `$user` (memory only).
 * @returns a function that removes the helper and stops watching.
 */
export function installDebugHelper(scope: Scope, 
  target: Window,
  options: { reload?: () => void } = {},
): () => void {
  const win = target as DebugWindow;
  const reload = options.reload ?? (() => target.location.reload());
  let installed: DebugHelper | undefined;
  const sync = (debug: boolean): void => {
    if (debug && !installed) {
      installed = createHelper(scope, target, reload);
      win[DEBUG_GLOBAL] = installed;
      const token = readTokenCookie(target);
      if (token && $user(scope).get().token === undefined) patchUser(scope, { token });
    } else if (!debug && installed) {
      if (win[DEBUG_GLOBAL] === installed) delete win[DEBUG_GLOBAL];
      installed = undefined;
    }
  };
  // `=== true`: only an explicit true enables it; the config coercer guarantees a boolean.
  sync($config(scope).get().debug === true);
  const unlisten = $config(scope).listen((config) => sync(config.debug === true));
  return () => {
    unlisten();
    sync(false);
  };
}
