// Issue #23 deliverable 6: the widget in real framework hosts (test/frameworks/: React 19, Vue 3,
// Svelte 5; each a Vite 8 build importing `@payment-cashier/widget` by name), as an integrator runs
// them: properties set before the element upgrades and after, every event from the first Loaded on
// (colon and colon-free names), the token never in an attribute, unmount and remount. The hosts are
// built once per run (test/frameworks/build.mjs) and served by the sandbox at /frameworks/<name>/.
import { expect, test, type Page } from '@playwright/test';
import { ensureFrameworkHosts } from '../frameworks/build.mjs';
import { sandboxOf } from './models/sandbox.ts';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await ensureFrameworkHosts();
});

/** Records every `token` attribute a `<payment-cashier>` ever carries, from before the page's first script. */
async function watchTokenAttributes(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { tokenAttributesSeen: string[] }).tokenAttributesSeen = seen;
    const check = (node: Node) => {
      if (node instanceof Element && node.localName === 'payment-cashier' && node.hasAttribute('token')) seen.push(node.getAttribute('token') ?? '');
    };
    new MutationObserver((records) => {
      for (const record of records) {
        check(record.target);
        record.addedNodes.forEach((node) => {
          check(node);
          if (node instanceof Element) node.querySelectorAll('payment-cashier').forEach(check);
        });
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['token'] });
  });
  return () => page.evaluate(() => (window as unknown as { tokenAttributesSeen: string[] }).tokenAttributesSeen);
}

/** Every failed response: the bundled package must find all its chunks, locales and icons (FW-01). */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

// `colon`: the host binds the `cashier:<type>` names too (Svelte binds only the colon-free ones, FW-03).
const HOSTS = [
  { name: 'react', title: 'React 19 host', transport: 'socket', colon: true },
  { name: 'react', title: 'React 19 host', transport: 'http', colon: true },
  { name: 'vue', title: 'Vue 3 host', transport: 'socket', colon: true },
  { name: 'svelte', title: 'Svelte 5 host', transport: 'socket', colon: false },
] as const;

