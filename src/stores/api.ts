/**
 * `api`: the one transport client of the widget (ARCHITECTURE §1). It is created on first
 * use from the stores' context, feeds server pushes into `$transaction` / `$user`, and sends a
 * request timeout to the error route (shell §4 "Load failures").
 */
import type { CallName, CallPayload, CallResponse } from '../transport/calls.ts';
import { createClient } from '../transport/client.ts';
import type { CashierClient, ClientOptions } from '../transport/types.ts';
import { buildTransportContext } from './api-context.ts';
import { handlePush, runTimeoutHandler } from './api-events.ts';
import { notifyHost } from './host-outbox.ts';

export { buildTransportContext } from './api-context.ts';
export {
  DEFAULT_BACK_ROUTE,
  ERROR_ROUTE,
  REQUEST_TIMEOUT_KEY,
  goToTimeoutError,
  handlePush,
  setApiTimeoutHandler,
} from './api-events.ts';
export type { ErrorRouteState } from './api-events.ts';

/** Test and sandbox seams of the client (socket factory, fetch, timers, randomness). */
export type ApiOverrides = Partial<Pick<ClientOptions, 'io' | 'fetch' | 'sleep' | 'random' | 'schedule' | 'now'>>;

let overrides: ApiOverrides = {};
let client: CashierClient | undefined;

/** The part of the client a flow model needs. */
export interface ApiCaller {
  call<N extends CallName>(name: N, payload: CallPayload<N>): Promise<CallResponse<N>>;
}
/** A request mock standing in for the network (flow model tests); null = the real client. */
let callHandler: ApiCaller | null = null;

function getClient(): CashierClient {
  client ??= createClient({
    ...overrides,
    getContext: buildTransportContext,
    notifyHost,
    onPush: handlePush,
    onRequestTimeout: runTimeoutHandler,
  });
  return client;
}

type CallFailureListener = (call: CallName, error: unknown) => void;
const failureListeners = new Set<CallFailureListener>();

/** Listens to every failed call (analytics sends an `error` event for each, AN-03); returns the detach function. */
export function onCallFailure(listener: CallFailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Tells the failure listeners about a rejected call, and rejects as before. */
function watchFailure<T>(name: CallName, pending: Promise<T>): Promise<T> {
  return pending.catch((error: unknown) => {
    for (const listener of [...failureListeners]) listener(name, error);
    throw error;
  });
}

/** The shared client. Created lazily, so importing this module opens no connection. */
export const api: CashierClient = {
  call: <N extends CallName>(name: N, payload: CallPayload<N>) => watchFailure(name, (callHandler ?? getClient()).call(name, payload)),
  sendKeepalive: <N extends CallName>(name: N, payload: CallPayload<N>) => getClient().sendKeepalive(name, payload),
  connect: () => getClient().connect(),
  dispose: () => {
    client?.dispose();
    client = undefined;
  },
};

/** Disposes the current client and builds the next one with `next` (tests, demo sandbox). */
export function configureApi(next: ApiOverrides): void {
  api.dispose();
  overrides = next;
}

/** Routes `api.call` to a request mock (tests); `null` restores the real client. */
export function setApiCallHandler(next: ApiCaller | null): void {
  callHandler = next;
}
