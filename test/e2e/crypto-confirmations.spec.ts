// Issue #12 deliverable 3: a player deposits crypto and watches the confirmations arrive live on
// the complete page until success, over both transports. The sandbox simulates the chain
// (docs/sandbox.md §5 "Crypto transfers"); the preset makes a Tron block 400 ms instead of 3 s,
// so over HTTP (a poll every 5 s) the count is seen between the sighting at 1 s and the end at 9 s.
import { expect, test, type FrameLocator, type Locator } from '@playwright/test';
import { Playground } from './models/playground.ts';

/**
 * From the list to the complete page of a Tron deposit: the crypto list, Tron, its address page
 * (opening it creates the deposit); the sandbox "sees" the transfer `outcomeDelayMs` later and the
 * address page moves on to the complete page (CRYPTO-14).
 */
async function depositTron(widget: FrameLocator | Locator) {
  await widget.getByRole('button', { name: /^Cryptocurrency\b/ }).click();
  await widget.getByRole('button', { name: /^Tron\b/ }).click();
  await expect(widget.getByRole('heading', { name: 'Deposit Tron' })).toBeVisible();
  await expect(widget.getByRole('img', { name: 'QR code of your Tron deposit address' })).toBeVisible();
}

for (const transport of ['socket', 'http'] as const) {
  test(`CRYPTO-19..27, STATUS-06: a crypto deposit shows its confirmations live until success (${transport})`, async ({ page }) => {
    test.setTimeout(60_000); // over HTTP the page polls every 5 s (decision STATUS-18)
    const pg = new Playground(page);
    await pg.openWith({ transport, geo: 'US', currency: 'USD' });
    await pg.usePreset('Crypto confirms fast (400 ms blocks)');
    const widget = pg.widget();
    await depositTron(widget);

    const main = widget.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Waiting for payment confirmation…' })).toBeVisible();
    const bar = main.getByRole('progressbar', { name: 'Network confirmations' });
    await expect(bar).toHaveAttribute('aria-valuemax', '20', { timeout: 15_000 });
    // Live: the count climbs while the player watches (pushed per block, or polled over HTTP).
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await expect(bar).toHaveAttribute('aria-valuetext', /^\d+ of 20 confirmations$/);
    await expect(main.getByText(/^\d+ of 20 confirmations$/).first()).toBeVisible();
    await expect(main.getByText('Tron', { exact: true })).toBeVisible();
    await expect(main.getByText(/^[0-9a-f]{5}…[0-9a-f]{5}$/)).toBeVisible();
    const explorer = main.getByRole('link', { name: 'View in block explorer' });
    await expect(explorer).toHaveAttribute('href', /^https:\/\/tronscan\.org\/#\/transaction\/[0-9a-f]{64}$/);

    await expect(main.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    await expect(bar).toHaveCount(0);
    await expect(explorer).toBeVisible();
  });
}
