// Issue #25 (deliverable 2): the casino's tab is never the provider's. A provider page on another
// origin (the sandbox's `hostileProvider` scenario) tries to send its opener to a fake login; the
// cashier's helper window cut that link before it went there, so the casino's tab stays put and the
// deposit goes on. Both redirect kinds (GET, and POST through the hidden form), both transports.
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';

type Transport = 'socket' | 'http';
type Case = { kind: 'GET' | 'POST'; open: (pg: Playground, transport: Transport) => Promise<void>; amount: string; pick: (pg: Playground) => Promise<void> };

const CASES: Case[] = [
  {
    kind: 'GET',
    open: (pg, transport) => pg.openWith({ transport }),
    amount: '1500',
    pick: (pg) => pg.widget().getByRole('button', { name: /SBP \(Faster Payments\)/ }).click(),
  },
  {
    kind: 'POST',
    open: (pg, transport) => pg.openWith({ transport, geo: 'CO', currency: 'COP' }),
    amount: '50000',
    pick: async (pg) => {
      await pg.widget().getByRole('button', { name: /Colombian banks/ }).click();
      await pg.widget().getByRole('button', { name: /^PSE/ }).click();
    },
  },
];

async function hostilePopup(page: Page, pg: Playground, c: Case, token: string | undefined): Promise<Page> {
  const scenario = await page.request.put('/sandbox/scenario', { headers: { authorization: `Bearer ${token}` }, data: { hostileProvider: true } });
  expect(scenario.ok()).toBe(true);
  await c.pick(pg);
  await pg.widget().getByRole('textbox', { name: 'Amount' }).fill(c.amount);
  const popup = page.waitForEvent('popup');
  await pg.widget().getByRole('button', { name: 'Deposit', exact: true }).click();
  return popup;
}

for (const transport of ['socket', 'http'] as Transport[]) {
  for (const c of CASES) {
    test(`REL-01: a hostile provider page on another origin cannot move the casino's tab (${c.kind} redirect, ${transport})`, async ({ page }) => {
      const pg = new Playground(page);
      const tokens = pg.recordIssuedTokens();
      await c.open(pg, transport);
      await expect(pg.widget().getByRole('heading', { name: 'Deposit method' })).toBeVisible();
      const casinoUrl = page.url();
      const provider = await hostilePopup(page, pg, c, tokens.at(-1));
      await expect(provider.getByText('No opener: the casino tab is out of reach.')).toBeVisible();
      expect(new URL(provider.url()).origin).not.toBe(new URL(casinoUrl).origin);
      expect(await provider.evaluate(() => window.opener)).toBeNull();
      await expect(provider.getByText(`Arrived by${c.kind}`)).toBeVisible();
      // The casino's tab never left its page, and the deposit finishes in it.
      expect(page.url()).toBe(casinoUrl);
      await provider.getByRole('button', { name: 'Pay' }).click();
      await expect(pg.widget().getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
      expect(page.url()).toBe(casinoUrl);
      await expect(page.getByRole('heading', { name: 'Log in again' })).toHaveCount(0);
    });
  }
}

test("REL-01: in the iframe fallback too, a hostile provider page cannot move the casino's tab or the widget's frame (GET redirect)", async ({ page }) => {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.open();
  await pg.useMode('Iframe fallback');
  const widget = pg.widget('iframe');
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  const casinoUrl = page.url();
  const frameUrl = page.frames().find((f) => f.url().includes('/iframe.html'))?.url();
  expect(frameUrl).toBeTruthy();
  const scenario = await page.request.put('/sandbox/scenario', { headers: { authorization: `Bearer ${tokens.at(-1)}` }, data: { hostileProvider: true } });
  expect(scenario.ok()).toBe(true);
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  const popup = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  const provider = await popup;
  await expect(provider.getByText('No opener: the casino tab is out of reach.')).toBeVisible();
  expect(await provider.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toBe(casinoUrl);
  expect(page.frames().some((f) => f.url() === frameUrl)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Log in again' })).toHaveCount(0);
});
