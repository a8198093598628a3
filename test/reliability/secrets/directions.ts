// Decision SECRET-05: which messages may carry the player's token. The token travels by message in one
// direction only, by design: host → widget, in the handshake, to the widget's exact origin — the
// iframe fallback's `loaded` post (the first and each renewed token), and in the native web view the
// app's own hand-over of the player's record or a renewed token (the playground plays the app through
// a post to its simulated web view). Every other message — anything the widget sends its host or its
// helper window, any post another window receives, any bridge call — is scanned like every surface.
import type { Received } from './recorder.ts';

function parsed(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A handshake the host (`hostOrigin`, the page's origin) posted from the parent window into the widget's frame. */
export function isHandshakeToWidget(m: Received, hostOrigin: string): boolean {
  if (!m.embedded || !m.fromParent || m.origin !== hostOrigin) return false;
  const data = parsed(m.text);
  const page = new URL(m.at).pathname;
  if (page.endsWith('/iframe.html')) return data?.['type'] === 'loaded';
  if (page === '/native.html') return data?.['source'] === 'pc-playground' && (data['kind'] === 'user' || data['kind'] === 'token');
  return false;
}

/** Splits what windows received into the allowed handshakes and everything the scan reads. */
export function byDirection(received: Received[], hostOrigin: string) {
  const handshakes = received.filter((m) => isHandshakeToWidget(m, hostOrigin));
  const scanned = received.filter((m) => !handshakes.includes(m)).map((m) => `${m.at} ← ${m.origin} ${m.text}`);
  return { handshakes, scanned };
}
