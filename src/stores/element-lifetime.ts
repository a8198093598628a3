/**
 * One cashier session = one time an element is on the page. When the element leaves (the host
 * closed the cashier), the session's state goes with it, so the next `<payment-cashier>` starts
 * afresh: handshake, method list, selection and transaction. The once-per-session latches flows
 * keep are reset by the stop function their `start()` returns (src/app/start.ts). Host settings
 * ($config) and the user record stay: a new element sets its own, and a moved element keeps them.
 */
import { resetHandshake } from './config.ts';
import { resetMethods } from './methods.ts';
import { clearNavigationRequest } from './navigation.ts';
import { clearSelection } from './selection.ts';
import { resetTransaction } from './transaction.ts';

import { type Scope } from './scope.ts';
/** Ends the current session: everything that belonged to it is reset. */
export function endCashierSession(scope: Scope): void {
  resetHandshake(scope);
  resetMethods(scope);
  clearSelection(scope);
  resetTransaction(scope);
  clearNavigationRequest(scope);
}
