/**
 * The India flow (flows §2 "India", §3 "India invoice", §4 "Complete and prepare"; INDIA-01..04,
 * issue #13 deliverable 5): the base page prepares the invoice (validate, deposit-prepare), the
 * invoice page shows where to pay and takes "I have paid". The two pages share one chunk
 * (screens.ts): each lazy import costs the entry a list of the chunks it shares.
 */
import { CARD_VIEW_TYPE } from '../../domain/card-view-types.ts';
import { DEPOSIT_INDIA, DEPOSIT_INDIA_INVOICE } from '../../domain/paths.ts';
import { choicePage, type PageClaim, type RouteNode } from '../../domain/flow-pages.ts';

const pages = () => import('./screens.ts');

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    choicePage(DEPOSIT_INDIA, 'deposit-india'),
    choicePage(DEPOSIT_INDIA_INVOICE, 'deposit-india-invoice'),
  ] satisfies RouteNode[],
  opens: [
    // Decision INDIA-04: the India page prepares an invoice; an India wallet app (UPI, PhonePe)
    // has nothing to prepare and starts on the redirect page, whose Deposit opens the app.
    { path: DEPOSIT_INDIA, cardViewType: CARD_VIEW_TYPE.INDIA, method: (method) => method.isPreparationRequired === true },
  ] satisfies PageClaim[],
  screens: {
    'deposit-india': () => pages().then((m) => ({ default: m.IndiaScreen })),
    'deposit-india-invoice': () => pages().then((m) => ({ default: m.IndiaInvoiceScreen })),
  },
};
