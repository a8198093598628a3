/**
 * Socket transport (shell §4, §7): one socket.io connection, requests matched to answers by id,
 * pushes handed on. No socket-level reconnect (SOCK-05): the call layer reconnects, up to 3
 * retries with backoff (RETRY-07, RETRY-09), whenever a call finds the socket down.
 */
import { io as realIo } from 'socket.io-client';
import { SOCKET_CONNECT_RETRIES, SOCKET_GIVE_UP_PAUSE_MS } from '../domain/constants.ts';
import type { HostNotifier } from '../domain/host-messages.ts';
import type { CallName } from './calls.ts';
import { CashierError, NETWORK_ERROR_KEY, NETWORK_ERROR_MESSAGE } from './errors.ts';
import { authToken, withNativeFields } from './request-data.ts';
import { backoffDelay, type Sleep } from './retry.ts';
import {
  FIRST_REQUEST_CALLS,
  FIRST_REQUEST_GRACE_MS,
  PUSH_EVENTS,
  REQUEST_EVENT,
  RESPONSE_EVENT,
  isSocketSuccess,
  socketOptions,
  socketOrigin,
  type SocketAnswer,
  type SocketEnvelope,
} from './socket-protocol.ts';
import { decodePush } from './pushes.ts';
import { withTimeout, type Schedule } from './timeout.ts';
import type { Push, TransportContext } from './types.ts';

/** The part of a socket.io-client Socket this transport uses (tests pass a fake). */
export interface SocketLike {
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export interface SocketDeps {
  getContext(): TransportContext;
  notifyHost: HostNotifier;
  onPush(push: Push): void;
  /** The open socket dropped (not closed by us): a page waiting on pushes asks again (issue #25, REL-03). */
  onDrop?(): void;
  io?: (uri: string | undefined, options: ReturnType<typeof socketOptions>) => SocketLike;
  sleep: Sleep;
  random(): number;
  schedule: Schedule;
  now(): number;
}

interface Pending {
  call: CallName;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** The socket side of the client: `request` connects on demand. */
export interface SocketTransport {
  /** `pressed`: the player pressed something, so a connect policy that gave up may try again (FAULT-07a). */
  ensureConnected(pressed?: boolean): Promise<void>;
  request(name: CallName, payload: unknown): Promise<unknown>;
  dispose(): void;
}

export function createSocketTransport(deps: SocketDeps): SocketTransport {
  // io(undefined) means "this page's origin"; the string overload would misread ''.
  const io = deps.io ?? ((uri, options) => (uri === undefined ? realIo(options) : realIo(uri, options)) as SocketLike);
  const clientId = Math.floor(deps.random() * 36 ** 6).toString(36);
  const pending = new Map<string, Pending>();
  let seq = 0;
  let socket: SocketLike | null = null;
  let connecting: Promise<void> | null = null;
  let abortOpening: ((error: unknown) => void) | null = null;
  let disposed = false;
  /** The request that opens the connection, sent inside the CONNECT packet (auth.first). */
  let first: SocketEnvelope | null = null;
  /**
   * FAULT-07a: when the connect and its 3 retries all failed (else null). Nothing reconnects on its
   * own after that (shell §4: the retries are the only reconnect) until the player presses something:
   * the analytics flush, a replay, an "I paid" resend or a poll would each start a new run of
   * handshakes. FAULT-07c: but a waiting page must still learn its end once the network is back, with
   * nobody pressing, so after SOCKET_GIVE_UP_PAUSE_MS the widget's own next call may start one run.
   */
  let gaveUpAt: number | null = null;
  const connectFailed = (cause?: unknown): CashierError =>
    new CashierError('socket-connect', { message: NETWORK_ERROR_MESSAGE, messageKey: NETWORK_ERROR_KEY, cause });

  const failPending = (makeError: (call: CallName) => CashierError): void => {
    const entries = [...pending.values()];
    pending.clear();
    for (const entry of entries) entry.reject(makeError(entry.call));
  };

  const onAnswer = (answer: SocketAnswer): void => {
    const entry = typeof answer === 'object' && answer !== null ? pending.get(String(answer.id)) : undefined;
    if (!entry) return; // late answer to a timed-out request, or not ours
    pending.delete(String(answer.id));
    const status = typeof answer.status === 'number' ? answer.status : 200;
    if (isSocketSuccess(status)) entry.resolve(answer.data ?? null);
    // A refusal is rare and never on the way to the list: its reader is a chunk of its own.
    else void import('./server-error.ts').then((m) => entry.reject(m.serverFailure('Socket', entry.call, status, answer, deps.notifyHost)));
  };

  /** One connection attempt; socket.io itself enforces the 20 s connect timeout (SOCK-04). */
  const openOnce = (): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const context = deps.getContext();
      const candidate = io(socketOrigin(context.apiBase, globalThis.location?.href), socketOptions(context, first ?? undefined));
      abortOpening = (error) => {
        candidate.disconnect();
        reject(error);
      };
      candidate.on('connect', () => {
        abortOpening = null;
        socket = candidate;
        resolve();
      });
      candidate.on('connect_error', (error: Error) => {
        abortOpening = null;
        candidate.disconnect();
        reject(error);
      });
      candidate.on('disconnect', (reason: string) => {
        if (socket !== candidate) return;
        socket = null;
        // A drop mid-flow is network-type, so retry-enabled calls retry and reconnect.
        failPending(
          (call) => new CashierError('network', { message: `Network error: socket disconnected (${reason})`, messageKey: NETWORK_ERROR_KEY, call }),
        );
        if (!disposed) deps.onDrop?.();
      });
      candidate.on(RESPONSE_EVENT, onAnswer);
      for (const name of PUSH_EVENTS) {
        candidate.on(name, (raw: never) => {
          const push = decodePush(name, raw);
          if (push) deps.onPush(push);
        });
      }
      candidate.connect();
    });

