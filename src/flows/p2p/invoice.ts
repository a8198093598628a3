/**
 * The peer-to-peer invoice's actions (flows §4 "Peer-to-peer" steps 5, 8, 9): opening it (the card
 * is decrypted, P2P-04/25), the confirmation id (P2P-32..35), and "I paid", which completes the
 * deposit through the one door (src/stores/deposit/complete-deposit.ts, P2P-16/17/21).
 */
import { confirmationIdValid, invoiceEndsAt, isEncryptedCard, needsConfirmationId } from './p2p.ts';
import type { DepositCard, P2pDepositResponse } from '../../domain/payment-entities.ts';
import { DEPOSIT_COMPLETE } from '../../domain/paths.ts';
import { THROWN } from '../../transport/thrown.ts';
import type { ApiCaller } from '../../stores/api.ts';
import { completeDeposit } from '../../stores/deposit/complete-deposit.ts';
import { acknowledgePaid } from '../../stores/deposit/paid-acknowledger.ts';
import { notifyHost } from '../../stores/host-outbox.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { decryptCard } from './card-decrypt.ts';
import { $invoice, patchInvoice } from './invoice-state.ts';
import type { InvoiceState } from './invoice-state.ts';
import { stopWatch } from './invoice-watch.ts';
import type { Scope } from '../../stores/scope.ts';
import { readFieldEntry } from '../../domain/field-entry.ts';
import type { FormField } from '../../domain/form-field.ts';

/** The confirmation id read as a digit field (P2P-33: 8 to 10 digits). */
const CONFIRMATION_ID_FIELD: FormField = { name: 'confirmationId', type: 'text', mask: '##########' };

/** Puts an answer on the invoice and starts reading its card (P2P-25, decision P2P-04). */
export function openInvoice(scope: Scope, method: string, answer: P2pDepositResponse): void {
  const depositId = answer.depositId as string | number;
  $invoice(scope).set({ method, answer, depositId, endsAt: invoiceEndsAt(answer), card: { state: 'pending' }, expired: false, cancel: 'none', paying: false, confirmationId: '' });
  const card = answer.card;
  if (isEncryptedCard(card)) {
    decryptCard(card).then(
      (plain) => {
        if ($invoice(scope).get()?.depositId === depositId) patchInvoice(scope, { card: { state: 'ready', card: plain } });
      },
      () => {
        if ($invoice(scope).get()?.depositId !== depositId) return;
        patchInvoice(scope, { card: { state: 'failed' } });
        // ERR-27, reported without any part of the data.
        notifyHost(scope, 'Error', { message: THROWN.decryptFailed, paymentMethod: method });
      },
    );
  } else patchInvoice(scope, { card: card ? { state: 'ready', card: card as DepositCard } : { state: 'failed' } });
}

/** The invoice's confirmation id input (P2P-32..35). */
export function typeConfirmationId(scope: Scope, value: string): void {
  // Decision INPUT-03: an id typed in one script's digits (Bengali on bKash and Nagad) is read whole;
  // anything else stays as typed, so the field says it is not a valid id (P2P-33).
  const entry = readFieldEntry(CONFIRMATION_ID_FIELD, value);
  patchInvoice(scope, { confirmationId: entry.kind === 'ok' ? entry.text : value });
}

/** P2P-35: the paid button is disabled while a required confirmation id is invalid. */
export function paidBlocked(state: InvoiceState): boolean {
  return state.paying || state.expired || state.cancel === 'sending' || state.cancel === 'done' || (needsConfirmationId(state.method) && !confirmationIdValid(state.confirmationId));
}

/**
 * P2P-16/17/21: "I paid" completes the deposit (with confirmationId when the method needs one),
 * then goes to the complete page — on this non-unified path even when the call failed.
 */
export async function markPaid(scope: Scope, api: ApiCaller): Promise<void> {
  const invoice = $invoice(scope).get();
  if (!invoice || paidBlocked(invoice)) return;
  patchInvoice(scope, { paying: true });
  stopWatch(scope);
  const extra = needsConfirmationId(invoice.method) ? { confirmationId: invoice.confirmationId.trim() } : {};
  const paid = { depositId: invoice.depositId, paymentMethod: invoice.method, ...extra };
  // P2P-17: failed or not, the complete page shows where the deposit stands; REL-05: a failed
  // "I paid" is sent again until the backend answers.
  const outcome = await completeDeposit(scope, paid, api);
  if (outcome.kind === 'failed') acknowledgePaid(scope, paid, outcome.error, api);
  requestNavigation(scope, DEPOSIT_COMPLETE, { replace: true });
}

/** Leaving the invoice: nothing runs on. */
export function closeInvoice(scope: Scope): void {
  stopWatch(scope);
}
