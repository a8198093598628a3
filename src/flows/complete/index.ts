/**
 * The deposit complete (status) page (flows §2, §4 "Transaction status on the complete page";
 * STATUS-04..18). Every deposit ends here, so it is fetched once the list is idle (`prefetch`).
 */
const complete = () => import('./complete.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-complete': complete,
  },
  // Reached after every deposit: fetch it once the first screen is idle.
  prefetch: ['deposit-complete'],
};
