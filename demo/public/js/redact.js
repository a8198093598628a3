// Tokens never reach the page: not in the DOM, not in the log, not in the snippet.

const SECRET_KEYS = new Set(['token', 'authorization', 'Authorization']);
const MASK = '«redacted»';

/** A deep copy of `value` with every token-like field (and any copy of a known token) masked. */
export function redact(value, knownTokens = []) {
  const secrets = knownTokens.filter((t) => typeof t === 'string' && t.length >= 6);
  const walk = (v, key) => {
    if (key !== undefined && SECRET_KEYS.has(key) && v !== undefined && v !== null && v !== '') return MASK;
    if (typeof v === 'string') return secrets.reduce((s, t) => s.split(t).join(MASK), v);
    if (Array.isArray(v)) return v.map((item) => walk(item));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]));
    return v;
  };
  return walk(value);
}

/**
 * Shows that a token exists without showing any of it: only the sandbox's public `sbx_` kind
 * prefix survives, and the length is fixed so it leaks nothing.
 */
export function maskToken(token) {
  if (!token) return 'none';
  const kind = /^[a-z]{2,5}_/.exec(token)?.[0] ?? '';
  return `${kind}${'•'.repeat(12)}`;
}
