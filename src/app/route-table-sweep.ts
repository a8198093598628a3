/**
 * The sweepstake trees (shell §2 "Sweepstake mode has its own tree", flows §2). Path
 * segments of the crypto list / address / withdrawal crypto list are decision ROUTE-21.
 */
import type { RouteNode, RouteTree } from './route-types.ts';
import { SHARED_NODES } from './route-table-main.ts';

/** Sweepstake `/deposit` (ROUTE-18): box list, select-method, crypto list and address, complete. */
export const SWEEP_DEPOSIT_NODES: RouteNode[] = [
  // The box list is not a method choice: "Select coin package" (decision ROUTE-36).
  { path: '', name: 'sweep-deposit-list', title: 'form' },
  { path: 'select-method', name: 'sweep-deposit-select-method', title: 'method', backRoute: '/deposit' },
  {
    path: 'crypto',
    children: [
      { path: '', name: 'sweep-deposit-crypto-list', title: 'method', backRoute: 'previous' },
      { path: 'address', name: 'sweep-deposit-crypto-address', backRoute: 'previous', requiresSelection: true },
    ],
  },
  { path: 'complete', name: 'sweep-deposit-complete' },
];

/** Sweepstake `/withdrawal` (ROUTE-19): methods, crypto list, convert, complete. */
export const SWEEP_WITHDRAWAL_NODES: RouteNode[] = [
  { path: 'methods', name: 'sweep-withdrawal-methods', title: 'method' },
  { path: 'crypto', name: 'sweep-withdrawal-crypto-list', title: 'method', backRoute: '/withdrawal/methods' },
  { path: 'convert', name: 'sweep-withdrawal-convert', backRoute: 'previous' },
  { path: 'complete', name: 'sweep-withdrawal-complete' },
];

/** The sweepstake trees; /empty, /error, /form are shared with main (ROUTE-20). */
export const SWEEP_TREES: RouteTree[] = [
  { prefix: '/deposit', transaction: 'deposit', isCryptoBalance: false, listRoot: '/deposit', nodes: SWEEP_DEPOSIT_NODES },
  {
    prefix: '/withdrawal',
    transaction: 'withdrawal',
    isCryptoBalance: false,
    listRoot: '/withdrawal/methods',
    nodes: SWEEP_WITHDRAWAL_NODES,
  },
  { prefix: '', transaction: 'deposit', isCryptoBalance: false, listRoot: '/deposit', nodes: SHARED_NODES },
];
