/**
 * The sums of a redemption, read from the sweepstake calls' answers (decision SWEEP-14, SWEEP-13):
 * the sweep coin balance, and the part of it that may be redeemed now. Pure: no store, no call.
 */
import { normalizeCurrencyCode, SWEEP_COIN_CODE } from '../../domain/currencies.ts';

/** The sums the methods page holds. `recoup` is null when the sum could not be fetched. */
export interface RedemptionSums {
  /** Sweep coins (QSC) the player holds. */
  balance: number;
  /** SWEEP-13: the part not yet played through (0 when missing). */
  unplayed: number;
  recoup: number | null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
export const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Decision SWEEP-14: what may be redeemed now — the sweep coins not waiting to be played through,
 * and never more than the recoupable sum when the backend gave one. Two decimals, never below 0.
 */
export function redeemable(state: RedemptionSums): number {
  const playedThrough = Math.max(0, state.balance - state.unplayed);
  return round2(Math.max(0, state.recoup === null ? playedThrough : Math.min(playedThrough, state.recoup)));
}

/** The sweep coin entry of `sweepstake-balance-get` (an array of currency and balance); 0 without one. */
export function sweepCoinBalance(entries: unknown): number {
  if (!Array.isArray(entries)) return 0;
  const entry = (entries as Array<{ currency?: unknown; balance?: unknown } | null>).find(
    (e) => e !== null && typeof e === 'object' && typeof e.currency === 'string' && normalizeCurrencyCode(e.currency) === SWEEP_COIN_CODE,
  );
  return entry && finite(entry.balance) ? Math.max(0, entry.balance) : 0;
}
