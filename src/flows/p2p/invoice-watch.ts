/**
 * The invoice's watch (P2P-18/19, decision P2P-24): polls deposit-status every 5 s (the next poll
 * is scheduled only when the answer is in, so at most one request is in flight) and follows the
 * one status store (`$transaction`, which `deposit.status` pushes set); a cancelled or paid deposit,
 * found by a poll or pushed, ends the wait on the complete page.
 */
import { P2P_POLL_MS } from './p2p.ts';
import { DEPOSIT_COMPLETE } from '../../domain/paths.ts';
import { depositStatusMeaning, isCancelledDepositStatus } from '../../domain/transaction-status.ts';
import type { ApiCaller } from '../../stores/api.ts';
import { realClock } from '../../stores/clock.ts';
import type { Clock, TimerId } from '../../stores/clock.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { $transaction, reportDepositStatus } from '../../stores/transaction.ts';
import { $invoice } from './invoice-state.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** The invoice's running parts: polling, pushes. */
interface Watch {
  clock: Clock;
  timer: TimerId | undefined;
  inFlight: boolean;
  stopped: boolean;
  stopPushes: () => void;
}

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): { watch: Watch | undefined } => ({ watch: undefined }));

export function stopWatch(scope: Scope): void {
  const state = local(scope);
  if (!state.watch) return;
  state.watch.stopped = true;
  if (state.watch.timer !== undefined) state.watch.clock.clearTimeout(state.watch.timer);
  state.watch.stopPushes();
  state.watch = undefined;
}

/** P2P-19 / decision P2P-24: a final status goes to the complete page, which shows it. */
function finish(scope: Scope, depositId: string | number, status: 'processed' | 'mistaked'): void {
  stopWatch(scope);
  reportDepositStatus(scope, { depositId }, status);
  requestNavigation(scope, DEPOSIT_COMPLETE, { replace: true });
}

/** Starts watching the open invoice; returns the stop function. */
export function watchInvoice(scope: Scope, api: ApiCaller, clock: Clock = realClock): () => void {
  stopWatch(scope);
  const invoice = $invoice(scope).get();
  if (!invoice) return () => undefined;
  const { depositId, method } = invoice;
  const w: Watch = { clock, timer: undefined, inFlight: false, stopped: false, stopPushes: () => undefined };
  local(scope).watch = w;
  w.stopPushes = $transaction(scope).listen((state) => {
    const id = state.data?.depositId;
    if (w.stopped || id === undefined || String(id) !== String(depositId)) return;
    if (state.status === 'processed' || state.status === 'mistaked') {
      stopWatch(scope);
      requestNavigation(scope, DEPOSIT_COMPLETE, { replace: true });
    }
  });
  const tick = (): void => {
    w.timer = undefined;
    if (w.stopped || w.inFlight) return;
    w.inFlight = true;
    api.call('deposit-status', { depositId, paymentMethod: method }).then(
      (answer) => {
        w.inFlight = false;
        if (w.stopped) return;
        // P2P-19: only a cancelled or a paid deposit ends the wait here (a DECLINED one keeps polling).
        const status = answer?.status ?? '';
        if (isCancelledDepositStatus(status)) return finish(scope, depositId, 'mistaked');
        if (depositStatusMeaning(status) === 'processed') return finish(scope, depositId, 'processed');
        w.timer = clock.setTimeout(tick, P2P_POLL_MS);
      },
      () => {
        w.inFlight = false;
        if (!w.stopped) w.timer = clock.setTimeout(tick, P2P_POLL_MS);
      },
    );
  };
  w.timer = clock.setTimeout(tick, P2P_POLL_MS);
  return () => stopWatch(scope);
}
