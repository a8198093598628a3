/** Where the region page goes after a choice (decision LIST-14): its list, refetching. */
import { REFETCH_QUERY } from '../guards.ts';
import { transactionFromSearch } from '../header-view.ts';
import type { RouteDef } from '../routes.ts';
import { DEPOSIT_LIST } from '../../domain/paths.ts';

/**
 * `/deposit/region` → `/deposit?refetch=1`, `/withdrawal/region` → `/withdrawal?refetch=1`,
 * the crypto-balance twins → their parent list, `/empty/region` → the list of the `transaction`
 * query (default deposit). Sweep withdrawal lands on its methods page via the table redirect.
 */
export function regionReturnPath(route: RouteDef, search: string): string {
  if (route.name.startsWith('empty')) {
    const transaction = transactionFromSearch(search) ?? 'deposit';
    return `/${transaction}?${REFETCH_QUERY}`;
  }
  const parent = route.path.replace(/\/region$/, '') || DEPOSIT_LIST;
  return `${parent}?${REFETCH_QUERY}`;
}
