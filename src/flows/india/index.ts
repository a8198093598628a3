/**
 * The India flow (flows §2 "India", §3 "India invoice", §4 "Complete and prepare"; INDIA-01..04,
 * issue #13 deliverable 5): the base page prepares the invoice (validate, deposit-prepare), the
 * invoice page shows where to pay and takes "I have paid". The two pages share one chunk
 * (pages.ts): each lazy import costs the entry a list of the chunks it shares.
 */
const pages = () => import('./pages.ts');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-india': () => pages().then((m) => ({ default: m.IndiaScreen })),
    'deposit-india-invoice': () => pages().then((m) => ({ default: m.IndiaInvoiceScreen })),
  },
};
