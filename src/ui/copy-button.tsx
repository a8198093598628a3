/**
 * A copy button (CRYPTO-10: the deposit address; UNI-01: copyable requisites). After a copy a
 * "copied" note shows for 3000 ms (CONST-10) inside a polite live region, so screen readers hear
 * it too; the region is always present (an inserted region is often not read) and only its
 * content comes and goes. Icon-only by default, named by `label`; `showLabel` writes it out.
 */
import { useEffect, useRef, useState } from 'react';
import { COPY_TOOLTIP_MS } from '../domain/constants.ts';
import { copyText } from './copy-text.ts';
import { CheckIcon, CopyIcon } from './page-icons.tsx';
import { browserClock } from './ui-clock.ts';
import type { UiClock, UiTimerId } from './ui-clock.ts';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** Accessible name ("Copy address"), already translated. */
  label: string;
  /** The note shown and announced after a copy ("Copied"). */
  copiedLabel: string;
  /** Writes the label beside the icon (then it is the name, no aria-label needed). */
  showLabel?: boolean;
  /** After the value reached the clipboard. */
  onCopied?(value: string): void;
  /** When neither the Clipboard API nor the fallback could copy (the caller may show the value). */
  onCopyFailed?(value: string): void;
  /** Timers for the note; tests pass a hand-driven clock. */
  clock?: Pick<UiClock, 'setTimeout' | 'clearTimeout'>;
}

export function CopyButton({ value, label, copiedLabel, showLabel = false, onCopied, onCopyFailed, clock = browserClock }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<UiTimerId | undefined>(undefined);
  const mounted = useRef(true);
  // The clock of the last render, read by the unmount cleanup (a new clock object must not
  // cancel a running note).
  const clockRef = useRef(clock);
  useEffect(() => {
    clockRef.current = clock;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (hideTimer.current !== undefined) clockRef.current.clearTimeout(hideTimer.current);
    };
  }, []);

  const copy = async () => {
    const ok = await copyText(value, button.current);
    if (!mounted.current) return;
    if (!ok) {
      onCopyFailed?.(value);
      return;
    }
    // A second copy restarts the 3 s rather than hiding the note early.
    if (hideTimer.current !== undefined) clock.clearTimeout(hideTimer.current);
    setCopied(true);
    hideTimer.current = clock.setTimeout(() => {
      hideTimer.current = undefined;
      setCopied(false);
    }, COPY_TOOLTIP_MS);
    onCopied?.(value);
  };

  return (
    <span className="cashier-copy">
      <button
        ref={button}
        type="button"
        className={showLabel ? 'cashier-button cashier-button--secondary cashier-copy__button' : 'cashier-icon-button cashier-copy__button'}
        aria-label={showLabel ? undefined : label}
        title={showLabel ? undefined : label}
        data-copied={copied ? 'true' : undefined}
        onClick={() => void copy()}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        {showLabel ? <span className="cashier-button__label">{label}</span> : null}
      </button>
      <span className="cashier-copy__status" role="status">
        {copied ? <span className="cashier-copy__tooltip">{copiedLabel}</span> : null}
      </span>
    </span>
  );
}
