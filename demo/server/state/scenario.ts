/**
 * Scenario and fault switches, one set per token (so parallel tests do not interfere). Set with
 * PUT /sandbox/scenario; docs/sandbox.md describes each switch.
 */
import type { CallName } from '../../../src/transport/calls.ts';
import { HOSTILE_CONTENT_PROPERTY, type HostileContent } from './hostile-content.ts';
import { faultKindsOf, faultKindsProperties, plainSwitches, type FaultKindsPatch, type FaultKindsScenario } from './fault-kinds.ts';
import { lateAnswerOf, lateAnswerProperty, type LateAnswerPatch, type LateAnswerScenario } from './late-answer.ts';

export type FailureKind = 'http' | 'socket-status' | 'network';

export interface Failure {
  /** A call name, or '*' for any call. */
  call: CallName | '*';
  /** `http` fires over HTTP only, `socket-status` over the socket only, `network` over both. */
  kind: FailureKind;
  /** The status to answer with (default 500); unused for `network`. */
  status?: number;
  /** How many matching requests fail; counts down. */
  times: number;
  /** Issue #25 (FAULT-01): sent as the `Retry-After` header (seconds) with an `http` failure. */
  retryAfter?: number;
}

export type DepositOutcome = 'processed' | 'mistaked' | 'pending';
export type PushMode = 'normal' | 'duplicate' | 'triple' | 'out-of-order';

// Issue #13 unified form
/**
 * What the sandbox's unified flow carries (next step 'unified' and 'p2p-unified';
 * demo/server/service/next-step.ts unifiedFlow(), docs/sandbox.md). Unset: numbered steps, no input
 * fields, no app/QR section, buttons ['complete'], lifetime 600 s.
 */
export interface UnifiedScenario {
  /** The instruction: numbered steps, one HTML text, or an HTML text carrying XSS payloads. */
  unifiedInstruction?: 'steps' | 'html' | 'xss';
  /** The flow asks for input fields (the payer's name and phone), checked by deposit-complete. */
  unifiedInputFields?: boolean;
  /** The flow carries the app/QR section: a QR code and a link that opens the bank app. */
  unifiedApp?: boolean;
  /** The buttons list: with 'complete', without it ('none': the player only follows the deposit), or no list. */
  unifiedButtons?: 'complete' | 'none' | 'missing';
  /** The flow's lifetime in seconds (the expiry test uses a few seconds). */
  unifiedLifetimeS?: number;
}

/** The unified switches of the PUT /sandbox/scenario body. */
const UNIFIED_SCENARIO_PROPERTIES = {
  unifiedInstruction: { enum: ['steps', 'html', 'xss'] },
  unifiedInputFields: { type: 'boolean' },
  unifiedApp: { type: 'boolean' },
  unifiedButtons: { enum: ['complete', 'none', 'missing'] },
  unifiedLifetimeS: { type: 'integer', minimum: 1, maximum: 86_400 },
} as const;

// Issue #15: withdrawal and sweepstake switches (docs/sandbox.md §4 "Withdrawal and sweepstake switches").
/** How a confirmed withdrawal ends: paid out, refused by the provider, or left pending (to cancel it). */
export type WithdrawalOutcome = 'accepted' | 'declined' | 'pending';

export interface WithdrawalScenario {
  /** Each confirmed withdrawal moves pending → processing → this, one outcome delay apart (default accepted). */
  withdrawalOutcome?: WithdrawalOutcome;
  /** New withdrawals are not cancellable (withdrawal-cancel answers 409 banking.withdrawalNotCancellable). */
  withdrawalNotCancellable?: boolean;
  /** Every account's withdrawable balance reads 0: withdrawal-create answers 400 banking.insufficientBalance. */
  insufficientBalance?: boolean;
  /** methods-withdrawal-v4 and methods-withdrawal answer empty lists ('Empty withdrawal methods'); deposits are unchanged. */
  emptyWithdrawalMethods?: boolean;
  /** SWEEP-12: sweepstake-boxes, -balance-get, -recoup-sum, -unplayed-balance and payment-convert-v2 fail with 503. */
  sweepstakeFetchFailure?: boolean;
  /** ERR-21: sweepstake-boxes answers `{ boxes: [] }` ('Empty sweepstakes'). */
  emptySweepstakes?: boolean;
  /** SWEEP-13: sweepstake-unplayed-balance answers without an amount. */
  missingUnplayedBalance?: boolean;
}

