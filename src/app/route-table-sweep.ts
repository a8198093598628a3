/**
 * The sweepstake trees (shell §2 "Sweepstake mode has its own tree", flows §2), every path from
 * src/domain/paths.ts. Path segments of the crypto list / address / withdrawal crypto list are
 * decision ROUTE-21.
 */
import { SWEEP_CONVERT, SWEEP_DEPOSIT_LIST, SWEEP_SELECT_METHOD, SWEEP_WITHDRAWAL_COMPLETE, SWEEP_WITHDRAWAL_CRYPTO, SWEEP_WITHDRAWAL_METHODS } from '../domain/paths.ts';
import { choicePage } from '../domain/flow-pages.ts';
import { SHARED_NODES, declaredRoutes } from './route-table-main.ts';
import type { RouteNode, RouteTree } from './route-types.ts';

/** Sweepstake `/deposit` (ROUTE-18): box list, select-method, crypto list and address, complete. */
export const SWEEP_DEPOSIT_NODES: RouteNode[] = [
  // The box list is not a method choice: "Select coin package" (decision ROUTE-36).
  { path: SWEEP_DEPOSIT_LIST, name: 'sweep-deposit-list', title: 'form' },
  { path: SWEEP_SELECT_METHOD, name: 'sweep-deposit-select-method', title: 'method', backRoute: SWEEP_DEPOSIT_LIST },
  // The crypto list, address and complete pages are the crypto and complete flows' (their `sweep-deposit` routes).
  ...declaredRoutes('sweep-deposit'),
];

/** Sweepstake `/withdrawal` (ROUTE-19): methods, crypto list, convert, complete. */
export const SWEEP_WITHDRAWAL_NODES: RouteNode[] = [
  { path: SWEEP_WITHDRAWAL_METHODS, name: 'sweep-withdrawal-methods', title: 'method' },
  { path: SWEEP_WITHDRAWAL_CRYPTO, name: 'sweep-withdrawal-crypto-list', title: 'method', backRoute: SWEEP_WITHDRAWAL_METHODS, requiresSelection: true },
  choicePage(SWEEP_CONVERT, 'sweep-withdrawal-convert'),
  { path: SWEEP_WITHDRAWAL_COMPLETE, name: 'sweep-withdrawal-complete' },
];

/** The sweepstake trees; /empty, /error, /form are shared with main (ROUTE-20). */
export const SWEEP_TREES: RouteTree[] = [
  { transaction: 'deposit', isCryptoBalance: false, listRoot: SWEEP_DEPOSIT_LIST, nodes: SWEEP_DEPOSIT_NODES },
  { transaction: 'withdrawal', isCryptoBalance: false, listRoot: SWEEP_WITHDRAWAL_METHODS, nodes: SWEEP_WITHDRAWAL_NODES },
  { transaction: 'deposit', isCryptoBalance: false, listRoot: SWEEP_DEPOSIT_LIST, nodes: SHARED_NODES },
];
