/**
 * The link guard (shell §5, flows §5; DOM-35, DOM-36). The spec names schemes to reject
 * (javascript, data, file, blob, about, chrome); we go further and ALLOW only a short list, so an
 * obfuscated or unforeseen scheme can never get through. Decision DOM-36 in docs/decisions.md.
 */

/**
 * Schemes a provider or cash-agent link may use. Web and contact schemes, the messengers that
 * cash agents are reached through (flows §1, §2 "Redirect cash"), and the UPI wallet apps that
 * India-style methods hand over to (flows §4: "UPI, PhonePe, Paytm and others").
 */
export const ALLOWED_LINK_SCHEMES: readonly string[] = Object.freeze([
  'https:',
  'http:',
  'mailto:',
  'tel:',
  'tg:', // Telegram
  'whatsapp:',
  'viber:',
  'upi:', // generic UPI intent (upi://pay?...)
  'phonepe:',
  'paytmmp:', // Paytm
  'tez:', // Google Pay India (tez://upi/pay)
]);

/** Schemes the spec names as rejected (DOM-35); kept for reporting and tests, not for matching. */
export const REJECTED_LINK_SCHEMES: readonly string[] = ['javascript:', 'data:', 'file:', 'blob:', 'about:', 'chrome:'];

/** Options for safeLink. */
export interface SafeLinkOptions {
  /** An absolute http(s) base to resolve relative links against. Without it relative links are rejected. */
  base?: string;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ':', sol: '/', tab: '\t', newline: '\n', period: '.', amp: '&', lpar: '(', rpar: ')',
};

/** Decodes HTML character references once (`&#106;`, `&#x6A;`, `&colon;`), for the scheme check. */
function decodeEntities(s: string): string {
  return s.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (m, dec: string, hex: string, name: string) => {
    const cp = dec ? Number(dec) : hex ? parseInt(hex, 16) : undefined;
    if (cp !== undefined) return cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
    return NAMED_ENTITIES[name.toLowerCase()] ?? m;
  });
}

function decodePercent(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The scheme a browser or HTML parser might see after every decoding a link could go through. */
function hiddenScheme(raw: string): string | null {
  let s = raw;
  for (let i = 0; i < 3; i += 1) s = decodePercent(decodeEntities(s));
  const stripped = s.replace(/[\u0000-\u0020\u007F-\u00A0\u200B-\u200F\u2028\u2029\uFEFF]/g, '');
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(stripped);
  return m?.[1] ? `${m[1].toLowerCase()}:` : null;
}

/**
 * Returns the link as a normalised absolute URL when its scheme is allowed, else null (DOM-35).
 * Rejected: any scheme outside ALLOWED_LINK_SCHEMES (in any case, with whitespace or control
 * characters around or inside it, or hidden behind HTML entities or percent-encoding),
 * protocol-relative `//host` links, relative links without a base, http(s) links with embedded
 * credentials (`https://bank.com@evil.example`), and anything that is not a string.
 */
export function safeLink(url: string, options: SafeLinkOptions = {}): string | null {
  if (typeof url !== 'string') return null;
  // The URL parser drops tabs/newlines anywhere and C0/space at the ends; we reject other controls.
  const trimmed = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  if (trimmed === '' || /[\u0000-\u001F\u007F]/.test(trimmed)) return null;
  if (/^[\\/]{2}/.test(trimmed)) return null;

  const hidden = hiddenScheme(trimmed);
  if (hidden !== null && !ALLOWED_LINK_SCHEMES.includes(hidden)) return null;

  let parsed: URL;
  try {
    parsed = hidden === null ? resolveRelative(trimmed, options.base) : new URL(trimmed);
  } catch {
    return null;
  }
  if (!ALLOWED_LINK_SCHEMES.includes(parsed.protocol)) return null;
  if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && (parsed.username || parsed.password)) return null;
  if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname === '') return null;
  return parsed.href;
}

function resolveRelative(relative: string, base: string | undefined): URL {
  if (base === undefined) throw new TypeError('relative link without a base');
  const baseUrl = new URL(base);
  if (baseUrl.protocol !== 'https:' && baseUrl.protocol !== 'http:') throw new TypeError('base must be http(s)');
  const resolved = new URL(relative, baseUrl);
  // A relative link must stay on the base's origin; `/\\evil.example` and the like may not leave it.
  if (resolved.origin !== baseUrl.origin) throw new TypeError('relative link left the base origin');
  return resolved;
}

/**
 * The scheme a link names (`javascript`, `https`), lower case, or '' — all a rejected link may be
 * reported by (decision DOM-36: the full URL may carry tokens).
 */
export const linkScheme = (url: unknown): string => (typeof url === 'string' ? /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase() ?? '' : '');

/** True when safeLink accepts the link. */
export function isSafeLink(url: string, options?: SafeLinkOptions): boolean {
  return safeLink(url, options) !== null;
}
