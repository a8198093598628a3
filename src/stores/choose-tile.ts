/**
 * LIST-17..20: what a tap on a list tile does, for every page that lists methods (the deposit list,
 * the crypto-balance index): select it and open its page. Inside the crypto-balance mode the router
 * keeps that page in the mode (decision CB-04), so the lists share this too.
 */
import { groupPath, methodPath } from '../domain/method-routes.ts';
import type { PaymentGroup, PaymentMethod } from '../domain/payment-entities.ts';
import { requestNavigation } from './navigation.ts';
import { hasPage } from './pages.ts';
import { selectGroup, selectMethod } from './selection.ts';
import type { Scope } from './scope.ts';

/** LIST-18..20: selects the method (with its group when picked inside one) and opens its page. */
export function chooseMethod(scope: Scope, method: PaymentMethod, group?: PaymentGroup): void {
  selectMethod(scope, method, group);
  requestNavigation(scope, methodPath(method, group !== undefined, hasPage.bind(null, scope)));
}

/** LIST-17: selects the group and opens its page. */
export function chooseGroup(scope: Scope, group: PaymentGroup): void {
  selectGroup(scope, group);
  requestNavigation(scope, groupPath(group, hasPage.bind(null, scope)));
}
