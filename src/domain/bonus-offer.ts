/**
 * What an amount page says about the active bonus (issue #11: "show the player exactly what they
 * get"; BONUS-08/09/12/16). Pure: the bonus store picks the bonus and the switch, src/ui/bonus-offer.tsx
 * turns this into words, so every amount page (redirect now, the later flows too) says the same.
 */
import { bonusEarned, bonusMinDeposit, isBonusActivated, isBonusSelected } from './bonus-rules.ts';
import type { Bonus } from './promo-entities.ts';

export interface BonusOffer {
  bonus: Bonus;
  /** BONUS-09: the method takes no bonus. */
  restricted: boolean;
  /** BONUS-12: the with/without switch. */
  enabled: boolean;
  /** BONUS-08: the deposit as typed would carry it. */
  activated: boolean;
  /**
   * 'gets': this deposit earns `bonus` (percent of the amount, capped at maxBonusAmount; issue #21 —
   * not the BONUS-16 maximum payout, which only the details page shows); 'spins': `count` free
   * spins; 'minimum': below `minDeposit`.
   */
  outcome: { kind: 'gets'; bonus: number } | { kind: 'spins'; count: number } | { kind: 'minimum'; minDeposit: number };
  /** The wagering multiplier, when the terms name one. */
  wager?: number;
}

/** The offer of `bonus` for this switch, method restriction and amount (null: nothing typed). */
export function describeBonusOffer(bonus: Bonus, { enabled, restricted, amount }: { enabled: boolean; restricted: boolean; amount: number | null }): BonusOffer {
  const activated = isBonusActivated(isBonusSelected({ bonus, enabled, restricted }), bonus, amount);
  const minDeposit = bonusMinDeposit(bonus);
  const terms = bonus.type === 'freespin' ? bonus.freespinBonusData : bonus.depositBonusData;
  const outcome: BonusOffer['outcome'] =
    amount === null || amount < minDeposit
      ? { kind: 'minimum', minDeposit }
      : bonus.type === 'freespin'
        ? { kind: 'spins', count: Math.max(0, Math.floor(bonus.freespinBonusData?.count ?? 0)) }
        : { kind: 'gets', bonus: bonusEarned(bonus.depositBonusData, amount) };
  const wager = typeof terms?.wagerMultiplier === 'number' && terms.wagerMultiplier > 0 ? terms.wagerMultiplier : undefined;
  return { bonus, restricted, enabled, activated, outcome, ...(wager !== undefined ? { wager } : {}) };
}