for (const host of HOSTS) {
  test(`FW-01..FW-05: the ${host.title} shows the list in the language set before the upgrade, switches language and page at runtime, renews the token on cashier-token-expired, hears every event from the first Loaded on under ${host.colon ? 'both names' : 'the colon-free names'}, never carries the token in an attribute, and remounts cleanly (${host.transport})`, async ({ page }) => {
    test.setTimeout(45_000);
    const tokenAttributes = await watchTokenAttributes(page);
    const failures = watchFailures(page);
    // The host asks its backend (the sandbox) for the player's token; this player's first withdrawal
    // list will answer 401 once, so the host's cashier-token-expired handler must renew the token.
    const token: string = (await (await page.request.post('/sandbox/tokens', { data: {} })).json()).token;
    await sandboxOf(page, () => token).scenario({ unauthorizedOnce: 'methods-withdrawal-v4' });
    await page.route('**/sandbox/tokens', (route) => route.fulfill({ status: 201, json: { token } }));
    await page.goto(`/frameworks/${host.name}/?transport=${host.transport}&locale=de-DE`);
    await expect(page.getByRole('heading', { name: host.title })).toBeVisible();
    const cashier = page.locator('payment-cashier');
    const log = page.getByRole('list', { name: 'Cashier events' });
    const line = (text: string) => log.getByRole('listitem').filter({ hasText: new RegExp(`^${text}$`) });

    // The locale went in before the widget's script loaded: the list shows in German.
    await expect(cashier.getByRole('heading', { name: 'Einzahlungsmethode' })).toBeVisible();
    // From the first message on, under both names: Loaded first, the list's call, the page shown.
    await expect(log.getByRole('listitem').first()).toHaveText(/^mount 1 · cashier(:Loaded|-loaded)$/);
    const names = (...pairs: Array<[colon: string, dashed: string]>) => pairs.flatMap(([colon, dashed]) => (host.colon ? [colon, dashed] : [dashed]));
    for (const name of names(['cashier:onRequest methods-payment-v5', 'cashier-request methods-payment-v5'], ['cashier:onInit deposit', 'cashier-init deposit'])) {
      await expect(line(`mount 1 · ${name}`).first()).toBeVisible();
    }
    for (const name of names(['cashier:Loaded', 'cashier-loaded'])) await expect(line(`mount 1 · ${name}`)).toHaveCount(1);
    if (!host.colon) await expect(log).not.toContainText('cashier:');

    // Properties set after the upgrade: the language, the page, then the token the host renews when
    // the withdrawal list answers 401: the list loads by itself, no Refresh (RENEW-01).
    await page.getByLabel('Language').selectOption('en-US');
    await expect(cashier.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
    await page.getByLabel('Page').selectOption('/withdrawal');
    await expect(cashier.getByRole('heading', { name: 'Available to withdraw' })).toBeVisible();
    await expect(line('mount 1 · cashier-init withdrawal')).toHaveCount(1);
    await expect(line('mount 1 · cashier-token-expired methods-withdrawal-v4')).toHaveCount(1);
    await expect(cashier.getByRole('heading', { name: 'Ways to withdraw' })).toBeVisible();
    await expect(cashier.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Renew the token' }).click();

    // Unmount and mount, twice: one element each time, its own events once, none from a removed one.
    for (const mount of [2, 3]) {
      await page.getByRole('button', { name: 'Unmount the cashier' }).click();
      await expect(cashier).toHaveCount(0);
      const heardBefore = await log.getByRole('listitem').count();
      await page.getByRole('button', { name: 'Mount the cashier' }).click();
      await expect(cashier.getByRole('heading', { name: 'Available to withdraw' })).toBeVisible();
      await expect(cashier).toHaveCount(1);
      for (const name of names(['cashier:Loaded', 'cashier-loaded'], ['cashier:onInit withdrawal', 'cashier-init withdrawal'], ['cashier:onRequest methods-withdrawal-v4', 'cashier-request methods-withdrawal-v4'])) {
        await expect(line(`mount ${mount} · ${name}`)).toHaveCount(1);
      }
      const since = (await log.getByRole('listitem').allInnerTexts()).slice(heardBefore);
      expect(since.filter((text) => !text.startsWith(`mount ${mount} · `))).toEqual([]);
    }

    expect(await tokenAttributes()).toEqual([]);
    // Nothing failed but the one 401 the scenario asked for (seen as an HTTP answer over HTTP only).
    const provoked = host.transport === 'http' ? [expect.stringMatching(/^401 .*\/api\/BANKING\/methods-withdrawal-v4\?/)] : [];
    expect(failures).toEqual(provoked);
  });
}

test('PKG-08, FW-01: a bundled React 19 host whose assets-base names a served dist/ makes a redirect deposit through the helper window, and the player sees success (socket)', async ({ page }) => {
  test.setTimeout(60_000); // a provider window on a shared machine
  const failures = watchFailures(page);
  // The sandbox serves the package's dist/ at /widget/, as an operator serves it from public/ or a CDN.
  await page.goto('/frameworks/react/?transport=socket&assetsBase=/widget');
  const cashier = page.locator('payment-cashier');
  await cashier.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await cashier.getByRole('textbox', { name: 'Amount' }).fill('1500');
  const provider = page.waitForEvent('popup');
  await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();
  await (await provider).getByRole('button', { name: 'Pay' }).click();
  await expect(cashier.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  expect(failures).toEqual([]);
});

test('PKG-08: without assets-base the bundled host hears where the helper page was looked for, and the player is told the window did not work (socket)', async ({ page }) => {
  test.setTimeout(60_000); // the helper window's 10 s ready wait
  await page.goto('/frameworks/react/?transport=socket');
  const cashier = page.locator('payment-cashier');
  await cashier.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await cashier.getByRole('textbox', { name: 'Amount' }).fill('1500');
  const helper = page.waitForEvent('popup');
  await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();
  await helper;
  const log = page.getByRole('list', { name: 'Cashier events' });
  // The helper page is not beside the bundled chunks (the host's assets/): the host hears the URL it tried.
  await expect(log.getByRole('listitem').filter({ hasText: /^mount 1 · cashier-error Helper page did not answer: http:\/\/[^/]+\/frameworks\/react\/assets\/iframe\.html\?route=%2Fform&/ })).toHaveCount(1, { timeout: 20_000 });
  await expect(cashier.getByText('Your browser blocked the payment window')).toBeVisible();
});

