/**
 * The fault kinds the reliability suite's fault matrix added (issue #25, decision FAULT-01;
 * docs/sandbox.md §4): a socket whose handshakes are refused, an answer that is not JSON (or not
 * the socket envelope), an answer padded past 1 MB, and a request that stalls past the widget's
 * timeout and is then dropped unrun (the timeout with nothing committed). The other kinds (failures, disconnect,
 * loseAnswer, lateAnswer, latencyMs, unauthorizedOnce, pushes) live in scenario.ts and late-answer.ts.
 */
import { CALL_NAMES, type CallName } from '../../../src/transport/calls.ts';

/** What an answer is padded with: past 1 MB, the size a gateway or a bloated backend might send. */
export const LARGE_ANSWER_BYTES = 1_100_000;
/** The body of a malformed answer: what a proxy in front of the backend sends on a bad day. */
export const MALFORMED_BODY = '<!doctype html><title>502 Bad Gateway</title><h1>Bad Gateway</h1>';

type Counted = { call: CallName | '*'; times: number };
/** How long a stalled request hangs by default: past the widget's 30 s request timeout (shell §9). */
export const STALL_DEFAULT_MS = 31_000;

export interface FaultKindsScenario {
  /**
   * The player's socket handshakes are refused (`connect_error`), `times` times (default 1). With
   * `fromCall` (FAULT-07) nothing is refused until that call arrives over the socket: the socket is
   * dropped then (as `disconnect` does) and `fromCall` cleared, so the refusals start with the reconnect.
   */
  socketRefused?: { times: number; fromCall?: CallName };
  /** The call runs, then its answer is not JSON (HTTP) or not the envelope (socket), `times` times. */
  malformedAnswer?: Counted;
  /** The call runs, then its answer is padded past 1 MB (an extra `_padding` field), `times` times. */
  largeAnswer?: Counted;
  /** The request hangs `afterMs`, then its connection drops and nothing runs: a timeout, nothing committed. */
  stall?: Counted & { afterMs: number };
}

/** The switches as PUT /sandbox/scenario takes them (`times` optional). */
export type FaultKindsPatch = {
  socketRefused?: { times?: number; fromCall?: CallName };
  malformedAnswer?: { call: CallName | '*'; times?: number };
  largeAnswer?: { call: CallName | '*'; times?: number };
  stall?: { call: CallName | '*'; afterMs?: number; times?: number };
};

const times = { type: 'integer', minimum: 1, maximum: 1000 } as const;

/** Their JSON schema properties (the call pattern is the scenario's `callOrAny`). */
export const faultKindsProperties = (callOrAny: object) => {
  const counted = { type: 'object', additionalProperties: false, required: ['call'], properties: { call: callOrAny, times } };
  return {
    socketRefused: { type: 'object', additionalProperties: false, properties: { times, fromCall: { enum: CALL_NAMES } } },
    malformedAnswer: counted,
    largeAnswer: counted,
    stall: { ...counted, properties: { ...counted.properties, afterMs: { type: 'integer', minimum: 0, maximum: 120_000 } } },
  };
};

/** The named switches of a patch, defaults filled in (PUT replaces each named one). */
export function faultKindsOf(patch: FaultKindsPatch): FaultKindsScenario {
  const out: FaultKindsScenario = {};
  if (patch.socketRefused) {
    const { times = 1, fromCall } = patch.socketRefused;
    out.socketRefused = fromCall ? { times, fromCall } : { times };
  }
  if (patch.malformedAnswer) out.malformedAnswer = { call: patch.malformedAnswer.call, times: patch.malformedAnswer.times ?? 1 };
  if (patch.largeAnswer) out.largeAnswer = { call: patch.largeAnswer.call, times: patch.largeAnswer.times ?? 1 };
  if (patch.stall) out.stall = { call: patch.stall.call, afterMs: patch.stall.afterMs ?? STALL_DEFAULT_MS, times: patch.stall.times ?? 1 };
  return out;
}

/** A patch without these switches (they are set through `faultKindsOf`, defaults filled in). */
export function plainSwitches<P extends FaultKindsPatch>(patch: P): Omit<P, keyof FaultKindsPatch> {
  const rest: Partial<P> = { ...patch };
  delete rest.socketRefused;
  delete rest.malformedAnswer;
  delete rest.largeAnswer;
  delete rest.stall;
  return rest as Omit<P, keyof FaultKindsPatch>;
}

/** True when the player's handshakes are being refused now (armed, and its `fromCall` met if it had one). */
export const refusingSockets = (s: FaultKindsScenario): boolean => s.socketRefused !== undefined && s.socketRefused.fromCall === undefined;

/** Consumes one refused handshake (none while the switch waits for its `fromCall`). */
export function takeSocketRefused(s: FaultKindsScenario): boolean {
  const rule = s.socketRefused;
  if (!rule || !refusingSockets(s)) return false;
  rule.times -= 1;
  if (rule.times <= 0) delete s.socketRefused;
  return true;
}

/**
 * FAULT-07: `call` arrived over the socket and is the `fromCall` the refusals wait for: they start
 * now, and the caller drops the socket (true), so the widget's next call must reconnect.
 */
export function startSocketRefused(s: FaultKindsScenario, call: string): boolean {
  const rule = s.socketRefused;
  if (!rule || rule.fromCall !== call) return false;
  delete rule.fromCall;
  return true;
}

/** Consumes one count of `malformedAnswer`, `largeAnswer` or `stall` when it matches `call`. */
export function takeAnswerFault(s: FaultKindsScenario, name: 'malformedAnswer' | 'largeAnswer' | 'stall', call: string): boolean {
  const rule = s[name];
  if (!rule || (rule.call !== '*' && rule.call !== call)) return false;
  rule.times -= 1;
  if (rule.times <= 0) delete s[name];
  return true;
}

/** Consumes one `stall` when it matches; returns how long the request hangs before its drop (0: no stall). */
export function takeStall(s: FaultKindsScenario, call: string): number {
  const afterMs = s.stall?.afterMs ?? 0;
  return takeAnswerFault(s, 'stall', call) ? afterMs : 0;
}

/** The answer's data padded past 1 MB: an object gains `_padding` (an array or a scalar is left as it is). */
export function padded(data: unknown): unknown {
  const padding = 'x'.repeat(LARGE_ANSWER_BYTES);
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) return { ...data, _padding: padding };
  return data;
}
