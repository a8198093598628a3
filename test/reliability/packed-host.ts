// A casino that installed the npm package and serves it itself (decision SRI-01): one small server on
// its own origin gives its deposit page and, under /vendor/payment-cashier/, exactly the files
// `npm pack` ships from dist/ (anything else is a 404, so the test sees a file the package lacks).
// The page loads the entry with its `integrity` from dist/integrity.json and `crossorigin`, and an
// import map carrying the chunks' hashes, under a strict CSP; the API is the sandbox on another origin.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname } from 'node:path';
import { HOST_JS, casinoCsp, casinoDocument, sha256 } from '../e2e/models/cdn-host.ts';

export const VENDOR = '/vendor/payment-cashier';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain',
};

/** The dist/ files `npm pack` ships (package.json "files"), relative to dist/. */
export function packedDistFiles(): Set<string> {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const [pack] = JSON.parse(out) as Array<{ files: Array<{ path: string }> }>;
  return new Set(pack!.files.map((f) => f.path).filter((p) => p.startsWith('dist/')).map((p) => p.slice('dist/'.length)));
}

/** dist/integrity.json: `sha384-…` of every JS file the package ships, by its path in dist/. */
export const distIntegrity = (): Record<string, string> => JSON.parse(readFileSync('dist/integrity.json', 'utf8')) as Record<string, string>;

function page(origin: string, api: string, transport: string, integrity: Record<string, string>): { html: string; csp: string } {
  const chunks = Object.entries(integrity).filter(([file]) => file.startsWith('chunks/'));
  const importMap = JSON.stringify({ imports: {}, integrity: Object.fromEntries(chunks.map(([file, hash]) => [`${origin}${VENDOR}/${file}`, hash])) });
  const csp = casinoCsp({ script: [sha256(importMap)], img: [], connect: [api, api.replace(/^http/, 'ws')], frame: [] });
  const html = casinoDocument({ importMap, script: `${VENDOR}/payment-cashier.js`, integrity: integrity['payment-cashier.js']!, apiBase: api, transport });
  return { html, csp };
}

/** Starts the casino's server; `/deposit?transport=…` is its page. `missing` lists what was asked of the package and not in it. */
export async function startPackedHost(api: string): Promise<{ origin: string; missing: string[]; close(): Promise<void> }> {
  const shipped = packedDistFiles();
  const integrity = distIntegrity();
  const missing: string[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === '/host.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(HOST_JS);
    if (url.pathname === '/deposit') {
      const { html, csp } = page(origin, api, url.searchParams.get('transport') ?? 'socket', integrity);
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(html);
    }
    const file = url.pathname.startsWith(`${VENDOR}/`) ? decodeURIComponent(url.pathname.slice(VENDOR.length + 1)) : '';
    if (!shipped.has(file)) {
      if (file) missing.push(file);
      return response.writeHead(404).end();
    }
    return response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(`dist/${file}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    missing,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
