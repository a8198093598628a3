/**
 * An http(s) resource URL — a method icon, a host font — resolved and checked: parseable, http or
 * https, a host, no credentials. Resources are fetched, never followed by the player; links a
 * player follows go through the full guard of link-guard.ts (hidden schemes, entities, the
 * messenger and UPI allow-list) in the lazy pages that show them. Kept apart so the entry, which
 * draws icons on the list, carries only this check.
 */
export function webUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text === '' || /[\u0000-\u001F\u007F]/.test(text) || /^[\\/]{2}/.test(text)) return null;
  let url: URL;
  try {
    url = base === undefined ? new URL(text) : new URL(text, base);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '' || url.username || url.password) return null;
  return url.href;
}
