/**
 * The host-to-host flow (flows §2 "Host-to-host invoice", §4 "Host-to-host"; H2H-01..07, issue #13
 * deliverable 4): after deposit-create answers a card, requisites or a bank-transfer method's
 * details (CREATE-25), the player copies them, pays in their bank within the countdown and says
 * "I have paid". One lazy chunk.
 */
import { DEPOSIT_HOST_TO_HOST } from '../../domain/paths.ts';
import { choicePage, type RouteNode } from '../../domain/flow-pages.ts';

const hostToHost = () => import('./host-to-host.screen.tsx');

/** The flow, as the app registers it (src/app/flows.ts): its routes, the methods that open them, its screens by screen key. */
export const flow = {
  routes: [
    choicePage(DEPOSIT_HOST_TO_HOST, 'deposit-host-to-host'),
  ] satisfies RouteNode[],
  screens: {
    'deposit-host-to-host': hostToHost,
  },
};
