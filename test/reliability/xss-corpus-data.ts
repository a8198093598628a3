// The vendored corpus (test/reliability/corpus/, decision XSS-01), its batches at either scale, and
// the test's own oracle of what a link or a resource may be — written here from the spec (shell §5,
// decision DOM-36) rather than imported from the widget, so a widened allow-list in the widget fails
// the suite instead of moving the goalposts.
import { readFileSync } from 'node:fs';
import { SCALE, scaled } from './figures.ts';
import { MARK, type HostileBatch } from './xss-host.ts';

interface Corpus {
  html: string[];
  url: string[];
}
export const CORPUS: Corpus = JSON.parse(readFileSync('test/reliability/corpus/xss-corpus.json', 'utf8')) as Corpus;

/** Links a player may follow: web, contact, the cash agents' messengers and the UPI apps (shell §5, DOM-36). */
export const LINK_SCHEMES = ['https:', 'http:', 'mailto:', 'tel:', 'tg:', 'whatsapp:', 'viber:', 'upi:', 'phonepe:', 'paytmmp:', 'tez:'];
/** Resources the widget loads (images, frames, fonts): the web only. */
export const RESOURCE_SCHEMES = ['https:', 'http:'];

/** Every n-th entry, so a slice samples the whole corpus rather than its first pages. */
const spread = <T>(items: T[], count: number): T[] => {
  if (count >= items.length) return items;
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)] as T);
};

/** The slice: ~50 payloads (40 HTML, 10 URL) in one batch; the full run: every payload, in batches. */
const HTML_SLICE = 40;
const URL_SLICE = 10;
const FULL_BATCH = 110;

/** The URL payloads this run sends. */
export const URL_PAYLOADS: string[] = SCALE === 'full' ? CORPUS.url : spread(CORPUS.url, URL_SLICE);

/** The batches of this run: each carries the mark first (proof the texts reached the page). */
export const BATCHES: HostileBatch[] = (() => {
  const html = SCALE === 'full' ? CORPUS.html : spread(CORPUS.html, HTML_SLICE);
  const size = scaled(HTML_SLICE, FULL_BATCH);
  const batches: HostileBatch[] = [];
  for (let i = 0; i < html.length; i += size) batches.push({ payloads: [MARK, ...html.slice(i, i + size), ...URL_PAYLOADS], urls: URL_PAYLOADS });
  return batches;
})();

/**
 * A URL payload is bad unless a browser reads it as an absolute link of an allowed scheme with a host
 * and no credentials, written plainly (no entity, escape or inner control hiding its scheme, not
 * protocol-relative).
 * Bad ones must all be refused; the few plain web links of the sources may be opened.
 */
export function isBadUrl(raw: string): boolean {
  // The URL parser itself drops C0 controls and spaces at either end (WHATWG URL); anything else stays.
  const text = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/[\u0000-\u001f\u007f-\u00a0\u2028\u2029\ufeff\u200b-\u200f]/.test(text) || /^[\\/]{2}/.test(text) || /&|%/.test(text.split(':')[0] ?? '')) return true;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return true;
  }
  if (!LINK_SCHEMES.includes(url.protocol)) return true;
  return RESOURCE_SCHEMES.includes(url.protocol) && (url.hostname === '' || url.username !== '' || url.password !== '');
}

/** http(s) URL payloads a server may name as a resource (an icon, a font): fetching them is allowed. */
export const NAMED_RESOURCES = new Set(
  URL_PAYLOADS.flatMap((u) => {
    try {
      const url = new URL(u.trim());
      return RESOURCE_SCHEMES.includes(url.protocol) ? [url.href] : [];
    } catch {
      return [];
    }
  }),
);
