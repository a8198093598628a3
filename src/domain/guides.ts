/**
 * The redirect page's guides (flows §2 "Redirect base", "Other redirect pages", §3 "Payment
 * method"; REDIR-02..04, decision REDIR-09): which video guide a method has for the player, how it
 * is embedded, and the slides of its visual instruction. Pure: the pages and the redirect page's
 * buttons read the same answers, so a button shows exactly when its page has something to show.
 */
import { localized } from './localized-text.ts';
import { safeLink } from './link-guard.ts';
import type { PaymentMethod } from './payment-entities.ts';

/** flows §3: the fallback key of `video_guide_url` when the player's `lang_country` has no entry. */
export const VIDEO_GUIDE_FALLBACK_KEY = 'redesign';

/** Where a guide's relative URLs point: the banking API's origin, which served the method. */
export interface GuideContext {
  language: string;
  /** Upper-case country code of the player (or the payment geo), if known. */
  country: string | undefined;
  /** Absolute http(s) base for relative URLs. */
  base: string;
}

/** An http(s) URL from server data, resolved against `base`; null when the link guard rejects it. */
function webUrl(raw: unknown, base: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const safe = safeLink(raw, { base });
  return safe !== null && /^https?:/i.test(safe) ? safe : null;
}

/** The `lang_country` key of flows §3 (`pt_BR`): the base language, lower case, and the country, upper case. */
export function langCountryKey(language: string, country: string | undefined): string | undefined {
  const lang = (language.split(/[-_]/)[0] ?? '').toLowerCase();
  const geo = (country ?? '').trim().toUpperCase();
  return lang !== '' && /^[A-Z]{2}$/.test(geo) ? `${lang}_${geo}` : undefined;
}

/**
 * REDIR-04, decision REDIR-09: the method's video guide for the player — the `lang_country`
 * entry, else the `redesign` entry — as a safe absolute http(s) URL, or null (no button, no page).
 */
export function videoGuideUrl(method: PaymentMethod | undefined, ctx: GuideContext): string | null {
  const guides = method?.video_guide_url;
  if (!guides || typeof guides !== 'object') return null;
  const key = langCountryKey(ctx.language, ctx.country);
  return (key !== undefined ? webUrl(guides[key], ctx.base) : null) ?? webUrl(guides[VIDEO_GUIDE_FALLBACK_KEY], ctx.base);
}

/** File endings a <video> element plays; any other guide URL is a player page shown in a frame. */
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v|mov)$/i;

/**
 * Decision REDIR-09 (CSP): a video file is played by a <video> element (the host's CSP must allow
 * its origin in `media-src`); anything else is a player page (YouTube, Vimeo, the operator's own)
 * shown in a sandboxed <iframe> (`frame-src`). docs/host-contract.md "Content Security Policy".
 */
export function videoEmbedKind(url: string): 'video' | 'frame' {
  return VIDEO_FILE.test(new URL(url).pathname) ? 'video' : 'frame';
}

/** One slide as the instruction page shows it. */
export interface Slide {
  /** Untrusted HTML (the page sanitises it). */
  html: string;
  /** A safe http(s) picture URL, or null. */
  image: string | null;
  /** The picture's text alternative ('' = decorative). */
  alt: string;
}

/**
 * REDIR-03, decision REDIR-09: the method's `instruction_slides` in the player's language (falling
 * back to English), each with its picture through the link guard. Slides without words are
 * dropped: a picture alone tells a screen-reader user nothing.
 */
export function instructionSlides(method: PaymentMethod | undefined, ctx: Pick<GuideContext, 'language' | 'base'>): Slide[] {
  const raw = method?.instruction_slides;
  if (!Array.isArray(raw)) return [];
  const slides: Slide[] = [];
  for (const slide of raw) {
    if (!slide || typeof slide !== 'object') continue;
    const html = localized(slide.text, ctx.language);
    if (html === undefined) continue;
    slides.push({ html, image: webUrl(slide.image, ctx.base), alt: localized(slide.alt, ctx.language) ?? '' });
  }
  return slides;
}

/**
 * Decision REDIR-09: the `sandbox` of a guide's frame. A player page on another origin needs its
 * scripts and its own origin (cookies, storage) to play. On the page's own origin that pair would
 * let the frame lift its sandbox, so there the frame keeps an opaque origin and only runs scripts.
 */
export function frameSandbox(url: string, pageOrigin: string): string {
  const sameOrigin = new URL(url).origin === pageOrigin;
  return sameOrigin ? 'allow-scripts allow-presentation' : 'allow-scripts allow-same-origin allow-presentation allow-popups';
}
