/**
 * The on-ramp flow (flows §2 "On-ramp base and offer list", §4 "On-ramp resume"; ONRAMP-01..14):
 * a card view type 13 method opens `/deposit/onramp` (LIST-19), where the player picks the country,
 * currency and amount; the created deposit's offers are `/deposit/onramp/offer-list`. The two pages
 * share one chunk (pages.ts): each lazy import costs the entry a list of the chunks it shares.
 */
const pages = () => import('./pages.ts');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-onramp': () => pages().then((m) => ({ default: m.OnrampScreen })),
    'deposit-onramp-offer-list': () => pages().then((m) => ({ default: m.OfferListScreen })),
  },
};
