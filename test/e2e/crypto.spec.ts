// Issue #12 deliverables 1–2 as a player: the crypto list and a coin's deposit address over both
// transports — address, QR code, minimum and network; a network switch changes the address and the
// QR code (and the deposit carries the network); the transfer arriving leads to the complete page.
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';

for (const transport of ['socket', 'http'] as const) {
  test(`CRYPTO-02..17: Tether USDT's address, QR, minimum and network; ERC-20 changes them; the transfer completes it (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    const tokens = pg.recordIssuedTokens();
    await pg.openWith({ transport, geo: 'US', currency: 'USD' });
    const widget = pg.widget();
    await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
    const sandbox = sandboxOf(page, () => tokens.at(-1));
    // The simulated transfer waits until this test settles the deposit itself.
    await sandbox.scenario({ outcomeDelayMs: 120_000 });

    await widget.getByRole('button', { name: /^Cryptocurrency/ }).click();
    await widget.getByRole('searchbox', { name: 'Search payment method' }).fill('tether');
    await widget.getByRole('button', { name: /^Tether USDT/ }).click();

    await expect(widget.getByRole('heading', { name: 'Deposit Tether USDT' })).toBeVisible();
    const network = widget.getByRole('combobox', { name: 'Network' });
    await expect(network).toHaveValue('TRC20');
    const address = widget.locator('.cashier-crypto__address');
    await expect(address).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const qr = widget.getByRole('img', { name: 'QR code of your Tether USDT deposit address' });
    await expect(qr.locator('path')).toHaveAttribute('d', /.+/);
    const trcQr = await qr.locator('path').getAttribute('d');
    const trcAddress = await address.textContent();
    await expect(widget.getByText('Minimum deposit: $5.00')).toBeVisible();
    await expect(widget.getByText('Crypto deposit amounts below the minimum will not be credited.', { exact: false })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Share address' }), 'share is for the native app only').toHaveCount(0);

    await network.selectOption('ERC20');
    await expect(address).toHaveText(/^0x[0-9a-f]{40}$/);
    await expect(qr.locator('path')).not.toHaveAttribute('d', trcQr ?? '');
    await expect(widget.getByText('Minimum deposit: $10.00')).toBeVisible();
    expect(await address.textContent()).not.toEqual(trcAddress);
    const made = await sandbox.deposits();
    expect(made.map((d) => d.fields)).toEqual([{ network: 'ERC20' }, { network: 'TRC20' }]);

    // CRYPTO-14: the ERC-20 transfer arrives (pushed, or over HTTP found by the 5 s poll).
    await sandbox.settle(made[0]!.data.depositId);
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  });
}

/** The sandbox's test API for the player of the latest token. */
function sandboxOf(page: Page, token: () => string | undefined) {
  const headers = () => ({ authorization: `Bearer ${token()}` });
  return {
    async scenario(body: Record<string, unknown>) {
      expect((await page.request.put('/sandbox/scenario', { headers: headers(), data: body })).ok()).toBe(true);
    },
    async deposits(): Promise<Array<{ data: { depositId: number }; fields: Record<string, string> }>> {
      return (await page.request.get('/sandbox/deposits', { headers: headers() })).json();
    },
    async settle(id: number) {
      expect((await page.request.post(`/sandbox/deposits/${id}/settle`, { headers: headers(), data: { outcome: 'processed' } })).ok()).toBe(true);
    },
  };
}
