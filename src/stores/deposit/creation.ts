/**
 * The page deposit's creation run (flows §4 "Deposit creation flow"; CREATE-01..16): validate,
 * open the helper window in the same click, then the one creation call (create-call.ts: the
 * window's ready wait, the payment session, the captcha, deposit-create or, with a coin pack,
 * deposit-create-sweepstake, ok/fail). Everything from outside comes in `deps`, so tests drive it
 * with fakes. The peer-to-peer variant enters the same call through create-p2p.ts.
 */
import type { Limits } from '../../domain/amount-limits.ts';
import { checkAmount } from '../../domain/amount-validation.ts';
import type { DepositCreateResponse, PaymentMethod } from '../../domain/payment-entities.ts';
import type { DepositCreatePayload } from '../../transport/call-types.ts';
import { thrownError } from '../../transport/thrown.ts';
import type { DepositId, FieldValues } from '../../transport/wire-types.ts';
import type { HelperWindow, OpenHelper } from './helper-window.ts';
import { needsHelperWindow } from '../../domain/method-kinds.ts';
import { reportFirstClick, sendCreation } from './create-call.ts';
import type { CreationWorld } from './create-call.ts';
import type { Scope } from '../scope.ts';

export { METRIC_CREATE, METRIC_FIRST_CLICK } from './create-call.ts';

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

/** The world the flow talks to: the creation call's (create-call.ts), plus the helper window's. */
export interface DepositDeps extends CreationWorld {
  native: boolean;
  openHelper: OpenHelper;
  helperUrl: string;
  returnUrl: string;
  abTestGroup?: string;
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
 * Runs the flow. Synchronous up to the window opening (a browser only allows window.open within
 * the click's user activation; decision TAP-16 opens it after the busy state is painted), then async. Throws 'No payment-method' without a method (ERR-18); an invalid
 * amount or field returns `invalid` and sends nothing (CREATE-01).
 */
export async function runDepositCreation(scope: Scope, input: DepositInput, deps: DepositDeps): Promise<DepositResult> {
  const method = input.method;
  reportFirstClick(scope, deps, method);
  if (!method) throw thrownError('noPaymentMethod');
  const amount = input.amount;
  if (amount === null || !checkAmount(amount, input.limits).ok || !input.fieldsValid) return { kind: 'invalid' };

  const helperWanted = needsHelperWindow(method, deps.native);
  const opened = helperWanted ? deps.openHelper(deps.helperUrl) : null;
  const { boxId } = input;
  const common = { method, methodText: input.methodText, amount, currency: input.currency, pendingGroup: input.pendingGroup, helper: opened, continuing: input.depositId !== undefined };
  const payload = (paymentSessionId: string | undefined, captcha: object): DepositCreatePayload => createPayload({ ...input, method, amount, paymentSessionId }, deps, captcha);
  // CREATE-14: every way out that does not create a deposit closes the window (create-call.ts).
  try {
    const { answer, helper } =
      boxId !== undefined
        ? await sendCreation(scope, deps, { ...common, call: 'deposit-create-sweepstake', payload: (id, captcha) => ({ ...payload(id, captcha), boxId }), check: checkAnswer })
        : await sendCreation(scope, deps, { ...common, call: 'deposit-create', payload, check: checkAnswer });
    return { kind: 'created', response: answer, helper, helperWanted };
  } catch (error: unknown) {
    return { kind: 'failed', error };
  }
}

/** A creation answer that is not an object is no deposit (ERR-18's `depositDataNull`). */
function checkAnswer(answer: unknown): void {
  if (!answer || typeof answer !== 'object') throw thrownError('depositDataNull');
}
