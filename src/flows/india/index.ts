/**
 * The India flow (flows §2 "India", §3 "India invoice", §4 "Complete and prepare"; INDIA-01..04,
 * issue #13 deliverable 5): the base page prepares the invoice (validate, deposit-prepare), the
 * invoice page shows where to pay and takes "I have paid". Each page is a lazy chunk.
 */
const indiaBase = () => import('./india.screen.tsx');
const indiaInvoice = () => import('./india-invoice.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-india': indiaBase,
    'deposit-india-invoice': indiaInvoice,
  },
};
