/**
 * One deposit per intended press (decision CREATE-IDEM, docs/protocol.md "Idempotency key"): every
 * deposit-create carries an `idempotencyKey`, and the backend answers a replayed key with the
 * first answer instead of making a second deposit.
 *
 * When a key is minted and when it is reused:
 * - A press sends the open key when its intent (`intentFingerprint`: call, method, amount,
 *   currency, fields, depositId, box, bonus) is the same as that of the press that opened it;
 *   otherwise it mints a new key (a changed amount, method or field is a new intention).
 * - A server answer settles the press: a success, or a refusal (any status below 500), closes the
 *   key, so the next press, even an identical one, is a new deposit.
 * - No answer (a dropped socket, a failed fetch, a 30 s timeout, a 5xx that may have committed)
 *   leaves the outcome unknown: the key stays open, and the player's next identical press replays
 *   it, so the backend answers with the deposit the lost press made, if it made one.
 */
import type { CallName } from '../../transport/calls.ts';
import { CashierError } from '../../transport/errors.ts';
import { intentFingerprint } from '../../transport/idempotency.ts';
import { depositEnv, onDepositEnvChange } from './deposit-env.ts';
import { scoped, type Scope } from '../scope.ts';

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  open: { key: string; intent: string } | undefined;
} => ({
  open: undefined,
}));

/** True when the backend answered, so the press's outcome is known (see the header). */
export function outcomeKnown(error: unknown): boolean {
  return error instanceof CashierError && error.status !== undefined && error.status < 500;
}

/** Forgets the open key (a new deposit environment, tests). */
export function resetPressKey(scope: Scope): void {
  local(scope).open = undefined;
}
onDepositEnvChange(resetPressKey);

/**
 * Sends one press with its key: the open key when the intent matches, else a new one. The key is
 * closed once the backend answered, and kept when the answer never came.
 */
export async function sendWithPressKey<P extends object, T>(scope: Scope, 
  call: CallName,
  payload: P,
  send: (keyed: P & { idempotencyKey: string }) => Promise<T>,
): Promise<T> {
  const state = local(scope);
  const intent = intentFingerprint(call, payload);
  if (state.open?.intent !== intent) state.open = { key: depositEnv(scope).newKey(), intent };
  const { key } = state.open;
  const close = (): void => {
    if (state.open?.key === key) state.open = undefined;
  };
  try {
    const answer = await send({ ...payload, idempotencyKey: key });
    close();
    return answer;
  } catch (error: unknown) {
    if (outcomeKnown(error)) close();
    throw error;
  }
}
