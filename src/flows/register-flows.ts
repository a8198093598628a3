/**
 * Registers the deposit flow screens with the app (screen keys of src/app/route-table-main.ts).
 * The method list and the group list are on the way to the first paint, so they ship in the
 * entry (issue #4: one JS request before the method list); the rest of the deposit flow is one
 * lazy chunk (deposit-flow.chunk.ts).
 */
// eslint-disable-next-line no-restricted-imports -- the one place flows hand their screens to the app
import { preloadScreens, registerScreens } from '../app/screen-registry.ts';
import * as depositList from './deposit-list/deposit-list.screen.tsx';
import * as groupList from './deposit-list/group-list.screen.tsx';
import { loadDepositIndex, resetDepositInit } from './deposit-list/model.ts';
import { onSessionEnd } from '../stores/cashier-session.ts';
import { $methodsShownAt, resetMethodsShown } from '../stores/deposit-session.ts';
import { whenIdle } from '../stores/clock.ts';
import { IDLE_WAIT_MS } from '../domain/constants.ts';
import { $config, $handshake } from '../stores/config.ts';
import { $methods } from '../stores/methods.ts';
import { warmRegionNames } from '../domain/region-names.ts';
import { localeToLanguage } from '../i18n/locale.ts';

/** A screen of the deposit flow's one lazy chunk. */
const depositFlowScreen = (name: keyof typeof import('./deposit-flow.chunk.ts')) => () =>
  import('./deposit-flow.chunk.ts').then((chunk) => ({ default: chunk[name] }));

registerScreens({
  'deposit-list': depositList,
  'deposit-group-list': groupList,
  'deposit-redirect': depositFlowScreen('RedirectScreen'),
  'deposit-group-redirect': depositFlowScreen('RedirectScreen'),
  'deposit-complete': depositFlowScreen('CompleteScreen'),
  form: depositFlowScreen('FormScreen'),
});

// issue #4: the methods request (and with it the socket connection) starts the moment the
// handshake is in, in parallel with React's first render instead of after it. The list screen
// finds the load under way and does not start a second one.
// Only when the first page is the deposit list: a host that opens /withdrawal (`route`) gets no
// deposit request, nor an error page from one.
const opensOnList = (route = '/'): boolean => /^\/(deposit\/?)?(\?|$)/.test(route);
$handshake.listen((state) => {
  const { widgetViewType, route } = $config.get();
  if (state !== 'ready' || widgetViewType !== 'main' || !opensOnList(route) || $methods.get().status !== 'idle') return;
  void loadDepositIndex();
  // The list's region card names the country through Intl, whose region data costs ~45 ms at 4×
  // CPU the first time: load it while the request is in flight, not inside the list's render.
  whenIdle(() => warmRegionNames(localeToLanguage($config.get().locale)), IDLE_WAIT_MS);
});

/** The screens a tap on the method list leads to (every method's page goes through the redirect flow for now; one chunk). */
export const NEXT_FROM_LIST = ['deposit-redirect'] as const;

// issue #4: once the list is on screen and the browser is idle, the deposit flow's chunks load,
// so a tap on a method opens its page without two round trips for chunks (~1.2 s on slow 4G).
const stopWatchingList = $methodsShownAt.listen((at) => {
  if (at === null) return;
  stopWatchingList();
  whenIdle(() => preloadScreens(NEXT_FROM_LIST), IDLE_WAIT_MS);
});

// A new element on the page is a new session: it reports onInit(deposit) and times the first click again.
onSessionEnd(resetDepositInit);
onSessionEnd(resetMethodsShown);
