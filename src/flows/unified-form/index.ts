/**
 * The unified dynamic form (flows §2 "Unified form", §4; UNI-01..11): one lazy screen serves both
 * routes — after deposit-create (`/deposit/redirect/unified-form`, CREATE-22) and after a p2p
 * answer with a unified flow (`/deposit/peer-to-peer/unified-form`). Both read `$pendingDeposit`.
 * Its closure comes from the build's manifest like every lazy page's (decision TAP-01, which
 * replaced UNI-12's per-import lists), and the redirect and p2p pages fetch it while the player is on
 * them (TAP-04).
 */
import { DEPOSIT_P2P_UNIFIED_FORM, DEPOSIT_REDIRECT_UNIFIED_FORM } from '../../domain/paths.ts';
import { choicePage, type RouteNode } from '../../domain/flow-pages.ts';

const unifiedForm = () => import('./unified-form.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    choicePage(DEPOSIT_REDIRECT_UNIFIED_FORM, 'deposit-redirect-unified-form'),
    choicePage(DEPOSIT_P2P_UNIFIED_FORM, 'deposit-p2p-unified-form'),
  ] satisfies RouteNode[],
  screens: {
    'deposit-redirect-unified-form': unifiedForm,
    'deposit-p2p-unified-form': unifiedForm,
  },
};
