/**
 * Which world a rendered cashier belongs to (issue #22). r2wc renders `CashierRoot` with the
 * element's shadow root as its `container` prop; the element binds its scope to that root before
 * r2wc mounts, and the root component provides it to the app through `ScopeContext`.
 */
import { $config } from '../stores/config.ts';
import { createScope, type Scope } from '../stores/scope.ts';
import { $user, setUser } from '../stores/user.ts';

const byRoot = new WeakMap<object, Scope>();

/** Binds `scope` to the shadow root the element renders into. */
export function bindElementScope(root: object, scope: Scope): void {
  byRoot.set(root, scope);
}

/** The scope bound to a shadow root, if any. */
export function boundScope(root: object | undefined): Scope | undefined {
  return root ? byRoot.get(root) : undefined;
}

/**
 * The world an element starts with when it comes back to the page: empty, except for what the host
 * set on the element itself — its settings and the player record — which a moved element keeps.
 */
export function nextElementScope(previous: Scope): Scope {
  const next = createScope();
  $config(next).set({ ...$config(previous).get() });
  setUser(next, $user(previous).get());
  return next;
}
