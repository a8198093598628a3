/**
 * The cash page (flows §1, §2 "Other redirect pages"; REDIR-07/08): a cash method (cardViewType
 * 20) opens it from the list; the player reaches an agent through a messenger link.
 */
import { CARD_VIEW_TYPE } from '../../domain/card-view-types.ts';
import { choicePage, type PageClaim, type RouteNode } from '../../domain/flow-pages.ts';

const cash = () => import('./cash.screen.tsx');

/** The cash page's path: only this declaration leads there (decision ROOMS-02). */
const DEPOSIT_CASH = '/deposit/cash';

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    choicePage(DEPOSIT_CASH, 'deposit-cash'),
  ] satisfies RouteNode[],
  opens: [
    { path: DEPOSIT_CASH, cardViewType: CARD_VIEW_TYPE.CASH },
  ] satisfies PageClaim[],
  screens: {
    'deposit-cash': cash,
  },
};
