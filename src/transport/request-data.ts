/**
 * What both transports add to a call: the auth token and, on native, the platform fields.
 */
import type { TransportContext } from './types.ts';

/**
 * The token a request is authorised with: the host token, else the user token (choice,
 * docs/protocol.md "Auth"). Never logged, never put in a URL.
 */
export function authToken(context: TransportContext): string | undefined {
  return context.token || context.userToken || undefined;
}

/** shell §7, HTTP-08: the native platform adds isNative and platform to payloads. */
export function withNativeFields<P>(payload: P, context: TransportContext): P {
  if (!context.isNative || typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return payload;
  }
  return { ...payload, isNative: true, platform: context.platform };
}
