/**
 * The deposit creation run (flows §4 "Deposit creation flow"; CREATE-01..16): validate, open the
 * helper window in the same click, wait for it, the payment session for this amount, the captcha
 * port, deposit-create, report ok/fail. Every deposit flow runs it; everything from outside comes
 * in `deps`, so tests drive it with fakes.
 */
import type { Limits } from '../../domain/amount-limits.ts';
import { checkAmount } from '../../domain/amount-validation.ts';
import type { DepositCreateResponse, PaymentMethod } from '../../domain/payment-entities.ts';
import type { DepositCreatePayload } from '../../transport/call-types.ts';
import { thrownError } from '../../transport/errors.ts';
import type { DepositId, FieldValues } from '../../transport/wire-types.ts';
import { beginDepositCreation, endDepositCreation } from './creation-guard.ts';
import { notifyHost } from '../host-outbox.ts';
import type { ApiCaller as FlowApi } from '../api.ts';
import type { CaptchaPort } from './captcha.ts';
import type { HelperWindow, OpenHelper } from './helper-window.ts';
import type { SessionRequest } from './payment-session.ts';
import { sendWithPressKey } from './press-key.ts';
import { needsHelperWindow } from '../../domain/method-kinds.ts';
import { sendWithCaptcha } from './send-with-captcha.ts';

import { type Scope } from '../scope.ts';
/** Decision CREATE-16: the Metric names. */
export const METRIC_CREATE = 'deposit.create';
export const METRIC_FIRST_CLICK = 'deposit.firstClickDelay';

/** What a page's form holds when the player presses Deposit. */
export interface DepositForm {
  method: PaymentMethod | undefined;
  amount: number | null;
  limits: Limits;
  currency: string;
  fields: FieldValues;
  /** CREATE-01: the extra fields passed their checks. */
  fieldsValid: boolean;
  isFromChip: boolean;
  /** A deposit being continued (after "fields required"). */
  depositId?: DepositId;
}

/** What the run is given: the form, plus what the engine adds. */
export interface DepositInput extends DepositForm {
  methodText: string;
  /** The chosen group's name (the session's `pendingGroup`), or null. */
  pendingGroup: string | null;
  /** Sweepstake seam (CREATE-12): a selected box makes it deposit-create-sweepstake. */
  boxId?: string | number;
  /** Decision BONUS-20: the bonus fields (src/stores/bonus.ts `bonusForDeposit`); none = no bonus. */
  bonus?: { isActivatedBonus: boolean; bonusId?: string | number };
}

/** The world the flow talks to. */
export interface DepositDeps {
  api: FlowApi;
  native: boolean;
  openHelper: OpenHelper;
  helperUrl: string;
  returnUrl: string;
  selectedCountry: string;
  abTestGroup?: string;
  /** CREATE-11: the captcha result for a protected method. */
  captcha: CaptchaPort;
  /** HTTP-20: the session id for exactly this amount, currency and method (payment-session.ts). */
  paymentSession(request: SessionRequest & { amount: number }): Promise<string | undefined>;
  /** CREATE-15: the delay since the methods were shown, once; null afterwards. */
  takeFirstClickDelay(): number | null;
}

export type DepositResult =
  | { kind: 'invalid' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'created'; response: DepositCreateResponse; helper: HelperWindow | null; helperWanted: boolean };

/** The deposit-create payload (HTTP-21, HTTP-24); the amount is a number (DOM-15). */
export function createPayload(
  input: DepositInput & { method: PaymentMethod; amount: number; paymentSessionId?: string | undefined },
  deps: DepositDeps,
  captcha: object,
): DepositCreatePayload {
  return {
    amount: input.amount,
    currency: input.currency,
    paymentType: input.method.name,
    fields: input.fields,
    ...(input.bonus ?? { isActivatedBonus: false }),
    returnUrl: deps.returnUrl,
    selectedCountry: deps.selectedCountry,
    metadata: { isFromChip: input.isFromChip },
    ...(input.depositId !== undefined ? { depositId: input.depositId } : {}),
    ...(input.paymentSessionId ? { paymentSessionId: input.paymentSessionId } : {}),
    ...(deps.abTestGroup ? { abTestGroup: deps.abTestGroup } : {}),
    ...captcha,
  };
}

/**
 * Runs the flow. Synchronous up to the window opening (a browser only allows window.open inside
 * the click), then async. Throws 'No payment-method' without a method (ERR-18); an invalid
 * amount or field returns `invalid` and sends nothing (CREATE-01).
 */
export async function runDepositCreation(scope: Scope, input: DepositInput, deps: DepositDeps): Promise<DepositResult> {
  const delay = deps.takeFirstClickDelay();
  const method = input.method;
  if (delay !== null) notifyHost(scope, 'Metric', { name: METRIC_FIRST_CLICK, value: delay, ...(method ? { paymentMethod: method.name } : {}) });
  if (!method) throw thrownError('noPaymentMethod');
  const amount = input.amount;
  if (amount === null || !checkAmount(amount, input.limits).ok || !input.fieldsValid) return { kind: 'invalid' };

  const helperWanted = needsHelperWindow(method, deps.native);
  let helper = helperWanted ? deps.openHelper(deps.helperUrl) : null;
  let response: DepositCreateResponse;
  // CREATE-14: from here on, every way out that does not create a deposit closes the window.
  try {
    beginDepositCreation(scope, { paymentMethod: method.name, paymentMethodText: input.methodText });
    if (helper && !(await helper.ready)) {
      helper.close(); // never became ready: handled like a blocked window (decision CREATE-10)
      helper = null;
    }
    const paymentSessionId = await deps.paymentSession({ amount, currency: input.currency, method: method.name, pendingGroup: input.pendingGroup });
    // CAPTCHA-11: step 5, after the window is ready; a captcha_required answer redoes it once.
    // Decision CAPTCHA-CONT: a continuation (depositId) passed its captcha on the first press.
    const continuing = input.depositId !== undefined;
    const answer = await sendWithCaptcha(deps.captcha, method, { call: 'deposit-create', country: deps.selectedCountry, helper }, (captcha) => {
      const payload = createPayload({ ...input, method, amount, paymentSessionId }, deps, captcha);
      // Decision CREATE-IDEM: the press's key; a lost answer is replayed by the next identical press.
      return input.boxId !== undefined
        ? sendWithPressKey(scope, 'deposit-create-sweepstake', { ...payload, boxId: input.boxId }, (keyed) => deps.api.call('deposit-create-sweepstake', keyed))
        : sendWithPressKey(scope, 'deposit-create', payload, (keyed) => deps.api.call('deposit-create', keyed));
    }, continuing);
    if (!answer || typeof answer !== 'object') throw thrownError('depositDataNull');
    response = answer;
  } catch (error: unknown) {
    helper?.close(); // first: a throwing host listener below must not leave the window open
    notifyHost(scope, 'Metric', { name: METRIC_CREATE, value: 'fail', paymentMethod: method.name });
    return { kind: 'failed', error };
  } finally {
    endDepositCreation(scope);
  }
  // Outside the try: the deposit exists, so nothing after this may report it as failed.
  notifyHost(scope, 'Metric', { name: METRIC_CREATE, value: 'ok', paymentMethod: method.name });
  return { kind: 'created', response, helper, helperWanted };
}
