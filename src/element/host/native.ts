/**
 * Native web view channels (shell §7: "a native message handler, a native bridge or a
 * parent-window post", in that order). Names are our choice (decision HOST-31):
 * - iOS WKWebView: `window.webkit.messageHandlers.paymentCashier.postMessage(json)`
 * - Android JS interface: `window.PaymentCashierBridge.postMessage(json)`
 * - user data the app injects: `window.paymentCashierUser` (decision HOST-20)
 */
import { NATIVE_USER_POLL_MS, NATIVE_USER_WAIT_MS } from '../../domain/constants.ts';

export const NATIVE_HANDLER_NAME = 'paymentCashier';
export const NATIVE_BRIDGE_NAME = 'PaymentCashierBridge';
export const NATIVE_USER_PROPERTY = 'paymentCashierUser';

interface PostTarget {
  postMessage(message: string): void;
}

type NativeWindow = Window & {
  webkit?: { messageHandlers?: Record<string, PostTarget | undefined> };
} & Record<string, unknown>;

/** The iOS-style message handler, when the app installed one. */
export function nativeHandler(win: Window): PostTarget | undefined {
  const handler = (win as NativeWindow).webkit?.messageHandlers?.[NATIVE_HANDLER_NAME];
  return handler && typeof handler.postMessage === 'function' ? handler : undefined;
}

/** The Android-style JS bridge, when the app installed one. */
export function nativeBridge(win: Window): PostTarget | undefined {
  const bridge = (win as NativeWindow)[NATIVE_BRIDGE_NAME] as PostTarget | undefined;
  return bridge && typeof bridge.postMessage === 'function' ? bridge : undefined;
}

/** Which native channel the app installed, for `$isNative` (decision HOST-07). */
export function probeNativeChannel(win: Window): 'webkit' | 'android' | null {
  if (nativeHandler(win)) return 'webkit';
  if (nativeBridge(win)) return 'android';
  return null;
}

export const propertyNotFoundMessage = (name: string) => `Property ${name} not found`;

/**
 * shell §4: in a native web view, wait up to 5 s for the user data, polling every 10 ms.
 * Resolves with the record, or rejects with the "property not found" message.
 */
export function waitForNativeUser(
  win: Window,
  timers: { now(): number; sleep(ms: number): Promise<void> } = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  },
): Promise<Record<string, unknown>> {
  const started = timers.now();
  const read = () => {
    const value = (win as NativeWindow)[NATIVE_USER_PROPERTY];
    if (typeof value === 'string') {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
    }
    return value;
  };
  return (async () => {
    for (;;) {
      const user = read();
      if (user && typeof user === 'object') return user as Record<string, unknown>;
      if (timers.now() - started >= NATIVE_USER_WAIT_MS) throw new Error(propertyNotFoundMessage(NATIVE_USER_PROPERTY));
      await timers.sleep(NATIVE_USER_POLL_MS);
    }
  })();
}
