/**
 * Which web pages may call the banking API and open the socket (decision CDN-07): the sandbox's own
 * origin, and the host origins of an allow-list — by default any port of this machine's loopback
 * names, so a framework dev server (Vite on :5173) or a test's second origin reaches the sandbox, and
 * a page on any other site does not. An entry is an exact origin (`https://casino.example`) or one
 * with `:*` for any port (`http://localhost:*`). No credentials are ever allowed (bearer tokens, no
 * cookies), so an allowed origin is echoed, never `*`.
 */

export const LOOPBACK_ORIGINS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*', 'https://localhost:*'];

/** `(origin, ownOrigin) → allowed`; a request without Origin (curl, Node, a same-origin GET) passes. */
export type OriginCheck = (origin: string | undefined, ownOrigin: string) => boolean;

function matches(pattern: string, origin: string): boolean {
  if (!pattern.endsWith(':*')) return pattern.replace(/\/$/, '') === origin;
  const host = pattern.slice(0, -2);
  return origin === host || (origin.startsWith(`${host}:`) && /^\d{1,5}$/.test(origin.slice(host.length + 1)));
}

export function allowedOrigins(patterns: readonly string[]): OriginCheck {
  return (origin, ownOrigin) => origin === undefined || origin === ownOrigin || patterns.some((p) => matches(p, origin));
}

/** `SANDBOX_CORS_ORIGINS`: comma-separated entries; unset → the loopback defaults; empty → none. */
export function parseOriginList(value: string | undefined): readonly string[] {
  if (value === undefined) return LOOPBACK_ORIGINS;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
