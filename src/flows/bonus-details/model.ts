/**
 * What the bonus details page lists (flows §2 "Bonus details page", §3 "Bonus"; BONUS-02/03/04/16/18):
 * the bonus's terms as label/value rows, and its games. Pure: the screen translates the labels and
 * formats the values for the player's language and the bonus currency.
 *
 * A term the host left out, or sent as something other than a positive finite number, is left out
 * (never "NaN", "undefined" or a meaningless 0×); the maximum payout (BONUS-16) is shown only when
 * both of its inputs (maximum bonus amount and percent) are there.
 */
import { maxBonusPayout } from '../../domain/bonus-rules.ts';
import type { Bonus } from '../../domain/promo-entities.ts';

/** How a row's value reads: "100% of your deposit", "$500.00", "35×", "50". */
export type TermFormat = 'percent' | 'money' | 'multiplier' | 'count';

/** One row of the terms list; `label` is the i18n key of its term. */
export interface TermRow {
  label: `bonus.details.${string}`;
  value: number;
  format: TermFormat;
}

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** BONUS-03/04/16: the bonus's terms in reading order, the missing ones left out. */
export function bonusTermRows(bonus: Bonus): TermRow[] {
  const rows: TermRow[] = [];
  const add = (label: TermRow['label'], value: unknown, format: TermFormat): void => {
    if (positive(value)) rows.push({ label, value, format });
  };
  if (bonus.type === 'freespin') {
    const terms = bonus.freespinBonusData;
    add('bonus.details.spins', terms?.count, 'count');
    add('bonus.details.minDeposit', terms?.minDeposit, 'money');
    add('bonus.details.maxSpinWin', terms?.maxSpinWin, 'money');
    add('bonus.details.payoutMultiplier', terms?.payoutMultiplier, 'multiplier');
    add('bonus.details.wager', terms?.wagerMultiplier, 'multiplier');
    return rows;
  }
  const terms = bonus.depositBonusData;
  add('bonus.details.percent', terms?.percent, 'percent');
  add('bonus.details.maxBonus', terms?.maxBonusAmount, 'money');
  if (positive(terms?.maxBonusAmount) && positive(terms?.percent)) add('bonus.details.maxPayout', maxBonusPayout(terms), 'money');
  add('bonus.details.minDeposit', terms?.minDeposit, 'money');
  add('bonus.details.wager', terms?.wagerMultiplier, 'multiplier');
  add('bonus.details.payoutMultiplier', terms?.payoutMultiplier, 'multiplier');
  return rows;
}

/** BONUS-04: the free-spin games by English name (the only name the host sends), blanks left out. */
export function bonusGames(bonus: Bonus): string[] {
  if (bonus.type !== 'freespin') return [];
  const games = bonus.freespinBonusData?.gamesContent;
  if (!Array.isArray(games)) return [];
  return games.flatMap((game) => (typeof game?.nameEn === 'string' && game.nameEn.trim() !== '' ? [game.nameEn.trim()] : []));
}

/** The bonus the page shows: the one named by `?id=`, if the list still has it. */
export const findBonus = (list: readonly Bonus[], id: string | null): Bonus | undefined =>
  id === null ? undefined : list.find((b) => String(b.id) === id);
