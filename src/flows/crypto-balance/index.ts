/**
 * The crypto-balance mode's index (flows §2 "Crypto-balance index"; CB-01..08): the fiat and crypto
 * tabs, the currency selector and the method list at `/cryptobalance/deposit`, a lazy chunk of its
 * own that loads the methods when it mounts. Its sub-pages reuse the deposit screens (the route
 * table's screen keys), and the router keeps their navigation inside the mode (decision CB-04).
 * Only this file is in the entry (whose budget is tight), so it holds nothing but its route and the loader.
 */
import { CB_DEPOSIT } from '../../domain/paths.ts';
import type { RouteNode } from '../../domain/flow-pages.ts';

/** The flow, as the app registers it (src/app/flows.ts); a new connection is a new world, so nothing to reset. */
export const flow = {
  routes: [
    { path: CB_DEPOSIT, name: 'cb-deposit', tree: 'cb-deposit', title: 'method', tabs: true },
  ] satisfies RouteNode[],
  screens: {
    'cb-deposit': () => import('./crypto-balance.screen.tsx'),
  },
};
