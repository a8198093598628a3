/**
 * Start-up, as one explicit call (the element's connectedCallback): the screen map from the flows'
 * index.ts files, each flow's start-up actions, and the fetch of the screens the next tap needs
 * once the first screen is idle (issue #4). Returns the teardown for disconnect.
 */
import { IDLE_WAIT_MS } from '../domain/constants.ts';
import { whenIdle } from '../stores/clock.ts';
import { $methodsShownAt } from '../stores/methods-shown.ts';
import { setBuiltPages } from '../stores/pages.ts';
import { FLOWS } from './flows.ts';
import type { FlowIndex } from './flows.ts';
import { MAIN_ROUTES, SWEEP_ROUTES } from './routes.ts';
import { hasScreen, preloadScreens, registerScreens } from './screen-registry.ts';

const flows: readonly FlowIndex[] = Object.values(FLOWS);

/**
 * Every flow's screens in the registry, and the pages that therefore exist for the list's tiles
 * (idempotent; also used by tests that render the app).
 */
export function registerFlowScreens(): void {
  for (const flow of flows) registerScreens(flow.screens);
  setBuiltPages([...MAIN_ROUTES, ...SWEEP_ROUTES].filter((route) => hasScreen(route.screen)).map((route) => route.path));
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
    for (const stop of stops) stop();
  };
}
