// Issue #15 deliverable 1 as a sweepstake player (widget-view-type="sweep"), over both transports:
// the coin packs with the disclaimer always on the page (SWEEP-02..05, SWEEP-09), a pack bought by
// card (select-method's fields, the provider page, deposit-create-sweepstake with the box, complete)
// and one bought by crypto (the order on the crypto list and the address page, the transfer, complete);
// and a failed sweepstake-boxes shown as the empty state with Try again (SWEEP-12), through the
// sandbox's `failures` switch.
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';
import { askRedemptionQuote } from './models/redemption.ts';

const DISCLAIMER = 'Gold Coins are for entertainment only and have no cash value. Sweep Coins are given free as a promotion and are not for sale. Sweep Coins are used to enter sweepstakes. No purchase is necessary.';

for (const transport of ['socket', 'http'] as const) {
  test(`SWEEP-01..11, CREATE-12: packs with the disclaimer; a pack bought by card, another by crypto (${transport})`, async ({ page }) => {
    test.setTimeout(60_000); // two purchases (a provider window, a crypto transfer) on a shared machine
    const pg = new Playground(page);
    const tokens = pg.recordIssuedTokens();
    await pg.openWith({ transport, viewType: 'sweep', geo: 'US', currency: 'USD' });
    const widget = pg.widget();
    const sandbox = sandboxOf(page, () => tokens.at(-1));

    // The pack list: "Select coin package", each pack's coins and price, the disclaimer as text.
    await expect(widget.getByRole('heading', { name: 'Select coin package' })).toBeVisible();
    await expect(widget.getByText(DISCLAIMER)).toBeVisible();
    await expect(widget.locator('.cashier-sweep-box')).toHaveCount(6);
    await widget.getByRole('button', { name: /^70,000 Gold Coins \+ 50 Sweep Coins free\s*, \$49\.99$/ }).click();

    // select-method: the order and the disclaimer; the card's field; Buy opens the provider page.
    await expect(widget.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await expect(widget.getByText('Price: $49.99')).toBeVisible();
    await expect(widget.getByText(DISCLAIMER)).toBeVisible();
    await widget.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    await widget.getByRole('textbox', { name: 'Card holder' }).fill('Ada Lovelace');
    const popup = page.waitForEvent('popup');
    await widget.getByRole('button', { name: 'Buy for $49.99' }).click();
    await (await popup).getByRole('button', { name: 'Pay' }).click();
    await expect(widget.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({ timeout: 15_000 });
    const calls = await sandbox.calls();
    expect(calls).toContain('deposit-create-sweepstake');
    expect(calls).not.toContain('deposit-create');
    const [card] = await sandbox.deposits();
    expect(card).toMatchObject({ method: 'visa_mastercard', data: { amount: 49.99, currency: 'USD' } });

    // Another pack by crypto: the order on the crypto list and on the address page.
    await pg.apply();
    await widget.getByRole('button', { name: /^5,000 Gold Coins \+ 5 Sweep Coins free\s*, \$4\.99$/ }).click();
    await widget.getByRole('button', { name: /^Cryptocurrency/ }).click();
    await expect(widget.getByText('5,000 Gold Coins + 5 Sweep Coins free', { exact: true })).toBeVisible();
    await expect(widget.getByText(DISCLAIMER)).toBeVisible();
    await widget.getByRole('button', { name: /^Tether USDT/ }).click();
    await expect(widget.locator('.cashier-crypto__address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await expect(widget.getByText('Price: $4.99')).toBeVisible();
    const [crypto] = await sandbox.deposits();
    expect(crypto).toMatchObject({ method: 'usdt' });
    await sandbox.settle(crypto!.data.depositId);
    await expect(widget.getByRole('heading', { name: 'Purchase successful' })).toBeVisible({ timeout: 15_000 });
    expect((await sandbox.calls()).filter((c) => c === 'deposit-create-sweepstake')).toHaveLength(2);
  });
}

test('SWEEP-12: a failed sweepstake-boxes is the empty state with Try again, the disclaimer still there; Try again lists the packs', async ({ page }) => {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ viewType: 'sweep', geo: 'US', currency: 'USD' });
  const widget = pg.widget();
  await expect(widget.locator('.cashier-sweep-box')).toHaveCount(6);
  // The backend answers the next sweepstake-boxes with 503 (over the socket, the playground's default);
  // the pack list asks again when the player comes back to it from select-method.
  await sandboxOf(page, () => tokens.at(-1)).scenario({ failures: [{ call: 'sweepstake-boxes', kind: 'socket-status', status: 503, times: 1 }] });
  await widget.getByRole('button', { name: /^5,000 Gold Coins/ }).click();
  await expect(widget.getByRole('heading', { name: 'Payment method' })).toBeVisible();
  await widget.getByRole('button', { name: 'Back' }).click();
  await expect(widget.getByRole('heading', { name: 'No coin packages available' })).toBeVisible();
  await expect(widget.getByText('We could not load this page. Please try again.')).toBeVisible();
  await expect(widget.getByText(DISCLAIMER)).toBeVisible();
  // Logged only: no snackbar, no error page (the transport still reports the failed call to the host, as for any call).
  await expect(widget.getByRole('alert')).toHaveCount(0);
  await expect(widget.getByRole('heading', { name: 'Select coin package' })).toBeVisible();
  await widget.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.locator('.cashier-sweep-box')).toHaveCount(6);
});

for (const transport of ['socket', 'http'] as const) {
  test(`WD-01, SWEEP-13, SWEEP-14: a redemption — the balances, the quote with the rate and the fee, Confirm, accepted (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    const tokens = pg.recordIssuedTokens();
    await pg.openWith({ transport, viewType: 'sweep', geo: 'US', currency: 'USD', route: '/withdrawal' });
    const widget = pg.widget();
    const sandbox = sandboxOf(page, () => tokens.at(-1));
    await expect(widget.getByRole('heading', { name: 'Redemption' })).toBeVisible();
    // The sandbox player: 42.50 QSC, 8.50 of them not yet played through, so 34.00 to redeem.
    await expect(widget.locator('.cashier-sweep-balances')).toContainText('34.00');
    await askRedemptionQuote(widget);
    // The draft: 2 % fee, at least 1.00 QSC, off the 25.00 before the 1:1 rate.
    await expect(widget.getByText('You receive $24.00')).toBeVisible();
    await expect(widget.getByText(/^Fee: 1\.00/)).toBeVisible();
    expect(await sandbox.withdrawals()).toMatchObject([{ status: 'draft', currency: 'QSC', amount: 25 }]);
    await widget.getByRole('button', { name: 'Confirm redemption' }).click();
    await expect(widget.getByRole('heading', { name: 'Redemption accepted' })).toBeVisible();
    await expect(widget.getByText('$24.00 is on its way to Visa / Mastercard.')).toBeVisible();
    expect(await sandbox.withdrawals()).toMatchObject([{ status: 'pending', currency: 'QSC', amount: 25, payout: { amount: 24, currency: 'USD' }, account: '•••• 1111' }]);
  });
}

/** The sandbox's test API for the player of the latest token. */
function sandboxOf(page: Page, token: () => string | undefined) {
  const headers = () => ({ authorization: `Bearer ${token()}` });
  return {
    async scenario(body: Record<string, unknown>) {
      expect((await page.request.put('/sandbox/scenario', { headers: headers(), data: body })).ok()).toBe(true);
    },
    async deposits(): Promise<Array<{ method: string; data: { depositId: number; amount: number; currency: string } }>> {
      return (await page.request.get('/sandbox/deposits', { headers: headers() })).json();
    },
    async calls(): Promise<string[]> {
      const list: Array<{ call: string }> = await (await page.request.get('/sandbox/calls', { headers: headers() })).json();
      return list.map((c) => c.call);
    },
    async withdrawals(): Promise<unknown[]> {
      return (await page.request.get('/sandbox/withdrawals', { headers: headers() })).json();
    },
    async settle(id: number) {
      expect((await page.request.post(`/sandbox/deposits/${id}/settle`, { headers: headers(), data: { outcome: 'processed' } })).ok()).toBe(true);
    },
  };
}
