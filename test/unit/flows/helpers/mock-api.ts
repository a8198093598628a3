/**
 * A strict request mock for the flow models (ARCHITECTURE §4, in the style of `expectRequest(call)
 * .andRespond(...)`): expectations are consumed in order per call name. It fails the test on a
 * call nobody expected (the call also rejects, so the flow sees a failure) and on an expected call
 * that was never sent — `verify()` throws, and `uninstallMockApi()` runs it after each test.
 * `always(name, answer)` allows any number of that call, none included.
 */
import type { CallName, CallPayload, CallResponse } from '../../../../src/transport/calls.ts';
import type { ApiCaller as FlowApi } from '../../../../src/stores/api.ts';
import { setApiCallHandler } from '../../../../src/stores/api.ts';
import { testScope } from '../../scope.ts';

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
  /** Answers every call of `name` (after queued expectations), any number of times. */
  always<N extends CallName>(name: N, answer: Answer<N>): void;
  readonly calls: Array<{ name: CallName; payload: unknown }>;
  readonly unexpected: CallName[];
  callsTo(name: CallName): unknown[];
  /** Names of expectations not consumed yet. */
  pending(): CallName[];
  /** Throws when a call was unexpected or an expectation was never consumed. */
  verify(): void;
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
    verify() {
      const problems = [
        ...unexpected.map((name) => `unexpected call ${name}`),
        ...queue.map((e) => `expected call ${e.name} was never sent`),
      ];
      if (problems.length) throw new Error(`request mock: ${problems.join('; ')}`);
    },
  };
  return mock;
}

let installed: MockApi | null = null;

/** Creates a mock and routes every `api.call` of the widget to it. */
export function installMockApi(): MockApi {
  installed = createMockApi();
  setApiCallHandler(testScope(), installed);
  return installed;
}

/** Restores the shared client, then fails the test if the mock saw a stray call or missed an expected one. */
export function uninstallMockApi(): void {
  setApiCallHandler(testScope(), null);
  const mock = installed;
  installed = null;
  mock?.verify();
}