  const connectWithRetry = async (): Promise<void> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await openOnce();
      } catch (error) {
        if (disposed) throw error;
        if (attempt >= SOCKET_CONNECT_RETRIES) {
          gaveUpAt = deps.now();
          throw connectFailed(error);
        }
        const delayMs = backoffDelay(attempt + 1, deps.random);
        deps.notifyHost('onRequestRetry', { kind: 'connect', attempt: attempt + 1, delayMs });
        await deps.sleep(delayMs);
        if (disposed) throw disposedError();
      }
    }
  };

  const ensureConnected = (pressed?: boolean): Promise<void> => {
    if (disposed) return Promise.reject(disposedError());
    if (socket?.connected) return Promise.resolve();
    if (pressed || (gaveUpAt !== null && deps.now() - gaveUpAt >= SOCKET_GIVE_UP_PAUSE_MS)) gaveUpAt = null;
    if (gaveUpAt !== null) return Promise.reject(connectFailed());
    connecting ??= connectWithRetry().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const envelopeFor = (name: CallName, payload: unknown): SocketEnvelope => {
    const context = deps.getContext();
    return {
      data: withNativeFields(payload ?? {}, context),
      token: authToken(context),
      id: `${clientId}-${(seq += 1)}`,
      sendTime: deps.now(),
      type: name,
    };
  };

  const request = async (name: CallName, payload: unknown): Promise<unknown> => {
    // The call that opens the connection rides in the handshake when it may (FIRST_REQUEST_CALLS).
    const opening = !socket?.connected && !connecting && !first && FIRST_REQUEST_CALLS.includes(name);
    const early = opening ? envelopeFor(name, payload) : null;
    const earlyAnswer = early ? awaitAnswer(early, name) : null;
    earlyAnswer?.catch(() => undefined); // observed below; this only keeps a failed connect quiet
    if (early) first = early;
    try {
      await ensureConnected();
    } catch (error) {
      if (early) pending.delete(early.id);
      throw error;
    } finally {
      if (first === early) first = null;
    }
    const live = socket;
    if (!live) throw new CashierError('network', { message: 'Network error: socket closed', messageKey: NETWORK_ERROR_KEY, call: name });
    if (early && earlyAnswer) {
      // A server that ignored auth.first gets the same envelope (same id) after a short grace.
      const cancelGrace = deps.schedule(() => {
        if (pending.has(early.id) && socket === live) live.emit(REQUEST_EVENT, early);
      }, FIRST_REQUEST_GRACE_MS);
      return withTimeout(earlyAnswer.finally(cancelGrace), name, deps.schedule, () => pending.delete(early.id));
    }
    const envelope = envelopeFor(name, payload);
    const answer = awaitAnswer(envelope, name);
    live.emit(REQUEST_EVENT, envelope);
    return withTimeout(answer, name, deps.schedule, () => pending.delete(envelope.id));
  };

  const awaitAnswer = (envelope: SocketEnvelope, name: CallName): Promise<unknown> =>
    new Promise<unknown>((resolve, reject) => pending.set(envelope.id, { call: name, resolve, reject }));

  const dispose = (): void => {
    if (disposed) return;
    disposed = true;
    abortOpening?.(disposedError());
    failPending((call) => new CashierError('disposed', { message: 'Client disposed', call }));
    const live = socket;
    socket = null;
    live?.disconnect();
  };

  return { ensureConnected, request, dispose };
}

function disposedError(): CashierError {
  return new CashierError('disposed', { message: 'Client disposed' });
}
