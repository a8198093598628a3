// Issue #25 (deliverable 3): every page that waits on a push or a status learns the end after a
// socket drop (decisions REL-03, REL-07, REL-08). The network cuts the player's socket through the
// sandbox (`POST /sandbox/sockets/drop`) while the page waits, then the outcome is made on the
// sandbox's side: its push has no socket to go to. The page must still show it. Over HTTP there is
// no socket (the drop cuts nothing): those rows prove the page learns the end by polling alone.
// The complete page itself (a deposit, a coin pack) is test/e2e/waiting-drop.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';
import { playerOnList, sandboxOf } from './models/sandbox.ts';
import { withdrawToGtBank } from './models/withdrawal.ts';

/** The sandbox's own move of a deposit or a withdrawal (the provider's or the back office's). */
async function settleOnServer(page: Page, token: string | undefined, what: string, data: Record<string, string>) {
  const answer = await page.request.post(`/sandbox/${what}/settle`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
}

for (const transport of ['socket', 'http'] as const) {
  test(`REL-07: a transfer made while the socket was down still leads the crypto address page to the complete page (${transport})`, async ({ page }) => {
    const { widget, sandbox } = await playerOnList(page, { transport, geo: 'US', currency: 'USD' });
    await sandbox.scenario({ outcomeDelayMs: 120_000 }); // the transfer waits for this test
    await widget.getByRole('button', { name: /^Cryptocurrency/ }).click();
    await widget.getByRole('button', { name: /^Tether USDT/ }).click();
    await expect(widget.locator('.cashier-crypto__address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await sandbox.dropSockets();
    const [deposit] = await sandbox.deposits();
    await sandbox.settle(deposit!.data.depositId);
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
  });

  test(`REL-07: a p2p deposit cancelled while the socket was down ends the invoice as declined (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    const tokens = pg.recordIssuedTokens();
    await pg.openWith({ transport, geo: 'UZ', currency: 'UZS' });
    const widget = pg.widget();
    const sandbox = sandboxOf(page, () => tokens.at(-1));
    await widget.getByRole('button', { name: /^Uzcard/ }).click();
    await widget.getByRole('button', { name: 'Deposit' }).click();
    await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
    await sandbox.dropSockets();
    const [deposit] = await sandbox.deposits();
    await settleOnServer(page, tokens.at(-1), `deposits/${deposit!.data.depositId}`, { outcome: 'canceled' });
    await expect(widget.getByRole('heading', { name: 'Payment declined' })).toBeVisible({ timeout: 20_000 });
  });
}

// Withdrawals move by push only over the socket (decision WD-06); over HTTP the list is read again
// whenever the player comes back to it, so there is no drop to recover from.
test('REL-08: a pending withdrawal that ends while the socket was down leaves the pending list (socket)', async ({ page }) => {
  test.setTimeout(60_000);
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ transport: 'socket', geo: 'NG', currency: 'NGN', route: '/withdrawal' });
  const widget = pg.widget();
  const sandbox = sandboxOf(page, () => tokens.at(-1));
  await sandbox.scenario({ withdrawalOutcome: 'pending' });
  await withdrawToGtBank(widget);
  await widget.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(widget.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await widget.getByRole('button', { name: 'Back to withdrawals' }).click();
  await expect(widget.locator('.cashier-wd-pending__item')).toHaveCount(1);
  await sandbox.dropSockets();
  const [withdrawal] = await sandbox.withdrawals();
  await settleOnServer(page, tokens.at(-1), `withdrawals/${String(withdrawal!.withdrawalId)}`, { status: 'processing' });
  await settleOnServer(page, tokens.at(-1), `withdrawals/${String(withdrawal!.withdrawalId)}`, { status: 'declined' });
  await expect(widget.locator('.cashier-wd-pending__item')).toHaveCount(0, { timeout: 20_000 });
});
