/**
 * Styles enter the shadow root only as constructable stylesheets (CSP-safe: no <style>, no
 * inline attributes). The host `schema` adds one more sheet mapping its variables onto
 * `--cashier-*` custom properties; its fonts are registered by schema-fonts.ts.
 */
import type { HostSchema } from '../domain/handshake.ts';

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
  // `:host([data-theme])` too: the host's own values beat the native dark theme's defaults (decision THEME-02).
  return lines.length ? `:host, :host([data-theme]) {\n${lines.join('\n')}\n}` : '';
}
