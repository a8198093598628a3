/**
 * Native-context detection (HOST-07 proposal). "Native" (native app / web view) changes the
 * theme (dark), adds isNative/platform to payloads, waits for user data and enables share.
 * The element is the only code that can see a native bridge, so it reports it here.
 */
import { atom, computed } from 'nanostores';
import { $config } from './config.ts';
import { $user } from './user.ts';
import { scoped, type Scope } from './scope.ts';

/** Which native bridge the element found, if any. */
export type NativeBridgeKind = 'webkit' | 'android';

/** Set by src/element after probing for `webkit.messageHandlers` or a JS bridge object. */
export const $nativeBridge = scoped(() => (atom<NativeBridgeKind | null>(null)));

/** Records the detected bridge (or null when none). */
export function setNativeBridge(scope: Scope, kind: NativeBridgeKind | null): void {
  $nativeBridge(scope).set(kind);
}

/** Platforms that only exist inside the native apps (ENT-03 `android`/`ios`). */
const NATIVE_PLATFORMS: readonly string[] = ['android', 'ios'];

/**
 * True in a native app or web view: a bridge was found, the host said `isMobileApp`, or the
 * platform (handshake first, then user) is `android`/`ios`. `mobile` is the mobile web site.
 */
export const $isNative = scoped((scope: Scope) => (computed([$nativeBridge(scope), $config(scope), $user(scope)], (bridge, config, user) => {
  if (bridge !== null || config.isMobileApp === true) return true;
  const platform = config.platform ?? user.platform;
  return typeof platform === 'string' && NATIVE_PLATFORMS.includes(platform);
})));

/** Non-reactive read of `$isNative`, for code outside components. */
export function isNativeContext(scope: Scope): boolean {
  return $isNative(scope).get();
}
