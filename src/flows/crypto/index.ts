/**
 * The crypto flow (flows §2 "crypto list", "Crypto address page"; issue #12 deliverables 1–2): the
 * crypto group's list and a coin's deposit address. The address page also serves the
 * crypto-balance route (CB_CRYPTO, screen key 'deposit-crypto-address'). Both are lazy chunks.
 */
const cryptoList = () => import('./crypto-list.screen.tsx');
const cryptoAddress = () => import('./crypto-address.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): screens by the route table's screen keys. */
export const flow = {
  screens: {
    'deposit-crypto-list': cryptoList,
    'deposit-crypto-address': cryptoAddress,
  },
};
