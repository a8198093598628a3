/**
 * The redeem calls (decision SWEEP-14; docs/protocol.md "Withdrawal calls (our choice)"): a redemption
 * is a withdrawal of sweep coins (QSC) paid out in another currency at payment-convert-v2's rate.
 * `withdrawal-create` makes the draft whose fee and payout the quote shows (nothing is debited), and
 * Confirm submits it with `withdrawal-confirm`. The create carries one idempotency key per intended
 * press (decision CREATE-IDEM), so a lost answer never makes two drafts; confirming a submitted draft
 * again answers it unchanged, so a lost confirm is safe to press again.
 */
import { SWEEP_COIN_CODE } from '../../domain/currencies.ts';
import type { FieldValues } from '../../transport/wire-types.ts';
import type { Withdrawal } from '../../domain/withdrawal.ts';
import { api } from '../../stores/api.ts';
import { sendWithPressKey } from '../../stores/deposit/press-key.ts';
import type { Scope } from '../../stores/scope.ts';

/** What a redemption's draft is made of. */
export interface RedemptionDraftInput {
  paymentMethod: string;
  /** Sweep coins redeemed. */
  amount: number;
  /** The currency the method pays out in (the coin itself for a crypto method of that coin). */
  payoutCurrency: string;
  fields: FieldValues;
  country?: string;
}

/** The draft: fee, payout and the id Confirm submits. Rejects with the backend's refusal. */
export function createRedemptionDraft(scope: Scope, input: RedemptionDraftInput): Promise<Withdrawal> {
  const payload = {
    paymentMethod: input.paymentMethod,
    amount: input.amount,
    currency: SWEEP_COIN_CODE,
    // WD-02, decision SWEEP-14: sweep coins are the main account of QSC.
    accountType: 'main' as const,
    fields: input.fields,
    ...(input.country ? { selectedCountry: input.country } : {}),
    ...(input.payoutCurrency !== SWEEP_COIN_CODE ? { payoutCurrency: input.payoutCurrency } : {}),
  };
  return sendWithPressKey(scope, 'withdrawal-create', payload, (keyed) => api(scope).call('withdrawal-create', keyed));
}

/** Confirm: submits the draft (debited; the complete page shows accepted, STATUS-10). */
export function confirmRedemption(scope: Scope, withdrawalId: Withdrawal['withdrawalId']): Promise<Withdrawal> {
  return api(scope).call('withdrawal-confirm', { withdrawalId });
}
