/**
 * Route guards (shell §2, flows §2 "Route guards"), as a pure decision: given a requested path
 * and the facts the guards need, where to land and which side effects to run. The navigation
 * guard in navigation-guard.ts applies the effects; memory-history.ts runs it before every commit.
 */
import { CB_ROOT, ROOT_PATH } from '../domain/paths.ts';
import { scopedPath } from '../stores/navigation.ts';
import { resolvePath, splitPath } from './routes.ts';
import type { Resolution, RouteDef, RouteMode } from './routes.ts';
import type { Scope } from '../stores/scope.ts';

/** Side effects a decision asks for. 'restore-method-list' = clear the choice (ROUTE-26/30). */
export type GuardEffect = 'restore-method-list';

/** What the guards need to know. `resolve` is a seam for tests (default: resolvePath). */
export interface GuardContext {
  mode: RouteMode;
  /** A method or a group is chosen ($hasSelection). */
  hasSelection: boolean;
  /** The page a navigation starts from (pushes only): inside the crypto-balance mode, plain paths stay in the mode (decision CB-04). */
  from?: string;
  resolve?: (path: string, mode: RouteMode) => Resolution;
}

export interface GuardDecision {
  /** The path to commit (with its search). */
  path: string;
  route: RouteDef;
  /** True when `path` differs from the requested one. */
  redirected: boolean;
  effects: GuardEffect[];
}

/** ROUTE-30: the query that tells a list page to fetch again (LIST-10). */
export const REFETCH_QUERY = 'refetch=1';

// Redirect chains are short (unknown → / → /deposit); the cap only stops a broken table looping.
const MAX_HOPS = 8;

/** Where a route without a choice goes (ROUTE-26/27, decision ROUTE-30). */
export function restoreTarget(route: RouteDef): string {
  if (route.meta.transaction === 'withdrawal') return `${route.listRoot}?${REFETCH_QUERY}`;
  return `${route.meta.isCryptoBalance ? CB_ROOT : ROOT_PATH}?${REFETCH_QUERY}`;
}

/**
 * Resolves `path` through redirects and the guards:
 * - ROUTE-16 / decision CB-04: a path a page asks for is moved into the tree that page belongs to
 *   (`scopedPath`: the crypto-balance mode keeps plain paths inside the mode);
 * - ROUTE-02/03/15/28 redirects from the table;
 * - ROUTE-25: a route without a name (other than root) → root;
 * - ROUTE-26/27: `requiresSelection` without a chosen method or group → restore the list and
 *   go to root, or to the crypto-balance root for crypto-balance routes.
 */
export function guardNavigation(scope: Scope, requested: string, ctx: GuardContext): GuardDecision {
  const resolve = ctx.resolve ?? resolvePath;
  const effects: GuardEffect[] = [];
  let path = ctx.from === undefined ? requested : scopedPath(requested, ctx.from);
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const result = resolve(path, ctx.mode);
    if (result.kind === 'redirect') {
      path = result.to;
      continue;
    }
    const { route } = result;
    if (!route.name && splitPath(path).pathname !== ROOT_PATH) {
      path = ROOT_PATH;
      continue;
    }
    if (route.meta.requiresSelection && !ctx.hasSelection) {
      if (!effects.includes('restore-method-list')) effects.push('restore-method-list');
      path = restoreTarget(route);
      continue;
    }
    return { path, route, redirected: path !== requested, effects };
  }
  throw new Error(`Route redirect loop at ${requested}`);
}

/** ROUTE-29 / decision ROUTE-30: the performance mark name set at the start of each navigation. */
export const navigationMarkName = (path: string): string => `cashier:navigate:${splitPath(path).pathname}`;

/** Sets the ROUTE-29 mark; `perf` is injectable for tests. Never throws (marks are diagnostics). */
export function markNavigationStart(path: string, perf: Pick<Performance, 'mark'> | undefined = globalThis.performance): void {
  try {
    perf?.mark(navigationMarkName(path));
  } catch {
    // A full or missing performance buffer must not block navigation.
  }
}
