/**
 * The one door through which flows reach the app: every `src/flows/<flow>/index.ts` is listed
 * here, and the app builds its screen map and its start-up from them. A new flow adds its
 * `index.ts` exporting `flow` (screens by the route table's screen keys, optional `prefetch` and
 * `start`) and one line below. App → flows is the allowed direction; a flow never imports the app or another flow.
 */
import type { ScreenSource } from './screen-registry.ts';
import { flow as complete } from '../flows/complete/index.ts';
import { flow as depositList } from '../flows/deposit-list/index.ts';
import { flow as form } from '../flows/form/index.ts';
import { flow as redirect } from '../flows/redirect/index.ts';
import { flow as redirectGuides } from '../flows/redirect-guides/index.ts';
import { flow as payPage } from '../flows/pay-page/index.ts';
import { flow as cash } from '../flows/cash/index.ts';
import { flow as bonusDetails } from '../flows/bonus-details/index.ts';
import { flow as cryptoBalance } from '../flows/crypto-balance/index.ts';
import { flow as onramp } from '../flows/onramp/index.ts';
import { flow as crypto } from '../flows/crypto/index.ts';
import { flow as unifiedForm } from '../flows/unified-form/index.ts';
import { flow as hostToHost } from '../flows/host-to-host/index.ts';
import { flow as india } from '../flows/india/index.ts';
import { flow as p2p } from '../flows/p2p/index.ts';
import { flow as sweep } from '../flows/sweep/index.ts';
import { flow as withdrawal } from '../flows/withdrawal/index.ts';

/** What a flow's index.ts exports. */
export interface FlowIndex {
  /** Screens by screen key (RouteDef.screen): a module (in the entry) or a lazy loader (its own chunk). */
  screens: Readonly<Record<string, ScreenSource>>;
  /** Screens worth fetching once the first screen is on screen and the browser is idle. */
  prefetch?: readonly string[];
  /** Start-up actions, run when an element connects; returns what undoes them when it leaves. */
  start?(): () => void;
}

/** Every flow of the widget, by name (the bench and tests read the names). */
export const FLOWS = {
  'deposit-list': depositList,
  redirect,
  complete,
  form,
  'redirect-guides': redirectGuides,
  'pay-page': payPage,
  cash,
  'bonus-details': bonusDetails,
  'crypto-balance': cryptoBalance,
  onramp,
  crypto,
  'unified-form': unifiedForm,
  'host-to-host': hostToHost,
  india,
  p2p,
  sweep,
  withdrawal,
} satisfies Record<string, FlowIndex>;

export type FlowName = keyof typeof FLOWS;
