/**
 * The folder served at /bench/ during the run (bench/results/site):
 * - `widget/`: a snapshot of the build folder with .br/.gz siblings (served precompressed, as a
 *   CDN would), so a concurrent `npm run build` cannot swap files mid-run;
 * - `widget.html`: what integrators embed, one module script and one <payment-cashier>;
 * - `floor.html` + `floor/`: bare React rendering the same tiles from the same methods JSON;
 * - `adyen.html` + `adyen/`: Adyen Drop-in (all methods) with a mocked /paymentMethods answer.
 */
import { cp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildBundle } from './bundle.mjs';

const COMPRESSIBLE = /\.(js|json|css|svg|html|txt)$/;

/** The fixed sandbox token that never expires (docs/sandbox.md). */
export const DEMO_TOKEN = 'sandbox-player-1';

const page = (title, head, body) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<link rel="icon" href="data:,">\n<title>${title}</title>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

/** Copies the build folder (without source maps) to `<site>/widget`. */
export async function snapshotBuild(distDir, siteDir) {
  await rm(siteDir, { recursive: true, force: true });
  await mkdir(siteDir, { recursive: true });
  await cp(distDir, join(siteDir, 'widget'), { recursive: true, filter: (src) => !src.endsWith('.map') });
}

/** The widget page: exactly the README's embedding, token as an attribute (no inline script under the sandbox CSP). */
export async function writeWidgetPage(siteDir, main) {
  const file = main.split('/').slice(1).join('/');
  await writeFile(
    join(siteDir, 'widget.html'),
    page('payment-cashier', `<script type="module" src="/bench/widget/${file}"></script>`, `<payment-cashier token="${DEMO_TOKEN}"></payment-cashier>`),
  );
}

/** The deposit methods of the demo player, fetched once over the sandbox's HTTP API. */
export async function fetchMethods(origin, apiPrefix = 'BANKING') {
  const response = await fetch(`${origin}/api/${apiPrefix}/methods-payment-v5`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEMO_TOKEN}`, 'content-type': 'application/json' },
    // The demo player is RU/RUB (docs/sandbox.md).
    body: JSON.stringify({ country: 'RU', currency: { code: 'RUB', type: 'fiat' } }),
  });
  if (!response.ok) throw new Error(`methods-payment-v5 answered ${response.status}`);
  return response.json();
}

// Adyen types that render in Drop-in without any call to Adyen; the mock cycles through them.
const ADYEN_TYPES = ['scheme', 'ideal', 'klarna', 'paypal', 'sepadirectdebit', 'trustly', 'paysafecard', 'blik', 'mbway', 'twint', 'eps', 'multibanco', 'swish', 'mobilepay', 'vipps', 'onlineBanking_PL'];

/** A /paymentMethods answer with one entry per method in our list (groups flattened). */
export function adyenMethods(methods) {
  const names = [...methods.methods, ...methods.groups.flatMap((g) => g.paymentMethods)].map((m) => m.text?.en ?? m.name);
  return {
    paymentMethods: names.map((name, i) => {
      const type = ADYEN_TYPES[i % ADYEN_TYPES.length];
      return type === 'scheme' ? { type, name, brands: ['visa', 'mc', 'amex'] } : { type, name };
    }),
  };
}

/** Builds the floor and Adyen pages; returns their bundle sizes (Adyen's may carry `error`). */
export async function writePeerPages(root, siteDir, methods) {
  const data = join(root, 'bench/results/data');
  await mkdir(data, { recursive: true });
  await writeFile(join(data, 'methods.json'), JSON.stringify(methods));
  await writeFile(join(data, 'adyen-methods.json'), JSON.stringify(adyenMethods(methods)));
  const out = {};
  out.floor = await buildBundle({ entry: 'bench/peers/entries/floor-page.jsx', outdir: join(siteDir, 'floor'), absWorkingDir: root, write: true, name: 'floor', alias: { 'bench-methods': join(data, 'methods.json') } });
  await writeFile(join(siteDir, 'floor.html'), page('React floor', '<script type="module" src="/bench/floor/floor.js"></script>', '<div id="root"></div>'));
  try {
    out.adyen = await buildBundle({ entry: 'bench/peers/entries/adyen-page.js', outdir: join(siteDir, 'adyen'), absWorkingDir: root, write: true, name: 'adyen', alias: { 'bench-adyen-methods': join(data, 'adyen-methods.json') } });
    await writeFile(join(siteDir, 'adyen.html'), page('Adyen Drop-in', '<link rel="stylesheet" href="/bench/adyen/adyen.css">\n<script type="module" src="/bench/adyen/adyen.js"></script>', '<div id="dropin"></div>'));
  } catch (error) {
    out.adyen = { error: `not built offline: ${error?.errors?.[0]?.text ?? error?.message ?? error}` };
  }
  return out;
}

/** Writes .br and .gz next to every compressible file (served with @fastify/static preCompressed). */
export async function precompress(dir) {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if ((await stat(path)).isDirectory()) await precompress(path);
    else if (COMPRESSIBLE.test(name)) {
      const content = await readFile(path);
      await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
      await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
    }
  }
}
