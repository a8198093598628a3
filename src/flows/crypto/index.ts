/**
 * The crypto flow (flows §2 "crypto list", "Crypto address page"; issue #12 deliverables 1–2): the
 * crypto group's list and a coin's deposit address. The address page also serves the
 * crypto-balance route (CB_CRYPTO, screen key 'deposit-crypto-address'). Both are lazy chunks.
 */
import { GROUP_KEYS } from '../../domain/group-keys.ts';
import { isCryptoMethod } from '../../domain/method-routes.ts';
import { CB_CRYPTO, CB_DEPOSIT, DEPOSIT_CRYPTO_ADDRESS, DEPOSIT_CRYPTO_LIST, DEPOSIT_LIST, SWEEP_CRYPTO_ADDRESS, SWEEP_CRYPTO_LIST } from '../../domain/paths.ts';
import { choicePage, type PageClaim, type RouteNode } from '../../domain/flow-pages.ts';

const cryptoList = () => import('./crypto-list.screen.tsx');
const cryptoAddress = () => import('./crypto-address.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    { path: DEPOSIT_CRYPTO_LIST, name: 'deposit-crypto-list', title: 'method', backRoute: DEPOSIT_LIST },
    choicePage(DEPOSIT_CRYPTO_ADDRESS, 'deposit-crypto-address'),
    { path: CB_CRYPTO, name: 'cb-deposit-crypto', screen: 'deposit-crypto-address', tree: 'cb-deposit', backRoute: CB_DEPOSIT, requiresSelection: true },
    // The sweepstake tree's crypto pages are these screens; they show the order (SWEEP-11).
    choicePage(SWEEP_CRYPTO_LIST, 'sweep-deposit-crypto-list', { screen: 'deposit-crypto-list', tree: 'sweep-deposit', title: 'method' }),
    choicePage(SWEEP_CRYPTO_ADDRESS, 'sweep-deposit-crypto-address', { screen: 'deposit-crypto-address', tree: 'sweep-deposit' }),
  ] satisfies RouteNode[],
  opens: [
    // LIST-20: a crypto-category method opens its address page, the crypto group its list.
    { path: DEPOSIT_CRYPTO_ADDRESS, method: isCryptoMethod },
    { path: DEPOSIT_CRYPTO_LIST, group: (group) => group.name === GROUP_KEYS.CRYPTO },
  ] satisfies PageClaim[],
  screens: {
    'deposit-crypto-list': cryptoList,
    'deposit-crypto-address': cryptoAddress,
  },
};
