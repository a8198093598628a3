/**
 * The unified dynamic form (flows §2 "Unified form", §4; UNI-01..11): one lazy screen serves both
 * routes — after deposit-create (`/deposit/redirect/unified-form`, CREATE-22) and after a p2p
 * answer with a unified flow (`/deposit/peer-to-peer/unified-form`). Both read `$pendingDeposit`.
 * No preload list in the entry (decision UNI-12): the form only ever follows the redirect or p2p
 * page, which have most of its shared chunks in already; the list would overrun the entry budget.
 */
import { DEPOSIT_P2P_UNIFIED_FORM, DEPOSIT_REDIRECT_UNIFIED_FORM } from '../../domain/paths.ts';
import { choicePage, type RouteNode } from '../../domain/flow-pages.ts';

const unifiedForm = () => import(/* no-preload */ './unified-form.screen.tsx');

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
