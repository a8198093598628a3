/**
 * What the header shows for a route (ROUTE-31..36), as a pure function of the route, the
 * host's `closingButton` and the query.
 */
import { resolvePath, splitPath } from './routes.ts';
import type { RouteDef, RouteMode, TransactionKind } from './routes.ts';

export interface HeaderView {
  /** ROUTE-24 decision: hide-payment-header hides the whole header. */
  visible: boolean;
  /** ROUTE-31: a back button when the route has a back route… */
  showBack: boolean;
  /** …otherwise this title key. */
  titleKey: string;
  /** ROUTE-32: host allows it and the route does not hide it. */
  showClose: boolean;
}

/** Reads `transaction` from a query string; anything but 'withdrawal' is a deposit. */
export function transactionFromSearch(search: string): TransactionKind | undefined {
  const value = new URLSearchParams(search).get('transaction');
  return value === 'deposit' || value === 'withdrawal' ? value : undefined;
}

/**
 * The transaction kind of the page at `path` (shell §2 route meta; /empty honours its `transaction`
 * query, as its title does): it decides which analytics events are sent (AN-01). Undefined for a
 * path that only redirects (the guards move on from it at once).
 */
export function transactionOfPath(path: string, mode: RouteMode): TransactionKind | undefined {
  const resolution = resolvePath(path, mode);
  if (resolution.kind !== 'route') return undefined;
  const { meta } = resolution.route;
  return (meta.transactionFromQuery ? transactionFromSearch(splitPath(path).search) : undefined) ?? meta.transaction;
}

/** The title key of a route, honouring the `transaction` query on /empty (decision ROUTE-36). */
export function titleKeyFor(route: RouteDef, mode: RouteMode, search: string): string {
  const fromQuery = route.meta.transactionFromQuery ? transactionFromSearch(search) : undefined;
  if (!fromQuery || fromQuery === route.meta.transaction) return route.meta.titleKey;
  const role = route.meta.titleKey.endsWith('.form') ? 'form' : 'method';
  return `header.${mode === 'sweep' ? 'sweep' : 'title'}.${fromQuery}.${role}`;
}

/** The header for `route`. */
export function headerView(route: RouteDef, options: { closingButton: boolean; mode: RouteMode; search: string }): HeaderView {
  return {
    visible: !route.meta.hidePaymentHeader,
    showBack: route.meta.backRoute !== undefined,
    titleKey: titleKeyFor(route, options.mode, options.search),
    showClose: options.closingButton && !route.meta.hideClosingButton,
  };
}
