/**
 * The sweepstake trees (shell §2 "Sweepstake mode has its own tree", flows §2), every path from
 * src/domain/paths.ts. Path segments of the crypto list / address / withdrawal crypto list are
 * decision ROUTE-21.
 */
import { SWEEP_CONVERT, SWEEP_CRYPTO_ADDRESS, SWEEP_CRYPTO_LIST, SWEEP_DEPOSIT_COMPLETE, SWEEP_DEPOSIT_LIST, SWEEP_SELECT_METHOD, SWEEP_WITHDRAWAL_COMPLETE, SWEEP_WITHDRAWAL_CRYPTO, SWEEP_WITHDRAWAL_METHODS } from '../domain/paths.ts';
import { SHARED_NODES } from './route-table-main.ts';
import type { RouteNode, RouteTree } from './route-types.ts';

/** Sweepstake `/deposit` (ROUTE-18): box list, select-method, crypto list and address, complete. */
export const SWEEP_DEPOSIT_NODES: RouteNode[] = [
  // The box list is not a method choice: "Select coin package" (decision ROUTE-36).
  { path: SWEEP_DEPOSIT_LIST, name: 'sweep-deposit-list', title: 'form' },
  { path: SWEEP_SELECT_METHOD, name: 'sweep-deposit-select-method', title: 'method', backRoute: SWEEP_DEPOSIT_LIST },
  // The crypto list, address and complete pages are the main tree's screens (they show the order, SWEEP-11).
  { path: SWEEP_CRYPTO_LIST, name: 'sweep-deposit-crypto-list', screen: 'deposit-crypto-list', title: 'method', backRoute: 'previous', requiresSelection: true },
  { path: SWEEP_CRYPTO_ADDRESS, name: 'sweep-deposit-crypto-address', screen: 'deposit-crypto-address', backRoute: 'previous', requiresSelection: true },
  { path: SWEEP_DEPOSIT_COMPLETE, name: 'sweep-deposit-complete', screen: 'deposit-complete' },
];

/** Sweepstake `/withdrawal` (ROUTE-19): methods, crypto list, convert, complete. */
export const SWEEP_WITHDRAWAL_NODES: RouteNode[] = [
  { path: SWEEP_WITHDRAWAL_METHODS, name: 'sweep-withdrawal-methods', title: 'method' },
  { path: SWEEP_WITHDRAWAL_CRYPTO, name: 'sweep-withdrawal-crypto-list', title: 'method', backRoute: SWEEP_WITHDRAWAL_METHODS, requiresSelection: true },
  { path: SWEEP_CONVERT, name: 'sweep-withdrawal-convert', backRoute: 'previous', requiresSelection: true },
  { path: SWEEP_WITHDRAWAL_COMPLETE, name: 'sweep-withdrawal-complete' },
];

/** The sweepstake trees; /empty, /error, /form are shared with main (ROUTE-20). */
export const SWEEP_TREES: RouteTree[] = [
  { transaction: 'deposit', isCryptoBalance: false, listRoot: SWEEP_DEPOSIT_LIST, nodes: SWEEP_DEPOSIT_NODES },
  { transaction: 'withdrawal', isCryptoBalance: false, listRoot: SWEEP_WITHDRAWAL_METHODS, nodes: SWEEP_WITHDRAWAL_NODES },
  { transaction: 'deposit', isCryptoBalance: false, listRoot: SWEEP_DEPOSIT_LIST, nodes: SHARED_NODES },
];
