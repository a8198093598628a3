/**
 * The `hostileContent` switch (issue #25, decision XSS-02): every server text, HTML and URL the
 * widget renders or opens is replaced, on the way out of the call runner, by the payloads the test
 * gives, so the XSS corpus (test/reliability/xss-corpus.spec.ts) reaches every sink of every page:
 *  - a text or HTML field (method and group names, badges, field labels, option texts, validation
 *    messages, requisites, card holder and bank, instruction texts) keeps its words and gets ALL the
 *    payloads after them, joined by a space: a text sink renders each one, an HTML sink sanitises
 *    them together, and the page is still found by its words;
 *  - a list whose items are one sink each (instruction steps, slides, cash-agent messengers) gets
 *    one item per payload, so each HTML payload is also sanitised on its own;
 *  - a URL field (redirect `source`, pay and app links, QR links, slide images, guide URLs,
 *    messenger links, icon ids, bank logos) takes the next of `urls` (default: the payloads), one
 *    by one over the token's calls, so successive answers walk the URL list.
 * Ids, amounts, codes and card view types are never touched: the pages stay reachable.
 */
import { isRecord } from '../../../src/domain/is-record.ts';

export interface HostileContent {
  payloads: string[];
  urls?: string[];
  /** The next URL to hand out (kept on the token's scenario; not part of the PUT body). */
  next?: number;
}

const MAX_PAYLOADS = 500;
const MAX_PAYLOAD_CHARS = 4000;
const payloadList = { type: 'array', minItems: 1, maxItems: MAX_PAYLOADS, items: { type: 'string', maxLength: MAX_PAYLOAD_CHARS } };

/** Its JSON schema property for PUT /sandbox/scenario. */
export const HOSTILE_CONTENT_PROPERTY = {
  hostileContent: { type: 'object', additionalProperties: false, required: ['payloads'], properties: { payloads: payloadList, urls: payloadList } },
} as const;

/** Texts and HTML: the whole batch. */
const TEXT_KEYS = new Set([
  'text', 'label', 'title', 'subtitle', 'placeholder_text', 'message', 'bank_name', 'fullName',
  'transaction_description', 'nameEn', 'stepInstruction', 'alt',
]);
/** Values that are texts only inside these lists (elsewhere `name`/`value` are ids and codes). */
const TEXT_IN_LIST: Readonly<Record<string, readonly string[]>> = { requisites: ['value'], details: ['name', 'value'] };
/** URLs: one payload each. */
const URL_KEYS = new Set(['source', 'url', 'image', 'appLink', 'payLink', 'qrCode', 'QR', 'logo', 'deepLink']);
/** Lists of URLs or records of URLs: each entry one payload. */
const URL_COLLECTIONS = new Set(['iconIds', 'video_guide_url']);
/** Lists of one-sink items: one item per payload. */
const PER_PAYLOAD_LISTS = new Set(['steps', 'instruction_slides', 'messengers']);

/** A copy of `answer` with every sink hostile (see the module comment). */
export function withHostileContent<T>(answer: T, content: HostileContent | undefined): T {
  if (!content) return answer;
  const joined = content.payloads.join(' ');
  const urls = content.urls ?? content.payloads;
  const nextUrl = (): string => {
    const n = content.next ?? 0;
    content.next = n + 1;
    return urls[n % urls.length] as string;
  };
  // After the original words, so a player (and a test) still finds the method or the field by them.
  const text = (value: unknown, payload: string): unknown => {
    if (typeof value === 'string') return `${value} ${payload}`;
    // A localized text `{ en, ru, … }`: every language.
    if (isRecord(value) && typeof value.en === 'string') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, `${String(v)} ${payload}`]));
    return value;
  };
  const walk = (value: unknown, payload: string, list = ''): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v, payload, list));
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (PER_PAYLOAD_LISTS.has(key) && Array.isArray(v) && v.length > 0) {
        // One item per payload; a numbered step keeps its numbers in order.
        out[key] = content.payloads.map((p, i) => {
          const source: unknown = v[i % v.length];
          const item = typeof source === 'string' ? text(source, p) : walk(source, p, key);
          return isRecord(item) && 'stepNumber' in item ? { ...item, stepNumber: i + 1 } : item;
        });
      } else if (TEXT_KEYS.has(key) || TEXT_IN_LIST[list]?.includes(key)) out[key] = text(v, payload);
      else if (URL_KEYS.has(key) && typeof v === 'string') out[key] = nextUrl();
      else if (URL_COLLECTIONS.has(key) && Array.isArray(v)) out[key] = v.map(() => nextUrl());
      else if (URL_COLLECTIONS.has(key) && isRecord(v)) out[key] = Object.fromEntries(Object.keys(v).map((k) => [k, nextUrl()]));
      else out[key] = walk(v, payload, Array.isArray(v) ? key : list);
    }
    return out;
  };
  return walk(answer, joined) as T;
}
