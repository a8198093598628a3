/**
 * The host schema's fonts, registered through the FontFace API. A lazy chunk, fetched only when a
 * schema names fonts: no list waits for them (text shows in the fallback font until they load),
 * and the entry's budget paid for the early host events this way (decision SSR-03).
 */
import type { HostSchema } from '../domain/handshake.ts';
import { webUrl } from '../domain/web-url.ts';

const loadedFonts = new Set<string>();

/** Registers host fonts once per document; only http(s) font URLs are fetched. */
export function registerSchemaFonts(doc: Document, fonts: HostSchema['fonts']): void {
  if (typeof FontFace === 'undefined') return;
  for (const font of fonts ?? []) {
    // An absolute http(s) URL only: a relative one would load from the host page's origin by accident.
    const href = font?.family ? webUrl(font.url) : null;
    if (!font || !href) continue;
    const key = `${font.family}|${href}|${font.weight ?? ''}|${font.style ?? ''}`;
    if (loadedFonts.has(key)) continue;
    loadedFonts.add(key);
    const face = new FontFace(font.family, `url(${JSON.stringify(href)})`, {
      weight: font.weight !== undefined ? String(font.weight) : undefined,
      style: font.style,
    });
    doc.fonts.add(face);
    face.load().catch(() => loadedFonts.delete(key));
  }
}
