/**
 * The folder served at /bench/ during the run (bench/results/site):
 * - `widget/`: a snapshot of the build folder with .br/.gz siblings (served precompressed, as a
 *   CDN would), so a concurrent `npm run build` cannot swap files mid-run;
 * - `widget-currency.html`: what the README tells integrators to embed, one module script and one
 *   <payment-cashier> with the token and the player's currency (`widget.html`: a token only;
 *   `widget-http*.html`: the same over the HTTP transport; `host.html`: the host profiles' page);
 * - `floor.html` + `floor/`: bare React rendering the same tiles from the same methods JSON;
 * - `adyen.html` + `adyen/`: Adyen Drop-in (all methods) with a mocked /paymentMethods answer.
 */
import { existsSync } from 'node:fs';
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

/** The bench player's currency (the sandbox's RU player), as a host that knows it passes it. */
export const DEMO_CURRENCY = 'RUB';

/**
 * The widget pages, the token as an attribute (the sandbox CSP allows no inline script):
 * - `widget-currency.html`: the README's embedding, the token and the player's `currency` (one
 *   methods request before the list; decision LIST-T3); `widget-http-currency.html` over HTTP;
 * - `widget.html`: a token only, on a first visit (the list is asked for in USD, then in the
 *   answer's RUB: two requests); `widget-http.html` over HTTP. Taps and memory load this one.
 */
export async function writeWidgetPages(siteDir, main) {
  const src = `/bench/widget/${main.split('/').slice(1).join('/')}`;
  const head = `<script type="module" src="${src}"></script>`;
  const write = (file, title, attributes) => writeFile(join(siteDir, file), page(title, head, `<payment-cashier token="${DEMO_TOKEN}"${attributes}></payment-cashier>`));
  await write('widget.html', 'payment-cashier (token only)', '');
  await write('widget-http.html', 'payment-cashier (token only, HTTP)', ' transport="http"');
  await write('widget-currency.html', 'payment-cashier', ` currency="${DEMO_CURRENCY}"`);
  await write('widget-http-currency.html', 'payment-cashier (HTTP)', ` currency="${DEMO_CURRENCY}" transport="http"`);
}

/**
 * `host.html` (issue #24): the sandbox's plain host page (demo/public/host.html) on the snapshot:
 * the host's script (/js/plain-host.js, from the sandbox) hands over what the query carries —
 * the session, the bonus list, the settings of a host profile (bench/lib/host-profiles.mjs).
 */
export async function writeHostPage(siteDir, main) {
  const src = `/bench/widget/${main.split('/').slice(1).join('/')}`;
  const head = `<script type="module" src="/js/plain-host.js"></script>\n<script type="module" src="${src}"></script>`;
  await writeFile(join(siteDir, 'host.html'), page('payment-cashier (host profile)', head, '<payment-cashier></payment-cashier>'));
}

/**
 * `widget-prefetch.html`: the same embedding, plus the host handing over the methods answer it
 * fetched server-side (`methodsResponse`, as an Adyen merchant passes `paymentMethodsResponse`).
 * The answer sits in an external module (the CSP allows no inline script).
 */
export async function writePrefetchPage(siteDir, main, methods) {
  const src = `/bench/widget/${main.split('/').slice(1).join('/')}`;
  const handOver = `document.querySelector('payment-cashier').methodsResponse = ${JSON.stringify(methods)};\n`;
  await writeFile(join(siteDir, 'widget-prefetch.js'), handOver);
  const head = `<script type="module" src="/bench/widget-prefetch.js"></script>\n<script type="module" src="${src}"></script>`;
  await writeFile(join(siteDir, 'widget-prefetch.html'), page('payment-cashier (prefetched methods)', head, `<payment-cashier token="${DEMO_TOKEN}"></payment-cashier>`));
}

/**
 * The method icons, fetched once from the sandbox into the widget's default icon folder
 * (`<widget>/icons/methods/<id>.svg`), where an integrator hosting the widget would put them.
 */
export async function writeIcons(origin, siteDir, ids) {
  const dir = join(siteDir, 'widget/icons/methods');
  await mkdir(dir, { recursive: true });
  for (const id of ids) {
    const response = await fetch(`${origin}/sandbox/icons/${id}.svg`);
    if (response.ok) await writeFile(join(dir, `${id}.svg`), Buffer.from(await response.arrayBuffer()));
  }
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

/** Builds the floor and Adyen pages; returns their bundle sizes, or `{ error }` for a page that could not be built. */
export async function writePeerPages(root, siteDir, methods) {
  const data = join(root, 'bench/results/data');
  await mkdir(data, { recursive: true });
  await writeFile(join(data, 'methods.json'), JSON.stringify(methods));
  await writeFile(join(data, 'adyen-methods.json'), JSON.stringify(adyenMethods(methods)));
  const out = {};
  const pages = [
    { key: 'floor', entry: 'bench/peers/entries/floor-page.jsx', alias: { 'bench-methods': join(data, 'methods.json') }, title: 'React floor', head: '<script type="module" src="/bench/floor/floor.js"></script>', body: '<div id="root"></div>' },
    { key: 'adyen', entry: 'bench/peers/entries/adyen-page.js', alias: { 'bench-adyen-methods': join(data, 'adyen-methods.json') }, title: 'Adyen Drop-in', head: '<link rel="stylesheet" href="/bench/adyen/adyen.css">\n<script type="module" src="/bench/adyen/adyen.js"></script>', body: '<div id="dropin"></div>' },
  ];
  for (const p of pages) {
    try {
      out[p.key] = await buildBundle({ entry: p.entry, outdir: join(siteDir, p.key), absWorkingDir: root, write: true, name: p.key, alias: p.alias });
      await writeFile(join(siteDir, `${p.key}.html`), page(p.title, p.head, p.body));
    } catch (error) {
      // Stays in the report as not built (e.g. bench/peers could not be installed offline).
      out[p.key] = { error: `not built offline: ${error?.errors?.[0]?.text ?? error?.message ?? error}` };
    }
  }
  return out;
}

/** Writes .br and .gz next to every compressible file that has none yet (served with @fastify/static preCompressed). */
export async function precompress(dir) {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if ((await stat(path)).isDirectory()) await precompress(path);
    else if (COMPRESSIBLE.test(name) && !existsSync(`${path}.br`)) {
      const content = await readFile(path);
      await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
      await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
    }
  }
}
