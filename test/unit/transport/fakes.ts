/**
 * Test doubles for the transport: a recording fetch, an EventEmitter-like fake socket.io
 * socket and `io`, a manual timer and an instant sleep. No sinon (not installed).
 */
import type { OutboundMessageType } from '../../../src/domain/host-messages.ts';
import type { ClientOptions, Push, TransportContext } from '../../../src/transport/types.ts';

/** A context with test defaults. */
export function context(overrides: Partial<TransportContext> = {}): TransportContext {
  return {
    transport: 'http',
    apiBase: 'https://api.test',
    apiPrefix: 'BANKING',
    language: 'en',
    isNative: false,
    platformVersion: 'redesign',
    ...overrides,
  };
}

export interface FetchCall {
  url: string;
  init: RequestInit;
}

/** A fetch that records calls and answers through `respond` (a Response or a thrown error). */
export function fakeFetch(respond: (call: FetchCall, index: number) => Response | Promise<Response> | Error) {
  const calls: FetchCall[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    const answer = await respond(call, calls.length - 1);
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  return { fetch: fetchFn, calls };
}

/** A JSON Response. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Header lookup that works for the plain-object headers the transport builds. */
export const header = (init: RequestInit, name: string): string | undefined =>
  (init.headers as Record<string, string> | undefined)?.[name];

type Listener = (...args: unknown[]) => void;

/** One fake socket.io client socket; the test plays the server. */
export class FakeSocket {
  connected = false;
  readonly emitted: Array<{ event: string; args: unknown[] }> = [];
  private readonly listeners = new Map<string, Listener[]>();
  disconnectCalls = 0;

  constructor(
    readonly uri: string | undefined,
    readonly options: Record<string, unknown>,
    private readonly onConnect: (socket: FakeSocket) => void,
  ) {}

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }

  connect(): this {
    this.onConnect(this);
    return this;
  }

  disconnect(): this {
    this.disconnectCalls += 1;
    if (this.connected) {
      this.connected = false;
      this.serverEmit('disconnect', 'io client disconnect');
    }
    return this;
  }

  /** Delivers an event to the client's listeners, as the server (or socket.io) would. */
  serverEmit(event: string, ...args: unknown[]): void {
    if (event === 'connect') this.connected = true;
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  /** The envelopes sent on `request`. */
  requests(): Array<Record<string, unknown>> {
    return this.emitted.filter((e) => e.event === 'request').map((e) => e.args[0] as Record<string, unknown>);
  }
}

/**
 * A fake `io`. `plan(attempt)` decides each connection attempt: 'ok' connects, 'fail' emits
 * connect_error, 'hang' does nothing. Sockets are kept in order of creation.
 */
export function fakeIo(plan: (attempt: number) => 'ok' | 'fail' | 'hang' = () => 'ok') {
  const sockets: FakeSocket[] = [];
  const io = ((uri: string | undefined, options: Record<string, unknown>) => {
    const attempt = sockets.length;
    const socket = new FakeSocket(uri, options, (s) => {
      const outcome = plan(attempt);
      queueMicrotask(() => {
        if (outcome === 'ok') s.serverEmit('connect');
        if (outcome === 'fail') s.serverEmit('connect_error', new Error('websocket error'));
      });
    });
    sockets.push(socket);
    return socket;
  }) as unknown as NonNullable<ClientOptions['io']>;
  return { io, sockets };
}

/** A manual timer for the 30 s request timeout. */
export function fakeTimers() {
  let now = 0;
  let tasks: Array<{ at: number; fn: () => void; id: number }> = [];
  let nextId = 0;
  const schedule = (fn: () => void, ms: number) => {
    const id = (nextId += 1);
    tasks.push({ at: now + ms, fn, id });
    return () => {
      tasks = tasks.filter((t) => t.id !== id);
    };
  };
  const advance = (ms: number) => {
    now += ms;
    const due = tasks.filter((t) => t.at <= now);
    tasks = tasks.filter((t) => t.at > now);
    for (const task of due) task.fn();
  };
  return { schedule, advance, pending: () => tasks.length };
}

/** An instant sleep that records every requested delay. */
export function fakeSleep() {
  const delays: number[] = [];
  const sleep = (ms: number) => {
    delays.push(ms);
    return Promise.resolve();
  };
  return { sleep, delays };
}

/** Records host notices and pushes. */
export function recorder() {
  const notices: Array<{ type: OutboundMessageType; payload: Record<string, unknown> | undefined }> = [];
  const pushes: Push[] = [];
  return {
    notices,
    pushes,
    notifyHost: (type: OutboundMessageType, payload?: Record<string, unknown>) => notices.push({ type, payload }),
    onPush: (push: Push) => pushes.push(push),
    of: (type: OutboundMessageType) => notices.filter((n) => n.type === type),
  };
}

/** Lets queued microtasks (fake connects, awaited promises) run. */

/** Resolves to the rejection of `promise` (fails if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
