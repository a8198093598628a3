/**
 * How the withdrawal pages word a record (decision WD-05): the account names (WD-02), the open
 * statuses (WD-08) and the arrival time, formatted with Intl (unit and range), so no sentence is
 * glued from pieces in code.
 */
import type { WithdrawalAccountType, WithdrawalEta, WithdrawalStatus } from '../../domain/withdrawal.ts';

/** WD-02: the account names. */
export const ACCOUNT_KEY: Readonly<Record<WithdrawalAccountType, string>> = {
  main: 'wallet.account.main',
  additional: 'wallet.account.additional',
};

/** Decision WD-08: what the pending list says of an open record (the others never show there). */
export const STATUS_KEY: Partial<Readonly<Record<WithdrawalStatus, string>>> = {
  pending: 'wallet.status.pending',
  processing: 'wallet.status.processing',
};

const HOUR = 60;
const DAY = 24 * HOUR;

type Unit = readonly ['minute' | 'hour' | 'day', number];

/** The largest unit that keeps `minutes` readable: minutes under two hours, hours under two days, else days. */
const unitFor = (minutes: number): Unit => (minutes < 2 * HOUR ? ['minute', 1] : minutes < 2 * DAY ? ['hour', HOUR] : ['day', DAY]);

const unitFormat = (language: string, unit: Unit[0]) => new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' });

/**
 * Decision WD-05: an arrival time, "1–24 hours": both ends in the upper end's unit, the lower end
 * rounded down and the upper up, so the range never promises more than the backend. A lower end
 * that would read 0 keeps its own unit ("15 minutes – 24 hours").
 */
export function etaText(eta: WithdrawalEta, language: string): string {
  const max = Math.max(eta.maxMinutes, eta.minMinutes, 1);
  const [unit, size] = unitFor(max);
  const format = unitFormat(language, unit);
  const high = Math.ceil(max / size);
  const low = Math.floor(eta.minMinutes / size);
  if (low === high) return format.format(high);
  if (low === 0) {
    const [lowUnit, lowSize] = unitFor(Math.max(eta.minMinutes, 1));
    return `${unitFormat(language, lowUnit).format(Math.max(Math.floor(eta.minMinutes / lowSize), 1))} – ${format.format(high)}`;
  }
  // Intl.NumberFormat.formatRange (ES2023) joins the two ends the language's way.
  const ranged = format as Intl.NumberFormat & { formatRange?: (a: number, b: number) => string };
  return ranged.formatRange ? ranged.formatRange(low, high) : `${format.format(low)} – ${format.format(high)}`;
}
