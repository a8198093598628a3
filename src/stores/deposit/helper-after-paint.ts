/**
 * Decision TAP-16: the helper window opens right after the press's busy state is painted, not in the
 * click itself. Creating a window that keeps its opener costs the page's main thread about 80 ms on a
 * mid-range phone (Chromium builds the new page in this renderer, synchronously); done in the click,
 * it held back the busy button the player waits to see. Browsers with time-based user activation
 * (`navigator.userActivation`: Chromium, Firefox, Safari 16.4+, at least 1 s) still allow the window
 * one frame later; a browser without it opens in the click, as before. A blocked window shows as a
 * helper whose `ready` is false, which every caller already treats as blocked (decision CREATE-10).
 */
import { FORM_SOURCE } from '../../domain/window-messages.ts';
import type { HelperWindow, OpenHelper } from './helper-window.ts';

/** How the opener waits for the next paint (a seam for tests). */
export interface PaintWait {
  /** True when the browser keeps the press's activation past the click (time-based activation). */
  activationOutlivesClick(): boolean;
  /** Calls back after the next frame is painted. */
  afterPaint(callback: () => void): void;
}

/** After the next paint: a frame callback, then a task (the paint runs between them). */
export const browserPaintWait: PaintWait = {
  activationOutlivesClick: () => typeof navigator !== 'undefined' && 'userActivation' in navigator,
  afterPaint: (callback) => {
    let done = false;
    const once = (): void => {
      if (done) return;
      done = true;
      callback();
    };
    requestAnimationFrame(() => setTimeout(once, 0));
    // A hidden page draws no frames: the window must not wait for one.
    setTimeout(once, 100);
  },
};

/** `open` from the click, deferred past the next paint where the browser allows it. */
export function openHelperAfterPaint(open: OpenHelper, url: string, paint: PaintWait = browserPaintWait): HelperWindow | null {
  if (!paint.activationOutlivesClick()) return open(url);
  let inner: HelperWindow | null = null;
  let cancelled = false;
  const ready = new Promise<boolean>((resolve) => {
    paint.afterPaint(() => {
      if (cancelled) return resolve(false);
      inner = open(url);
      resolve(inner ? inner.ready : false);
    });
  });
  return {
    ready,
    url,
    get silent() {
      return inner?.silent;
    },
    redirect: (request) => inner?.redirect(request),
    slider: (settings) => (inner ? inner.slider(settings) : Promise.resolve({ source: FORM_SOURCE, type: 'geetestResult', error: 'closed' })),
    close: () => {
      cancelled = true;
      inner?.close();
    },
  };
}
