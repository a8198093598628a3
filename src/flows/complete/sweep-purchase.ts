/**
 * The complete page after a sweepstake coin-pack purchase (issue #21: sweepstake mode never says
 * money; SWEEP-01, SWEEP-09): the amount line becomes what was bought — "25,000 Gold Coins + 20
 * Sweep Coins free", as the pack said — and the success texts speak of coins, not money. Every
 * other status keeps the deposit texts: they speak of the payment, which is what a pack is bought with.
 */
import type { TransactionStatus } from '../../domain/transaction-status.ts';
import type { SweepstakeBox } from '../../domain/promo-entities.ts';
import { boxCoinsText } from '../../ui/sweepstake-order.tsx';

/** The success texts of a pack purchase (locale part `sweep`, loaded by the pages that sold it). */
export const SWEEP_PROCESSED_TEXT = { title: 'sweep.complete.processed.title', hint: 'sweep.complete.processed.hint' } as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the page shows for a pack: the coins as its detail line, and the texts of `status`. */
export function sweepPurchaseText(box: SweepstakeBox, status: TransactionStatus, t: Translate, language: string): { detail: string; title?: string; hint?: string } {
  const detail = boxCoinsText(box, t, language);
  return status === 'processed' ? { detail, title: t(SWEEP_PROCESSED_TEXT.title), hint: t(SWEEP_PROCESSED_TEXT.hint) } : { detail };
}
