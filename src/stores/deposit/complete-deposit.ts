/**
 * "I have paid" (flows §4 "Complete and prepare", "Peer-to-peer" step 5, "Host-to-host", "Unified
 * form"): THE one door every invoice page completes a deposit through. It sends `deposit-complete`
 * once per press: a press while one is in flight sends nothing (`busy`), as a double tap on the
 * deposit button does (decision CREATE-IDEM). What a page does with a failure differs by page and
 * stays there: the p2p invoice and host-to-host go on to the complete page anyway (P2P-17, decision
 * H2H-07), India and the unified form keep the player on the form with the error (decision UNI-11).
 */
import type { DepositId, FieldValues } from '../../transport/wire-types.ts';
import { api } from '../api.ts';
import type { ApiCaller } from '../api.ts';
import { scoped, type Scope } from '../scope.ts';

/** What a page reports as paid. */
export interface PaidDeposit {
  depositId: DepositId;
  paymentMethod: string;
  /** The page's input fields (India, unified form). */
  fields?: FieldValues;
  /** P2P-32..35: the player's confirmation id, for methods that need one. */
  confirmationId?: string;
}

/** How a press ended: `busy` sent nothing, another press is in flight. */
export type PaidOutcome = { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): { inFlight: boolean } => ({ inFlight: false }));

/** The one place deposit-complete is sent (decision DOOR-02): a press, or its acknowledger (REL-05). */
export const sendPaid = (caller: ApiCaller, paid: PaidDeposit): Promise<unknown> => caller.call('deposit-complete', { ...paid });

/** Sends deposit-complete for one press; never rejects. `caller` is the tests' seam (default: the element's client). */
export async function completeDeposit(scope: Scope, paid: PaidDeposit, caller: ApiCaller = api(scope)): Promise<PaidOutcome> {
  const state = local(scope);
  if (state.inFlight) return { kind: 'busy' };
  state.inFlight = true;
  try {
    await sendPaid(caller, paid);
    return { kind: 'done' };
  } catch (error: unknown) {
    return { kind: 'failed', error };
  } finally {
    state.inFlight = false;
  }
}
