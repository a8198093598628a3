/**
 * What the app shell shares with its header and screens: the per-instance history, the
 * matched route and the active mode. Screens of src/flows use wouter hooks instead
 * (ARCHITECTURE §2: flows do not import app); these hooks are for the app's own screens.
 */
import { createContext, useContext } from 'react';
import type { MemoryHistory } from './memory-history.ts';
import type { RouteDef, RouteMode } from './routes.ts';

export interface AppRouteContext {
  history: MemoryHistory;
  route: RouteDef;
  mode: RouteMode;
}

export const RouteContext = createContext<AppRouteContext | null>(null);

/** The shell's route context; throws outside the app (a wiring bug, not a user state). */
export function useAppRoute(): AppRouteContext {
  const value = useContext(RouteContext);
  if (!value) throw new Error('useAppRoute outside <CashierApp>');
  return value;
}

/** The current history entry's state (e.g. the error page's `{ message, stack }`). */
export function useHistoryState(): unknown {
  return useAppRoute().history.useState();
}
