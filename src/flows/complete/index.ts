/**
 * The deposit complete (status) page (flows §2, §4 "Transaction status on the complete page";
 * STATUS-04..18). Every deposit ends here, so it is fetched once the list is idle (`prefetch`).
 */
import { DEPOSIT_COMPLETE, SWEEP_DEPOSIT_COMPLETE } from '../../domain/paths.ts';
import type { RouteNode } from '../../domain/flow-pages.ts';

const complete = () => import('./complete.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    // No back route: the page's own back action follows the `to` query (flows §2).
    { path: DEPOSIT_COMPLETE, name: 'deposit-complete' },
    { path: SWEEP_DEPOSIT_COMPLETE, name: 'sweep-deposit-complete', screen: 'deposit-complete', tree: 'sweep-deposit' },
  ] satisfies RouteNode[],
  screens: {
    'deposit-complete': complete,
  },
  // Reached after every deposit: fetch it once the first screen is idle.
  prefetch: ['deposit-complete'],
};
