/**
 * Types of the route table (shell §2, flows §2). The routes are the flows' declarations
 * (src/domain/flow-pages.ts) gathered by route-table-main.ts / route-table-sweep.ts; resolution
 * lives in routes.ts.
 */
import type { RouteNode } from '../domain/flow-pages.ts';

export type { RouteNode, TitleRole } from '../domain/flow-pages.ts';

/** Which tree is active: chosen by `widgetViewType` (shell §1, §3). */
export type RouteMode = 'main' | 'sweep';

/** Transaction kind of a route; decides analytics events and the header title (shell §2). */
export type TransactionKind = 'deposit' | 'withdrawal';

/** Route meta (shell §2 "Route meta", decision ROUTE-24). */
export interface RouteMeta {
  transaction: TransactionKind;
  isCryptoBalance: boolean;
  /** Absolute path to go back to, or 'previous' = history back (ROUTE-23). No value: title instead of back. */
  backRoute?: string;
  /** Shows the crypto-balance fiat/crypto tabs. */
  tabs: boolean;
  /** Hides the whole header (decision ROUTE-24). */
  hidePaymentHeader: boolean;
  /** Hides the header close button (ROUTE-14: /form). */
  hideClosingButton: boolean;
  /** Needs a chosen method or group, else the guard restores the list (ROUTE-26, decision ROUTE-30). */
  requiresSelection: boolean;
  /** i18n key of the header title (ROUTE-33..36). */
  titleKey: string;
  /** /empty: the `transaction` query value overrides `transaction` for the title and refresh. */
  transactionFromQuery?: boolean;
}

/** A resolved, flattened route. */
export interface RouteDef {
  /** Absolute path, no trailing slash ('/deposit/crypto/address'). */
  path: string;
  /** Unique name (ROUTE-21); '' only for a deliberately unnamed node, which the guard sends to root. */
  name: string;
  /** Key into the screen registry; twins reuse the screen of the route they copy. */
  screen: string;
  /** The list page this route belongs to: fallback for 'previous' and the guard's restore target. */
  listRoot: string;
  meta: RouteMeta;
}

/** A top-level tree: the meta every route in it shares. */
export interface RouteTree {
  transaction: TransactionKind;
  isCryptoBalance: boolean;
  listRoot: string;
  nodes: RouteNode[];
}

/** Result of resolving a path against a mode's table. */
export type Resolution =
  | { kind: 'route'; route: RouteDef }
  | { kind: 'redirect'; to: string };
