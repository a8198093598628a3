/**
 * Quick amount chips and the random amount (flows §5, §9; DOM-29..34). Decisions DOM-30 and
 * DOM-34 are in docs/decisions.md.
 */
import type { Limits } from './amount-limits.ts';
import { decimalsOf, isCryptoCurrency } from './currencies.ts';
import { CHIP_COUNT, CHIP_SCALE, RANDOM_AMOUNT_SPREAD, RUSSIA_CHIPS, RUSSIA_COUNTRY_CODE } from './constants.ts';

const inRange = (limits: Limits) => (v: number): boolean =>
  Number.isFinite(v) && v > 0 && v >= limits.min && (limits.max <= 0 || v <= limits.max);

/** Inputs for quickAmountChips. */
export interface ChipInput {
  limits: Limits;
  currency: string;
  /** Decision DOM-34: the user's country, else the handshake paymentGeo (ISO alpha-2). */
  country?: string;
  /** The method's recommendedAmounts (the spec's "fixed amounts", decision DOM-34). */
  fixed?: readonly number[] | null;
}

/**
 * DOM-32..34: up to 5 chip amounts, always inside the limits (a chip marks the amount valid,
 * DOM-31, so it must never offer an out-of-range value). Order of sources: the method's fixed
 * amounts, else Russia with a non-crypto currency (DOM-33), else the 5 smallest in-range values of
 * the scale (DOM-32). Duplicates are dropped; the result is ascending.
 */
export function quickAmountChips(input: ChipInput): number[] {
  const ok = inRange(input.limits);
  const pick = (list: readonly number[]): number[] =>
    [...new Set(list.filter(ok))].sort((a, b) => a - b).slice(0, CHIP_COUNT);
  const fixed = Array.isArray(input.fixed) ? input.fixed.filter((v) => typeof v === 'number') : [];
  if (fixed.length > 0) return pick(fixed);
  const russia = (input.country ?? '').trim().toUpperCase() === RUSSIA_COUNTRY_CODE;
  if (russia && !isCryptoCurrency(input.currency)) return pick(RUSSIA_CHIPS);
  return pick(CHIP_SCALE);
}

/**
 * DOM-29/30: the amount used when the field still holds the minimum — a whole-unit amount a
 * little above it, so peer-to-peer transfers are easier to tell apart. It is drawn from
 * (min, min + spread], spread = max(1, RANDOM_AMOUNT_SPREAD × min), capped by max; crypto keeps its
 * decimals instead of whole units. Returns min when no larger value fits. `random` is injectable.
 */
export function randomAmount(limits: Limits, currency: string, random: () => number = Math.random): number {
  const min = limits.min;
  if (!(min > 0)) return min;
  const decimals = isCryptoCurrency(currency) ? decimalsOf(currency) : 0;
  const step = 10 ** -decimals;
  const spread = Math.max(step, min * RANDOM_AMOUNT_SPREAD);
  const upper = limits.max > 0 ? Math.min(limits.max, min + spread) : min + spread;
  const first = Math.floor(min / step + 1 + 1e-9) * step;
  const steps = Math.floor((upper - first) / step + 1e-9);
  if (first > upper || steps < 0) return min;
  const k = Math.min(steps, Math.floor(Math.max(0, Math.min(random(), 0.999999999)) * (steps + 1)));
  return Number((first + k * step).toFixed(decimals));
}
