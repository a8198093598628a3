/**
 * The peer-to-peer invoice's state (flows §2 "Peer-to-peer invoice", P2P-16..35): the answer, the
 * card once decrypted, and where the deposit stands. Read by the invoice page, its watch
 * (invoice-watch.ts), its actions (invoice.ts) and its endings without payment (invoice-cancel.ts).
 */
import { atom } from 'nanostores';
import type { DepositCard, P2pDepositResponse } from '../../domain/payment-entities.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** The invoice: the answer, the card once decrypted, and where the deposit stands. */
export interface InvoiceState {
  method: string;
  answer: P2pDepositResponse;
  depositId: string | number;
  /** P2P-22: epoch ms. */
  endsAt: number;
  /** 'pending' while decrypting; 'failed': ERR-27 shown. The card itself lives only in memory. */
  card: { state: 'pending' } | { state: 'ready'; card: DepositCard } | { state: 'failed' };
  /** P2P-20: time ran out and the deposit was cancelled. */
  expired: boolean;
  /** Issue #21: the player's own Cancel (deposit-cancel): under way, done, or refused by the server. */
  cancel: 'none' | 'sending' | 'done' | 'failed';
  paying: boolean;
  confirmationId: string;
}

export const $invoice = scoped(() => (atom<InvoiceState | null>(null)));

export const patchInvoice = (scope: Scope, next: Partial<InvoiceState>): void => {
  const now = $invoice(scope).get();
  if (now) $invoice(scope).set({ ...now, ...next });
};
