// `npm run measure:host-js` (issue #23 deliverables 1, 2 and 4; decisions PKG-05 and PKG-06): packs
// the package (`npm pack`, so `prepack` builds it), installs the tarball into a Vite 8 + React 19
// host in a temporary folder, builds that host both ways (scripts/vite-host.mjs), serves each build
// with `vite preview` against the sandbox and opens it in Chromium as a player would. It checks that
// the method list shows, that switching to German loads German, that the method icons load and
// that nothing answers 4xx/5xx, then reports the host's JavaScript, gzip: what loads before the
// list shows (the page's scripts and modulepreloads; and what Chromium saw arrive before the list)
// and everything the build emits (total). Exits 1 when a check fails.
//   SANDBOX_PORT (default 4821) and the next port (the host) must be free. KEEP=1 keeps the folder.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { installHost, writeHost } from './vite-host.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4821);
const hostPort = sandboxPort + 1;
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) out.push(join(entry.parentPath, entry.name));
  return out;
}

/** Every JS file a build emitted, gzip: all of it, and without locale modules (JSON in the standalone build). */
async function emittedJs(outDir) {
  const js = (await filesUnder(outDir)).filter((f) => f.endsWith('.js'));
  const sizes = await Promise.all(js.map(async (f) => [relative(outDir, f), gz(await readFile(f))]));
  const sum = (list) => list.reduce((n, [, size]) => n + size, 0);
  return { total: sum(sizes), withoutLocales: sum(sizes.filter(([f]) => !/(^|\/)locale-/.test(f))), files: sizes.length };
}

/**
 * The JS the page asks for before any code runs: its module scripts and modulepreloads, gzip — a
 * number that does not depend on timing (the one seen in Chromium also catches lazy chunks that
 * land as the list appears).
 */
