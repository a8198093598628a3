// Issue #23 (deliverable 3): README's snippet, as a casino on another origin writes it, against the
// sandbox's CDN layout — the versioned entry with its SRI hash and `crossorigin`, a strict CSP
// naming the CDN — reaches the method list over both transports with no failed request and no
// CORS or CSP error; a wrong hash keeps the script out and the casino's page sees it.
import { expect, test, type Page } from '@playwright/test';
import { startHostSite } from './models/cdn-host.ts';

const VERSION = 'v1.0.486';
let site: Awaited<ReturnType<typeof startHostSite>>;
let cdn: string;
let integrity: Record<string, string>;

test.beforeAll(async ({ request }, info) => {
  // The sandbox at http://localhost:<port> is the CDN; the casino is http://127.0.0.1:<another port>.
  cdn = new URL(info.project.use.baseURL!).origin.replace('127.0.0.1', 'localhost');
  site = await startHostSite(cdn, VERSION);
  integrity = await (await request.get(`/widget/${VERSION}/integrity.json`)).json();
});
test.afterAll(() => site.close());

/** What went wrong on the page: failed requests, error answers, console errors, page errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('requestfailed', (r) => problems.push(`failed ${r.url()}: ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

/** The casino's server issued the player's session; its page hands the token over as a property. */
async function signIn(page: Page): Promise<void> {
  const { token } = await (await page.request.post('/sandbox/tokens', { data: {} })).json();
  await page.evaluate((t) => Object.assign(document.querySelector('payment-cashier')!, { token: t }), token);
}

for (const transport of ['socket', 'http'] as const) {
  test(`CDN-08, CDN-07: a casino page on another origin loads /widget/${VERSION}/ with SRI and crossorigin and reaches the method list (${transport}); no failed request, no CORS or CSP error`, async ({ page }) => {
    const problems = watchProblems(page);
    const widgetFiles: string[] = [];
    page.on('response', (r) => r.url().startsWith(`${cdn}/widget/`) && widgetFiles.push(r.url()));
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    const listCall = transport === 'http' ? page.waitForResponse((r) => r.url() === `${cdn}/api/BANKING/methods-payment-v5` && r.request().method() === 'POST') : null;

    await page.goto(site.url({ transport, entryIntegrity: integrity['payment-cashier.js']! }));
    await signIn(page);

    await expect(page.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
    await expect(page.getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
    if (listCall) expect((await listCall).status()).toBe(200);
    else expect(sockets.some((url) => url.startsWith(`${cdn.replace(/^http/, 'ws')}/v4/socket.io/`))).toBe(true);
    // The entry's chunks and locales come from its own versioned folder on the CDN, as do the late
    // requests (the method icons): the list waits for the entry alone (CRIT-05), so the chunks the
    // list prefetches once painted are awaited first.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => widgetFiles.some((url) => url.includes(`/widget/${VERSION}/chunks/`) || url.includes(`/widget/${VERSION}/locales/`))).toBe(true);
    expect(widgetFiles.filter((url) => !url.startsWith(`${cdn}/widget/${VERSION}/`))).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('CDN-09: a wrong integrity hash keeps the widget script out; the casino page sees the script fail and the element never starts', async ({ page }) => {
  const problems = watchProblems(page);
  const apiCalls: string[] = [];
  page.on('request', (r) => r.url().startsWith(`${cdn}/api/`) && apiCalls.push(r.url()));
  const wrong = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;

  await page.goto(site.url({ transport: 'http', entryIntegrity: wrong }));

  await expect(page.getByRole('status')).toHaveText('The cashier could not be loaded.');
  expect(await page.evaluate(() => customElements.get('payment-cashier'))).toBeUndefined();
  expect(problems.some((p) => /integrity/i.test(p))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Deposit method' })).toHaveCount(0);
  expect(apiCalls).toEqual([]);
});

/** An import map's `integrity` for every chunk the entry may import, from integrity.json. */
function chunkIntegrity(hash: (file: string) => string): Record<string, string> {
  const chunks = Object.keys(integrity).filter((file) => file.startsWith('chunks/'));
  return Object.fromEntries(chunks.map((file) => [`${cdn}/widget/${VERSION}/${file}`, hash(file)]));
}

test('CDN-03: an import map carrying integrity.json’s chunk hashes checks the lazy chunks too: right hashes reach the list, a wrong one keeps its chunk out', async ({ page, browser }) => {
  const problems = watchProblems(page);
  await page.goto(site.url({ transport: 'http', entryIntegrity: integrity['payment-cashier.js']!, importMapIntegrity: chunkIntegrity((file) => integrity[file]!) }));
  await signIn(page);
  await expect(page.getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);

  // The same page with tampered chunk hashes: Chromium refuses each chunk the entry imports.
  const tampered = await browser.newPage();
  const refused = watchProblems(tampered);
  const wrong = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;
  await tampered.goto(site.url({ transport: 'http', entryIntegrity: integrity['payment-cashier.js']!, importMapIntegrity: chunkIntegrity(() => wrong) }));
  await signIn(tampered);
  await expect.poll(() => refused.filter((p) => /integrity/i.test(p) && p.includes(`/widget/${VERSION}/chunks/`)).length).toBeGreaterThan(0);
  await expect(tampered.getByRole('button', { name: /SBP \(Faster Payments\)/ })).toHaveCount(0);
  await tampered.close();
});
