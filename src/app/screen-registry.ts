/**
 * Which component renders each route's screen, by screen key (RouteDef.screen). Screens load
 * lazily so each flow is its own chunk. A route whose screen is not registered still resolves
 * and renders an empty <main> — never a fake feature. Flow owners add their line here (or call
 * `registerScreens` from a module the lead imports).
 */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A lazily imported screen module. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

const loaders = new Map<string, ScreenLoader>(
  Object.entries({
    error: () => import('./screens/error.screen.tsx'),
    empty: () => import('./screens/empty.screen.tsx'),
    region: () => import('./screens/region.screen.tsx'),
  } satisfies Record<string, ScreenLoader>),
);

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** Adds or replaces screen loaders (flows, tests, the sandbox); `null` removes one. */
export function registerScreens(map: Record<string, ScreenLoader | null>): void {
  for (const [key, loader] of Object.entries(map)) {
    if (loader) loaders.set(key, loader);
    else loaders.delete(key);
    cache.delete(key);
  }
}

/** True when a screen is registered for the key. */
export const hasScreen = (key: string): boolean => loaders.has(key);

/** The lazy component for a screen key, one per key so React keeps its state across renders. */
export function screenComponent(key: string): LazyExoticComponent<ComponentType> | null {
  const loader = loaders.get(key);
  if (!loader) return null;
  let component = cache.get(key);
  if (!component) {
    component = lazy(loader);
    cache.set(key, component);
  }
  return component;
}