async function pageJs(outDir) {
  const page = await readFile(join(outDir, 'index.html'), 'utf8');
  const urls = [...page.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = await Promise.all(urls.map(async (u) => gz(await readFile(join(outDir, u)))));
  return { pageJsGzip: sizes.reduce((n, x) => n + x, 0), pageJsFiles: urls.length };
}

function startSandbox() {
  if (!existsSync(join(root, 'dist-server/main.mjs'))) execFileSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  const child = spawn('node', ['dist-server/main.mjs'], { cwd: root, env: { ...process.env, PORT: String(sandboxPort) }, stdio: 'ignore' });
  return child;
}

async function waitFor(url, ms = 20_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/**
 * Opens one built host as a player: list, German, icons, no failed request; returns the JS it
 * loaded first and the German locale's URL.
 */
async function visit(browser, query = '') {
  const page = await browser.newPage();
  const failures = [];
  const loadedJs = new Map();
  let listShown = false;
  const initial = new Set();
  page.on('pageerror', (e) => failures.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => failures.push(`failed: ${r.url()} (${r.failure()?.errorText})`));
  let germanFrom = '';
  page.on('response', async (r) => {
    if (/\/(locales\/de\.[0-9a-f]{8}\.json|locale-de-[\w-]+\.js)$/.test(r.url())) germanFrom = r.url();
    if (r.status() >= 400) failures.push(`${r.status()}: ${r.url()}`);
    if (r.request().resourceType() !== 'script' && !r.url().endsWith('.js')) return;
    if (!listShown) initial.add(r.url());
    loadedJs.set(r.url(), await r.body().then(gz, () => 0));
  });
  await page.goto(`http://127.0.0.1:${hostPort}/${query}`);
  const cashier = page.locator('payment-cashier');
  await cashier.getByRole('heading', { name: 'Deposit method' }).waitFor({ timeout: 20_000 });
  listShown = true;
  const icons = cashier.locator('img');
  await icons.first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  const iconCount = await icons.count();
  // Every method icon has arrived and decoded (the list's icons load lazily, so scroll them in).
  for (let i = 0; i < iconCount; i += 1) await icons.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction((el) => [...el.shadowRoot.querySelectorAll('img')].every((img) => img.complete && img.naturalWidth > 0), await cashier.elementHandle(), { timeout: 15_000 });
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await cashier.getByRole('heading', { name: 'Einzahlungsmethode' }).waitFor({ timeout: 15_000 });
  await page.waitForTimeout(300);
  await page.close();
  if (iconCount === 0) failures.push('the list showed no method icon');
  const initialGzip = [...initial].reduce((n, url) => n + (loadedJs.get(url) ?? 0), 0);
  return { failures, initialGzip, initialFiles: initial.size, iconCount, germanFrom };
}

async function measureWay(vite, react, browser, dir, way) {
  const app = await writeHost(dir, way);
  const outDir = join(app, 'dist');
  const config = { root: app, configFile: false, logLevel: 'warn', plugins: [react()] };
  await vite.build({ ...config, build: { outDir, emptyOutDir: true } });
  const sandbox = { target: `http://127.0.0.1:${sandboxPort}` };
  const server = await vite.preview({ ...config, build: { outDir }, preview: { host: '127.0.0.1', port: hostPort, strictPort: true, proxy: { '/sandbox': sandbox, '/api': sandbox, '/widget': sandbox, '/v4': { ...sandbox, ws: true } } } });
  try {
    const result = { way, ...(await visit(browser)), ...(await pageJs(outDir)), ...(await emittedJs(outDir)) };
    if (way === 'bundled') {
      // assets-base still wins over the bundled files (decision PKG-03): German comes from there.
      const overridden = await visit(browser, '?assets-base=/widget');
      result.failures.push(...overridden.failures.map((f) => `with assets-base: ${f}`));
      if (!/\/widget\/locales\/de\.[0-9a-f]{8}\.json$/.test(overridden.germanFrom)) result.failures.push(`with assets-base=/widget German came from ${overridden.germanFrom || 'nowhere'}`);
      result.germanWithAssetsBase = overridden.germanFrom.replace(/^https?:\/\/[^/]+/, '');
    }
    return result;
  } finally {
    await server.close();
  }
}

const dir = await mkdtemp(join(tmpdir(), 'cashier-vite-host-'));
const sandboxProcess = startSandbox();
let browser;
try {
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).replace(/^[^]*?\n(?=\[\n)/, ''));
  installHost(root, dir, join(dir, packed[0].filename));
  const hostRequire = createRequire(join(dir, 'package.json'));
  const vite = await import(pathToFileURL(hostRequire.resolve('vite')).href);
  const react = (await import(pathToFileURL(hostRequire.resolve('@vitejs/plugin-react')).href)).default;
  await waitFor(`http://127.0.0.1:${sandboxPort}/`);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = [];
  for (const way of ['bundled', 'standalone']) results.push(await measureWay(vite, react, browser, dir, way));
  console.log('\nVite 8 + React 19 host, JavaScript gzip (level 9):');
  for (const r of results) {
    console.log(`  ${r.way.padEnd(10)} page scripts ${kb(r.pageJsGzip)} (${r.pageJsFiles} files) · seen before the list ${kb(r.initialGzip)} (${r.initialFiles} files) · total ${kb(r.total)} (${r.files} files) · total without locale modules ${kb(r.withoutLocales)} · ${r.iconCount} icons`);
  }
  console.log(JSON.stringify(results.map((r) => ({ ...r, failures: undefined, germanFrom: r.germanFrom.replace(/^https?:\/\/[^/]+/, '') }))));
  const failed = results.flatMap((r) => r.failures.map((f) => `${r.way}: ${f}`));
  if (failed.length) {
    console.error(`\nFAILED:\n  ${failed.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('ok: both hosts showed the list, switched to German, loaded every icon, no failed request');
} finally {
  await browser?.close();
  sandboxProcess.kill();
  if (process.env.KEEP) console.log(`kept ${dir}`);
  else await rm(dir, { recursive: true, force: true });
}
