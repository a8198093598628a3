/**
 * The sweepstake trees (shell §2 "Sweepstake mode has its own tree", flows §2), gathered from the
 * flows' declarations (src/flows/sweep/declare.ts, the crypto and complete flows' index.ts), every
 * path from src/domain/paths.ts. Path segments of the crypto list / address / withdrawal crypto list are
 * decision ROUTE-21.
 */
import { SWEEP_DEPOSIT_LIST, SWEEP_WITHDRAWAL_METHODS } from '../domain/paths.ts';
import { declared as sweep } from '../flows/sweep/declare.ts';
import { SHARED_NODES, declaredRoutes } from './route-table-main.ts';
import type { RouteNode, RouteTree } from './route-types.ts';

/** Sweepstake `/deposit` (ROUTE-18): box list and select-method (the sweep flow's), crypto list and address (the crypto flow's), complete. */
export const SWEEP_DEPOSIT_NODES: RouteNode[] = [...sweep.deposit, ...declaredRoutes('sweep-deposit')];

/** Sweepstake `/withdrawal` (ROUTE-19): methods, crypto list, convert, complete (the sweep flow's). */
export const SWEEP_WITHDRAWAL_NODES: RouteNode[] = sweep.withdrawal;

/** The sweepstake trees; /empty, /error, /form are shared with main (ROUTE-20). */
export const SWEEP_TREES: RouteTree[] = [
  { transaction: 'deposit', isCryptoBalance: false, listRoot: SWEEP_DEPOSIT_LIST, nodes: SWEEP_DEPOSIT_NODES },
  { transaction: 'withdrawal', isCryptoBalance: false, listRoot: SWEEP_WITHDRAWAL_METHODS, nodes: SWEEP_WITHDRAWAL_NODES },
  { transaction: 'deposit', isCryptoBalance: false, listRoot: SWEEP_DEPOSIT_LIST, nodes: SHARED_NODES },
];
