/**
 * CREATE-02 (flows §5, §9): an amount above 0 starts a payment session, debounced by 500 ms.
 * The answer's paymentSessionId goes with the next deposit-create (decision HTTP-20).
 */
import { SESSION_START_DEBOUNCE_MS } from '../../domain/constants.ts';
import type { Clock, TimerId } from '../../stores/clock.ts';
import type { ApiCaller as FlowApi } from '../../stores/api.ts';

export interface SessionStarter {
  /** (Re)starts the 500 ms wait for this amount; amounts ≤ 0 or null only cancel the wait. */
  schedule(amount: number | null, currency: string, pendingGroup: string | null): void;
  cancel(): void;
  /** The latest session id, if any answer carried one. */
  sessionId(): string | undefined;
}

/** A debounced session-start caller. Failures are ignored: the deposit can go on without a session. */
export function createSessionStarter(api: FlowApi, clock: Clock): SessionStarter {
  let timer: TimerId | undefined;
  let id: string | undefined;
  let generation = 0;
  const cancel = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule(amount, currency, pendingGroup) {
      cancel();
      if (amount === null || !(amount > 0)) return;
      timer = clock.setTimeout(() => {
        timer = undefined;
        const mine = ++generation;
        api.call('session-start', { amount, currency, pendingGroup }).then(
          (answer) => {
            if (mine === generation && answer && typeof answer.paymentSessionId === 'string') id = answer.paymentSessionId;
          },
          () => undefined,
        );
      }, SESSION_START_DEBOUNCE_MS);
    },
    cancel,
    sessionId: () => id,
  };
}
