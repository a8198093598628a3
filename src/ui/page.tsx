/** Standard page body: padded column with an optional visible heading. */
import type { ReactNode } from 'react';

export interface PageProps {
  /** Visible page heading (h2; the header holds the h1). */
  title?: string;
  className?: string;
  children: ReactNode;
}

export function Page({ title, className, children }: PageProps) {
  return (
    <div className={className ? `cashier-page ${className}` : 'cashier-page'}>
      {title ? <h2 className="cashier-page__title">{title}</h2> : null}
      {children}
    </div>
  );
}
