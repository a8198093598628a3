/**
 * The `lateAnswer` switch (issue #25, decision REL-02): the call runs — a deposit is committed —
 * and its answer leaves only `afterMs` later (default 31 s, past the widget's 30 s request
 * timeout), on both transports. The "commit, then answer after the timeout" case: the widget saw
 * no answer, the backend made the deposit, and only a replay of the same idempotency key tells the
 * widget which deposit it was. `times` (default 1) counts down on every matching call.
 */
import type { CallName } from '../../../src/transport/calls.ts';

/** Default wait: past the widget's 30 s request timeout (shell §9). */
export const LATE_ANSWER_DEFAULT_MS = 31_000;
const MAX_LATE_MS = 120_000;

export interface LateAnswerScenario {
  lateAnswer?: { call: CallName | '*'; afterMs: number; times: number };
}

/** The switch as PUT /sandbox/scenario takes it. */
export type LateAnswerPatch = { call: CallName | '*'; afterMs?: number; times?: number };

/** Its JSON schema property (the call pattern is the scenario's `callOrAny`). */
export const lateAnswerProperty = (callOrAny: object) => ({
  lateAnswer: {
    type: 'object',
    additionalProperties: false,
    required: ['call'],
    properties: { call: callOrAny, afterMs: { type: 'integer', minimum: 0, maximum: MAX_LATE_MS }, times: { type: 'integer', minimum: 1, maximum: 1000 } },
  },
});

/** The switch with its defaults filled in. */
export const lateAnswerOf = (patch: LateAnswerPatch): NonNullable<LateAnswerScenario['lateAnswer']> => ({
  call: patch.call,
  afterMs: patch.afterMs ?? LATE_ANSWER_DEFAULT_MS,
  times: patch.times ?? 1,
});

/** Consumes one count when the switch matches `call`; returns how long its answer waits (0: not late). */
export function takeLateAnswer(s: LateAnswerScenario, call: string): number {
  const rule = s.lateAnswer;
  if (!rule || (rule.call !== '*' && rule.call !== call)) return 0;
  rule.times -= 1;
  if (rule.times <= 0) delete s.lateAnswer;
  return rule.afterMs;
}
