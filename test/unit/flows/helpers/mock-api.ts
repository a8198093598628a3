/**
 * A request mock for the flow models (ARCHITECTURE §4, in the style of `expectRequest(call)
 * .andRespond(...)`): expectations are consumed in order per call name; an unexpected call
 * rejects and is recorded so a test can assert nothing else was sent.
 */
import type { CallName, CallPayload, CallResponse } from '../../../../src/transport/calls.ts';
import type { ApiCaller as FlowApi } from '../../../../src/stores/api.ts';
import { setApiCallHandler } from '../../../../src/stores/api.ts';

type Answer<N extends CallName> = CallResponse<N> | ((payload: CallPayload<N>) => CallResponse<N>);

interface Expectation {
  name: CallName;
  settle(payload: unknown): Promise<unknown>;
}

export interface ExpectationBuilder<N extends CallName> {
  andRespond(answer: Answer<N>): void;
  andFail(error: unknown): void;
  /** Never answers; `release()` answers later. */
  andHang(): { release(answer: CallResponse<N>): void; fail(error: unknown): void };
}

export interface MockApi extends FlowApi {
  expectCall<N extends CallName>(name: N): ExpectationBuilder<N>;
  /** Answers every call of `name` (after queued expectations). */
  always<N extends CallName>(name: N, answer: Answer<N>): void;
  readonly calls: Array<{ name: CallName; payload: unknown }>;
  readonly unexpected: CallName[];
  callsTo(name: CallName): unknown[];
  /** Names of expectations not consumed yet. */
  pending(): CallName[];
}

export function createMockApi(): MockApi {
  const queue: Expectation[] = [];
  const standing = new Map<CallName, (payload: unknown) => unknown>();
  const calls: Array<{ name: CallName; payload: unknown }> = [];
  const unexpected: CallName[] = [];
  const resolveAnswer = (answer: unknown, payload: unknown): unknown => (typeof answer === 'function' ? (answer as (p: unknown) => unknown)(payload) : answer);
  const mock: MockApi = {
    calls,
    unexpected,
    call(name, payload) {
      calls.push({ name, payload });
      const at = queue.findIndex((e) => e.name === name);
      if (at >= 0) {
        const [expectation] = queue.splice(at, 1);
        return expectation!.settle(payload) as Promise<never>;
      }
      const fallback = standing.get(name);
      if (fallback) return Promise.resolve(fallback(payload)) as Promise<never>;
      unexpected.push(name);
      return Promise.reject(new Error(`unexpected call ${name}`));
    },
    expectCall<N extends CallName>(name: N): ExpectationBuilder<N> {
      return {
        andRespond(answer) {
          queue.push({ name, settle: (payload) => Promise.resolve(resolveAnswer(answer, payload)) });
        },
        andFail(error) {
          queue.push({ name, settle: () => Promise.reject(error) });
        },
        andHang() {
          let release: (v: unknown) => void = () => undefined;
          let fail: (e: unknown) => void = () => undefined;
          const promise = new Promise((res, rej) => {
            release = res;
            fail = rej;
          });
          queue.push({ name, settle: () => promise });
          return { release: (answer) => release(answer), fail: (error) => fail(error) };
        },
      };
    },
    always(name, answer) {
      standing.set(name, (payload) => resolveAnswer(answer, payload));
    },
    callsTo: (name) => calls.filter((c) => c.name === name).map((c) => c.payload),
    pending: () => queue.map((e) => e.name),
  };
  return mock;
}

/** Creates a mock and installs it in every deposit flow. */
export function installMockApi(): MockApi {
  const mock = createMockApi();
  setApiCallHandler(mock);
  return mock;
}

/** Restores the shared client in every deposit flow. */
export function uninstallMockApi(): void {
  setApiCallHandler(null);
}
