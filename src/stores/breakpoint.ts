/**
 * `$breakpoint`: the layout size of the widget itself, not the window (the widget can sit in a
 * narrow column of a wide page). shell §2/§9, CONST-06..08.
 */
import { atom, computed } from 'nanostores';
import { BREAKPOINT_MEDIUM_MAX_PX, BREAKPOINT_SMALL_MAX_PX, RESIZE_DEBOUNCE_MS } from '../domain/constants.ts';
import { realClock } from './clock.ts';
import type { Clock, TimerId } from './clock.ts';
import { scoped, type Scope } from './scope.ts';

export type Breakpoint = 'small' | 'medium' | 'large';

/** CONST-06: small ≤ 767 px, medium 768–1024 px, large > 1024 px. */
export function breakpointFor(width: number): Breakpoint {
  if (width <= BREAKPOINT_SMALL_MAX_PX) return 'small';
  if (width <= BREAKPOINT_MEDIUM_MAX_PX) return 'medium';
  return 'large';
}

const initialWidth = typeof globalThis.innerWidth === 'number' ? globalThis.innerWidth : BREAKPOINT_MEDIUM_MAX_PX + 1;

/** The current layout size; a window-based guess until `watchBreakpoint` measures the element. */
export const $breakpoint = scoped(() => (atom<Breakpoint>(breakpointFor(initialWidth))));

/** CONST-07: mobile is under 768 px, i.e. the small breakpoint. */
export const $isMobile = scoped((scope: Scope) => (computed($breakpoint(scope), (b) => b === 'small')));

export interface WatchOptions {
  clock?: Clock;
  /** Injected for tests; defaults to the global ResizeObserver, if any. */
  ResizeObserver?: typeof ResizeObserver | undefined;
  /** Window for the resize fallback; defaults to the element's window. */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Measures `target` now and on every resize, debounced by 100 ms (CONST-08), and writes
 * `$breakpoint`. Uses ResizeObserver, or the window's `resize` event where it is missing.
 * @returns a function that stops watching.
 */
export function watchBreakpoint(scope: Scope, target: Element, options: WatchOptions = {}): () => void {
  const clock = options.clock ?? realClock;
  const RO = 'ResizeObserver' in options ? options.ResizeObserver : globalThis.ResizeObserver;
  let timer: TimerId | undefined;
  const measure = (): void => {
    timer = undefined;
    $breakpoint(scope).set(breakpointFor(target.getBoundingClientRect().width));
  };
  const schedule = (): void => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(measure, RESIZE_DEBOUNCE_MS);
  };
  measure();

  let stop: () => void;
  if (RO) {
    // The observer also reports once right after observe(); re-measuring then is harmless.
    const observer = new RO(schedule);
    observer.observe(target);
    stop = () => observer.disconnect();
  } else {
    const win = options.window ?? target.ownerDocument.defaultView ?? undefined;
    win?.addEventListener('resize', schedule);
    stop = () => win?.removeEventListener('resize', schedule);
  }
  return () => {
    stop();
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
}
