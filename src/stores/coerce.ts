/**
 * Value coercers for host-supplied data (attributes arrive as strings, `loaded` payloads as
 * parsed JSON of any shape). Each returns the coerced value, or `INVALID` to reject it.
 */

/** Marker for a value that failed validation. */
export const INVALID: unique symbol = Symbol('invalid');
export type Coerced<T> = T | typeof INVALID;

/**
 * Booleans: real booleans, 1/0, and attribute strings. An empty string is attribute presence
 * (`<payment-cashier pwa>`), so it means true, as for HTML boolean attributes.
 */
export function toBoolean(v: unknown): Coerced<boolean> {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v !== 'string') return INVALID;
  const s = v.trim().toLowerCase();
  if (s === '' || s === 'true' || s === '1') return true;
  if (s === 'false' || s === '0') return false;
  return INVALID;
}

/** Non-empty trimmed strings; finite numbers become their decimal text (ids sent as numbers). */
export function toText(v: unknown): Coerced<string> {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return INVALID;
  const s = v.trim();
  return s === '' ? INVALID : s;
}

/** A string from a closed list, compared case-insensitively. */
export function toOneOf<T extends string>(allowed: readonly T[]) {
  return (v: unknown): Coerced<T> => {
    if (typeof v !== 'string') return INVALID;
    const s = v.trim().toLowerCase();
    return (allowed as readonly string[]).includes(s) ? (s as T) : INVALID;
  };
}

/** A string that must match `pattern` after `normalise`. */
export function toPattern(pattern: RegExp, normalise: (s: string) => string = (s) => s) {
  return (v: unknown): Coerced<string> => {
    const s = toText(v);
    if (s === INVALID) return INVALID;
    const n = normalise(s);
    return pattern.test(n) ? n : INVALID;
  };
}

/** `http(s)` URL origin, e.g. for the host origin messages are posted to (never `*`). */
export function toOrigin(v: unknown): Coerced<string> {
  const s = toText(v);
  if (s === INVALID) return INVALID;
  try {
    const url = new URL(s);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return INVALID;
    return url.origin;
  } catch {
    return INVALID;
  }
}

/** A base URL: absolute http(s) or a root-relative/relative path; trailing slashes removed. */
export function toBaseUrl(v: unknown): Coerced<string> {
  const s = toText(v);
  if (s === INVALID) return INVALID;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) {
    try {
      const url = new URL(s);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return INVALID;
    } catch {
      return INVALID;
    }
  } else if (s.startsWith('//')) {
    // Protocol-relative URLs would follow the host page's protocol; require an explicit one.
    return INVALID;
  }
  return s.replace(/\/+$/, '');
}

// One leading '/', then non-empty segments of URL-safe characters (so no '//', no backslash and no
// scheme), then an optional query.
const ROUTE_PATH = /^\/(?:[\w.~-]+\/?)*(?:\?[^\s#\\]*)?$/;

/** An in-widget path for the first page (`route`, decision ROUTE-02): `/withdrawal`, `/cryptobalance`. */
export function toRoute(v: unknown, maxLength: number): Coerced<string> {
  const s = toText(v);
  return s !== INVALID && s.length <= maxLength && ROUTE_PATH.test(s) ? s : INVALID;
}
