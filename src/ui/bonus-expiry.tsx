/**
 * When a bonus ends (issue #11): its end date, or — once less than a day is left
 * (BONUS_COUNTDOWN_WITHIN_MS) — a live countdown, so the player sees the bonus running out. Used by
 * the list's bonus banners and the bonus details page. When the day boundary passes while the part
 * is on screen, it switches to the countdown by itself. Nothing is shown for a bonus without end.
 */
import { useEffect, useState } from 'react';
import { BONUS_COUNTDOWN_WITHIN_MS } from '../domain/constants.ts';
import { Countdown } from './countdown.tsx';
import { browserClock } from './ui-clock.ts';
import type { UiClock } from './ui-clock.ts';

/** setTimeout's largest delay; a later day boundary is re-checked after this long. */
const MAX_TIMER_MS = 2_147_483_647;

export interface BonusExpiryProps {
  /** Epoch ms (bonusExpiresAt), or null: the bonus has no end. */
  expiresAt: number | null;
  /** "Ends in" — the countdown's visible label and accessible name. */
  countdownLabel: string;
  /** The end date line, already translated, e.g. "Until 1 Dec 2026, 18:00". */
  untilText(date: string): string;
  /** The player's language, for the date. */
  language: string;
  clock?: UiClock;
}

export function BonusExpiry({ expiresAt, countdownLabel, untilText, language, clock = browserClock }: BonusExpiryProps) {
  const within = (): boolean => expiresAt !== null && expiresAt - clock.now() < BONUS_COUNTDOWN_WITHIN_MS;
  const [counting, setCounting] = useState(within);

  useEffect(() => {
    setCounting(within());
    if (expiresAt === null || within()) return undefined;
    const wait = Math.min(expiresAt - BONUS_COUNTDOWN_WITHIN_MS - clock.now() + 1, MAX_TIMER_MS);
    const timer = clock.setTimeout(() => setCounting(within()), Math.max(0, wait));
    return () => clock.clearTimeout(timer);
  }, [expiresAt, clock]);

  if (expiresAt === null) return null;
  if (counting) {
    return (
      <div className="cashier-bonus-expiry cashier-bonus-expiry--soon">
        <Countdown endsAt={expiresAt} label={countdownLabel} showLabel clock={clock} />
      </div>
    );
  }
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(expiresAt);
  return <div className="cashier-bonus-expiry">{untilText(date)}</div>;
}
