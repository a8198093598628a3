/**
 * Where the amount field starts and what a press sends when the player left it alone (flows §5;
 * DOM-28/29, decisions DOM-30 and ENT-14 "amounts"). Pure: the amount store applies them.
 */
import type { Limits } from './amount-limits.ts';
import { randomAmount } from './amount-chips.ts';
import { defaultAmount } from './amount-validation.ts';
import { CARD_VIEW_TYPE } from './card-view-types.ts';

/**
 * DOM-28 + ENT-14: the method's `prefilledAmount` when it is a positive number, moved into the
 * limits; otherwise the minimum. Null (an empty field) when neither exists.
 */
export function startAmount(limits: Limits, prefilledAmount?: unknown): number | null {
  if (typeof prefilledAmount === 'number' && Number.isFinite(prefilledAmount) && prefilledAmount > 0) {
    const floor = Math.max(prefilledAmount, limits.min);
    return limits.max > 0 ? Math.min(floor, limits.max) : floor;
  }
  return defaultAmount(limits);
}

/**
 * Decision DOM-30: the views where the player sends money by hand and the operator matches the
 * transfer by its amount — peer-to-peer, virtual account and bank transfer. A provider redirect
 * or a card form needs no distinguishable amount, so it sends exactly what the field shows.
 */
const MATCHED_BY_AMOUNT: ReadonlySet<number> = new Set([CARD_VIEW_TYPE.P2P, CARD_VIEW_TYPE.VIRTUAL, CARD_VIEW_TYPE.BANK_TRANSFER]);

export const usesRandomAmount = (method: { cardViewType?: unknown } | undefined): boolean =>
  typeof method?.cardViewType === 'number' && MATCHED_BY_AMOUNT.has(method.cardViewType);

/**
 * DOM-29: the amount a press sends. When the method uses random amounts and the field still holds
 * the minimum the page started with (neither typed into nor set by a chip), a random amount a
 * little above it; otherwise the amount as shown.
 */
export function amountToSend(input: {
  amount: number | null;
  limits: Limits;
  currency: string;
  chosenByPlayer: boolean;
  randomForMethod: boolean;
  random?: () => number;
}): number | null {
  const { amount, limits } = input;
  if (amount === null || !input.randomForMethod || input.chosenByPlayer || !(limits.min > 0) || amount !== limits.min) return amount;
  return randomAmount(limits, input.currency, input.random);
}
