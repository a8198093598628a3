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

/** LIST-18..20: selects the method (with its group when picked inside one) and opens its page. */
export function chooseMethod(method: PaymentMethod, group?: PaymentGroup): void {
  selectMethod(method, group);
  requestNavigation(methodPath(method, group !== undefined, hasPage));
}

/** LIST-17: selects the group and opens its page. */
export function chooseGroup(group: PaymentGroup): void {
  selectGroup(group);
  requestNavigation(groupPath(group, hasPage));
}
