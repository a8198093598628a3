/**
 * A random idempotency key (decision CREATE-IDEM): a version 4 UUID from WebCrypto. Browsers only
 * offer `crypto.randomUUID` in a secure context, and a host page may embed the widget over plain
 * HTTP, so the same UUID is built from `crypto.getRandomValues` (available everywhere) there.
 */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 9562 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
