// A casino's page on its own origin (http://127.0.0.1:<its port>) that embeds the cashier from the
// sandbox's CDN layout on another origin (http://localhost:<sandbox port>), as README's snippet
// says: a versioned module script with `integrity` and `crossorigin`, and a strict CSP that names
// the CDN. The test serves it from a second tiny server (issue #23 deliverable 3).
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface HostPage {
  transport: 'socket' | 'http';
  /** The `integrity` the widget's script tag carries. */
  entryIntegrity: string;
  /** An import map carrying integrity for these absolute URLs (chunk integrity, decision CDN-03). */
  importMapIntegrity?: Record<string, string>;
}

// The casino's own script: a notice when the cashier's script cannot load (a blocked CDN, a wrong
// integrity hash). Script errors do not bubble, so it listens in the capture phase.
export const HOST_JS = `document.addEventListener('error', (event) => {
  const script = event.target;
  if (script instanceof HTMLScriptElement && script.src.endsWith('/payment-cashier.js'))
    document.getElementById('cashier-status').textContent = 'The cashier could not be loaded.';
}, true);
`;

/** A CSP source for an inline script (the import map). */
export const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function hostPage(cdn: string, version: string, page: HostPage): { html: string; csp: string } {
  const importMap = page.importMapIntegrity ? JSON.stringify({ imports: {}, integrity: page.importMapIntegrity }) : '';
  const csp = casinoCsp({ script: [cdn, ...(importMap ? [sha256(importMap)] : [])], img: [cdn], connect: [cdn, cdn.replace(/^http/, 'ws')], frame: [cdn] });
  const html = casinoDocument({ importMap, script: `${cdn}/widget/${version}/payment-cashier.js`, integrity: page.entryIntegrity, apiBase: cdn, transport: page.transport });
  return { html, csp };
}

/** The casino's strict CSP: its own origin plus the sources named (no inline script but the hashed import map). */
export function casinoCsp(extra: { script: string[]; img: string[]; connect: string[]; frame: string[] }): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...extra.script].join(' '),
    "style-src 'self'",
    ['img-src', "'self'", 'data:', 'blob:', ...extra.img].join(' '),
    ['connect-src', "'self'", ...extra.connect].join(' '),
    ['frame-src', "'self'", ...extra.frame].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The casino's deposit page: its notice line, the widget's script (with `integrity`) and the element. */
export function casinoDocument(o: { importMap: string; script: string; integrity: string; apiBase: string; transport: string }): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Casino — deposit</title>
    <link rel="icon" href="data:," />
    ${o.importMap ? `<script type="importmap">${o.importMap}</script>` : ''}
    <script src="/host.js"></script>
    <script type="module" src="${o.script}" integrity="${o.integrity}" crossorigin="anonymous"></script>
  </head>
  <body>
    <h1>Casino</h1>
    <p role="status" id="cashier-status"></p>
    <payment-cashier api-base="${o.apiBase}" transport="${o.transport}" locale="en"></payment-cashier>
  </body>
</html>`;
}

/** Starts the casino's server; `url(page)` is a page embedding the cashier as `page` says. */
export async function startHostSite(cdn: string, version: string): Promise<{ url(page: HostPage): string; close(): Promise<void> }> {
  const pages = new Map<string, HostPage>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    if (path === '/host.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(HOST_JS);
    const page = pages.get(path);
    if (!page) return response.writeHead(404).end();
    const { html, csp } = hostPage(cdn, version, page);
    return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url(page) {
      const path = `/deposit-${pages.size + 1}`;
      pages.set(path, page);
      return `${origin}${path}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
