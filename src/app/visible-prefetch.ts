/**
 * Prefetch for what the player can see (issue #24 deliverable 3, decision TAP-03): the screens a
 * visible tile or button opens are fetched — chunk, closure and locale part in one wave — once, the
 * first time it shows; a tile below the fold costs nothing until it is scrolled to. Lazy: part of
 * the chunk the app loads once the list is idle (src/app/tap-prefetch.ts).
 */

/** Watches elements; calls back with those that became visible. */
export interface VisibilityWatch {
  observe(target: Element): void;
  unobserve(target: Element): void;
  disconnect(): void;
}
export type WatchFactory = (onVisible: (targets: readonly Element[]) => void) => VisibilityWatch;

/**
 * IntersectionObserver: an element counts once any part of it is in the viewport or within half a
 * viewport below it — what the player's first scroll shows, fetched while they scroll (TAP-03).
 */
export const intersectionWatch: WatchFactory = (onVisible) =>
  new IntersectionObserver((entries) => onVisible(entries.filter((e) => e.isIntersecting).map((e) => e.target)), { rootMargin: '0px 0px 50% 0px' });

/**
 * Screens already asked for on this page. Page-wide on purpose: chunks and locale parts are
 * page-wide, so a second cashier on the page gains nothing by asking again.
 */
const asked = new Set<string>();

/** Of `keys`, those not asked for yet, now marked asked (so each screen is fetched once). */
export function claimScreens(keys: readonly string[]): string[] {
  const fresh = [...new Set(keys)].filter((key) => !asked.has(key));
  for (const key of fresh) asked.add(key);
  return fresh;
}

/** Forgets what was asked (tests). */
export function resetPrefetched(): void {
  asked.clear();
}

/** A player who asked the browser to save data gets no speculative fetch (decision TAP-05). */
export const savesData = (nav: Navigator = navigator): boolean =>
  (nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

export interface VisiblePrefetch {
  /** Starts watching these elements (watching one twice is harmless). */
  watch(targets: Iterable<Element>): void;
  stop(): void;
}

/**
 * Fetches, for every watched element once it shows, the screens `screensOf` names, all the
 * elements that became visible together in one `preload` call (one wave).
 */
export function visiblePrefetch(screensOf: (target: Element) => readonly string[], preload: (keys: readonly string[]) => void, factory: WatchFactory = intersectionWatch): VisiblePrefetch {
  const watched = new WeakSet<Element>();
  const watch = factory((visible) => {
    for (const target of visible) watch.unobserve(target);
    const keys = claimScreens(visible.flatMap((target) => [...screensOf(target)]));
    if (keys.length) preload(keys);
  });
  return {
    watch(targets) {
      for (const target of targets) {
        if (watched.has(target)) continue;
        watched.add(target);
        watch.observe(target);
      }
    },
    stop: () => watch.disconnect(),
  };
}
