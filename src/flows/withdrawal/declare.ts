/**
 * The withdrawal flow's routes (ROUTE-11, ROUTE-17; decision ROOMS-01). A file of its own, not
 * index.ts: the flow is lazy (src/app/wallet-flows.ts) and the route table in the entry reads only
 * this, as the whole `/withdrawal` tree but the region page (no `tree` to say). Both redirect routes are the one amount page and the instruction is the shared slides
 * page (decision WD-05); the region page is the app's.
 */
import { choicePage, type RouteNode } from '../../domain/flow-pages.ts';
import { WITHDRAWAL_COMPLETE, WITHDRAWAL_CONFIRM, WITHDRAWAL_GROUP_LIST, WITHDRAWAL_GROUP_REDIRECT, WITHDRAWAL_LIST, WITHDRAWAL_NIGERIAN_BANKS, WITHDRAWAL_REDIRECT, WITHDRAWAL_REDIRECT_INSTRUCTION } from '../../domain/paths.ts';

export const declared = {
  routes: [
    { path: WITHDRAWAL_LIST, name: 'withdrawal-list', title: 'method' },
    choicePage(WITHDRAWAL_REDIRECT, 'withdrawal-redirect'),
    choicePage(WITHDRAWAL_REDIRECT_INSTRUCTION, 'withdrawal-redirect-instruction', { screen: 'deposit-redirect-instruction' }),
    choicePage(WITHDRAWAL_NIGERIAN_BANKS, 'withdrawal-nigerian-banks'),
    { path: WITHDRAWAL_GROUP_LIST, name: 'withdrawal-group-list', title: 'method', backRoute: WITHDRAWAL_LIST, requiresSelection: true },
    choicePage(WITHDRAWAL_GROUP_REDIRECT, 'withdrawal-group-redirect', { screen: 'withdrawal-redirect' }),
    choicePage(WITHDRAWAL_CONFIRM, 'withdrawal-confirm'),
    { path: WITHDRAWAL_COMPLETE, name: 'withdrawal-complete' },
  ] satisfies RouteNode[],
};