const WITHDRAWAL_SCENARIO_PROPERTIES = {
  withdrawalOutcome: { enum: ['accepted', 'declined', 'pending'] },
  withdrawalNotCancellable: { type: 'boolean' },
  insufficientBalance: { type: 'boolean' },
  emptyWithdrawalMethods: { type: 'boolean' },
  sweepstakeFetchFailure: { type: 'boolean' },
  emptySweepstakes: { type: 'boolean' },
  missingUnplayedBalance: { type: 'boolean' },
} as const;

export interface Scenario extends UnifiedScenario, WithdrawalScenario, LateAnswerScenario, FaultKindsScenario {
  latencyMs: Record<string, number>;
  failures: Failure[];
  /** Drop the connection when this call arrives (socket: disconnect; HTTP: destroy), `times` times (default 1). */
  disconnect?: { call: CallName | '*'; times: number };
  /** Run the handler (the deposit is made), then drop its answer, `times` times (default 1). */
  loseAnswer?: { call: CallName | '*'; times: number };
  unauthorizedOnce?: CallName | '*';
  captchaRequiredOnce: boolean;
  emptyMethods: boolean;
  /** The next this-many crypto address answers carry an empty `depositAddress` (CRYPTO-15's notice and retry). */
  emptyCryptoAddress: number;
  directGeo: boolean;
  /**
   * The bonus service treats every issued bonus as expired — the host's list is out of date: an
   * activated bonus the sandbox issued is refused with `banking.bonusExpired` (docs/sandbox.md §4).
   */
  bonusesExpired: boolean;
  /** external-deposit-continue answers its error field: the provider turned the on-ramp purchase down (ONRAMP-11). */
  onrampDeclined: boolean;
  /**
   * Issue #25: redirects go to a hostile provider page on the other loopback origin, which tries to
   * send the cashier's tab to a fake login through `window.opener` (reverse tabnabbing).
   */
  hostileProvider?: boolean;
  /** Issue #25 (decision XSS-02): every text, HTML and URL of the answers is one of these payloads. */
  hostileContent?: HostileContent;
  depositOutcome: DepositOutcome;
  outcomeDelayMs?: number;
  /**
   * One simulated block of a crypto transfer, in ms (default: the chain's own interval, flows §9),
   * so a test can watch 20 Tron confirmations in seconds instead of a minute.
   */
  cryptoBlockMs?: number;
  pushes: PushMode;
  // Issue #13 p2p: the peer-to-peer faults and cases (docs/sandbox.md "Peer-to-peer switches").
  /** deposit-check finds an open deposit even when none is left: it makes one (at the method's minimum) to resume. */
  p2pExistingDeposit?: boolean;
  /** The p2p answer's countdown, in seconds (default 15 minutes); the sandbox's own auto-cancel waits 10 s longer. */
  p2pTimeoutSeconds?: number;
  /** The operator cancels each new p2p deposit this long after creating it (CANCELED, found by polling). */
  p2pCancelAfterMs?: number;
  /** deposit-create-p2p answers without its card (malformed: the widget sends onInvalidP2PResponse). */
  p2pMalformed?: boolean;
  /** The p2p card's tag is tampered with: AES-GCM decryption fails ('Error while decrypting data'). */
  p2pDecryptFailure?: boolean;
  /** The processed amount differs from the one passed (the amount-difference tooltip): passed + 7. */
  p2pAmountDiffers?: boolean;
}

/** A fresh scenario: everything normal, deposits end processed. */
export function defaultScenario(): Scenario {
  return { latencyMs: {}, failures: [], captchaRequiredOnce: false, emptyMethods: false, directGeo: false, bonusesExpired: false, onrampDeclined: false, emptyCryptoAddress: 0, depositOutcome: 'processed', pushes: 'normal' };
}

const MAX_DELAY_MS = 120_000;
const callOrAny = { type: 'string', pattern: '^(\\*|[a-z0-9-]{2,40})$' };

