/** A square icon-only button with an accessible label (44 × 44 px touch target). */
import type { ReactNode } from 'react';

export interface IconButtonProps {
  /** Accessible name; also shown as a tooltip. */
  label: string;
  onClick(): void;
  children: ReactNode;
  className?: string;
}

export function IconButton({ label, onClick, children, className }: IconButtonProps) {
  return (
    <button
      type="button"
      className={className ? `cashier-icon-button ${className}` : 'cashier-icon-button'}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
