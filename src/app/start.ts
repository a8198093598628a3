/**
 * Start-up, as one explicit call (the element's connectedCallback): the screen map from the flows'
 * index.ts files, each flow's start-up actions, and the fetch of the screens the next tap needs
 * once the first screen is idle (issue #4). Returns the teardown for disconnect.
 */
import { IDLE_WAIT_MS } from '../domain/constants.ts';
import { whenIdle } from '../stores/clock.ts';
import { $methodsShownAt } from '../stores/methods-shown.ts';
import { setBuiltPages } from '../stores/pages.ts';
import { startAfterFirstScreen, startAnalyticsLate } from './late-stores.ts';
import { ENTRY_FLOWS, isWalletScreen, loadWalletFlows, walletLocalePart } from './flows.ts';
import type { FlowIndex } from './flows.ts';
import { MAIN_ROUTES, SWEEP_ROUTES } from './routes.ts';
import { hasScreen, registerScreens } from './screen-registry.ts';
import { loadChunkClosures } from './chunk-closures.ts';
import { requireLocalePart } from '../i18n/locale-parts.ts';
import type { ScreenModule } from './screen-registry.ts';
import type { Scope } from '../stores/scope.ts';

const flows = ENTRY_FLOWS;

/** One element's running cashier: its stops; the wallet flows' start-ups join them when their chunk arrives. */
interface Running {
  scope: Scope;
  stops: Array<() => void>;
  walletStarted: boolean;
  prefetching?: true;
}
/** The elements running now (each its own world); the wallet chunk starts its flows in each. */
const running = new Set<Running>();
/** The wallet flows, once their registry chunk is in. */
let walletFlows: readonly FlowIndex[] | undefined;

function startWallet(run: Running): void {
  if (!walletFlows || run.walletStarted) return;
  run.walletStarted = true;
  for (const flow of walletFlows) run.stops.push(flow.start?.(run.scope) ?? (() => undefined));
}

/**
 * A wallet screen (src/app/wallet-flows.ts): the registry chunk first (its flows' start-ups join
 * every running element once), then the flow's own screen as it is registered there.
 */
async function walletScreen(key: string): Promise<ScreenModule> {
  // The page's texts beside the registry chunk (its closure holds the pages: scripts/build/closures.mjs),
  // not after it: a host opening /withdrawal or sweep mode waits for one wave (decision TAP-01).
  void requireLocalePart(walletLocalePart(key));
  const wallet = Object.values(await loadWalletFlows());
  walletFlows = wallet;
  for (const run of running) {
    startWallet(run);
    // A host that opens on a wallet page (withdrawal, sweepstake mode) never shows the deposit list.
    startPrefetch(run, []);
  }
  const source = wallet.map((flow) => flow.screens[key]).find((s) => s !== undefined);
  if (!source) throw new Error(`no wallet screen "${key}"`);
  return typeof source === 'function' ? source() : source;
}

/**
 * Every flow's screens in the registry (the wallet flows' through their lazy registry), and the
 * pages that therefore exist for the list's tiles (idempotent; also used by tests that render the app).
 */
export function registerFlowScreens(scope: Scope): void {
  for (const flow of flows) registerScreens(flow.screens);
  const routes = [...MAIN_ROUTES, ...SWEEP_ROUTES];
  for (const key of new Set(routes.map((route) => route.screen))) {
    if (isWalletScreen(key) && !hasScreen(key)) registerScreens({ [key]: () => walletScreen(key) });
  }
  setBuiltPages(scope, routes.filter((route) => hasScreen(route.screen)).map((route) => route.path));
}

/** The screens flows ask to fetch once the first screen is idle, with those of the tiles in view (src/app/tap-prefetch.ts). */
export const PREFETCH_SCREENS: readonly string[] = flows.flatMap((flow) => flow.prefetch ?? []);

/**
 * A task after the next frame: the list's first paint is on screen, so nothing fetched from here
 * shares its frame (the critical-path e2e counts requests before the tiles). A page that runs no
 * frames (hidden) goes on after a second.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, 1000);
  });
}

/**
 * issues #4, #24: once the first list has painted, the closure manifest (~1 KB) at once, so a tap
 * made before the idle moment gets its closure with it; when the browser is idle, the prefetcher (a
 * lazy chunk): the `always` screens, those of the tiles in view and of the pages ahead. Once per element.
 */
function startPrefetch(run: Running, always: readonly string[]): void {
  if (run.prefetching) return;
  run.prefetching = true;
  const closures = afterPaint().then(loadChunkClosures);
  whenIdle(() => {
    // Beside the manifest, not after it: one round trip less before the first prefetch (TAP-10).
    void Promise.all([afterPaint().then(() => import('./tap-prefetch.ts')), closures])
      .then(([m]) => {
        if (running.has(run)) run.stops.push(m.startTapPrefetch(run.scope, { always }));
      }, () => undefined);
  }, IDLE_WAIT_MS);
}

/** Starts the cashier's flows for one element; the returned function stops them. */
export function startCashier(scope: Scope): () => void {
  registerFlowScreens(scope);
  const run: Running = { scope, stops: [], walletStarted: false };
  running.add(run);
  startWallet(run);
  const stops = [
    // Off the critical path (issue #24): fetched once the first screen has painted (src/app/late-stores.ts).
    startAnalyticsLate(scope, () => import('../stores/analytics.ts').then((m) => () => m.startAnalytics(scope))),
    startAfterFirstScreen(scope, () => import('../stores/bonus.ts').then((m) => () => m.startBonuses(scope))),
    ...flows.map((flow) => flow.start?.(scope) ?? (() => undefined)),
  ];
  const stopWatchingList = $methodsShownAt(scope).subscribe((at) => {
    if (at === null) return;
    queueMicrotask(() => stopWatchingList());
    startPrefetch(run, PREFETCH_SCREENS);
  });
  return () => {
    stopWatchingList();
    running.delete(run);
    for (const stop of [...stops, ...run.stops]) stop();
  };
}
