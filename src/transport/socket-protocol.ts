/**
 * The socket wire format (shell §7 "Socket"): event names, envelope, answer, status rule and
 * connection query. Pure: the sandbox server imports it. SOCK-11 choices are marked.
 */
import { SOCKET_CONNECT_TIMEOUT_MS, SOCKET_PATH } from '../domain/constants.ts';
import type { CallName } from './calls.ts';
import { PUSH_NAMES, type PushName } from './pushes.ts';
import type { TransportContext } from './types.ts';

/** SOCK-11 choice: the client emits every call on this event… */
export const REQUEST_EVENT = 'request';
/** …and the server answers every call on this one, matched by id (SOCK-10). */
export const RESPONSE_EVENT = 'response';
/** SOCK-14, SOCK-15: server pushes, each on an event of its own name — the push map's names (pushes.ts). */
export const PUSH_EVENTS: readonly PushName[] = PUSH_NAMES;
export type PushEvent = PushName;

/** SOCK-09: one request. */
export interface SocketEnvelope {
  /** The call's payload (with isNative/platform on native). */
  data: unknown;
  /** choice: the host token, else the user token; left out when there is none. */
  token?: string;
  /** choice: `<client id>-<sequence>`, unique per client instance. */
  id: string;
  /** choice: epoch milliseconds when emitted. */
  sendTime: number;
  /** The call name, the "endpoint key". */
  type: CallName;
}

/** SOCK-10: one answer; `status` missing counts as 200 (choice). */
export interface SocketAnswer {
  id: string;
  status?: number;
  data?: unknown;
  error?: { message?: string; code?: string | number };
}

/** SOCK-12: below 100, 200–299 and above 600 succeed; 100–199 and 300–600 fail (SOCK-13). */
export function isSocketSuccess(status: number): boolean {
  return status < 100 || (status >= 200 && status <= 299) || status > 600;
}

/** What the socket query needs from the transport context. */
export type SocketQueryContext = Pick<
  TransportContext,
  'token' | 'userToken' | 'xOrigin' | 'language' | 'isNative' | 'platform' | 'pwa' | 'isMobileApp'
>;

/**
 * SOCK-06..08: the connection query. `Authorization` carries the user token only when there
 * is no host token (the spec's requirement; the host token travels in each envelope instead).
 * Values are strings because that is what reaches the server's query string.
 */
export function socketQuery(context: SocketQueryContext): Record<string, string> {
  const query: Record<string, string> = {
    Language: context.language,
    isNative: String(context.isNative),
    pwa: String(context.pwa ?? false),
    isMobileApp: String(context.isMobileApp ?? false),
    cashier_type: 'widget',
  };
  if (!context.token && context.userToken) query.Authorization = context.userToken;
  if (context.xOrigin) query.xorigin = context.xOrigin;
  if (context.platform) query.platform = context.platform;
  return query;
}

/**
 * Choice (issue #4, docs/protocol.md "First request in the handshake"): the request that opens
 * the connection may ride in the socket.io CONNECT packet as `auth.first`, saving one round trip
 * before the method list. Only idempotent reads may, so answering one twice harms nothing.
 */
export const FIRST_REQUEST_CALLS: readonly CallName[] = [
  'methods-payment-v5',
  'methods-payment-v3',
  'methods-country-selector-v2',
  'methods-withdrawal-v4',
  'methods-withdrawal',
  'deposit-limits',
];
/** A server that ignores `auth.first` gets the request the usual way this long after connect. */
export const FIRST_REQUEST_GRACE_MS = 250;

/** SOCK-02..05: the socket.io options; reconnection is off, the call layer retries instead. */
export function socketOptions(context: SocketQueryContext, first?: SocketEnvelope) {
  return {
    ...(first ? { auth: { first } } : {}),
    path: SOCKET_PATH,
    transports: ['websocket' as const],
    timeout: SOCKET_CONNECT_TIMEOUT_MS,
    reconnection: false,
    autoConnect: false,
    // A fresh Manager per attempt, so a new token or language reaches the query.
    forceNew: true,
    query: socketQuery(context),
  };
}

/**
 * SOCK-11 choice: the socket server is the origin of apiBase (same origin when empty). Only the
 * origin is used: a path in the URI would be read by socket.io as a namespace.
 */
export function socketOrigin(apiBase: string, pageUrl?: string): string | undefined {
  if (!apiBase) return undefined;
  try {
    return new URL(apiBase, pageUrl).origin;
  } catch {
    return apiBase;
  }
}
