/**
 * Method limits (shell §5, flows §5; DOM-16..18). Decision DOM-18: min rounds UP and max rounds
 * DOWN to the currency's decimals, so every amount inside the shown range is really allowed;
 * integer limits are kept whole; a 0 max means "no upper limit".
 */
import { decimalsOf, normalizeCurrencyCode } from './currencies.ts';
import { RUSSIA_COUNTRY_CODE } from './constants.ts';

/** Limits in the currency's units (ENT-25). */
export interface Limits {
  min: number;
  max: number;
}

/** One currency's entry of a method's amount_rules (ENT-12). */
export interface AmountRule {
  min?: number;
  max?: number;
  minNonRus?: number;
}

/** How a limit is rounded to the currency's decimals. */
export type RoundMode = 'up' | 'down' | 'nearest';

/** Guards against binary noise: 1.1 * 100 is 110.00000000000001, which must not ceil to 111. */
const EPSILON = 1e-9;

/**
 * Rounds a limit to the currency's decimals (DOM-16). Integers and values already on the grid are
 * returned unchanged. Default mode is 'nearest'; roundLimits uses 'up' for min and 'down' for max.
 * Non-finite input becomes 0.
 */
export function roundLimit(value: number, currency: string, mode: RoundMode = 'nearest'): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  if (Number.isInteger(value)) return value;
  const factor = 10 ** decimalsOf(currency);
  const scaled = value * factor;
  const nearest = Math.round(scaled);
  if (Math.abs(scaled - nearest) <= EPSILON * Math.max(1, Math.abs(scaled))) return nearest / factor;
  const rounded = mode === 'up' ? Math.ceil(scaled) : mode === 'down' ? Math.floor(scaled) : nearest;
  return rounded / factor;
}

/**
 * DOM-16/18: rounds a min/max pair inward (min up, max down). When that would cross them
 * (a range narrower than one step), both are rounded to nearest instead so the pair stays ordered.
 */
export function roundLimits(limits: Limits, currency: string): Limits {
  const min = roundLimit(limits.min, currency, 'up');
  const max = roundLimit(limits.max, currency, 'down');
  if (max > 0 && min > max) {
    return { min: roundLimit(limits.min, currency), max: roundLimit(limits.max, currency) };
  }
  return { min, max };
}

const finiteOrZero = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/**
 * DOM-17: the method's limits for the user's currency from amount_rules, rounded (DOM-16/18).
 * Missing rules, a missing currency entry, or missing/invalid min/max give 0 (so 0/0 by default).
 * The currency key is matched as given and then normalised (e.g. 'usd' or legacy 'QGC').
 * Decision ENT-14 "amounts": `minNonRus` is the minimum for players outside Russia; it replaces
 * min when the player's `country` is known and is not RU.
 */
export function methodLimits(
  method: { amount_rules?: Record<string, AmountRule | undefined> } | null | undefined,
  currency: string,
  country?: string | null,
): Limits {
  const rule = methodRule(method, currency);
  const outsideRussia = typeof country === 'string' && country.trim() !== '' && country.trim().toUpperCase() !== RUSSIA_COUNTRY_CODE;
  const nonRus = finiteOrZero(rule?.minNonRus);
  const min = outsideRussia && nonRus > 0 ? nonRus : finiteOrZero(rule?.min);
  return roundLimits({ min, max: finiteOrZero(rule?.max) }, currency);
}

/** The method's amount_rules entry for the currency (as given, then normalised), if it has one. */
export function methodRule(
  method: { amount_rules?: Record<string, AmountRule | undefined> } | null | undefined,
  currency: string,
): AmountRule | undefined {
  const rules = method?.amount_rules;
  if (!rules || typeof rules !== 'object') return undefined;
  const own = (key: string): AmountRule | undefined =>
    Object.prototype.hasOwnProperty.call(rules, key) ? rules[key] : undefined;
  const rule = own(currency) ?? own(normalizeCurrencyCode(currency));
  return rule && typeof rule === 'object' ? rule : undefined;
}

/** DOM-18: a max of 0 means the method sets no upper limit. */
export function hasUpperLimit(limits: Limits): boolean {
  return limits.max > 0;
}
