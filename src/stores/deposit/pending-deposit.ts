/**
 * `$pendingDeposit`: the deposit created last, handed from the page that created it to the pages
 * after it (complete page: STATUS-11/12; unified form, offers, host-to-host, pix: their data).
 */
import { atom } from 'nanostores';
import type { DepositCreateResponse } from '../../domain/payment-entities.ts';
import { scoped, type Scope } from '../scope.ts';

/** The deposit created last, as the complete page needs it. */
export interface PendingDeposit {
  depositId?: string | number;
  paymentMethod: string;
  amount: number;
  currency: string;
  /** STATUS-11: crypto follows the store whatever the deposit id. */
  crypto: boolean;
  /** STATUS-14: on-ramp waits 5 minutes. */
  onramp: boolean;
  /**
   * False when the amount is whatever the player will transfer, unknown until it arrives: a crypto
   * address request carries a placeholder amount (decision CRYPTO-16), which must not be shown as
   * the deposit's amount. Absent means the player chose the amount.
   */
  amountKnown?: false;
  /** The full create answer, for the next screens (unified form, offers, host-to-host, pix). */
  response?: DepositCreateResponse;
}

/** The deposit being completed, or null. */
export const $pendingDeposit = scoped(() => (atom<PendingDeposit | null>(null)));

/** Records the created deposit (or clears it with null). */
export function setPendingDeposit(scope: Scope, deposit: PendingDeposit | null): void {
  $pendingDeposit(scope).set(deposit);
}
