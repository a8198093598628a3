/**
 * Styles enter the shadow root only as constructable stylesheets (CSP-safe: no <style>, no
 * inline attributes). The host `schema` adds one more sheet mapping its variables onto
 * `--cashier-*` custom properties, and its fonts are registered through the FontFace API.
 */
import type { HostSchema } from '../domain/handshake.ts';
import { webUrl } from '../domain/web-url.ts';

export function createSheet(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}

const NAME = /^-{0,2}[a-zA-Z][a-zA-Z0-9-]*$/;
// A value may not close the declaration or the rule, nor pull resources in.
const UNSAFE_VALUE = /[;{}<>\\]|url\s*\(|expression\s*\(|@import/i;

/** `{ primary: '#0a0' }` → `:host { --cashier-primary: #0a0; }`; unsafe entries are skipped. */
export function schemaVariablesCss(variables: HostSchema['variables']): string {
  const lines: string[] = [];
  for (const [rawName, value] of Object.entries(variables ?? {})) {
    if (typeof value !== 'string' || !NAME.test(rawName) || UNSAFE_VALUE.test(value)) continue;
    const name = rawName.replace(/^-+/, '').replace(/^cashier-/, '');
    lines.push(`  --cashier-${name}: ${value.trim()};`);
  }
  return lines.length ? `:host {\n${lines.join('\n')}\n}` : '';
}

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
