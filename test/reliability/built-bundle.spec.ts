// Issue #25 (deliverable 5), the built bundle: the e2e suite's main deposit (test/e2e/deposit.spec.ts,
// SBP by redirect, paid on the provider's page) against the files `npm pack` ships, served by the
// casino itself (packed-host.ts) and loaded with their SRI hashes — the entry's `integrity` and an
// import map with every chunk's hash, both from dist/integrity.json (decisions SRI-01..03). Tampered
// files, with the right hashes on the page, must never run: Chromium refuses them (a wrong hash
// stops the load) and the code appended to them leaves no mark.
import { expect, test, type Page } from '@playwright/test';
import { recordFigure } from './figures.ts';
import { VENDOR, startPackedHost } from './packed-host.ts';

const PART = 'built bundle (SRI)';
let host: Awaited<ReturnType<typeof startPackedHost>>;

test.beforeAll(async ({}, info) => {
  host = await startPackedHost(new URL(info.project.use.baseURL!).origin);
});
test.afterAll(() => host.close());

/** The casino's server issued the player's session; its page hands the token over as a property. */
async function signIn(page: Page): Promise<void> {
  const { token } = await (await page.request.post('/sandbox/tokens', { data: {} })).json();
  await page.evaluate((t) => Object.assign(document.querySelector('payment-cashier')!, { token: t }), token);
}

/** Integrity refusals the console reported, by the file they named. */
function watchIntegrity(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /integrity/i.test(m.text()) && refused.push(m.text()));
  return refused;
}

/** Serves `match`ed package files with code appended that marks the page if it ever runs. */
async function tamper(page: Page, match: (path: string) => boolean): Promise<void> {
  await page.route(`${host.origin}${VENDOR}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!path.endsWith('.js') || !match(path)) return route.continue();
    const original = await route.fetch();
    await route.fulfill({ response: original, body: `${await original.text()}\n;globalThis.__tampered = true;\n` });
  });
}

for (const transport of ['socket', 'http'] as const) {
  test(`SRI-01, SRI-02: the main deposit (SBP by redirect, paid) runs on the packed files loaded with their SRI hashes, every chunk checked by the import map (${transport})`, async ({ page }) => {
    const refused = watchIntegrity(page);
    const scripts: string[] = [];
    page.on('response', (r) => r.url().startsWith(`${host.origin}${VENDOR}/`) && r.url().endsWith('.js') && scripts.push(new URL(r.url()).pathname.slice(VENDOR.length + 1)));
    await page.goto(`${host.origin}/deposit?transport=${transport}`);
    await signIn(page);
    await page.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('1500');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await (await popup).getByRole('button', { name: 'Pay' }).click();
    const done = await page
      .getByRole('heading', { name: 'Payment successful' })
      .waitFor({ timeout: 20_000 })
      .then(() => true, () => false);
    // Every script the deposit ran from the package was checked: the entry by its tag, chunks by the map.
    // Method icons are the integrator's content (LIST-23: `schema.assets.methodIcons`), not the package's.
    const missing = host.missing.filter((file) => !file.startsWith('icons/methods/'));
    const unchecked = [...new Set(scripts)].filter((file) => file !== 'payment-cashier.js' && !file.startsWith('chunks/'));
    const figures = [
      { name: `deposit done with SRI (${transport})`, value: done ? 'Payment successful' : 'not reached', expected: 'Payment successful', ok: done },
      { name: `package scripts run without an integrity check (${transport})`, value: unchecked.length, expected: '0', ok: unchecked.length === 0 },
      { name: `integrity refusals of the right files (${transport})`, value: refused.length, expected: '0', ok: refused.length === 0 },
      { name: `files the deposit asked for that npm pack does not ship (${transport})`, value: missing.length, expected: '0', ok: missing.length === 0 },
    ];
    for (const f of figures) recordFigure({ part: PART, ...f });
    expect(figures.filter((f) => !f.ok), JSON.stringify({ unchecked, refused, missing, chunks: scripts.length })).toEqual([]);
    expect(scripts.filter((file) => file.startsWith('chunks/')).length, 'the deposit loads lazy chunks').toBeGreaterThan(0);
  });
}

test('SRI-03: a tampered entry is refused under its published hash — the element is never defined and the casino page says the cashier could not be loaded', async ({ page }) => {
  const refused = watchIntegrity(page);
  await tamper(page, (path) => path === `${VENDOR}/payment-cashier.js`);
  await page.goto(`${host.origin}/deposit?transport=http`);
  const told = await page
    .getByRole('status')
    .filter({ hasText: 'The cashier could not be loaded.' })
    .waitFor({ timeout: 10_000 })
    .then(() => true, () => false);
  const ran = await page.evaluate(() => 'customElements' in window && (customElements.get('payment-cashier') !== undefined || '__tampered' in globalThis));
  const ok = told && !ran && refused.length > 0;
  recordFigure({ part: PART, name: 'tampered entry refused', value: ok ? 'refused' : `ran: ${ran}, told: ${told}, refusals: ${refused.length}`, expected: 'refused', ok });
  expect(ok, JSON.stringify({ told, ran, refused })).toBe(true);
});

test('SRI-03: tampered lazy chunks are refused under the import map’s hashes — none of their code runs and the deposit cannot start on them', async ({ page }) => {
  const refused = watchIntegrity(page);
  await tamper(page, (path) => path.startsWith(`${VENDOR}/chunks/`));
  await page.goto(`${host.origin}/deposit?transport=http`);
  await signIn(page);
  await expect.poll(() => refused.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const ran = await page.evaluate(() => '__tampered' in globalThis);
  const paying = await page.getByRole('textbox', { name: 'Amount' }).count();
  const ok = !ran && refused.length > 0 && paying === 0;
  recordFigure({ part: PART, name: 'tampered lazy chunks refused', value: ok ? `refused (${refused.length})` : `ran: ${ran}, refusals: ${refused.length}`, expected: 'refused', ok });
  expect(ok, JSON.stringify({ ran, refused: refused.slice(0, 3) })).toBe(true);
});
