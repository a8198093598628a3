/**
 * The on-ramp flow (flows §2 "On-ramp base and offer list", §4 "On-ramp resume"; ONRAMP-01..14):
 * a card view type 13 method opens `/deposit/onramp` (LIST-19), where the player picks the country,
 * currency and amount; the created deposit's offers are `/deposit/onramp/offer-list`.
 */
const base = () => import('./onramp.screen.tsx');
const offers = () => import('./offer-list.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-onramp': base,
    'deposit-onramp-offer-list': offers,
  },
};
