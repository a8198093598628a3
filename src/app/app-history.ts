/**
 * Creates the per-element history with the route guards installed, so guards run before the
 * first render and before every navigation (shell §2 "Route guards").
 */
import { $config } from '../stores/config.ts';
import { resetMethods } from '../stores/methods.ts';
import { $hasSelection, clearSelection } from '../stores/selection.ts';
import { createMemoryHistory } from './memory-history.ts';
import type { MemoryHistory } from './memory-history.ts';
import { createNavigationGuard } from './navigation-guard.ts';
import type { RouteMode } from './routes.ts';
import type { Scope } from '../stores/scope.ts';

/** The route mode from `$config.widgetViewType` (shell §1: main or sweep). */
export const currentMode = (scope: Scope): RouteMode => ($config(scope).get().widgetViewType === 'sweep' ? 'sweep' : 'main');

/** ROUTE-26 / decision ROUTE-30: forget the choice and the loaded list, so the list refetches. */
export function restoreMethodList(scope: Scope): void {
  clearSelection(scope);
  resetMethods(scope);
}

/** A guarded memory history starting at `initialPath` (default '/' → /deposit). */
export function createAppHistory(scope: Scope, initialPath = '/'): MemoryHistory {
  const history = createMemoryHistory(initialPath);
  history.setGuard(
    createNavigationGuard(scope, { getMode: () => currentMode(scope), hasSelection: () => $hasSelection(scope).get(), restoreMethodList: () => restoreMethodList(scope) }),
  );
  return history;
}
