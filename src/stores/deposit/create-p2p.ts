/**
 * The peer-to-peer variant of the one deposit door (flows §4 "Peer-to-peer" step 2, P2P-11/13/15;
 * decision DOOR-01): `deposit-create-p2p` with its own payload (the method as `paymentMethod`, the
 * chosen bank, the recaptcha score flag) sent through the one creation call (create-call.ts), so
 * the guard, payment session, captcha, press key, analytics and Metric are the engine's. What the
 * answer leads to (invoice, unified form, more fields) and whether a failure is shown (a cancelled
 * create is silent, P2P-14) stay with the p2p flow.
 */
import { methodLabel } from '../../domain/method-text.ts';
import type { P2pDepositResponse, PaymentGroup, PaymentMethod } from '../../domain/payment-entities.ts';
import type { DepositCreateP2PPayload } from '../../transport/call-types.ts';
import type { DepositId, FieldValues } from '../../transport/wire-types.ts';
import { trackDepositOutcome, trackEvent } from '../analytics.ts';
import type { ApiCaller } from '../api.ts';
import { $language } from '../language.ts';
import { creationWorld, reportFirstClick, sendCreation } from './create-call.ts';
import { creationInFlight } from './creation-guard.ts';
import type { Scope } from '../scope.ts';

/** A validated peer-to-peer press. */
export interface P2pRequest {
  method: PaymentMethod;
  /** The bank the method was picked under (HTTP-24 `bank`), if any. */
  group: PaymentGroup | undefined;
  amount: number;
  currency: string;
  fields: FieldValues;
  isFromChip: boolean;
  /** A "fields required" answer's deposit, continued by this press (P2P-15). */
  depositId?: DepositId | undefined;
  /** The page's caller (tests hand in a fake). */
  api: ApiCaller;
}

export type P2pCreateOutcome = { kind: 'busy' } | { kind: 'created'; answer: P2pDepositResponse } | { kind: 'failed'; error: unknown };

/** Creates a peer-to-peer deposit; never rejects. A press while one runs sends nothing (decision CREATE-IDEM). */
export async function createP2pDeposit(scope: Scope, request: P2pRequest): Promise<P2pCreateOutcome> {
  if (creationInFlight(scope)) return { kind: 'busy' };
  const { method, amount, currency, group } = request;
  trackEvent(scope, 'deposit_submit', { method, amount }); // AN-05: every press
  const world = { ...creationWorld(scope), api: request.api };
  reportFirstClick(scope, world, method);
  const payload = (paymentSessionId: string | undefined, captcha: object): DepositCreateP2PPayload => ({
    amount,
    currency,
    fields: request.fields,
    isActivatedBonus: false,
    paymentMethod: method.name,
    selectedCountry: world.selectedCountry,
    metadata: { isFromChip: request.isFromChip },
    // Decision HTTP-24: true only when a recaptcha score goes along (the captcha fields set it).
    checkScore: false,
    ...(group ? { bank: group.name } : {}),
    ...(request.depositId !== undefined ? { depositId: request.depositId } : {}),
    ...(paymentSessionId ? { paymentSessionId } : {}),
    ...captcha,
  });
  const methodText = methodLabel(method, $language(scope).get());
  try {
    const { answer } = await sendCreation(scope, world, { call: 'deposit-create-p2p', method, methodText, amount, currency, pendingGroup: group?.name ?? null, payload });
    trackDepositOutcome(scope, { method, amount });
    return { kind: 'created', answer };
  } catch (error: unknown) {
    trackDepositOutcome(scope, { method, amount }, { error });
    return { kind: 'failed', error };
  }
}
