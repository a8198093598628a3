/**
 * `createClient`: the one entry point to the banking API. Picks socket or HTTP per call from the
 * current context, adds the request timeout, retries retry-enabled calls, and tells the host
 * about requests and retries (HOST-31 proposal, docs/decisions.md).
 */
import { CALL_RETRY_DELAY_MS } from '../domain/constants.ts';
import { CALLS, type CallName, type CallPayload, type CallResponse } from './calls.ts';
import { CashierError } from './errors.ts';
import type * as Http from './http.ts';
import { realSleep, withCallRetry } from './retry.ts';
import { createSocketTransport, type SocketDeps, type SocketTransport } from './socket.ts';
import { realSchedule } from './timeout.ts';
import type { CashierClient, ClientOptions } from './types.ts';

export type { CashierClient, ClientOptions, Push, TransportContext } from './types.ts';

/** True when a call finally failed because a request ran out of time (RETRY-12). */
function timedOut(error: unknown): boolean {
  if (!(error instanceof CashierError)) return false;
  if (error.code === 'timeout') return true;
  return error.code === 'network' && error.cause instanceof CashierError && error.cause.code === 'timeout';
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The HTTP transport is a chunk of its own: a socket host's list never waits for it (the entry's
 * budget, docs/performance.md). An HTTP host starts fetching it with the client, beside the rest
 * of start-up; a socket host fetches it later (`options.later`: once the first screen has painted
 * and the browser is idle), so the keepalive that a closing widget sends over HTTP (CREATE-28) finds it loaded.
 */
let http: Promise<typeof Http> | undefined;
/** Set once the chunk is in: a keepalive at page hide then leaves at once, not a task later. */
let httpLoaded: typeof Http | undefined;
const loadHttp = (): Promise<typeof Http> => (http ??= import('./http.ts').then((m) => (httpLoaded = m)));
const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
};

/** Builds the client; nothing connects until `connect()` or the first socket call. */
export function createClient(options: ClientOptions): CashierClient {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? realSleep;
  const schedule = options.schedule ?? realSchedule;
  const notifyHost = options.notifyHost;
  let socket: SocketTransport | null = null;
  let disposed = false;
  /** REL-10: this client's Retry-After holds, per call (the HTTP transport reads and writes it). */
  const notBefore = new Map<string, number>();
  if (options.getContext().transport === 'http') void loadHttp();
  else (options.later ?? whenIdle)(() => void loadHttp());

  const socketTransport = (): SocketTransport =>
    (socket ??= createSocketTransport({
      getContext: options.getContext,
      notifyHost,
      onPush: options.onPush,
      onDrop: options.onSocketDrop,
      io: options.io as SocketDeps['io'],
      sleep,
      random: options.random ?? Math.random,
      schedule,
      now: options.now ?? Date.now,
    }));

  const attempt = (name: CallName, payload: unknown): Promise<unknown> => {
    const context = options.getContext();
    if (context.transport === 'http') return loadHttp().then((m) => m.httpCall(name, payload, context, { fetch: fetchFn, notifyHost, schedule, notBefore, getContext: options.getContext }));
    return socketTransport().request(name, payload);
  };

  const call = async <N extends CallName>(name: N, payload: CallPayload<N>): Promise<CallResponse<N>> => {
    if (disposed) throw new CashierError('disposed', { message: 'Client disposed', call: name });
    notifyHost('onRequest', { call: name, transport: options.getContext().transport });
    const run = () => attempt(name, payload);
    try {
      const answer = CALLS[name].retry
        ? await withCallRetry(name, run, {
            sleep,
            onRetry: (retry, error) =>
              notifyHost('onRequestRetry', {
                kind: 'call',
                call: name,
                attempt: retry,
                delayMs: CALL_RETRY_DELAY_MS,
                reason: reasonOf(error),
              }),
          })
        : await run();
      return answer as CallResponse<N>;
    } catch (error) {
      if (timedOut(error)) options.onRequestTimeout?.(name);
      throw error;
    }
  };

  return {
    call,
    sendKeepalive(name, payload) {
      // HOST-31: every call is announced, keepalive sends too. They always travel over HTTP:
      // a socket cannot outlive the page; fetch keepalive can (CREATE-28).
      notifyHost('onRequest', { call: name, transport: 'http' });
      const context = options.getContext();
      if (httpLoaded) httpLoaded.sendHttpKeepalive(name, payload, context, fetchFn);
      else void loadHttp().then((m) => m.sendHttpKeepalive(name, payload, context, fetchFn));
    },
    connect(pressed) {
      if (disposed || options.getContext().transport === 'http') return; // RETRY-08
      socketTransport().ensureConnected(pressed).catch(() => undefined); // the next call retries
    },
    dispose() {
      disposed = true;
      socket?.dispose();
      socket = null;
    },
  };
}
