/**
 * Builds the history guard from the pure decisions in guards.ts: sets the performance mark,
 * runs the guards and applies their effects (ROUTE-25..30).
 */
import type { NavigationGuard } from './memory-history.ts';
import { guardNavigation, markNavigationStart } from './guards.ts';
import type { RouteMode } from './routes.ts';
import type { Scope } from '../stores/scope.ts';

export interface GuardDeps {
  getMode(): RouteMode;
  hasSelection(): boolean;
  /** ROUTE-26: clear the choice so the list starts fresh (the refetch query reloads it). */
  restoreMethodList(): void;
  perf?: Pick<Performance, 'mark'>;
}

/** The guard the app installs on its memory history. */
export function createNavigationGuard(scope: Scope, deps: GuardDeps): NavigationGuard {
  return (path, info) => {
    // ROUTE-29: at the start of each navigation (the first entry included), before any redirect;
    // a re-check of the page already shown is not a navigation.
    if (info.kind !== 'check') markNavigationStart(path, deps.perf);
    const decision = guardNavigation(scope, path, { mode: deps.getMode(), hasSelection: deps.hasSelection(), ...(info.from === undefined ? {} : { from: info.from }) });
    if (decision.effects.includes('restore-method-list')) deps.restoreMethodList();
    return { path: decision.path, replace: info.replace };
  };
}
