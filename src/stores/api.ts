/**
 * `api`: the one transport client of the widget (ARCHITECTURE §1). It is created on first
 * use from the stores' context, feeds server pushes into `$transaction` / `$user`, and sends a
 * request timeout to the error route (shell §4 "Load failures").
 */
import { REQUEST_TIMEOUT_MESSAGE } from '../domain/constants.ts';
import type { CallName, CallPayload } from '../transport/calls.ts';
import { createClient } from '../transport/client.ts';
import type { CashierClient, ClientOptions, Push } from '../transport/types.ts';
import { buildTransportContext } from './api-context.ts';
import { notifyHost } from './host-outbox.ts';
import { $currentPath, requestNavigation } from './navigation.ts';
import { $verboseLogging } from './session.ts';
import { applyDepositStatusPush } from './transaction.ts';
import { patchUser } from './user.ts';

export { buildTransportContext } from './api-context.ts';

/** Route of the error page and its fallback back route (shell §2). */
export const ERROR_ROUTE = '/error';
export const DEFAULT_BACK_ROUTE = '/deposit';
/** i18n key of the timeout message, for the error page to translate. */
export const REQUEST_TIMEOUT_KEY = 'request.timeout';

/** History state the error page reads (shell §2: message, and stack when there is one). */
export interface ErrorRouteState {
  message: string;
  messageKey?: string;
  stack?: string;
}

/** Routes a server push into the stores (shell §7: deposit.status, login.token). */
export function handlePush(push: Push): void {
  if ($verboseLogging.get()) console.info('[payment-cashier] push', push.type, push.data);
  if (push.type === 'deposit.status') applyDepositStatusPush(push.data);
  else if (push.type === 'login.token') patchUser(push.data);
}

/** shell §4: a 30 s timeout goes to /error with a back route (the current page, else /deposit). */
export function goToTimeoutError(): void {
  const current = $currentPath.get();
  const back = current === '' || current.startsWith(ERROR_ROUTE) ? DEFAULT_BACK_ROUTE : current;
  const state: ErrorRouteState = { message: REQUEST_TIMEOUT_MESSAGE, messageKey: REQUEST_TIMEOUT_KEY };
  requestNavigation(`${ERROR_ROUTE}?backRoute=${encodeURIComponent(back)}`, { state });
}

type TimeoutHandler = (call: CallName) => void;
let timeoutHandler: TimeoutHandler = goToTimeoutError;

/** Replaces what a request timeout does; `null` restores the default (go to /error). */
export function setApiTimeoutHandler(fn: TimeoutHandler | null): void {
  timeoutHandler = fn ?? goToTimeoutError;
}

/** Test and sandbox seams of the client (socket factory, fetch, sleep, randomness). */
export type ApiOverrides = Partial<Pick<ClientOptions, 'io' | 'fetch' | 'sleep' | 'random'>>;

let overrides: ApiOverrides = {};
let client: CashierClient | undefined;

function getClient(): CashierClient {
  client ??= createClient({
    ...overrides,
    getContext: buildTransportContext,
    notifyHost,
    onPush: handlePush,
    onRequestTimeout: (call) => timeoutHandler(call),
  });
  return client;
}

/** The shared client. Created lazily, so importing this module opens no connection. */
export const api: CashierClient = {
  call: <N extends CallName>(name: N, payload: CallPayload<N>) => getClient().call(name, payload),
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
