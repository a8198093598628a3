/**
 * A page heading made of a server text (a method or group label) in any script: `dir="auto"`, so
 * not Page's plain title. Its alignment follows the layout, not its own script (styles/ui-parts.css,
 * decision LIST-15), so a Latin label on an Arabic page still starts on the right.
 */
import type { ReactNode } from 'react';

export function ServerTitle({ children }: { children: ReactNode }) {
  return (
    <h2 className="cashier-page__title" dir="auto">
      {children}
    </h2>
  );
}
