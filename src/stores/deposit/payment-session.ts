/**
 * The payment session (flows §4 step 1, §5; CREATE-02, decision HTTP-20). An amount above 0 starts
 * a session, debounced by 500 ms; deposit-create carries the `paymentSessionId` of a session-start
 * for the SAME amount, currency and method (docs/protocol.md "Payment session"):
 * - one answered or in flight for that amount → its id (an in-flight start is awaited; the
 *   request's own 30 s timeout bounds the wait);
 * - a debounce still waiting for that amount → the start is made now and awaited;
 * - none → one is started first and awaited.
 * A failed start, or an answer without an id, lets the deposit go on without one.
 */
import { SESSION_START_DEBOUNCE_MS } from '../../domain/constants.ts';
import { api } from '../api.ts';
import type { TimerId } from '../clock.ts';
import { depositEnv, onDepositEnvChange } from './deposit-env.ts';
import { scoped, type Scope } from '../scope.ts';

/** What a session is for. */
export interface SessionRequest {
  amount: number | null;
  currency: string;
  /** The method name: a session belongs to one method (it is not sent; pendingGroup is). */
  method: string;
  /** The chosen group's name (flows §7 `pendingGroup`), or null. */
  pendingGroup: string | null;
}

interface Started {
  key: string;
  id: Promise<string | undefined>;
}

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  timer: { id: TimerId; key: string; start(): void } | undefined;
  latest: Started | undefined;
} => ({
  timer: undefined,
  latest: undefined,
}));


const keyOf = (r: SessionRequest): string => JSON.stringify([r.amount, r.currency, r.method, r.pendingGroup]);

function start(scope: Scope, request: SessionRequest & { amount: number }): Started {
  const state = local(scope);
  const id = api(scope).call('session-start', { amount: request.amount, currency: request.currency, pendingGroup: request.pendingGroup }).then(
    (answer) => (answer && typeof answer.paymentSessionId === 'string' && answer.paymentSessionId !== '' ? answer.paymentSessionId : undefined),
    () => undefined,
  );
  state.latest = { key: keyOf(request), id };
  return state.latest;
}

/** Cancels a waiting debounce (page exit, amount cleared). */
export function cancelPaymentSession(scope: Scope): void {
  const state = local(scope);
  if (state.timer) depositEnv(scope).clock.clearTimeout(state.timer.id);
  state.timer = undefined;
}

/** Forgets every session (a new page, a new connection, tests). */
export function resetPaymentSession(scope: Scope): void {
  cancelPaymentSession(scope);
  local(scope).latest = undefined;
}
onDepositEnvChange(resetPaymentSession);

/** CREATE-02: (re)starts the 500 ms wait for this amount; amounts ≤ 0 or null only cancel it. */
export function schedulePaymentSession(scope: Scope, request: SessionRequest): void {
  const state = local(scope);
  cancelPaymentSession(scope);
  const { amount } = request;
  if (amount === null || !(amount > 0)) return;
  if (state.latest?.key === keyOf(request)) return; // this amount already has its session
  const run = (): void => {
    state.timer = undefined;
    start(scope, { ...request, amount });
  };
  state.timer = { id: depositEnv(scope).clock.setTimeout(run, SESSION_START_DEBOUNCE_MS), key: keyOf(request), start: run };
}

/** The session id for a deposit of exactly this amount, currency and method (see the header). */
export function paymentSessionFor(scope: Scope, request: SessionRequest & { amount: number }): Promise<string | undefined> {
  const state = local(scope);
  const key = keyOf(request);
  if (state.timer?.key === key) {
    const run = state.timer.start;
    cancelPaymentSession(scope);
    run();
  }
  return (state.latest?.key === key ? state.latest : start(scope, request)).id;
}
