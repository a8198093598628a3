/**
 * In-memory history for one <payment-cashier> instance. wouter's `memoryLocation` has no
 * back(), and the spec needs it (shell §2: backRoute 'previous' = history back; HOST-26),
 * so this keeps a real entry stack with per-entry state and a guard hook that runs before
 * every committed navigation (shell §2 "Route guards").
 */
import { useSyncExternalStore } from 'react';

/** Options accepted by `navigate`, matching wouter's NavigateOptions. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Go to exactly this path: the guard does not move it into the tree the page shown belongs to (a host's `route`). */
  exact?: boolean;
}

/** One stack entry: path with its search (`/error?backRoute=%2Fdeposit`) and its state. */
export interface HistoryEntry {
  path: string;
  state: unknown;
}

/** 'initial' = the first entry when the guard is installed; 'check' = a re-check of the current entry. */
export type NavigationKind = 'push' | 'back' | 'initial' | 'check';

/** What a guard returns: where to actually go and whether to replace the entry. */
export interface GuardResult {
  path: string;
  replace?: boolean;
}

/**
 * Runs before each navigation (push, replace, back and re-checks). Returns the final target;
 * returning the same path lets the navigation through.
 */
export type NavigationGuard = (path: string, info: { replace: boolean; kind: NavigationKind; from?: string }) => GuardResult;

/** A wouter location hook with its search hook attached. */
export interface MemoryLocationHook {
  (): [string, (to: string, options?: NavigateOptions) => void];
  searchHook: () => string;
}

/** The per-instance history: navigation, back, state, subscription and wouter hooks. */
export interface MemoryHistory {
  /** Current pathname, without the search. */
  readonly pathname: string;
  /** Current search, without the leading '?'. */
  readonly search: string;
  /** Pathname plus search, as navigated to. */
  readonly href: string;
  /** State attached to the current entry (e.g. the error page message). */
  readonly state: unknown;
  /** Position in the stack and the stack length. */
  readonly index: number;
  readonly length: number;
  navigate(to: string, options?: NavigateOptions): void;
  /** Goes one entry back; returns false (and does nothing) at the first entry. */
  back(): boolean;
  canGoBack(): boolean;
  /** The href of the entry `back()` would return to, if any. */
  peekBack(): string | undefined;
  /** Installs the guard and re-checks the current entry with it (replace). */
  setGuard(guard: NavigationGuard | null): void;
  /** Re-runs the guard on the current entry, e.g. after the view type changed. */
  recheck(): void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** wouter `hook` (with `searchHook`) bound to this history. */
  readonly hook: MemoryLocationHook;
  /** React hook returning the current entry's state. */
  useState(): unknown;
}

const splitHref = (href: string): [string, string] => {
  const at = href.indexOf('?');
  return at < 0 ? [href || '/', ''] : [href.slice(0, at) || '/', href.slice(at + 1)];
};

/** Creates an independent history whose first entry is `initialPath` (default '/'). */
export function createMemoryHistory(initialPath = '/', initialState: unknown = null): MemoryHistory {
  const entries: HistoryEntry[] = [{ path: initialPath, state: initialState }];
  let index = 0;
  let guard: NavigationGuard | null = null;
  let listeners: Array<() => void> = [];

  const current = (): HistoryEntry => entries[index] ?? { path: '/', state: null };
  const emit = (): void => {
    for (const listener of listeners) listener();
  };

  const commit = (path: string, state: unknown, replace: boolean): void => {
    if (replace) {
      entries[index] = { path, state };
    } else {
      // A push after going back drops the forward entries, like a browser.
      entries.splice(index + 1, entries.length, { path, state });
      index = entries.length - 1;
    }
    emit();
  };

  const guarded = (path: string, replace: boolean, kind: NavigationKind, from?: string): GuardResult =>
    guard ? guard(path, from === undefined ? { replace, kind } : { replace, kind, from }) : { path, replace };

  const navigate = (to: string, options: NavigateOptions = {}): void => {
    const replace = options.replace === true;
    // A page's own navigation says where it comes from, so the guard can keep it in its tree.
    const result = guarded(to, replace, 'push', options.exact === true ? undefined : current().path);
    // A redirected navigation keeps the state only when it lands where it was sent.
    const state = result.path === to ? (options.state ?? null) : null;
    commit(result.path, state, replace || result.replace === true);
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners = [...listeners, listener];
    return () => {
      listeners = listeners.filter((l) => l !== listener);
    };
  };

  const recheck = (kind: NavigationKind = 'check'): void => {
    const entry = current();
    const result = guarded(entry.path, true, kind);
    if (result.path !== entry.path) commit(result.path, null, true);
  };

  const pathnameOf = (): string => splitHref(current().path)[0];
  const searchOf = (): string => splitHref(current().path)[1];

  const hook = (() => [useSyncExternalStore(subscribe, pathnameOf), navigate]) as MemoryLocationHook;
  hook.searchHook = () => useSyncExternalStore(subscribe, searchOf);

  return {
    get pathname() {
      return pathnameOf();
    },
    get search() {
      return searchOf();
    },
    get href() {
      return current().path;
    },
    get state() {
      return current().state;
    },
    get index() {
      return index;
    },
    get length() {
      return entries.length;
    },
    navigate,
    back() {
      if (index === 0) return false;
      index -= 1;
      const entry = current();
      const result = guarded(entry.path, false, 'back');
      if (result.path !== entry.path) entries[index] = { path: result.path, state: null };
      emit();
      return true;
    },
    canGoBack: () => index > 0,
    peekBack: () => (index > 0 ? entries[index - 1]?.path : undefined),
    setGuard(next) {
      guard = next;
      if (guard) recheck('initial');
    },
    recheck: () => recheck(),
    subscribe,
    hook,
    useState: () => useSyncExternalStore(subscribe, () => current().state),
  };
}
