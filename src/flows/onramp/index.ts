/**
 * The on-ramp flow (flows §2 "On-ramp base and offer list", §4 "On-ramp resume"; ONRAMP-01..14):
 * a card view type 13 method opens `/deposit/onramp` (LIST-19), where the player picks the country,
 * currency and amount; the created deposit's offers are `/deposit/onramp/offer-list`. The two pages
 * share one chunk (screens.ts): each lazy import costs the entry a list of the chunks it shares.
 */
import { CARD_VIEW_TYPE } from '../../domain/card-view-types.ts';
import { DEPOSIT_ONRAMP, DEPOSIT_ONRAMP_OFFER_LIST } from '../../domain/paths.ts';
import { choicePage, type PageClaim, type RouteNode } from '../../domain/flow-pages.ts';

const pages = () => import('./screens.ts');

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    choicePage(DEPOSIT_ONRAMP, 'deposit-onramp'),
    choicePage(DEPOSIT_ONRAMP_OFFER_LIST, 'deposit-onramp-offer-list'),
  ] satisfies RouteNode[],
  opens: [
    { path: DEPOSIT_ONRAMP, cardViewType: CARD_VIEW_TYPE.ONRAMP },
  ] satisfies PageClaim[],
  screens: {
    'deposit-onramp': () => pages().then((m) => ({ default: m.OnrampScreen })),
    'deposit-onramp-offer-list': () => pages().then((m) => ({ default: m.OfferListScreen })),
  },
};
