/**
 * The deposit list flow (flows §2 "Deposit index", "Deposit list", "Group list"): the method list
 * and the group list. The list is on the way to the first paint, so it is a module in the entry and
 * renders without Suspense (issue #4: React holds a revealed fallback for 300 ms). The group list
 * (with the search shared by the crypto list and the crypto-balance tabs) is a lazy chunk fetched
 * as soon as the list is on screen and the browser is idle (`prefetch`): it left the entry when
 * issue #12 filled the entry budget, costing a tap made within the first idle moment one fetch.
 */
import { DEPOSIT_GROUP_LIST, DEPOSIT_LIST } from '../../domain/paths.ts';
import type { RouteNode } from '../../domain/flow-pages.ts';
import DepositListScreen from './deposit-list.screen.tsx';
import { IDLE_WAIT_MS } from '../../domain/constants.ts';
import { localeToLanguage } from '../../domain/locale.ts';
import { warmRegionNames } from '../../domain/region-names.ts';
import { whenIdle } from '../../stores/clock.ts';
import { $config, $handshake } from '../../stores/config.ts';
import { seedPlayerCurrency } from '../../stores/currencies.ts';
import { $methods } from '../../stores/methods.ts';
import { loadDepositIndex, reloadForCurrency } from './model.ts';
import { $depositCurrency } from '../../stores/deposit-currency.ts';
import type { Scope } from '../../stores/scope.ts';


/**
 * Start-up, run when an element connects (src/app/start.ts): the methods request (and with it the
 * socket connection) starts the moment the handshake is in, in parallel with React's first render
 * (issue #4); the list screen finds the load under way and does not start a second one.
 * The stop resets the once-per-session latches: a new element reports onInit(deposit) and times
 * the first click again.
 */
/** Whether the first page is the deposit list: a host that opens /withdrawal (`route`) gets no deposit request, nor an error page from one. */
const opensOnList = (route = '/'): boolean => /^\/(deposit\/?)?(\?|$)/.test(route);

function start(scope: Scope): () => void {
  const stop = $handshake(scope).subscribe((state) => {
    const { widgetViewType, route } = $config(scope).get();
    if (state !== 'ready' || widgetViewType !== 'main' || !opensOnList(route) || $methods(scope).get().status !== 'idle') return;
    // A token-only start asks in the currency this tab's last list answer named (LIST-T1): one trip, not two.
    seedPlayerCurrency(scope);
    void loadDepositIndex(scope);
    // The list's region card names the country through Intl, whose region data costs ~45 ms at 4×
    // CPU the first time: load it while the request is in flight, not inside the list's render.
    whenIdle(() => warmRegionNames(localeToLanguage($config(scope).get().locale)), IDLE_WAIT_MS);
  });
  const stopCurrency = $depositCurrency(scope).listen((currency) => reloadForCurrency(scope, currency));
  return () => {
    stop();
    stopCurrency();
  };
}

/** The flow, as the app registers it (src/app/flows.ts). */
export const flow = {
  routes: [
    { path: DEPOSIT_LIST, name: 'deposit-list', title: 'method' },
    { path: DEPOSIT_GROUP_LIST, name: 'deposit-group-list', title: 'method', backRoute: DEPOSIT_LIST, requiresSelection: true },
  ] satisfies RouteNode[],
  screens: {
    'deposit-list': { default: DepositListScreen },
    'deposit-group-list': () => import('./group-list.screen.tsx'),
  },
  prefetch: ['deposit-group-list'],
  start,
};
