/**
 * LIST-10: when a list page loads its methods. A `refetch` query value loads once per appearance
 * (the error page's Refresh, the guard's restore); otherwise the page loads only when nothing is
 * loaded. Shared by the deposit list and the crypto-balance index.
 */
import { useEffect, useRef } from 'react';

export function useListLoad(refetch: boolean, idle: boolean, load: (options: { refetch?: boolean }) => unknown): void {
  const refetchStarted = useRef(false);
  useEffect(() => {
    if (refetch) {
      if (!refetchStarted.current) {
        refetchStarted.current = true;
        void load({ refetch: true });
      }
      return;
    }
    refetchStarted.current = false;
    if (idle) void load({});
    // `load` is a module function of the page's model: it never changes.
  }, [refetch, idle]);
}
