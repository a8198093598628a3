/**
 * The amount the complete page shows (STATUS-04, decision CRYPTO-AMOUNT): the deposit's own when
 * the player chose it; for a crypto address deposit, whose request carried a placeholder, the
 * transfer's once a push names it (`txid` or `cryptoCurrency`), in the coin the push gives —
 * the credited `finalAmount` when there is one. Nothing before that: a guess is never shown.
 */
import type { TransactionData } from '../../domain/payment-entities.ts';
import type { PendingDeposit } from '../../stores/deposit/pending-deposit.ts';

export interface ShownAmount {
  amount: number;
  currency: string;
}

const numberOf = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
};

export function shownAmount(pending: PendingDeposit | null, data: TransactionData | undefined): ShownAmount | undefined {
  if (!pending) return undefined;
  if (pending.amountKnown !== false) return { amount: pending.amount, currency: pending.currency };
  if (!data || (!data.txid && !data.cryptoCurrency)) return undefined;
  const amount = numberOf(data.finalAmount) ?? numberOf(data.amount);
  const currency = data.currency ?? data.cryptoCurrency;
  return amount !== undefined && currency ? { amount, currency } : undefined;
}
