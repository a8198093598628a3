/**
 * HTTP transport (shell §7 "HTTP envelope"): `${apiBase}/api/${prefix}/${call}`, JSON body for
 * POST, query string for GET, no-cache and extra-params headers, bearer auth.
 */
import { DEFAULT_API_PREFIX } from '../domain/constants.ts';
import type { HostNotifier } from '../domain/host-messages.ts';
import { CALLS, type CallName } from './calls.ts';
import { CashierError, NETWORK_ERROR_KEY } from './errors.ts';
import { authToken, withNativeFields } from './request-data.ts';
import { rememberRetryAfter, waitBefore, withRetryAfter, type NotBefore } from './retry-after.ts';
import { serverFailure } from './server-error.ts';
import { withTimeout, type Schedule } from './timeout.ts';
import type { TransportContext } from './types.ts';

/** HTTP-07 choice: the extra-params header's name; its value is JSON. */
export const EXTRA_PARAMS_HEADER = 'X-Extra-Params';
/** HTTP-07 choice: the handshake xOrigin travels in this header (the socket's `xorigin`). */
export const XORIGIN_HEADER = 'X-Origin';

/** HTTP-01, HTTP-02: the URL of a call, without its query string. */
export function callUrl(name: CallName, context: TransportContext): string {
  const base = context.apiBase.replace(/\/+$/, '');
  return `${base}/api/${context.apiPrefix || DEFAULT_API_PREFIX}/${name}`;
}

// Header values must be Latin-1; escaping keeps a non-ASCII value from making fetch throw.
const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** HTTP-05, HTTP-06, HTTP-07: the headers every request carries. */
export function httpHeaders(context: TransportContext, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache, no-store',
    Pragma: 'no-cache',
    'Accept-Language': context.language,
    [EXTRA_PARAMS_HEADER]: asciiJson({
      platformVersion: context.platformVersion,
      isMobileApp: context.isMobileApp ?? false,
      pwa: context.pwa ?? false,
    }),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = authToken(context);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (context.xOrigin) headers[XORIGIN_HEADER] = context.xOrigin;
  return headers;
}

/** HTTP-04: GET parameters; null/undefined are left out, objects are JSON-encoded. */
export function queryString(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The fetch arguments of one call. */
export function buildHttpRequest(
  name: CallName,
  payload: unknown,
  context: TransportContext,
): { url: string; init: RequestInit } {
  const { method } = CALLS[name];
  const data = withNativeFields(payload ?? {}, context);
  const isGet = method === 'GET';
  const init: RequestInit = { method, headers: httpHeaders(context, !isGet), cache: 'no-store' };
  if (!isGet) init.body = JSON.stringify(data);
  return { url: callUrl(name, context) + (isGet ? queryString(data) : ''), init };
}

export interface HttpDeps {
  fetch: typeof fetch;
  notifyHost: HostNotifier;
  schedule: Schedule;
  /** REL-10: the client's Retry-After per call; a request of a held call waits, then reads `getContext` afresh. */
  notBefore?: NotBefore;
  getContext?: () => TransportContext;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const networkFailure = (error: unknown, call: string): CashierError =>
  new CashierError('network', {
    message: error instanceof Error ? error.message : 'Network error',
    messageKey: NETWORK_ERROR_KEY,
    call,
    cause: error,
  });

/** One HTTP attempt, bounded by the 30 s request timeout (the fetch is aborted on expiry). */
export function httpCall(name: CallName, payload: unknown, context: TransportContext, deps: HttpDeps): Promise<unknown> {
  // REL-10: the server asked not to be called before then; the 30 s timeout starts once it is sent.
  const wait = waitBefore(deps.notBefore, name, Date.now());
  if (wait > 0) return new Promise((go) => deps.schedule(() => go(undefined), wait)).then(() => sendHttp(name, payload, deps.getContext?.() ?? context, deps));
  return sendHttp(name, payload, context, deps);
}

function sendHttp(name: CallName, payload: unknown, context: TransportContext, deps: HttpDeps): Promise<unknown> {
  const controller = new AbortController();
  const { url, init } = buildHttpRequest(name, payload, context);
  const send = async (): Promise<unknown> => {
    let text: string;
    let response: Response;
    try {
      response = await deps.fetch(url, { ...init, signal: controller.signal });
      text = await response.text();
    } catch (error) {
      throw networkFailure(error, name);
    }
    const parsed = parseJson(text);
    const body = parsed.ok ? parsed.value : undefined;
    if (!response.ok) {
      const failure = withRetryAfter(serverFailure('HTTP', name, response.status, body, deps.notifyHost, response.statusText), response.headers.get('retry-after'), Date.now());
      rememberRetryAfter(deps.notBefore, name, failure, Date.now());
      throw failure;
    }
    if (!parsed.ok) throw new CashierError('invalid-response', { message: 'Response is not JSON', call: name });
    return body;
  };
  return withTimeout(send(), name, deps.schedule, () => controller.abort());
}

/** CREATE-28: a fire-and-forget request that outlives the page (fetch keepalive). */
export function sendHttpKeepalive(
  name: CallName,
  payload: unknown,
  context: TransportContext,
  fetchFn: typeof fetch,
): void {
  const { url, init } = buildHttpRequest(name, payload, context);
  try {
    void fetchFn(url, { ...init, keepalive: true }).catch(() => undefined);
  } catch {
    // A page being torn down may refuse the request; nothing is left to tell.
  }
}
