/**
 * The helper page's side (the `/form` route; flows §4, §7, REDIR-10): tell the opener we are ready,
 * accept one `redirect` from the opener's origin, check its URL with the link guard, then go there
 * (GET) or post a hidden form (POST). No inline script and no eval: CSP-safe.
 */
import { atom } from 'nanostores';
import { safeLink } from '../../domain/link-guard.ts';
import type { RedirectRequest } from '../../domain/after-create.ts';
import { $localRedirect } from '../../stores/deposit/local-redirect.ts';
import { FORM_SOURCE, readInitGeetestMessage, readRedirectMessage } from '../../domain/window-messages.ts';
import { helperSliderAnswer } from './helper-slider.ts';
import type { ReadyMessage } from '../../domain/window-messages.ts';
import { scoped, type Scope } from '../../stores/scope.ts';

/** What the page shows. */
export type FormHelperStatus = 'waiting' | 'captcha' | 'redirecting' | 'failed';

/** The helper page state. */
export const $formHelper = scoped(() => (atom<FormHelperStatus>('waiting')));

/** REDIR-10: a hidden form with the action and method, one hidden input per remaining field. */
export function buildHiddenForm(doc: Document, action: string, fields: Record<string, string>, method = 'post'): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = method;
  form.action = action;
  form.hidden = true;
  form.acceptCharset = 'utf-8';
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** How a redirect is carried out (seams for tests). */
export interface RedirectPerformer {
  navigate(url: string): void;
  post(action: string, fields: Record<string, string>): void;
}

/**
 * Cuts this window's link to the page that opened it (decision REL-01, issue #25). The helper
 * needs `window.opener` to say ready and to hand back a slider's answer, so it is opened without
 * `noopener`; a provider's page on another origin must not have it, or that page could send the
 * casino's tab to a fake login (reverse tabnabbing). Cleared before every navigation to another
 * origin. A page on this helper page's own origin is the widget's own files' origin: it can already
 * change the widget itself, so it keeps the link (and Chromium is spared a same-site disowned
 * navigation, which made its window teardown wait ~25 s).
 */
function severOpener(doc: Document, destination: string): void {
  const win = doc.defaultView;
  if (!win?.opener) return;
  if (new URL(destination, win.location.href).origin !== win.location.origin) win.opener = null;
}

/** The browser's way: location.assign, or a hidden form appended to the document and submitted. */
export function browserPerformer(doc: Document): RedirectPerformer {
  return {
    navigate: (url) => {
      severOpener(doc, url);
      doc.defaultView?.location.assign(url);
    },
    post: (action, fields) => {
      severOpener(doc, action);
      const form = buildHiddenForm(doc, action, fields);
      doc.body.append(form);
      form.submit();
    },
  };
}

/** Runs a redirect after the link guard; only http(s) provider pages are followed. */
export function performRedirect(scope: Scope, request: RedirectRequest, performer: RedirectPerformer): boolean {
  const safe = safeLink(request.url);
  if (!safe || !/^https?:/i.test(safe)) {
    $formHelper(scope).set('failed');
    return false;
  }
  $formHelper(scope).set('redirecting');
  if (request.method === 'POST') performer.post(safe, request.fields);
  else performer.navigate(safe);
  return true;
}

/** The page's window as the helper needs it. */
export interface HelperPageHost {
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  /** This page's URL (the slider's script origins are checked against it). */
  pageUrl: string;
  addEventListener(type: 'message', listener: (event: { source: unknown; origin: string; data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { source: unknown; origin: string; data: unknown }) => void): void;
}

/**
 * Starts the helper: a pending local redirect runs at once; otherwise post `ready` to the opener
 * (explicit origin) and wait for its `redirect`. Without an opener or a known opener origin the
 * page cannot be driven and says so. Returns the stop function.
 */
export function startFormHelper(scope: Scope, host: HelperPageHost, hostOrigin: string | undefined, performer: RedirectPerformer): () => void {
  const local = $localRedirect(scope).get();
  if (local) {
    $localRedirect(scope).set(null);
    performRedirect(scope, local, performer);
    return () => undefined;
  }
  const opener = host.opener;
  if (!opener || !hostOrigin) {
    $formHelper(scope).set('failed');
    return () => undefined;
  }
  $formHelper(scope).set('waiting');
  const onMessage = (event: { source: unknown; origin: string; data: unknown }): void => {
    if (event.origin !== hostOrigin || event.source !== opener) return;
    const slider = readInitGeetestMessage(event.data);
    if (slider) {
      // CAPTCHA-17: the slider runs here, in front of the player; the redirect comes after it.
      $formHelper(scope).set('captcha');
      void helperSliderAnswer(slider, host.pageUrl).then((answer) => {
        if ($formHelper(scope).get() === 'captcha') $formHelper(scope).set('waiting');
        opener.postMessage(answer, hostOrigin);
      });
      return;
    }
    const request = readRedirectMessage(event.data);
    if (!request) return;
    host.removeEventListener('message', onMessage);
    performRedirect(scope, request, performer);
  };
  host.addEventListener('message', onMessage);
  const ready: ReadyMessage = { source: FORM_SOURCE, type: 'ready' };
  opener.postMessage(ready, hostOrigin);
  return () => host.removeEventListener('message', onMessage);
}
