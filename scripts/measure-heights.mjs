#!/usr/bin/env node
// Issue #23 deliverable 8 (decision LIVE-05): how tall <payment-cashier> is on its first screens, so
// docs/go-live.md can tell hosts what to reserve. Not part of `npm test`: it measures, it checks nothing.
// Starts the sandbox in-process on a free port, serves one bare host page (the sandbox's strict CSP, no
// inline code) that loads /widget/payment-cashier.js, and records every height the element takes
// (ResizeObserver) from the moment it is defined until 2 s after its held-back first call has answered.
// MEASURE_SHOTS=<folder> also saves a screenshot of each screen as measured.
// The method list is held back 1.5 s (the sandbox's latency switch), so the loading state is measured too.
//   node scripts/measure-heights.mjs [--build]   (--build: rebuild dist/ first; the server is always built)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const LIST_DELAY_MS = 1500;
const SETTLE_MS = 2000;

/** The first screens a player meets: the token's sandbox player, the element's settings, the call held back. */
const SCREENS = [
  { name: 'deposit list (main, RU)', player: { country: 'RU' }, attrs: {}, slowCall: 'methods-payment-v5' },
  { name: 'deposit list (main, US)', player: { country: 'US' }, attrs: { 'payment-geo': 'US', currency: 'USD' }, slowCall: 'methods-payment-v5' },
  { name: 'sweepstake packs (US)', player: { country: 'US' }, attrs: { 'widget-view-type': 'sweep', 'payment-geo': 'US', currency: 'USD' }, slowCall: 'sweepstake-boxes' },
  { name: 'withdrawal (RU)', player: { country: 'RU' }, attrs: { route: '/withdrawal' }, slowCall: 'methods-withdrawal-v4' },
];

// The host page: what an integrator writes, with nothing inline (the sandbox's CSP forbids it).
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="/widget/payment-cashier.js"></script><script type="module" src="/__measure.js"></script></head><body></body></html>`;
const HOST_SCRIPT = `
const q = new URLSearchParams(location.search);
document.body.style.margin = '0';
const el = document.createElement('payment-cashier');
for (const [name, value] of JSON.parse(q.get('attrs'))) el.setAttribute(name, value);
el.setAttribute('host-origin', location.origin);
el.token = q.get('token');
const start = performance.now();
const heights = (window.__heights = []);
new ResizeObserver(() => heights.push([Math.round(performance.now() - start), Math.round(el.getBoundingClientRect().height)])).observe(el);
el.addEventListener('cashier-init', () => { window.__initAt = Math.round(performance.now() - start); });
// The element posts every host message to this page (host-origin is its own origin): kept for the log.
const messages = (window.__messages = []);
addEventListener('message', (e) => { try { const m = JSON.parse(e.data); if (m.source === 'payment-cashier') messages.push(m.messageType + ' ' + JSON.stringify({ ...m, messageType: undefined, version: undefined, source: undefined })); } catch {} });
document.body.append(el);
`;

async function build() {
  if (process.argv.includes('--build') || !existsSync(join(root, 'dist/payment-cashier.js'))) {
    const { buildAll } = await import(pathToFileURL(join(root, 'esbuild.config.mjs')).href);
    await buildAll({ quiet: true });
  }
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

async function json(url, options) {
  const response = await fetch(url, { ...options, headers: { 'content-type': 'application/json', ...options?.headers } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One screen at one width: the heights the element went through, and when its first page showed. */
async function measure(browser, base, csp, screen, size) {
  const { token } = await json(`${base}/sandbox/tokens`, { method: 'POST', body: JSON.stringify(screen.player) });
  await json(`${base}/sandbox/scenario`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ latencyMs: { [screen.slowCall]: LIST_DELAY_MS } }) });
  const page = await browser.newPage({ viewport: size });
  await page.route((url) => url.pathname === '/__measure.html', (route) => route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': csp }, body: PAGE }));
  await page.route((url) => url.pathname === '/__measure.js', (route) => route.fulfill({ contentType: 'text/javascript', body: HOST_SCRIPT }));
  const query = new URLSearchParams({ token, attrs: JSON.stringify(Object.entries(screen.attrs)) });
  await page.goto(`${base}/__measure.html?${query}`);
  await page.waitForFunction(() => window.__initAt !== undefined, null, { timeout: 20_000 });
  await page.waitForTimeout(LIST_DELAY_MS + SETTLE_MS);
  if (process.env.MEASURE_SHOTS) await page.screenshot({ path: join(process.env.MEASURE_SHOTS, `${screen.name.replace(/\W+/g, '-')}-${size.width}.png`), fullPage: true });
  const result = await page.evaluate(() => ({ heights: window.__heights, initAt: window.__initAt, messages: window.__messages }));
  await page.close();
  return result;
}

async function main() {
  await build();
  const { createSandbox } = await import(pathToFileURL(join(root, 'dist-server/app.mjs')).href);
  const sandbox = await createSandbox({ demoToken: null, logger: false });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${sandbox.app.server.address().port}`;
  // The sandbox's own policy, read from its playground page: the measured page runs under it.
  const csp = (await fetch(`${base}/`)).headers.get('content-security-policy');
  const { chromium } = await import('playwright');
  // The host page is served by Playwright (route.fulfill), which Chromium's Local Network Access checks
  // treat as a public page and so block its WebSocket to 127.0.0.1; a real host is on one network with its API.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--disable-features=LocalNetworkAccessChecks'] });
  try {
    for (const screen of SCREENS) {
      for (const [label, size] of Object.entries(WIDTHS)) {
        const { heights, initAt, messages } = await measure(browser, base, csp, screen, size);
        const steps = heights.filter(([, h], i) => i === 0 || h !== heights[i - 1][1]);
        const final = heights.at(-1)?.[1];
        const tallest = Math.max(...heights.map(([, h]) => h));
        if (process.env.MEASURE_SHOTS) console.log(`  host messages: ${messages.join(' | ')}`);
        console.log(`${screen.name} @ ${label} ${size.width}px: first page at ${initAt} ms, final ${final}px, tallest ${tallest}px; steps ${steps.map(([t, h]) => `${t}ms:${h}px`).join(' → ')}`);
      }
    }
  } finally {
    await browser.close();
    await sandbox.close();
  }
}

await main();
