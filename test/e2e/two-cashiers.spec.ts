// Issue #22: two cashiers on one page, as an integrator mounts them (/two.html: a German deposit
// panel and an English withdrawal panel for one player). Nothing leaks between them: route,
// language, calls and events are each element's own; closing one leaves the other working; each
// element's socket closes when it leaves the page.
import { expect, test, type Page } from '@playwright/test';
import { withdrawToGtBank } from './models/withdrawal.ts';

const widgetIn = (page: Page, panel: 'Deposit' | 'Withdrawal') => page.getByRole('region', { name: `${panel} panel` }).locator('payment-cashier');
const logOf = (page: Page, panel: 'Deposit' | 'Withdrawal') => page.getByRole('list', { name: `${panel} panel events` });

for (const transport of ['socket', 'http'] as const) {
  test(`issue #22: a German deposit cashier and an English withdrawal cashier on one page keep their own route, language, calls and events; closing one leaves the other working; their sockets close when they leave (${transport})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/two.html?transport=${transport}`);
    /** Open sockets of the player: one per element over the socket, none over HTTP. */
    const sockets = (n: number) => `Open sockets: ${transport === 'socket' ? n : 0}`;
    const deposit = widgetIn(page, 'Deposit');
    const withdrawal = widgetIn(page, 'Withdrawal');
    const depositLog = logOf(page, 'Deposit');
    const withdrawalLog = logOf(page, 'Withdrawal');

    // Each element opens on its own route, in its own language, over its own socket.
    await expect(deposit.getByRole('heading', { name: 'Einzahlungsmethode' })).toBeVisible();
    await expect(withdrawal.getByRole('heading', { name: 'Available to withdraw' })).toBeVisible();
    await expect(page.getByText(/^Open sockets: /)).toHaveText(sockets(2));
    // Each host log hears its own element once: one Loaded, its own list call, never the other's.
    await expect(depositLog.getByText(/← Loaded$/)).toHaveCount(1);
    await expect(withdrawalLog.getByText(/← Loaded$/)).toHaveCount(1);
    await expect(depositLog).toContainText('← onRequest methods-payment-v5');
    await expect(withdrawalLog).toContainText('← onRequest methods-withdrawal-v4');
    await expect(depositLog).not.toContainText('withdrawal');
    await expect(withdrawalLog).not.toContainText('methods-payment');

    // The withdrawal panel walks to its summary; the deposit panel stays where it was.
    await withdrawToGtBank(withdrawal);
    await expect(deposit.getByRole('heading', { name: 'Einzahlungsmethode' })).toBeVisible();

    // The deposit panel deposits by redirect, in German; the withdrawal summary stays put.
    await deposit.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
    await deposit.getByRole('textbox', { name: 'Betrag' }).fill('1500');
    const provider = page.waitForEvent('popup');
    await deposit.getByRole('button', { name: 'Einzahlen', exact: true }).click();
    await (await provider).getByRole('button', { name: 'Pay' }).click();
    await expect(deposit.getByRole('heading', { name: 'Zahlung erfolgreich' })).toBeVisible({ timeout: 15_000 });
    await expect(withdrawal.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
    await expect(depositLog).toContainText('← onRequest deposit-create');
    await expect(withdrawalLog).not.toContainText('deposit-create');
    await expect(withdrawalLog).not.toContainText('onCreateTransaction');

    // Closing the deposit cashier closes that one only: the host hears onClose from it alone and
    // removes its panel; its socket closes; the withdrawal cashier goes on and confirms.
    await deposit.getByRole('button', { name: 'Schließen', exact: true }).last().click();
    await expect(depositLog).toContainText('← onClose');
    await expect(depositLog).toContainText('— panel removed');
    await expect(page.getByText(/^Open sockets: /)).toHaveText(sockets(1));
    await expect(withdrawalLog).not.toContainText('onClose');
    await withdrawal.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(withdrawal.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    await expect(withdrawalLog).toContainText('← onRequest withdrawal-create');

    // The last cashier leaves: no socket stays open.
    await page.getByRole('button', { name: 'Remove the withdrawal panel' }).click();
    await expect(page.getByText(/^Open sockets: /)).toHaveText(sockets(0));
  });
}
