/**
 * The redirect flow (flows §2 "Redirect base"; REDIR-01/02): the amount and Deposit button page
 * every card-like method opens, under `/deposit/redirect` and `/deposit/group/redirect`. Lazy:
 * it is fetched once the list is on screen and the browser is idle (`prefetch`).
 */
const redirect = () => import('./redirect.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-redirect': redirect,
    'deposit-group-redirect': redirect,
  },
  // A tap on most methods opens this page: fetch it once the first screen is idle.
  prefetch: ['deposit-redirect'],
};
