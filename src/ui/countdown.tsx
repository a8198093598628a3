/**
 * The time left to pay (flows §2, §4: P2P-29, H2H-04, UNI-07), mm:ss or h:mm:ss, never below
 * 00:00. It re-reads the clock on every tick (CONST-09: 1000 ms, aligned to the seconds left) rather
 * than counting ticks, so a throttled background tab is right again on its next tick.
 * Screen readers get a role=timer that is NOT live (a label read out every second would drown
 * everything else) and, when `expiredLabel` is given, one polite announcement when time is up.
 * What expiry means (cancel: P2P-20; hide the paid button: H2H-04, UNI-09) is the caller's.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../domain/constants.ts';
import { formatCountdown, nextTickDelay, remainingMs } from '../domain/countdown.ts';
import { browserClock } from './ui-clock.ts';
import type { UiClock, UiTimerId } from './ui-clock.ts';

/** Shown instead of a time when `endsAt` is not a number. */
const NO_TIME = '--:--';

export interface CountdownProps {
  /** When time is up, epoch ms (created plus lifetime or timeout_minutes: UNI-08, P2P-22). */
  endsAt: number;
  /** Accessible name of the timer ("Time left to pay"), already translated. */
  label: string;
  /** Also shows the label before the time (otherwise only assistive tech gets it). */
  showLabel?: boolean;
  /** Announced once, politely, when time is up ("Time is up"). */
  expiredLabel?: string;
  /** Called once per `endsAt` when time is up; right after mount if it already was. */
  onExpire?(): void;
  /** The time source; tests pass a hand-driven one. */
  clock?: UiClock;
}

/**
 * A countdown to `endsAt`. An `endsAt` that is not a finite number shows "--:--" and never
 * expires: a garbled `created` from the server must not cancel the user's deposit.
 */
export function Countdown({ endsAt, label, showLabel = false, expiredLabel, onExpire, clock = browserClock }: CountdownProps) {
  const valid = Number.isFinite(endsAt);
  const [left, setLeft] = useState(() => remainingMs(endsAt, clock.now()));
  // The latest callback, without restarting the timers when the parent passes a new function.
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  // The end time whose expiry was reported: once per end, also across StrictMode's re-run.
  const reportedFor = useRef<number | null>(null);

  // A layout effect, so a new `endsAt` never paints the old time for a frame.
  useLayoutEffect(() => {
    if (!valid) return undefined;
    let timer: UiTimerId | undefined;
    const step = () => {
      const ms = remainingMs(endsAt, clock.now());
      setLeft(ms);
      const delay = nextTickDelay(ms, COUNTDOWN_TICK_MS);
      if (delay !== null) {
        timer = clock.setTimeout(step, delay);
      } else if (reportedFor.current !== endsAt) {
        reportedFor.current = endsAt;
        onExpireRef.current?.();
      }
    };
    step();
    return () => {
      if (timer !== undefined) clock.clearTimeout(timer);
    };
  }, [endsAt, valid, clock]);

  const expired = valid && left === 0;
  return (
    <div className={expired ? 'cashier-countdown cashier-countdown--expired' : 'cashier-countdown'}>
      {showLabel ? (
        <span className="cashier-countdown__label" aria-hidden="true">
          {label}
        </span>
      ) : null}
      <span className="cashier-countdown__time" role="timer" aria-label={label} aria-live="off">
        {valid ? formatCountdown(left) : NO_TIME}
      </span>
      {expiredLabel !== undefined ? (
        // Present from the start: a live region inserted together with its text is often not read.
        <span className="cashier-visually-hidden" role="status">
          {expired ? expiredLabel : ''}
        </span>
      ) : null}
    </div>
  );
}
