/**
 * The one creation call (flows §4 "Deposit creation flow" steps 4–7, issue #22 "one deposit
 * door"): every variant — `deposit-create` (redirect, crypto, on-ramp), `deposit-create-sweepstake`
 * (a selected coin pack, CREATE-12) and `deposit-create-p2p` (peer-to-peer, P2P-11/13) — sends
 * through here, so each of these lives once: one creation at a time (creation-guard.ts, CREATE-28),
 * the helper window's ready wait, the payment session (HTTP-20), the captcha (CAPTCHA-11), the one
 * idempotency key per press (press-key.ts, decision CREATE-IDEM) and the `Metric` host messages
 * (decision CREATE-16). A variant names its call and builds its payload (decision DOOR-01).
 */
import type { CaptchaCall } from '../../domain/captcha.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import type { CallPayload, CallResponse } from '../../transport/calls.ts';
import { api } from '../api.ts';
import type { ApiCaller } from '../api.ts';
import { $config } from '../config.ts';
import { takeFirstClickDelay } from '../methods-shown.ts';
import { notifyHost } from '../host-outbox.ts';
import type { CaptchaPort, CaptchaResult } from './captcha.ts';
import { beginDepositCreation, endDepositCreation } from './creation-guard.ts';
import type { HelperWindow } from './helper-window.ts';
import { depositEnv } from './deposit-env.ts';
import { paymentSessionFor } from './payment-session.ts';
import type { SessionRequest } from './payment-session.ts';
import { sendWithPressKey } from './press-key.ts';
import { sendWithCaptcha } from './send-with-captcha.ts';
import { closeUnconfirmedNotice, keepCreationTimeouts, resolveUnknownOutcome } from './unknown-outcome.ts';
import type { Scope } from '../scope.ts';
// Loaded before any deposit exists, so its status pushes are followed from the first (api-events.ts).
import '../transaction.ts';

/** Decision CREATE-16: the Metric names. */
export const METRIC_CREATE = 'deposit.create';
export const METRIC_FIRST_CLICK = 'deposit.firstClickDelay';

/** The variants of the one creation (decision DOOR-01). */
export type CreateCall = 'deposit-create' | 'deposit-create-sweepstake' | 'deposit-create-p2p';
const CREATE_CALLS: ReadonlySet<CreateCall> = new Set(['deposit-create', 'deposit-create-sweepstake', 'deposit-create-p2p']);

/** What the call needs from the world (the stores' `depositDeps`, or a test's fakes). */
export interface CreationWorld {
  api: ApiCaller;
  selectedCountry: string;
  /** CREATE-11: the captcha result for a protected method. */
  captcha: CaptchaPort;
  /** HTTP-20: the session id for exactly this amount, currency and method (payment-session.ts). */
  paymentSession(request: SessionRequest & { amount: number }): Promise<string | undefined>;
  /** CREATE-15: the delay since the methods were shown, once; null afterwards. */
  takeFirstClickDelay(): number | null;
}

/** The creation call's world from the stores and the deposit environment. */
export function creationWorld(scope: Scope): CreationWorld {
  const env = depositEnv(scope);
  return {
    api: api(scope),
    selectedCountry: $config(scope).get().paymentGeo,
    captcha: env.captcha,
    paymentSession: paymentSessionFor.bind(null, scope),
    takeFirstClickDelay: () => takeFirstClickDelay(scope, env.now()),
  };
}

/** One variant's press. */
export interface CreationCall<N extends CreateCall> {
  call: N;
  method: PaymentMethod;
  methodText: string;
  amount: number;
  currency: string;
  /** The chosen group's name (the session's `pendingGroup`), or null. */
  pendingGroup: string | null;
  /** The variant's payload, once the session and the captcha are known (the key is added here). */
  payload(paymentSessionId: string | undefined, captcha: CaptchaResult): CallPayload<N>;
  /** The helper window opened in the click (flows §4 step 3), if any. */
  helper?: HelperWindow | null;
  /** Decision CAPTCHA-CONT: a continuation (depositId) passed its captcha on the first press. */
  continuing?: boolean;
  /** Throws when the answer is not a deposit: it is then a failed creation. */
  check?(answer: CallResponse<N>): void;
}

/** CREATE-15: the first press after the methods were shown tells the host how long it took. */
export function reportFirstClick(scope: Scope, world: CreationWorld, method: PaymentMethod | undefined): void {
  const delay = world.takeFirstClickDelay();
  if (delay !== null) notifyHost(scope, 'Metric', { name: METRIC_FIRST_CLICK, value: delay, ...(method ? { paymentMethod: method.name } : {}) });
}

/**
 * Sends one creation (steps 4–7). Resolves with the answer and the helper window still usable (null
 * when it never became ready: handled like a blocked window, decision CREATE-10); rejects with the
 * failure after closing the window (CREATE-14) and reporting `fail`.
 */
/** The host's `Error` when the helper page never answered (technical: the player reads the blocked-window text). */
export const SILENT_HELPER_MESSAGE = 'Helper page did not answer';
export function reportSilentHelper(scope: Scope, helper: HelperWindow): void {
  if (helper.silent) notifyHost(scope, 'Error', { message: `${SILENT_HELPER_MESSAGE}: ${helper.url ?? ''}` });
}

export async function sendCreation<N extends CreateCall>(scope: Scope, world: CreationWorld, run: CreationCall<N>): Promise<{ answer: CallResponse<N>; helper: HelperWindow | null }> {
  const { method, call } = run;
  let helper = run.helper ?? null;
  let answer: CallResponse<N>;
  // Decision REL-02: a creation's own timeout keeps the player on the page (resolved below).
  const restoreTimeouts = keepCreationTimeouts(scope, CREATE_CALLS);
  try {
    closeUnconfirmedNotice(scope);
    beginDepositCreation(scope, { paymentMethod: method.name, paymentMethodText: run.methodText });
    if (helper && !(await helper.ready)) {
      reportSilentHelper(scope, helper);
      helper.close();
      helper = null;
    }
    const paymentSessionId = await world.paymentSession({ amount: run.amount, currency: run.currency, method: method.name, pendingGroup: run.pendingGroup });
    // CAPTCHA-10/11: after the window is ready; a captcha_required answer redoes it once.
    const captchaCall: CaptchaCall = call === 'deposit-create-p2p' ? 'deposit-create-p2p' : 'deposit-create';
    const request = captchaCall === 'deposit-create' ? { call: captchaCall, country: world.selectedCountry, helper } : { call: captchaCall, country: world.selectedCountry };
    const send = (captcha: CaptchaResult): Promise<CallResponse<N>> => {
      const payload = run.payload(paymentSessionId, captcha);
      // Decision CREATE-IDEM: the press's key. REL-02: an unknown outcome replays it at once.
      return resolveUnknownOutcome(scope, () => sendWithPressKey(scope, call, payload, (keyed) => world.api.call(call, keyed)));
    };
    answer = await sendWithCaptcha(world.captcha, method, request, send, run.continuing === true);
    run.check?.(answer);
  } catch (error: unknown) {
    helper?.close(); // first: a throwing host listener below must not leave the window open
    notifyHost(scope, 'Metric', { name: METRIC_CREATE, value: 'fail', paymentMethod: method.name });
    throw error;
  } finally {
    restoreTimeouts();
    endDepositCreation(scope);
  }
  // Outside the try: the deposit exists, so nothing after this may report it as failed.
  notifyHost(scope, 'Metric', { name: METRIC_CREATE, value: 'ok', paymentMethod: method.name });
  return { answer, helper };
}
