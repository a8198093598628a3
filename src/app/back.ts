/**
 * Back navigation shared by the header back button and the host's `onGoBack` / `onSwipeBack`
 * events (HOST-25, decision HOST-26): follow the route's `backRoute` ('previous' = history back,
 * ROUTE-23). Where the route has no back route the host asked to leave the widget, so the
 * widget posts `onClose`.
 */
import { notifyHost } from '../stores/host-outbox.ts';
import { currentMode } from './app-history.ts';
import type { MemoryHistory } from './memory-history.ts';
import { resolvePath, splitPath } from './routes.ts';
import type { RouteDef, RouteMode } from './routes.ts';
import { scoped, type Scope } from '../stores/scope.ts';

/** What a back action does. */
export type BackAction =
  | { kind: 'history' }
  | { kind: 'navigate'; to: string }
  | { kind: 'leave' };

/**
 * Pure decision: 'previous' → history back when there is an entry, else the route's list;
 * a path → history back when the previous entry is that page (keeps the stack short), else
 * replace with it; no back route → leave.
 */
export function backAction(route: RouteDef | undefined, history: Pick<MemoryHistory, 'canGoBack' | 'peekBack'>): BackAction {
  const back = route?.meta.backRoute;
  if (!route || !back) return { kind: 'leave' };
  if (back === 'previous') return history.canGoBack() ? { kind: 'history' } : { kind: 'navigate', to: route.listRoot };
  const previous = history.peekBack();
  if (previous !== undefined && splitPath(previous).pathname === back) return { kind: 'history' };
  return { kind: 'navigate', to: back };
}

/** Runs a back action on `history`. */
export function applyBack(scope: Scope, action: BackAction, history: MemoryHistory): void {
  if (action.kind === 'history') history.back();
  else if (action.kind === 'navigate') history.navigate(action.to, { replace: true });
  // HOST-26: back past the first page means leaving the widget.
  else notifyHost(scope, 'onClose', { reason: 'back' });
}

/**
 * Decision STATUS-RETRY: returns to `to` — history back when the previous entry is that page
 * (one copy of it in the history, so one Back press leaves it), else `to` in place of this page.
 */
export function returnTo(history: MemoryHistory, to: string): void {
  const previous = history.peekBack();
  if (previous !== undefined && splitPath(previous).pathname === splitPath(to).pathname) history.back();
  else history.navigate(to, { replace: true });
}

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  active: MemoryHistory | null;
} => ({
  active: null,
}));

/** The app registers its history while mounted; returns the unregister function. */
export function setActiveHistory(scope: Scope, history: MemoryHistory): () => void {
  const state = local(scope);
  state.active = history;
  return () => {
    if (state.active === history) state.active = null;
  };
}

/**
 * Goes back from the current page of `history` (default: the mounted app's). Called by the
 * header back button and, through the element, on the host's `onGoBack` / `onSwipeBack`.
 * @returns the action taken, or null when no app is mounted.
 */
export function goBack(scope: Scope, history: MemoryHistory | null = local(scope).active, mode: RouteMode = currentMode(scope)): BackAction | null {
  if (!history) return null;
  const resolved = resolvePath(history.href, mode);
  const action = backAction(resolved.kind === 'route' ? resolved.route : undefined, history);
  applyBack(scope, action, history);
  return action;
}
