/**
 * The pages a page leads to without a tap on a list tile (decision TAP-04), by screen key:
 * - `PAGES_AHEAD`: what a tap on the page opens (sub-pages, the next step of a list), fetched once the
 *   page is idle;
 * - `PAGES_AFTER_ANSWER`: what a backend answer opens after a press (`deposit-create`,
 *   `deposit-prepare`, `withdrawal-create`, a p2p check): every page the answer can lead to for that
 *   page's kind of method, fetched the moment the press shows its busy state, while the call is in
 *   flight — not before: on a slow link they would compete with the sub-pages the player may open
 *   instead (the guides), and most players who open a page never press.
 * The complete page, where every deposit ends, is fetched with the list (the complete flow's `prefetch`).
 */

/** Every page deposit-create can answer with for a method of the redirect page (CREATE-22..25). */
const AFTER_CREATE = ['deposit-redirect-unified-form', 'deposit-host-to-host', 'deposit-redirect-eazype', 'deposit-complete'];

export const PAGES_AHEAD: Readonly<Record<string, readonly string[]>> = {
  'deposit-redirect': ['deposit-redirect-instruction', 'deposit-video-instruction'],
  'deposit-group-redirect': ['deposit-redirect-instruction', 'deposit-video-instruction'],
  'deposit-crypto-list': ['deposit-crypto-address'],
  'deposit-p2p-list': ['deposit-p2p-base'],
  'deposit-p2p-base': ['deposit-p2p-instruction'],
  'cb-deposit': ['deposit-crypto-address', 'deposit-group-list'],
  'withdrawal-list': ['withdrawal-redirect', 'withdrawal-group-list'],
  'withdrawal-group-list': ['withdrawal-redirect'],
  'withdrawal-redirect': ['withdrawal-nigerian-banks', 'deposit-redirect-instruction'],
  'sweep-deposit-list': ['sweep-deposit-select-method'],
  'sweep-deposit-select-method': ['deposit-crypto-list'],
  'sweep-withdrawal-methods': ['sweep-withdrawal-crypto-list', 'sweep-withdrawal-convert'],
};

export const PAGES_AFTER_ANSWER: Readonly<Record<string, readonly string[]>> = {
  'deposit-redirect': AFTER_CREATE,
  'deposit-group-redirect': AFTER_CREATE,
  'deposit-p2p-base': ['deposit-p2p-invoice', 'deposit-p2p-unified-form', 'deposit-complete'],
  'deposit-india': ['deposit-india-invoice', 'deposit-complete'],
  'deposit-india-invoice': ['deposit-complete'],
  'deposit-onramp': ['deposit-onramp-offer-list', 'deposit-complete'],
  'deposit-host-to-host': ['deposit-complete'],
  'deposit-redirect-eazype': ['deposit-complete'],
  'deposit-redirect-pix': ['deposit-complete'],
  'deposit-redirect-unified-form': ['deposit-complete'],
  'deposit-p2p-unified-form': ['deposit-complete'],
  'deposit-p2p-invoice': ['deposit-complete'],
  'withdrawal-redirect': ['withdrawal-confirm', 'withdrawal-complete'],
  'withdrawal-confirm': ['withdrawal-complete'],
  'sweep-deposit-select-method': ['deposit-redirect', 'deposit-complete'],
  'sweep-withdrawal-convert': ['sweep-withdrawal-complete'],
};
