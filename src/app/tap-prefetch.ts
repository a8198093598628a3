/**
 * What the player can tap next, fetched before the tap (issue #24 deliverable 3; decisions
 * TAP-03..05): once the list is idle, and again after every page change once idle, the screens of
 * the tiles and buttons in view (src/app/visible-prefetch.ts) and the pages a tap on the current page
 * opens; on a press, the pages its answer can open (src/app/next-pages.ts). A lazy chunk, loaded
 * after the closure manifest, so the entry pays only for the call that starts it (src/app/start.ts).
 */
import { IDLE_WAIT_MS } from '../domain/constants.ts';
import { groupPath, methodPath } from '../domain/method-routes.ts';
import { DEPOSIT_GROUP_LIST } from '../domain/paths.ts';
import { whenIdle } from '../stores/clock.ts';
import { $methods } from '../stores/methods.ts';
import { $currentPath } from '../stores/navigation.ts';
import { hasPage } from '../stores/pages.ts';
import type { Scope } from '../stores/scope.ts';
import { currentMode } from './app-history.ts';
import { PAGES_AFTER_ANSWER, PAGES_AHEAD } from './next-pages.ts';
import { resolvePath } from './routes.ts';
import { preloadScreens } from './screen-registry.ts';
import { claimScreens, savesData, visiblePrefetch, type WatchFactory } from './visible-prefetch.ts';

/** What a tap opens a page from: method and group tiles (any list), a bonus banner's details button. */
export const TAP_TARGETS = '[data-method],[data-group],.cashier-bonus-banner__details';

/** The screen key the path shows in the element's mode, if it is a page. */
function screenOfPath(scope: Scope, path: string): string | undefined {
  const found = resolvePath(path, currentMode(scope));
  return found.kind === 'route' ? found.route.screen : undefined;
}

/** The screens a tap on `target` opens, as the tap itself would decide (src/stores/choose-tile.ts). */
export function targetScreens(scope: Scope, target: Element): string[] {
  if (target.matches('.cashier-bonus-banner__details')) return ['deposit-bonus-details'];
  const state = $methods(scope).get();
  if (state.status !== 'ok') return [];
  const pageExists = hasPage.bind(null, scope);
  const { method: methodName, group: groupName } = (target as HTMLElement).dataset;
  let path: string | undefined;
  if (groupName !== undefined) {
    const group = state.data.groups.find((g) => g.name === groupName);
    path = group && groupPath(group, pageExists);
    // A group list's tiles are tapped the moment it shows, before it is idle: its methods' pages
    // come with it (decision TAP-08; one screen per kind of method, usually one or two).
    if (group && path === DEPOSIT_GROUP_LIST) {
      const paths = [path, ...group.paymentMethods.map((m) => methodPath(m, true, pageExists))];
      return [...new Set(paths.map((p) => screenOfPath(scope, p)).filter((key) => key !== undefined))];
    }
    // A group a flow claims (crypto → the crypto list): the page a tap on it opens comes too.
    const claimed = path === undefined ? undefined : screenOfPath(scope, path);
    if (claimed) return [claimed, ...(PAGES_AHEAD[claimed] ?? [])];
  } else if (methodName !== undefined) {
    const alone = state.data.methods.find((m) => m.name === methodName);
    const inGroup = alone ? undefined : state.data.groups.flatMap((g) => g.paymentMethods).find((m) => m.name === methodName);
    const method = alone ?? inGroup;
    path = method && methodPath(method, !alone, pageExists);
  }
  const key = path === undefined ? undefined : screenOfPath(scope, path);
  return key ? [key] : [];
}

/** The cashiers' shadow roots on the page: the app cannot reach its element (rooms), the DOM can. */
const cashierRoots = (): ShadowRoot[] =>
  [...document.querySelectorAll('payment-cashier')].flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : []));

export interface TapPrefetchOptions {
  /**
   * Screens fetched at the first idle look whatever shows: those most taps lead to (the flows'
   * `prefetch`: the redirect page, the group list, the complete page), so a list whose tiles are
   * below the fold still opens its common pages at once (decision TAP-03).
   */
  always: readonly string[];
  roots?: () => readonly ParentNode[];
  watchFactory?: WatchFactory;
}

/** Starts prefetching for one element; the returned function stops it. */
export function startTapPrefetch(scope: Scope, { always, roots = cashierRoots, watchFactory }: TapPrefetchOptions): () => void {
  if (savesData()) return () => undefined;
  const canWatch = watchFactory !== undefined || typeof IntersectionObserver === 'function';
  // The common pages go first, the visible tiles' once they are in (decision TAP-09): on a slow
  // link, requests queue per connection, and the redirect page most taps open came in last.
  let commonDone: () => void = () => undefined;
  const commonIn = new Promise<void>((resolve) => (commonDone = resolve));
  const afterCommon = (keys: readonly string[]): void => void commonIn.then(() => !stopped && preloadScreens(keys));
  const visible = canWatch ? visiblePrefetch((target) => targetScreens(scope, target), afterCommon, watchFactory) : undefined;
  let stopped = false;
  let scanning = false;
  const fetchScreens = (keys: readonly string[]): Promise<unknown> => preloadScreens(claimScreens(keys));
  const here = (): string | undefined => screenOfPath(scope, $currentPath(scope).get());
  // The common pages come with their own sub-pages (decision TAP-13: the redirect page's guides,
  // tapped before that page is idle long enough to fetch them itself).
  const common = [...new Set(always.flatMap((key) => [key, ...(PAGES_AHEAD[key] ?? [])]))];
  // A press shows its busy state (PressButton: aria-busy): the pages its answer can open, at once.
  const pressed = (): void => {
    const key = here();
    if (key && PAGES_AFTER_ANSWER[key] && roots().some((root) => root.querySelector('[aria-busy="true"]'))) fetchScreens(PAGES_AFTER_ANSWER[key]);
  };
  // New tiles (a page rendered, a list filtered, methods arrived): watched at the next idle moment.
  const scan = (): void => {
    if (scanning || !visible) return;
    scanning = true;
    whenIdle(() => {
      scanning = false;
      if (!stopped) visible.watch(roots().flatMap((root) => [...root.querySelectorAll(TAP_TARGETS)]));
    }, IDLE_WAIT_MS);
  };
  const mutations = typeof MutationObserver === 'function' ? new MutationObserver(() => (pressed(), scan())) : undefined;
  for (const root of roots()) mutations?.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  // Once idle on a page: the pages a tap on it opens (and, the first time, the common ones); once
  // those are in, the pages a press's answer can open, which a press asks for at once anyway.
  const onPath = (): void =>
    whenIdle(() => {
      const key = here();
      if (stopped) return;
      if (!key) return void fetchScreens(common).then(commonDone);
      void fetchScreens([...common, ...(PAGES_AHEAD[key] ?? [])]).then(() => (commonDone(), !stopped && here() === key && fetchScreens(PAGES_AFTER_ANSWER[key] ?? [])));
    }, IDLE_WAIT_MS);
  scan();
  const stopPath = $currentPath(scope).subscribe(onPath);
  return () => {
    stopped = true;
    stopPath();
    mutations?.disconnect();
    visible?.stop();
  };
}
