/**
 * The main route trees (shell §2, flows §2 "Route table") as data, one leaf per route, every path
 * from src/domain/paths.ts. Each flow declares its own routes in its index.ts (`routes`, issue
 * #22 deliverable 4); this file gathers them into their trees and adds the app's own pages (the
 * region, empty and error pages). Names and meta are decisions ROUTE-21 / ROUTE-24 / ROUTE-30 /
 * ROUTE-36 (docs/decisions.md). The crypto-balance twin is made from these by routes.ts.
 */
import type { RouteTreeName } from '../domain/flow-pages.ts';
import { DEPOSIT_LIST, DEPOSIT_REGION, EMPTY_PATH, EMPTY_REGION_PATH, ERROR_PATH, WITHDRAWAL_LIST, WITHDRAWAL_REGION } from '../domain/paths.ts';
import { declared as withdrawal } from '../flows/withdrawal/declare.ts';
import { ENTRY_FLOWS } from './flows.ts';
import type { RouteNode, RouteTree } from './route-types.ts';

/** The routes the entry flows declare for one tree (in the flows' order); the wallet flows' are their declare.ts. */
export const declaredRoutes = (tree: RouteTreeName): RouteNode[] =>
  ENTRY_FLOWS.flatMap((flow) => flow.routes ?? []).filter((node) => (node.tree ?? 'deposit') === tree);

/** `/deposit` and its children (ROUTE-04..10): the region page is the app's, the rest the flows'. */
export const DEPOSIT_NODES: RouteNode[] = [
  { path: DEPOSIT_REGION, name: 'deposit-region', screen: 'region', backRoute: DEPOSIT_LIST },
  ...declaredRoutes('deposit'),
];

/** `/withdrawal` and its children (ROUTE-11): the region page is the app's, the rest the withdrawal flow's. */
export const WITHDRAWAL_NODES: RouteNode[] = [
  { path: WITHDRAWAL_REGION, name: 'withdrawal-region', screen: 'region', backRoute: WITHDRAWAL_LIST },
  ...withdrawal.routes,
];

/** /empty, /error (the app's) and /form (ROUTE-12..14); shared by both modes, not twinned (decision ROUTE-21). */
export const SHARED_NODES: RouteNode[] = [
  { path: EMPTY_PATH, name: 'empty', title: 'method', transactionFromQuery: true },
  { path: EMPTY_REGION_PATH, name: 'empty-region', screen: 'region', backRoute: 'previous', transactionFromQuery: true },
  { path: ERROR_PATH, name: 'error' },
  ...declaredRoutes('shared'),
];

/**
 * The crypto-balance deposit tree (ROUTE-15/16, CB-04): the tabs index, crypto, video
 * instruction, bonus details (the flows' `cb-deposit` routes) and `fiat/*` = the deposit tree
 * again (added by routes.ts).
 */
export const CB_DEPOSIT_NODES: RouteNode[] = declaredRoutes('cb-deposit');

/** The plain main trees. */
export const MAIN_TREES: RouteTree[] = [
  { transaction: 'deposit', isCryptoBalance: false, listRoot: DEPOSIT_LIST, nodes: DEPOSIT_NODES },
  { transaction: 'withdrawal', isCryptoBalance: false, listRoot: WITHDRAWAL_LIST, nodes: WITHDRAWAL_NODES },
  { transaction: 'deposit', isCryptoBalance: false, listRoot: DEPOSIT_LIST, nodes: SHARED_NODES },
];
