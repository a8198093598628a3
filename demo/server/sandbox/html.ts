/** Tiny HTML helpers for the sandbox pages: escaped text, one shared layout, no inline code (CSP). */

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export const esc = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A complete page with the sandbox stylesheet and script (external files only), plus `scripts`. */
export function page(title: string, body: string, scripts: readonly string[] = []): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/sandbox/assets/provider.css">
<script src="/sandbox/assets/provider.js" defer></script>
${scripts.map((src) => `<script src="${esc(src)}" defer></script>\n`).join('')}</head>
<body>
<main class="card">
<p class="brand"><span class="logo" aria-hidden="true">S</span> Sandbox Pay <span class="badge">TEST MODE</span></p>
${body}
</main>
</body>
</html>`;
}
