/**
 * Which component renders each route's screen, by screen key (RouteDef.screen). Screens load
 * lazily, a chunk per flow; screens on the way to the first paint are registered as modules and
 * render without Suspense (React holds a revealed fallback for 300 ms: issue #4). A route whose
 * screen is not registered still resolves and renders an empty <main> — never a fake feature.
 * Flow owners add their line here (or call `registerScreens` from a module the lead imports).
 */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { completeEnglish } from '../i18n/english.ts';
import { loadChunkClosures } from './chunk-closures.ts';

/**
 * A lazy screen renders once its chunk AND the rest of English are in (src/i18n/english.ts), so no
 * text is missing. The closure manifest is asked for beside the first one (decision TAP-01): a screen
 * opened before the list was idle gets its closure as soon as the manifest is in; the screen does
 * not wait for it.
 */
const withEnglish = (load: ScreenLoader): ScreenLoader => () => (void loadChunkClosures(), Promise.all([load(), completeEnglish()]).then(([screen]) => screen));

/** A screen module. */
export interface ScreenModule {
  default: ComponentType;
}

/** A lazily imported screen module. */
export type ScreenLoader = () => Promise<ScreenModule>;

/** How a screen is registered: a loader (its own chunk) or the module itself (in the entry). */
export type ScreenSource = ScreenLoader | ScreenModule;

const loaders = new Map<string, ScreenSource>(
  Object.entries({
    error: () => import('./screens/error.screen.tsx'),
    empty: () => import('./screens/empty.screen.tsx'),
    region: () => import('./screens/region.screen.tsx'),
  } satisfies Record<string, ScreenLoader>),
);

const cache = new Map<string, ComponentType | LazyExoticComponent<ComponentType>>();

/**
 * Screens whose module is in, by loader: they render as plain components. A `lazy()` screen suspends
 * on its first render even when its chunk was prefetched, and React then holds the fallback 300 ms
 * before it reveals the page (issue #24: every prefetched tap paid it).
 */
const loaded = new WeakMap<ScreenLoader, ComponentType>();
const load = (source: ScreenLoader): Promise<ScreenModule> => withEnglish(source)().then((m) => (loaded.set(source, m.default), m));

/** Adds or replaces screens (flows, tests, the sandbox); `null` removes one. */
export function registerScreens(map: Record<string, ScreenSource | null>): void {
  for (const [key, loader] of Object.entries(map)) {
    if (loader) loaders.set(key, loader);
    else loaders.delete(key);
    cache.delete(key);
  }
}

/** True when a screen is registered for the key. */
export const hasScreen = (key: string): boolean => loaders.has(key);

/** The component for a screen key, one per key so React keeps its state across renders. */
export function screenComponent(key: string): ComponentType | LazyExoticComponent<ComponentType> | null {
  const source = loaders.get(key);
  if (!source) return null;
  let component = cache.get(key);
  if (!component) {
    component = typeof source === 'function' ? (loaded.get(source) ?? lazy(() => load(source))) : source.default;
    cache.set(key, component);
  }
  return component;
}

/**
 * Fetches the chunks of lazily loaded screens ahead of their first use (and evaluates them), so
 * opening one later costs no round trip. A chunk that fails to load is left to the screen's own
 * load, which shows the error page if it fails again. Settles once they all have (never rejects).
 */
export function preloadScreens(keys: readonly string[]): Promise<unknown> {
  return Promise.all(keys.map((key) => loaders.get(key)).map((source) => typeof source === 'function' && load(source).catch(() => undefined)));
}