/** JSON schema of the PUT /sandbox/scenario body (every field optional; unknown ones rejected). */
export const SCENARIO_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    latencyMs: { type: 'object', maxProperties: 40, additionalProperties: { type: 'integer', minimum: 0, maximum: MAX_DELAY_MS } },
    failures: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['call', 'kind'],
        properties: {
          call: callOrAny,
          kind: { enum: ['http', 'socket-status', 'network'] },
          status: { type: 'integer', minimum: 100, maximum: 599 },
          times: { type: 'integer', minimum: 1, maximum: 1000 },
          retryAfter: { type: 'integer', minimum: 0, maximum: 3600 },
        },
      },
    },
    disconnect: {
      type: 'object',
      additionalProperties: false,
      required: ['call'],
      properties: { call: callOrAny, times: { type: 'integer', minimum: 1, maximum: 1000 } },
    },
    loseAnswer: {
      type: 'object',
      additionalProperties: false,
      required: ['call'],
      properties: { call: callOrAny, times: { type: 'integer', minimum: 1, maximum: 1000 } },
    },
    unauthorizedOnce: callOrAny,
    captchaRequiredOnce: { type: 'boolean' },
    emptyMethods: { type: 'boolean' },
    emptyCryptoAddress: { type: 'integer', minimum: 0, maximum: 1000 },
    directGeo: { type: 'boolean' },
    bonusesExpired: { type: 'boolean' },
    onrampDeclined: { type: 'boolean' },
    hostileProvider: { type: 'boolean' },
    depositOutcome: { enum: ['processed', 'mistaked', 'pending'] },
    outcomeDelayMs: { type: 'integer', minimum: 0, maximum: MAX_DELAY_MS },
    cryptoBlockMs: { type: 'integer', minimum: 10, maximum: MAX_DELAY_MS },
    pushes: { enum: ['normal', 'duplicate', 'triple', 'out-of-order'] },
    ...UNIFIED_SCENARIO_PROPERTIES,
    ...WITHDRAWAL_SCENARIO_PROPERTIES,
    ...lateAnswerProperty(callOrAny),
    ...HOSTILE_CONTENT_PROPERTY,
    ...faultKindsProperties(callOrAny),
    // Issue #13 p2p
    p2pExistingDeposit: { type: 'boolean' },
    p2pTimeoutSeconds: { type: 'integer', minimum: 1, maximum: 86_400 },
    p2pCancelAfterMs: { type: 'integer', minimum: 0, maximum: MAX_DELAY_MS },
    p2pMalformed: { type: 'boolean' },
    p2pDecryptFailure: { type: 'boolean' },
    p2pAmountDiffers: { type: 'boolean' },
  },
} as const;

/** The scenario PUT body after validation. */
export type ScenarioPatch = Partial<Omit<Scenario, 'failures' | 'disconnect' | 'loseAnswer' | 'lateAnswer' | keyof FaultKindsScenario>> & FaultKindsPatch & {
  lateAnswer?: LateAnswerPatch;
  failures?: Array<Omit<Failure, 'times'> & { times?: number }>;
  disconnect?: { call: CallName | '*'; times?: number };
  loseAnswer?: { call: CallName | '*'; times?: number };
};

/** PUT replaces the named switches and keeps the others. */
export function applyPatch(current: Scenario, full: ScenarioPatch): Scenario {
  const patch = plainSwitches(full);
  const next: Scenario = { ...current, ...patch, ...faultKindsOf(full), failures: current.failures, disconnect: current.disconnect, loseAnswer: current.loseAnswer, lateAnswer: current.lateAnswer };
  if (patch.failures) next.failures = patch.failures.map((f) => ({ ...f, times: f.times ?? 1 }));
  if (patch.disconnect) next.disconnect = { call: patch.disconnect.call, times: patch.disconnect.times ?? 1 };
  if (patch.loseAnswer) next.loseAnswer = { call: patch.loseAnswer.call, times: patch.loseAnswer.times ?? 1 };
  if (patch.lateAnswer) next.lateAnswer = lateAnswerOf(patch.lateAnswer);
  if (patch.latencyMs) next.latencyMs = { ...patch.latencyMs };
  return next;
}
