/**
 * The redirect flow (flows §2 "Redirect base"; REDIR-01/02): the amount and Deposit button page
 * every card-like method opens, under `/deposit/redirect` and `/deposit/group/redirect`. Lazy:
 * it is fetched once the list is on screen and the browser is idle (`prefetch`).
 */
import { DEPOSIT_GROUP_REDIRECT, DEPOSIT_REDIRECT } from '../../domain/paths.ts';
import { choicePage, type RouteNode } from '../../domain/flow-pages.ts';

const redirect = () => import('./redirect.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    choicePage(DEPOSIT_REDIRECT, 'deposit-redirect'),
    choicePage(DEPOSIT_GROUP_REDIRECT, 'deposit-group-redirect'),
  ] satisfies RouteNode[],
  screens: {
    'deposit-redirect': redirect,
    'deposit-group-redirect': redirect,
  },
  // A tap on most methods opens this page: fetch it once the first screen is idle.
  prefetch: ['deposit-redirect'],
};
