/**
 * The invisible human check (CAPTCHA-01, CAPTCHA-12) on reCAPTCHA's documented explicit-render
 * API: the script calls our `onload` global, then `grecaptcha.render(container, { sitekey,
 * size: 'invisible', callback, 'expired-callback', 'error-callback' })` and
 * `grecaptcha.execute(id)`. reCAPTCHA has no "closed" callback: when it shows a challenge it puts
 * its bframe iframe in a box on the page and hides the box (visibility: hidden) when the player
 * clicks away, so a hidden box without a token is "closed by user". Focus is never held by us.
 */
import { captchaError } from './captcha-error.ts';
import { loadScript, withQuery } from './load-script.ts';

export interface InvisibleSettings {
  siteKey: string | undefined;
  scriptUrl: string;
  /** The widget's language (reCAPTCHA's `hl`). */
  language: string;
}

interface Grecaptcha {
  render(container: HTMLElement, params: Record<string, unknown>): number;
  execute(id: number): void;
  reset(id: number): void;
}

const ONLOAD = '__paymentCashierRecaptchaOnload';
const widgets = new Map<string, number>();
let container: HTMLElement | undefined;

type RecaptchaWindow = Window & { grecaptcha?: Partial<Grecaptcha>; [ONLOAD]?: () => void };

/** Loads api.js once and resolves when reCAPTCHA called our onload (it is usable from then on). */
function loadApi(win: RecaptchaWindow, settings: InvisibleSettings): Promise<Grecaptcha> {
  if (typeof win.grecaptcha?.render === 'function') return Promise.resolve(win.grecaptcha as Grecaptcha);
  return new Promise<Grecaptcha>((resolve, reject) => {
    win[ONLOAD] = () => resolve(win.grecaptcha as Grecaptcha);
    loadScript(withQuery(settings.scriptUrl, { render: 'explicit', onload: ONLOAD, hl: settings.language }), win.document).catch(
      (error: unknown) => reject(captchaError('script', error)),
    );
  });
}

/**
 * Watches reCAPTCHA's challenge box; calls `onClosed` when a box seen visible in this run is
 * hidden. The box may be replaced between runs, so the newest one is followed. Returns the stop
 * function.
 */
function watchChallenge(doc: Document, onClosed: () => void): () => void {
  let box: HTMLElement | undefined;
  let seenVisible = false;
  const boxObserver = new MutationObserver(() => {
    if (!box) return;
    if (box.style.visibility === 'hidden') {
      if (seenVisible) onClosed();
    } else seenVisible = true;
  });
  const follow = (): void => {
    const frames = doc.querySelectorAll<HTMLIFrameElement>('iframe[src*="bframe"]');
    const newest = frames[frames.length - 1]?.parentElement?.parentElement ?? undefined;
    if (!newest || newest === box) return;
    box = newest;
    boxObserver.disconnect();
    boxObserver.observe(box, { attributes: true, attributeFilter: ['style'] });
    seenVisible = box.style.visibility !== 'hidden';
  };
  const bodyObserver = new MutationObserver(follow);
  bodyObserver.observe(doc.body, { childList: true, subtree: true });
  follow();
  return () => {
    bodyObserver.disconnect();
    boxObserver.disconnect();
  };
}

/** The run a widget's callbacks answer: reCAPTCHA keeps the callbacks given at render. */
interface Run {
  token(token: string): void;
  fail(kind: 'expired' | 'unknown'): void;
}
const current = new Map<string, Run>();

/** One invisible check: resolves with its token (`captchaResponse`). */
export async function runInvisibleCheck(settings: InvisibleSettings, win: RecaptchaWindow = window): Promise<string> {
  if (typeof win !== 'object' || !win?.document) throw captchaError('browserOnly');
  if (!settings.siteKey) throw captchaError('sitekeyRequired');
  const siteKey = settings.siteKey;
  const api = await loadApi(win, settings);
  const doc = win.document;
  return new Promise<string>((resolve, reject) => {
    let stopWatching = (): void => undefined;
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      stopWatching();
      outcome();
    };
    current.set(siteKey, {
      token: (token) => finish(() => resolve(token)),
      fail: (kind) => finish(() => reject(captchaError(kind))),
    });
    const params = {
      sitekey: siteKey,
      size: 'invisible',
      callback: (token: string) => current.get(siteKey)?.token(token),
      'expired-callback': () => current.get(siteKey)?.fail('expired'),
      'error-callback': () => current.get(siteKey)?.fail('unknown'),
    };
    let id = widgets.get(siteKey);
    try {
      if (id === undefined) {
        // The badge lives in the host document, as reCAPTCHA's challenge does (it cannot see into our shadow root).
        container ??= doc.body.appendChild(doc.createElement('div'));
        id = api.render(container.appendChild(doc.createElement('div')), params);
        widgets.set(siteKey, id);
      } else api.reset(id);
      stopWatching = watchChallenge(doc, () => finish(() => reject(captchaError('closed'))));
      api.execute(id);
    } catch (error: unknown) {
      const missingKey = error instanceof Error && /sitekey/i.test(error.message);
      finish(() => reject(captchaError(missingKey ? 'sitekeyRequired' : 'unknown', error)));
    }
  });
}
