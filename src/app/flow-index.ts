/** What a flow's index.ts exports (src/app/flows.ts lists them). */
import type { ScreenSource } from './screen-registry.ts';
import type { Scope } from '../stores/scope.ts';

export interface FlowIndex {
  /** Screens by screen key (RouteDef.screen): a module (in the entry) or a lazy loader (its own chunk). */
  screens: Readonly<Record<string, ScreenSource>>;
  /** Screens worth fetching once the first screen is on screen and the browser is idle. */
  prefetch?: readonly string[];
  /** Start-up actions, run when an element connects; returns what undoes them when it leaves. */
  start?(scope: Scope): () => void;
}
