/**
 * "I paid" must reach the backend (issue #25 deliverable 1, decision REL-05). The p2p invoice and
 * host-to-host go on to the complete page even when `deposit-complete` failed (P2P-17, decision
 * H2H-07) — the money may be on its way — but a call that never arrived left the backend thinking the
 * player never paid, and the unpaid deposit was cancelled when its countdown ended. So a failed "I
 * paid" is sent again, for the same deposit (safe to repeat: the backend completes a deposit once),
 * until the backend answers: every 5 s after a lost or failed answer (no answer, a timeout, a 5xx, a
 * 429 — a Retry-After holds the resend back in the transport, decision REL-10),
 * and after a 401 once the host has handed over new credentials (no new onTokenExpired of ours).
 * Any other answer below 500 is an acknowledgement, a refusal included: the backend heard. Meanwhile
 * `$confirmingPaid` lets the complete page say the payment is being confirmed. It runs as long as the
 * element's world: leaving the page does not stop it.
 */
import { atom } from 'nanostores';
import { COMPLETE_STATUS_POLL_MS } from '../../domain/constants.ts';
import { CashierError } from '../../transport/errors.ts';
import type { ApiCaller } from '../api.ts';
import { rerunWhenRenewed } from '../token-retry.ts';
import { isUnauthorized } from '../token-renewal.ts';
import { scoped, type Scope } from '../scope.ts';
import { sendPaid, type PaidDeposit } from './complete-deposit.ts';
import { depositEnv } from './deposit-env.ts';
import { outcomeUnknown } from './unknown-outcome.ts';

/** No answer (outcome unknown), or a 429: "too many requests" is a refusal to look, not a hearing. */
const notTakenIn = (failure: unknown): boolean => outcomeUnknown(failure) || (failure instanceof CashierError && failure.status === 429);

/** True while an "I paid" is being sent again (the complete page says so). */
export const $confirmingPaid = scoped(() => atom(false));

/**
 * FAULT-07b: set while the socket has given up connecting and waits for the player's press (decision
 * FAULT-07a): the resends would otherwise fail at once for good, so the complete page offers the
 * press (Try again), which sends at once. Null otherwise.
 */
export const $paidOffline = scoped(() => atom<(() => void) | null>(null));
const connectGaveUp = (error: unknown): boolean => error instanceof CashierError && error.code === 'socket-connect';

/** Keeps sending `paid` after the press's own call failed with `error`, until an answer comes. */
export function acknowledgePaid(scope: Scope, paid: PaidDeposit, error: unknown, caller: ApiCaller): void {
  /** Disposed, or the backend heard: nothing more to send (a press and the timer may both be pending). */
  let done = false;
  scope.onDispose(() => {
    done = true;
  });
  const heard = (): void => {
    done = true;
    $confirmingPaid(scope).set(false);
    $paidOffline(scope).set(null);
  };
  const settle = (failure: unknown): void => {
    if (done) return;
    $paidOffline(scope).set(connectGaveUp(failure) ? pressed : null);
    if (isUnauthorized(failure)) rerunWhenRenewed(scope, 'deposit-complete', failure, send);
    else if (notTakenIn(failure)) depositEnv(scope).clock.setTimeout(send, COMPLETE_STATUS_POLL_MS);
    else heard(); // a refusal is an answer: the backend heard
  };
  const send = (): void => {
    if (!done) sendPaid(caller, paid).then(heard, settle);
  };
  // The page's Try again: gone while its send is under way (back if that fails the same way).
  const pressed = (): void => {
    $paidOffline(scope).set(null);
    send();
  };
  $confirmingPaid(scope).set(true);
  settle(error);
}
