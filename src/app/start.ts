/**
 * Start-up, as one explicit call (the element's connectedCallback): the screen map from the flows'
 * index.ts files, each flow's start-up actions, and the fetch of the screens the next tap needs
 * once the first screen is idle (issue #4). Returns the teardown for disconnect.
 */
import { IDLE_WAIT_MS } from '../domain/constants.ts';
import { whenIdle } from '../stores/clock.ts';
import { $methodsShownAt } from '../stores/methods-shown.ts';
import { setBuiltPages } from '../stores/pages.ts';
import { FLOWS, isWalletScreen, loadWalletFlows } from './flows.ts';
import type { FlowIndex } from './flows.ts';
import { MAIN_ROUTES, SWEEP_ROUTES } from './routes.ts';
import { hasScreen, preloadScreens, registerScreens } from './screen-registry.ts';
import type { ScreenModule } from './screen-registry.ts';

const flows: readonly FlowIndex[] = Object.values(FLOWS);

/** The running cashier session's stops; the wallet flows' start-ups join it when their chunk arrives. */
let session: { stops: Array<() => void>; walletStarted: boolean } | null = null;

/**
 * A wallet screen (src/app/wallet-flows.ts): the registry chunk first (its flows' start-ups join
 * the session once), then the flow's own screen as it is registered there.
 */
async function walletScreen(key: string): Promise<ScreenModule> {
  const wallet = Object.values(await loadWalletFlows());
  if (session && !session.walletStarted) {
    session.walletStarted = true;
    for (const flow of wallet) session.stops.push(flow.start?.() ?? (() => undefined));
  }
  const source = wallet.map((flow) => flow.screens[key]).find((s) => s !== undefined);
  if (!source) throw new Error(`no wallet screen "${key}"`);
  return typeof source === 'function' ? source() : source;
}

/**
 * Every flow's screens in the registry (the wallet flows' through their lazy registry), and the
 * pages that therefore exist for the list's tiles (idempotent; also used by tests that render the app).
 */
export function registerFlowScreens(): void {
  for (const flow of flows) registerScreens(flow.screens);
  const routes = [...MAIN_ROUTES, ...SWEEP_ROUTES];
  for (const key of new Set(routes.map((route) => route.screen))) {
    if (isWalletScreen(key) && !hasScreen(key)) registerScreens({ [key]: () => walletScreen(key) });
  }
  setBuiltPages(routes.filter((route) => hasScreen(route.screen)).map((route) => route.path));
}

/** The screens flows ask to fetch once the first screen is idle. */
export const PREFETCH_SCREENS: readonly string[] = flows.flatMap((flow) => flow.prefetch ?? []);

/**
 * Starts a store that is its own chunk: analytics (docs/analytics.md) and the bonuses (only the lazy
 * amount pages read them) stay out of the entry's budget, yet follow the session from its start —
 * the chunk is in long before the first event or amount page. Stopping before it arrived starts
 * nothing; a chunk that fails to load leaves the cashier working without it.
 */
function startLazily(load: () => Promise<() => () => void>): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void load().then(
    (start) => {
      if (!stopped) stop = start();
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Starts the cashier's flows for one element; the returned function stops them. */
export function startCashier(): () => void {
  registerFlowScreens();
  const current = { stops: [] as Array<() => void>, walletStarted: false };
  session = current;
  const stops = [
    startLazily(() => import('../stores/analytics.ts').then((m) => () => m.startAnalytics())),
    startLazily(() => import('../stores/bonus.ts').then((m) => () => m.startBonuses())),
    ...flows.map((flow) => flow.start?.() ?? (() => undefined)),
  ];
  // issue #4: once the list is on screen and the browser is idle, the next screens' chunks load,
  // so a tap on a method opens its page without a round trip for its chunk.
  const stopWatchingList = $methodsShownAt.subscribe((at) => {
    if (at === null) return;
    queueMicrotask(() => stopWatchingList());
    whenIdle(() => preloadScreens(PREFETCH_SCREENS), IDLE_WAIT_MS);
  });
  return () => {
    stopWatchingList();
    for (const stop of [...stops, ...current.stops]) stop();
    if (session === current) session = null;
  };
}
