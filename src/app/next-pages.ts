/**
 * The pages a page can lead to next without a tap on a tile: its sub-pages and the pages a backend
 * answer opens (issue #24: the next page within 150 ms of the answer). Fetched while the player is
 * on the page and the browser is idle, so a `deposit-create` / `deposit-prepare` /
 * `withdrawal-create` answer finds its page's chunks in (decision TAP-04). By screen key.
 */

/** Every page deposit-create can answer with for a method of the redirect page (CREATE-22..25). */
const AFTER_CREATE = ['deposit-redirect-unified-form', 'deposit-host-to-host', 'deposit-redirect-eazype', 'deposit-crypto-address', 'deposit-complete'];

export const NEXT_PAGES: Readonly<Record<string, readonly string[]>> = {
  'deposit-redirect': [...AFTER_CREATE, 'deposit-redirect-instruction', 'deposit-video-instruction'],
  'deposit-group-redirect': [...AFTER_CREATE, 'deposit-redirect-instruction', 'deposit-video-instruction'],
  'deposit-group-list': ['deposit-redirect'],
  'deposit-crypto-list': ['deposit-crypto-address'],
  'deposit-crypto-address': ['deposit-complete'],
  'deposit-p2p-list': ['deposit-p2p-base'],
  'deposit-p2p-base': ['deposit-p2p-invoice', 'deposit-p2p-unified-form', 'deposit-complete'],
  'deposit-p2p-invoice': ['deposit-complete'],
  'deposit-india': ['deposit-india-invoice', 'deposit-complete'],
  'deposit-india-invoice': ['deposit-complete'],
  'deposit-onramp': ['deposit-onramp-offer-list', 'deposit-complete'],
  'deposit-host-to-host': ['deposit-complete'],
  'deposit-redirect-eazype': ['deposit-complete'],
  'deposit-redirect-pix': ['deposit-complete'],
  'deposit-redirect-unified-form': ['deposit-complete'],
  'deposit-p2p-unified-form': ['deposit-complete'],
  'cb-deposit': ['deposit-redirect', 'deposit-crypto-address', 'deposit-group-list'],
  'withdrawal-list': ['withdrawal-redirect', 'withdrawal-group-list', 'deposit-redirect-instruction'],
  'withdrawal-redirect': ['withdrawal-confirm', 'withdrawal-complete', 'withdrawal-nigerian-banks'],
  'sweep-deposit-list': ['sweep-deposit-select-method', 'deposit-crypto-list', 'deposit-redirect'],
  'sweep-deposit-select-method': ['deposit-redirect', 'deposit-crypto-list', 'deposit-complete'],
  'sweep-withdrawal-methods': ['sweep-withdrawal-crypto-list', 'sweep-withdrawal-convert'],
};
