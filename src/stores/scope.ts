/**
 * One world per element (issue #22): a `Scope` owns the state of one `<payment-cashier>` — its
 * stores, navigation, transport client and host connection. A store is declared once with
 * `scoped(create)` and made per scope on first use, so two cashiers on one page never share a
 * value, a call or an event, and a test gets a fresh world by making a fresh scope.
 *
 * Nothing here is implicit: code that reads a store is handed the scope (a parameter, or
 * `useScope()` in a component). A "current scope" global would be read after an `await` by
 * whichever element ran last — the very bug this file exists to remove.
 */

/** The state of one cashier element. */
export interface Scope {
  /** Small number for logs and debugging; never used to look anything up. */
  readonly id: number;
  /** Runs `stop` when the scope is disposed (the element's world is thrown away). */
  onDispose(stop: () => void): void;
  /** Stops everything registered with `onDispose`, newest first. The values stay readable. */
  dispose(): void;
}

interface ScopeInternals extends Scope {
  readonly slots: Map<object, unknown>;
}

let nextId = 1;

/** A new, empty world. The element makes one per instance; a test makes one per test. */
export function createScope(): Scope {
  const stops: Array<() => void> = [];
  const scope: ScopeInternals = {
    id: nextId++,
    slots: new Map(),
    onDispose: (stop) => void stops.push(stop),
    dispose: () => {
      for (const stop of stops.splice(0).reverse()) stop();
    },
  };
  return scope;
}

/**
 * Declares a value every scope has its own copy of (an atom, a map, a computed store, a state
 * record), made by `create` the first time that scope asks for it.
 */
export function scoped<T>(create: (scope: Scope) => T): (scope: Scope) => T {
  const key = {};
  return (scope) => {
    const slots = (scope as ScopeInternals).slots;
    if (slots.has(key)) return slots.get(key) as T;
    const value = create(scope);
    slots.set(key, value);
    return value;
  };
}
