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
import { $config, type CashierConfig } from './config.ts';
import { notifyHost } from './host-outbox.ts';
import { afterFirstScreenIdle } from './methods-shown.ts';
import { $user, type CashierUser } from './user.ts';
import { scoped, type Scope } from './scope.ts';

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

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  overrides: ApiOverrides;
  client: CashierClient | undefined;
  callHandler: ApiCaller | null;
} => ({
  overrides: {},
  client: undefined,
  callHandler: null,
}));


/** The part of the client a flow model needs. */
export interface ApiCaller {
  call<N extends CallName>(name: N, payload: CallPayload<N>): Promise<CallResponse<N>>;
}


function getClient(scope: Scope): CashierClient {
  const state = local(scope);
  state.client ??= createClient({
    ...state.overrides,
    getContext: () => buildTransportContext(scope),
    notifyHost: notifyHost.bind(null, scope),
    onPush: handlePush.bind(null, scope),
    onSocketDrop: () => dropListeners(scope).forEach((listener) => listener()),
    onRequestTimeout: runTimeoutHandler.bind(null, scope),
    // A socket host's HTTP chunk (keepalives) never competes with the first screen (CRIT-01).
    later: (run) => void afterFirstScreenIdle(scope).then(run),
  });
  return state.client;
}

const dropListeners = scoped(() => new Set<() => void>());

/** Listens to socket drops (issue #25, REL-03: a page waiting on pushes asks again); returns the detach function. */
export function onSocketDrop(scope: Scope, listener: () => void): () => void {
  dropListeners(scope).add(listener);
  return () => dropListeners(scope).delete(listener);
}

type CallFailureListener = (call: CallName, error: unknown) => void;
const failureListeners = scoped(() => (new Set<CallFailureListener>()));

/** Listens to every failed call (analytics sends an `error` event for each, AN-03); returns the detach function. */
export function onCallFailure(scope: Scope, listener: CallFailureListener): () => void {
  failureListeners(scope).add(listener);
  return () => failureListeners(scope).delete(listener);
}

/**
 * The settings and user record a failed call was sent with, by its error: a 401's retry compares
 * them with the host's renewed ones (src/stores/token-retry.ts). Never shown, stored or logged.
 */
export const sentWith = new WeakMap<object, readonly [CashierConfig, CashierUser]>();

/** Tells the failure listeners about a rejected call, and rejects as before. */
function watchFailure<T>(scope: Scope, name: CallName, pending: Promise<T>): Promise<T> {
  const sent = [$config(scope).get(), $user(scope).get()] as const;
  return pending.catch((error: unknown) => {
    if (typeof error === 'object' && error !== null) sentWith.set(error, sent);
    for (const listener of [...failureListeners(scope)]) listener(name, error);
    throw error;
  });
}

/** The shared client. Created lazily, so importing this module opens no connection. */
export const api = scoped((scope: Scope): CashierClient => {
  // The element's world ends (it left the page): its socket closes with it.
  scope.onDispose(() => {
    local(scope).client?.dispose();
    local(scope).client = undefined;
  });
  return {
  call: <N extends CallName>(name: N, payload: CallPayload<N>) => watchFailure(scope, name, (local(scope).callHandler ?? getClient(scope)).call(name, payload)),
  sendKeepalive: <N extends CallName>(name: N, payload: CallPayload<N>) => getClient(scope).sendKeepalive(name, payload),
  connect: () => getClient(scope).connect(),
  dispose: () => {
    local(scope).client?.dispose();
    local(scope).client = undefined;
  },
  };
});

/** The player pressed something in the element: a socket that gave up connecting may try again (FAULT-07a). */
export const playerPressed = (scope: Scope): void => local(scope).client?.connect(true);

/** Disposes the current client and builds the next one with `next` (tests, demo sandbox). */
export function configureApi(scope: Scope, next: ApiOverrides): void {
  api(scope).dispose();
  local(scope).overrides = next;
}

/** Routes `api.call` to a request mock (tests); `null` restores the real client. */
export function setApiCallHandler(scope: Scope, next: ApiCaller | null): void {
  local(scope).callHandler = next;
}
