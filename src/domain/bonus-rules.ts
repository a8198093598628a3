/**
 * The bonus rules (flows §3 "Bonus", §4 "Bonuses", §9; BONUS-02..20). Pure: the bonus store
 * (src/stores/bonus.ts) holds the list, the active id and the switches and applies these.
 */
import { BONUS_BANNER_COLOURS, BONUS_RESTRICTED_METHODS } from './constants.ts';
import { isRecord } from './is-record.ts';
export { bonusFitsCurrency } from './bonus-currency.ts';
import { isOnrampMethod } from './method-kinds.ts';
import type { PaymentMethod } from './payment-entities.ts';
import type { Bonus } from './promo-entities.ts';

export type BonusId = string | number;

const isId = (v: unknown): v is BonusId => (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v));

/**
 * BONUS-02, decision BONUS-20: the usable bonuses of a host list, in the host's order. An entry
 * without an id or with a type other than deposit/freespin is dropped (it could be neither shown
 * nor attached); the first of two entries with one id wins.
 */
export function parseBonusList(list: unknown): Bonus[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const out: Bonus[] = [];
  for (const entry of list) {
    if (!isRecord(entry) || !isId(entry.id) || (entry.type !== 'deposit' && entry.type !== 'freespin')) continue;
    const key = String(entry.id);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(entry as unknown as Bonus);
  }
  return out;
}

/**
 * Decision BONUS-19: `mustAccruedBefore` as epoch milliseconds — an ISO date string, or a number
 * (below 10^12 it counts as seconds, the usual server unit). Null: no expiry (or unreadable).
 */
export function bonusExpiresAt(bonus: Pick<Bonus, 'mustAccruedBefore'>): number | null {
  const raw = bonus.mustAccruedBefore;
  if (typeof raw === 'number' && Number.isFinite(raw) && raw > 0) return raw < 1e12 ? raw * 1000 : raw;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const at = Date.parse(raw);
    return Number.isNaN(at) ? null : at;
  }
  return null;
}

/** BONUS-10: past its mustAccruedBefore. */
export function isBonusExpired(bonus: Pick<Bonus, 'mustAccruedBefore'>, now: number): boolean {
  const at = bonusExpiresAt(bonus);
  return at !== null && at <= now;
}

const sameId = (a: BonusId | null | undefined, b: BonusId | null | undefined): boolean => a != null && b != null && String(a) === String(b);

/** BONUS-05: the active bonus is the one with the chosen id; without a (known) choice, the first. */
export function activeBonusId(list: readonly Bonus[], chosen: BonusId | null | undefined): BonusId | null {
  const found = list.find((b) => sameId(b.id, chosen));
  return found ? found.id : (list[0]?.id ?? null);
}

/**
 * BONUS-11, decision BONUS-19: when the active bonus leaves the list (it expired), its neighbour
 * becomes active — the next one in the old order that is still there, else the previous one.
 * An active bonus still in the list stays.
 */
export function neighbourAfterRemoval(before: readonly Bonus[], after: readonly Bonus[], active: BonusId | null): BonusId | null {
  if (active === null) return after[0]?.id ?? null;
  if (after.some((b) => sameId(b.id, active))) return active;
  const at = before.findIndex((b) => sameId(b.id, active));
  const remains = (b: Bonus | undefined): b is Bonus => b !== undefined && after.some((a) => sameId(a.id, b.id));
  for (let i = at + 1; i < before.length; i++) if (remains(before[i])) return before[i]!.id;
  for (let i = at - 1; i >= 0; i--) if (remains(before[i])) return before[i]!.id;
  return after[0]?.id ?? null;
}

/** BONUS-09, decision BONUS-19: the listed methods and on-ramp cards (card view type 13) take no bonus. */
export function isBonusRestricted(method: PaymentMethod | undefined): boolean {
  if (!method) return false;
  return BONUS_RESTRICTED_METHODS.includes(method.name) || isOnrampMethod(method);
}

/** BONUS-07: selected when not restricted, enabled and with an id. */
export function isBonusSelected(input: { bonus: Bonus | undefined; enabled: boolean; restricted: boolean }): boolean {
  return !input.restricted && input.enabled && input.bonus !== undefined && isId(input.bonus.id);
}

/** The bonus's minimum deposit (deposit or free-spin terms), 0 when it names none. */
export function bonusMinDeposit(bonus: Bonus): number {
  const min = bonus.type === 'freespin' ? bonus.freespinBonusData?.minDeposit : bonus.depositBonusData?.minDeposit;
  return typeof min === 'number' && Number.isFinite(min) && min > 0 ? min : 0;
}

/** BONUS-08: activated when selected and the amount is at least its minimum deposit. */
export function isBonusActivated(selected: boolean, bonus: Bonus | undefined, amount: number | null): boolean {
  return selected && bonus !== undefined && amount !== null && amount >= bonusMinDeposit(bonus);
}

/**
 * BONUS-16: floor(maxBonusAmount × percent / 100 × payoutMultiplier). A missing multiplier counts
 * as 1; missing amount or percent give 0.
 */
export function maxBonusPayout(terms: Bonus['depositBonusData']): number {
  const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  const value = (num(terms?.maxBonusAmount, 0) * num(terms?.percent, 0)) / 100 * num(terms?.payoutMultiplier, 1);
  return Math.floor(value + 1e-9);
}

/**
 * Issue #21, decision BONUS-21: what a deposit of `amount` earns — `percent` of the amount, capped
 * at `maxBonusAmount` (no cap when the terms name none), rounded down to the cent so the page never
 * promises a fraction more than the backend credits. Missing percent or a non-positive amount: 0.
 */
export function bonusEarned(terms: Bonus['depositBonusData'], amount: number): number {
  const percent = typeof terms?.percent === 'number' && Number.isFinite(terms.percent) && terms.percent > 0 ? terms.percent : 0;
  const cap = typeof terms?.maxBonusAmount === 'number' && Number.isFinite(terms.maxBonusAmount) && terms.maxBonusAmount > 0 ? terms.maxBonusAmount : Infinity;
  if (!(amount > 0) || percent === 0) return 0;
  const earned = Math.min((amount * percent) / 100, cap);
  return Math.floor(earned * 100 + 1e-6) / 100;
}

/**
 * BONUS-17, decision BONUS-19: free spins have their own colour; a deposit bonus takes pink,
 * purple, blue, orange by id — a numeric id modulo 4, a text id by the sum of its character codes.
 */
export function bonusBannerColour(bonus: Pick<Bonus, 'id' | 'type'>): (typeof BONUS_BANNER_COLOURS)[number] | 'freespin' {
  if (bonus.type === 'freespin') return 'freespin';
  const n = typeof bonus.id === 'number' ? Math.abs(Math.trunc(bonus.id)) : [...String(bonus.id)].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);
  return BONUS_BANNER_COLOURS[n % BONUS_BANNER_COLOURS.length]!;
}

export { cryptoBonusApplies } from './crypto-bonus.ts';

/**
 * Decision BONUS-20: what deposit-create carries: `isActivatedBonus` always; `bonusId` only with an
 * activated bonus (a bonus the player switched off, or did not reach the minimum for, is not sent).
 */
export function depositBonusFields(active: Bonus | undefined, activated: boolean): { isActivatedBonus: boolean; bonusId?: BonusId } {
  return activated && active ? { isActivatedBonus: true, bonusId: active.id } : { isActivatedBonus: false };
}
