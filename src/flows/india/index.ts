/**
 * The India flow (flows §2 "India", §3 "India invoice", §4 "Complete and prepare"; INDIA-01..04,
 * issue #13 deliverable 5): the base page prepares the invoice (validate, deposit-prepare), the
 * invoice page shows where to pay and takes "I have paid". Each page is a lazy chunk, reached
 * through screens.ts so the entry carries one short import instead of two preload lists.
 */
const screens = () => import('./screens.ts');
const indiaBase = () => screens().then((s) => s.indiaBase());
const indiaInvoice = () => screens().then((s) => s.indiaInvoice());

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-india': indiaBase,
    'deposit-india-invoice': indiaInvoice,
  },
};
