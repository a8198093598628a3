/**
 * Redemption's Confirm (decision SWEEP-14): the quoted draft is submitted with `withdrawal-confirm`
 * (redemption-send.ts) and the complete page opens with what was sent.
 */
import { atom } from 'nanostores';
import { SWEEP_COIN_CODE } from '../../domain/currencies.ts';
import { SWEEP_WITHDRAWAL_COMPLETE } from '../../domain/paths.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import { CashierError } from '../../transport/errors.ts';
import { formPayload } from '../../stores/form-fields.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { logSweepstakeFailure } from '../../stores/sweepstake-log.ts';
import { $convert, patchConvert } from './redemption-convert.ts';
import { confirmRedemption } from './redemption-send.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/**
 * What a redemption sends (decision SWEEP-14): the payout method, the sweep coins redeemed, what the
 * player was shown they receive (payout amount, currency and rate from payment-convert-v2), and the
 * method's payout fields (the FORM payload, e.g. `cardholder`).
 */
export interface RedemptionRequest {
  paymentMethod: string;
  /** Sweep coins redeemed. */
  amount: number;
  /** Always the sweep coin, QSC. */
  currency: string;
  payoutAmount: number;
  payoutCurrency: string;
  rate: number | null;
  fields: Record<string, string>;
}

/** What the redeem call answers: the withdrawal's id. */
export interface RedemptionReceipt {
  withdrawalId: string | number;
}

/** The last redemption sent, for the complete page (STATUS-10: a withdrawal goes straight to accepted). */
export const $redemptionReceipt = scoped(() => atom<(RedemptionRequest & RedemptionReceipt & { methodText: string }) | null>(null));

/**
 * Confirm: sends the quoted redemption through the redeem call and opens the complete page. A
 * failure (or no redeem call wired) keeps the player on the quote with a notice; nothing is lost.
 */
export async function submitRedemption(scope: Scope, method: PaymentMethod, methodText: string): Promise<'sent' | 'failed' | 'busy'> {
  const state = $convert(scope).get();
  const quote = state.quote;
  if (state.phase !== 'quoted' || !quote) return 'busy';
  const request: RedemptionRequest = {
    paymentMethod: method.name,
    amount: quote.amount,
    currency: SWEEP_COIN_CODE,
    payoutAmount: quote.payoutAmount,
    payoutCurrency: quote.payoutCurrency,
    rate: quote.rate,
    fields: formPayload(scope, String(quote.amount)),
  };
  patchConvert(scope, { phase: 'sending', sendFailed: false });
  try {
    const confirmed = await confirmRedemption(scope, quote.withdrawalId);
    $redemptionReceipt(scope).set({ ...request, withdrawalId: confirmed.withdrawalId, methodText });
  } catch (error: unknown) {
    logSweepstakeFailure(scope, 'withdrawal-confirm', error);
    // A lost answer: confirming again is safe (it answers unchanged). A draft that expired (410) is
    // gone: the player asks for a new quote.
    const expired = error instanceof CashierError && error.status === 410;
    patchConvert(scope, expired ? { phase: 'editing', quote: undefined, sendFailed: true } : { phase: 'quoted', sendFailed: true });
    return 'failed';
  }
  requestNavigation(scope, SWEEP_WITHDRAWAL_COMPLETE, { replace: true });
  return 'sent';
}
