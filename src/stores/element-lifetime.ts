/**
 * One cashier session = one time an element is on the page. When the element leaves (the host
 * closed the cashier), the session's state goes with it, so the next `<payment-cashier>` starts
 * afresh: handshake, method list, selection, transaction, and the once-per-session latches that
 * flows keep (registered with `onSessionEnd`). Host settings ($config) and the user record stay:
 * a new element sets its own, and a moved element keeps them.
 */
import { resetHandshake } from './config.ts';
import { resetMethods } from './methods.ts';
import { clearNavigationRequest } from './navigation.ts';
import { clearSelection } from './selection.ts';
import { resetTransaction } from './transaction.ts';

const endListeners = new Set<() => void>();

/** Registers a reset to run when a session ends (e.g. a flow's "onInit sent" latch). */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Ends the current session: everything that belonged to it is reset. */
export function endCashierSession(): void {
  resetHandshake();
  resetMethods();
  clearSelection();
  resetTransaction();
  clearNavigationRequest();
  for (const listener of [...endListeners]) listener();
}
