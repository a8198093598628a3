/**
 * Builds the transport's view of the world (shell §7) from the stores, fresh for every call so
 * a new token, locale or transport takes effect without rebuilding the client.
 */
import type { TransportContext } from '../transport/types.ts';
import { $config } from './config.ts';
import { $language } from './language.ts';
import { $isNative } from './native.ts';
import { $effectiveTransport } from './debug-switches.ts';
import { $user } from './user.ts';
import type { Scope } from './scope.ts';

/** The current transport context. */
export function buildTransportContext(scope: Scope): TransportContext {
  const config = $config(scope).get();
  const user = $user(scope).get();
  return {
    transport: $effectiveTransport(scope).get(),
    apiBase: config.apiBase,
    apiPrefix: config.apiPrefix,
    token: config.token,
    // shell §7: the socket sends the user token only when there is no host token.
    userToken: typeof user.token === 'string' ? user.token : undefined,
    xOrigin: config.xOrigin,
    language: $language(scope).get(),
    isNative: $isNative(scope).get(),
    platform: config.platform ?? (typeof user.platform === 'string' ? user.platform : undefined),
    pwa: config.pwa,
    isMobileApp: config.isMobileApp,
    platformVersion: config.platformVersion,
  };
}
