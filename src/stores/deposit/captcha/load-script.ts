/**
 * Loads a provider's script on demand (CAPTCHA-01..03): one `<script async>` per URL in the
 * document's head, shared by every caller. A failed load removes its element and is forgotten, so
 * the next try (a fallback URL, a new press) loads again. The host's CSP must allow the providers'
 * origins (docs/security.md); a nonce-based CSP needs 'strict-dynamic' for scripts we insert.
 * The `src` goes through the widget's Trusted Types policy (decision TT-02): a URL it refuses
 * rejects like a script that did not load, and no element is inserted.
 */
import { trustedScriptUrl } from '../../../domain/trusted-types.ts';

const loading = new Map<string, Promise<void>>();

export function loadScript(url: string, doc: Document = document): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  let src: string;
  try {
    src = trustedScriptUrl(url, doc.defaultView ?? globalThis);
  } catch (error: unknown) {
    return Promise.reject(error); // refused: not remembered, like a failed load
  }
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        loading.delete(url);
        reject(new Error(`script failed to load: ${new URL(url, doc.baseURI).origin}`));
      },
      { once: true },
    );
    doc.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}

/** CAPTCHA-03: tries the URLs in order and resolves with the first that loads. */
export async function loadFirstScript(urls: readonly string[], doc: Document = document): Promise<string> {
  let last: unknown = new Error('no script URL');
  for (const url of urls) {
    try {
      await loadScript(url, doc);
      return url;
    } catch (error: unknown) {
      last = error;
    }
  }
  throw last;
}

/** Adds query parameters to a configured script URL (it may carry its own already). */
export function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Forgets every load (tests). */
export function resetScriptLoads(): void {
  loading.clear();
}
