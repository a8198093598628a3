/**
 * The crypto-balance mode's index (flows §2 "Crypto-balance index"; CB-01..08): the fiat and crypto
 * tabs, the currency selector and the method list at `/cryptobalance/deposit`, a lazy chunk of its
 * own that loads the methods when it mounts. Its sub-pages reuse the deposit screens (the route
 * table's screen keys), and the router keeps their navigation inside the mode (decision CB-04).
 * Only this file is in the entry (whose budget is tight), so it holds nothing but its route and the loader.
 */
import { CB_DEPOSIT } from '../../domain/paths.ts';
import type { RouteNode } from '../../domain/flow-pages.ts';
import type { Scope } from '../../stores/scope.ts';

/** The model's reset, once the screen's chunk is in, so the element's stop can run it synchronously. */
let reset: ((scope: Scope) => void) | undefined;

const index = () =>
  import('./crypto-balance.screen.tsx').then((screen) => {
    reset = screen.resetCryptoBalance;
    return screen;
  });

/** The flow, as the app registers it (src/app/flows.ts). Its stop forgets the tab, the player's currency pick and the onInit latch. */
export const flow = {
  routes: [
    { path: CB_DEPOSIT, name: 'cb-deposit', tree: 'cb-deposit', title: 'method', tabs: true },
  ] satisfies RouteNode[],
  screens: {
    'cb-deposit': index,
  },
  start: (scope: Scope) => () => reset?.(scope),
};
