/**
 * Lets stores ask the app's router to move (for example to /error on a request timeout) without
 * importing it: the app listens to `$navigationRequest`, navigates, and reports where it is
 * through `reportLocation` so stores can build back routes.
 */
import { atom } from 'nanostores';
import { scoped, type Scope } from './scope.ts';

export interface NavigationRequest {
  to: string;
  replace: boolean;
  /** History state for the target route, e.g. `{ message, stack }` for /error. */
  state?: unknown;
  /**
   * Return to `to`: go back when the previous entry is that page, else replace with it, so the
   * history holds one copy of a page the player returns to (decision STATUS-RETRY).
   */
  returning?: boolean;
  /** Increases with every request, so asking twice for the same path still notifies. */
  id: number;
}

/** The latest navigation wish, or null when none is pending. */
export const $navigationRequest = scoped(() => (atom<NavigationRequest | null>(null)));

/** The path the router currently shows (memory location), '' before the first report. */
export const $currentPath = scoped(() => (atom<string>('')));

/** This element's own module state (issue #22: one world per element). */
/** Code the crypto-balance chunk installs (shared: it maps paths, it holds no element's state). */
let pathScope: ((to: string, from: string) => string) | undefined;

const local = scoped((): {
  nextId: number;
} => ({
  nextId: 1,
}));

/** Asks the app router to go to `to` (a path with optional query). */
export function requestNavigation(scope: Scope, to: string, opts: { replace?: boolean; state?: unknown } = {}): void {
  const request: NavigationRequest = { to, replace: opts.replace ?? false, id: local(scope).nextId++ };
  if (opts.state !== undefined) request.state = opts.state;
  $navigationRequest(scope).set(request);
}

/** Returns to `to` (back when it is the previous page, else in its place; decision STATUS-RETRY). */
export function requestReturn(scope: Scope, to: string): void {
  $navigationRequest(scope).set({ to, replace: true, returning: true, id: local(scope).nextId++ });
}

/**
 * Asks the app to go back the way the header's back button does (the route's backRoute; shell §2,
 * ROUTE-23), for a page's own Back button. A counter, so two presses in a row both notify.
 */
export const $backRequest = scoped(() => (atom<number>(0)));

/** A page's Back button: the app runs its back action (src/app/back.ts). */
export function requestBack(scope: Scope): void {
  $backRequest(scope).set($backRequest(scope).get() + 1);
}



/** Installs the mapping (`undefined` removes it). */
export function setNavigationScope(map: ((to: string, from: string) => string) | undefined): void {
  pathScope = map;
}

/** `to` moved into the tree of `from`, or `to` itself when no mapping is installed. */
export const scopedPath = (to: string, from: string): string => (pathScope ? pathScope(to, from) : to);

/** Called by the router once it has handled a request. */
export function clearNavigationRequest(scope: Scope): void {
  $navigationRequest(scope).set(null);
}

/** The transaction kind (route meta `transaction`) of the page shown; it decides which analytics events are sent (AN-01). */
export const $routeTransaction = scoped(() => (atom<'deposit' | 'withdrawal'>('deposit')));

/** Called by the router on every location change, with the route's transaction kind when it has one. */
export function reportLocation(scope: Scope, path: string, transaction?: 'deposit' | 'withdrawal'): void {
  if (transaction) $routeTransaction(scope).set(transaction);
  $currentPath(scope).set(path);
}
