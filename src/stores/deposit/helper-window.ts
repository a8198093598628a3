/**
 * The widget side of the helper window (flows §4 steps 3-4; CREATE-03, CREATE-08, decision
 * CREATE-10). The window must be opened synchronously inside the click, or browsers block it;
 * it then loads the widget's own `/form` page, which posts `ready` back to us.
 */
import { HELPER_READY_TIMEOUT_MS } from '../../domain/constants.ts';
import type { RedirectRequest } from '../../domain/after-create.ts';
import { FORM_SOURCE, initGeetestMessage, isGeetestResultMessage, isReadyMessage, redirectMessage } from '../../domain/window-messages.ts';
import type { GeetestResultMessage } from '../../domain/window-messages.ts';

/** How often a pending slider exchange checks that the player has not closed the window. */
export const WINDOW_CLOSED_POLL_MS = 500;

/** An opened helper window. */
export interface HelperWindow {
  /** Resolves true on the ready message, false after the timeout (or when closed early). */
  ready: Promise<boolean>;
  /** Sends the redirect (GET URL or POST fields). */
  redirect(request: RedirectRequest): void;
  /**
   * Decision CAPTCHA-17: runs the slider in the window (`initGeetest`) and resolves with its
   * `geetestResult`; resolves with an `error: 'closed'` answer if the window goes away first.
   */
  slider(settings: { captchaId: string; language: string; scripts: readonly string[] }): Promise<GeetestResultMessage>;
  close(): void;
  /**
   * True when the window stayed open for the whole ready wait without a word: the page at its URL is
   * missing or broken (a bundled widget without `assets-base`, a CDN without iframe.html), not a
   * player who closed it. The URL says where it was looked for.
   */
  readonly silent?: boolean;
  readonly url?: string;
}

/** Opens the helper page; null when the browser blocked the window. */
export type OpenHelper = (url: string) => HelperWindow | null;

/** The window API the opener needs (a seam for tests). */
export interface OpenerHost {
  open(url: string, target: string): { postMessage(message: unknown, targetOrigin: string): void; close(): void; readonly closed?: boolean } | null;
  addEventListener(type: 'message', listener: (event: { source: unknown; origin: string; data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { source: unknown; origin: string; data: unknown }) => void): void;
  location: { href: string; origin: string };
}

/**
 * The helper page URL (decision CREATE-10): the widget's iframe page in `/form` mode, told the
 * opener's origin so its ready message names an explicit target.
 */
export function helperPageUrl(assetsRoot: string, openerOrigin: string, locale: string | undefined, base: string): string {
  const url = new URL(`${assetsRoot.replace(/\/+$/, '')}${assetsRoot ? '/' : ''}iframe.html`, base);
  url.searchParams.set('route', '/form');
  url.searchParams.set('hostOrigin', openerOrigin);
  if (locale) url.searchParams.set('locale', locale);
  return url.href;
}

/** Opens `url` in a new window and waits (up to `timeoutMs`) for its ready message. */
export function openHelperWindow(
  url: string,
  host: OpenerHost = window as unknown as OpenerHost,
  timers: { set(fn: () => void, ms: number): unknown; clear(id: unknown): void } = {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
  timeoutMs: number = HELPER_READY_TIMEOUT_MS,
): HelperWindow | null {
  let child: ReturnType<OpenerHost['open']>;
  try {
    // No 'noopener': the helper must reach window.opener to say it is ready.
    child = host.open(url, '_blank');
  } catch {
    child = null;
  }
  if (!child) return null;
  const win = child;
  // Pending slider exchanges end when we close the window ourselves.
  const onClosed = new Set<() => void>();
  const origin = new URL(url, host.location.href).origin;
  let settle: (ok: boolean) => void = () => undefined;
  let silent = false;
  const ready = new Promise<boolean>((resolve) => {
    const onMessage = (event: { source: unknown; origin: string; data: unknown }): void => {
      if (event.source !== win || event.origin !== origin || !isReadyMessage(event.data)) return;
      done(true);
    };
    const timer = timers.set(() => {
      silent = win.closed !== true;
      done(false);
    }, timeoutMs);
    function done(ok: boolean): void {
      timers.clear(timer);
      host.removeEventListener('message', onMessage);
      resolve(ok);
    }
    settle = done;
    host.addEventListener('message', onMessage);
  });
  const slider: HelperWindow['slider'] = (settings) =>
    new Promise<GeetestResultMessage>((resolve) => {
      const onMessage = (event: { source: unknown; origin: string; data: unknown }): void => {
        if (event.source !== win || event.origin !== origin || !isGeetestResultMessage(event.data)) return;
        done(event.data);
      };
      // The player may close the window with the slider in it: nothing would ever answer.
      let poll: unknown;
      const watch = (): void => {
        poll = timers.set(() => (win.closed ? closed() : watch()), WINDOW_CLOSED_POLL_MS);
      };
      const done = (answer: GeetestResultMessage): void => {
        timers.clear(poll);
        host.removeEventListener('message', onMessage);
        onClosed.delete(closed);
        resolve(answer);
      };
      const closed = (): void => done({ source: FORM_SOURCE, type: 'geetestResult', error: 'closed' });
      onClosed.add(closed);
      host.addEventListener('message', onMessage);
      watch();
      win.postMessage(initGeetestMessage(settings), origin);
    });
  return {
    ready,
    get silent() {
      return silent;
    },
    url,
    slider,
    redirect: (request) => win.postMessage(redirectMessage(request), origin),
    close: () => {
      settle(false);
      for (const closed of [...onClosed]) closed();
      try {
        win.close();
      } catch {
        // already gone
      }
    },
  };
}
