/**
 * Ending a peer-to-peer invoice without paying: the countdown ran out (P2P-20), or the player
 * pressed Cancel (issue #21). Both stop the polling and send deposit-cancel.
 */
import type { ApiCaller } from '../../stores/api.ts';
import { $invoice, patchInvoice } from './invoice-state.ts';
import { stopWatch, watchInvoice } from './invoice-watch.ts';
import type { Scope } from '../../stores/scope.ts';

/** P2P-20: the countdown ran out: polling stops and the deposit is cancelled. */
export function expireInvoice(scope: Scope, api: ApiCaller): void {
  const invoice = $invoice(scope).get();
  if (!invoice || invoice.expired || invoice.paying || invoice.cancel === 'done') return;
  stopWatch(scope);
  patchInvoice(scope, { expired: true });
  api.call('deposit-cancel', { depositId: invoice.depositId, paymentMethod: invoice.method }).catch(() => undefined);
}

/**
 * Issue #21: the player cancels the deposit (asked first, on the page). Polling stops while
 * deposit-cancel runs; once the server confirms, the invoice says it is cancelled. A refused cancel
 * keeps the invoice and its polling (the deposit still stands), and the page says so.
 */
export async function cancelInvoice(scope: Scope, api: ApiCaller): Promise<void> {
  const invoice = $invoice(scope).get();
  if (!invoice || invoice.expired || invoice.paying || invoice.cancel === 'sending' || invoice.cancel === 'done') return;
  stopWatch(scope);
  patchInvoice(scope, { cancel: 'sending' });
  try {
    await api.call('deposit-cancel', { depositId: invoice.depositId, paymentMethod: invoice.method });
  } catch {
    if ($invoice(scope).get()?.depositId !== invoice.depositId) return;
    patchInvoice(scope, { cancel: 'failed' });
    watchInvoice(scope, api);
    return;
  }
  if ($invoice(scope).get()?.depositId === invoice.depositId) patchInvoice(scope, { cancel: 'done' });
}
