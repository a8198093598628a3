/**
 * SWEEP-12: what a sweepstake page shows when its fetch failed or came back empty — a heading, a
 * hint and Retry, announced politely (the failure itself is only logged). Never a crash, never the
 * error page: the rest of the cashier still works.
 */
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';
import { RefreshIcon } from './page-icons.tsx';
import { StatusPanel } from './status-panel.tsx';

export interface SweepstakeEmptyProps {
  title: string;
  hint: string;
  retryLabel: string;
  onRetry(): void;
  /** More actions (e.g. "Choose another package"). */
  children?: ReactNode;
}

export function SweepstakeEmpty({ title, hint, retryLabel, onRetry, children }: SweepstakeEmptyProps) {
  return (
    <div className="cashier-sweep-empty">
      <p className="cashier-visually-hidden" role="status">
        {title}
      </p>
      <StatusPanel icon={<AlertIcon />} title={title} hint={hint}>
        <Button icon={<RefreshIcon />} onClick={onRetry}>
          {retryLabel}
        </Button>
        {children}
      </StatusPanel>
    </div>
  );
}
