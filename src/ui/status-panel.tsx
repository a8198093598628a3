/**
 * A centred state message: icon, heading, hint and actions. Used by the error, empty and
 * region-failure states so they look alike.
 */
import type { ReactNode } from 'react';

export interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  hint?: string;
  /** Extra text under the hint (e.g. the error message). */
  detail?: string;
  tone?: 'neutral' | 'danger';
  /** Buttons and links. */
  children?: ReactNode;
}

export function StatusPanel({ icon, title, hint, detail, tone = 'neutral', children }: StatusPanelProps) {
  return (
    <section className={`cashier-status cashier-status--${tone}`}>
      <span className="cashier-status__icon">{icon}</span>
      <h2 className="cashier-status__title">{title}</h2>
      {hint ? <p className="cashier-status__hint">{hint}</p> : null}
      {detail ? <p className="cashier-status__detail">{detail}</p> : null}
      {children ? <div className="cashier-status__actions">{children}</div> : null}
    </section>
  );
}
