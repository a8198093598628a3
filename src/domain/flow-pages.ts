/**
 * What a flow declares about its pages (issue #22 deliverable 4): in one file of its own folder
 * (`src/flows/<flow>/index.ts`, the wallet flows' `declare.ts`) each flow lists its routes, which
 * the app's route table reads (src/app/route-table-*.ts), and the methods and groups that open
 * its pages, which `methodPath`/`groupPath` read (method-routes.ts). Only the shapes live here:
 * domain cannot import flows, so the app hands the declarations over.
 */
import type { PaymentGroup, PaymentMethod } from './payment-entities.ts';

/**
 * The tree an entry flow's route joins (src/app/route-table-*.ts); unsaid, the main `/deposit`
 * tree. The wallet flows' declare.ts name their trees by their lists (withdrawal, sweep).
 */
export type RouteTreeName = 'deposit' | 'shared' | 'cb-deposit' | 'sweep-deposit';

/** Which of the two titles of a transaction kind a screen shows (decision ROUTE-36). */
export type TitleRole = 'method' | 'form';

/** Authoring shape of a route: an absolute path (src/domain/paths.ts) and its meta (shell §2, decision ROUTE-24). */
export interface RouteNode {
  /** Absolute path (src/domain/paths.ts). */
  path: string;
  /** Unique name (ROUTE-21); a route without one is sent to root by the guard (ROUTE-25). */
  name?: string;
  /** Screen key when it differs from `name`. */
  screen?: string;
  /** The tree the route joins; the deposit tree when unsaid. */
  tree?: RouteTreeName;
  title?: TitleRole;
  backRoute?: string;
  tabs?: boolean;
  hidePaymentHeader?: boolean;
  hideClosingButton?: boolean;
  requiresSelection?: boolean;
  transactionFromQuery?: boolean;
}

/**
 * LIST-17..20: a flow's claim that some methods or groups open one of its pages. A method matches
 * when its card view type is `cardViewType` (a code named in card-view-types.ts) and `method`
 * accepts it — either may be left out, not both; a group matches when `group` accepts it.
 */
export interface PageClaim {
  path: string;
  cardViewType?: number;
  method?: (method: PaymentMethod) => boolean;
  group?: (group: PaymentGroup) => boolean;
}

/**
 * Most pages: reached by a choice (needs a chosen method or group, else the guard restores the
 * list: ROUTE-26, decision ROUTE-30) and left by history back (ROUTE-23). Compact, as the
 * declarations sit in the entry.
 */
export const choicePage = (path: string, name: string, more?: Omit<RouteNode, 'path' | 'name'>): RouteNode => ({ path, name, backRoute: 'previous', requiresSelection: true, ...more });
