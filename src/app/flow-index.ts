/** What a flow's index.ts exports (src/app/flows.ts lists them). */
import type { PageClaim, RouteNode } from '../domain/flow-pages.ts';
import type { ScreenSource } from './screen-registry.ts';
import type { Scope } from '../stores/scope.ts';

export interface FlowIndex {
  /** Screens by screen key (RouteDef.screen): a module (in the entry) or a lazy loader (its own chunk). */
  screens: Readonly<Record<string, ScreenSource>>;
  /** Screens worth fetching once the first screen is on screen and the browser is idle. */
  prefetch?: readonly string[];
  /** Its routes: the route table reads them (src/app/route-table-*.ts). */
  routes?: readonly RouteNode[];
  /** The methods and groups that open its pages (src/domain/method-routes.ts reads them). */
  opens?: readonly PageClaim[];
  /** Start-up actions, run when an element connects; returns what undoes them when it leaves. */
  start?(scope: Scope): () => void;
}
