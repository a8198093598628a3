// Issue #12 deliverable 4: a host opens the crypto-balance mode (`route` /cryptobalance) and the
// player switches between fiat and crypto: the tab sets its default currency, the list changes,
// the host hears onChangedPaymentMethodsCurrency, and a coin with no methods says so — over both
// transports. The demo player is RU/RUB; the sandbox has no methods in XMR (docs/sandbox.md).
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

for (const transport of ['socket', 'http'] as const) {
  test(`CB-01, CB-02, CB-05, CB-07, ROUTE-16: the crypto-balance tabs switch the currency and the list, and a fiat deposit runs inside the mode (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.openWith({ transport, route: '/cryptobalance' });
    const widget = pg.widget();
    const fiat = widget.getByRole('tab', { name: 'Fiat currency' });
    const crypto = widget.getByRole('tab', { name: 'Cryptocurrency' });
    const currency = widget.getByRole('combobox', { name: 'Currency' });
    const panel = widget.getByRole('tabpanel', { name: 'Fiat currency' });

    await expect(fiat).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toBeVisible();
    await expect(currency).toHaveValue('RUB');
    await expect(widget.getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
    await expect(widget.getByRole('button', { name: /^Bitcoin/ })).toHaveCount(0);

    // CB-05: the crypto tab (by keyboard: the arrow key moves and selects) sets USDT and lists the coins only.
    await fiat.focus();
    await page.keyboard.press('ArrowRight');
    await expect(crypto).toHaveAttribute('aria-selected', 'true');
    await expect(crypto).toBeFocused();
    await expect(currency).toHaveValue('USDT');
    await expect(widget.getByRole('button', { name: /^Bitcoin/ })).toBeVisible();
    await expect(widget.getByRole('button', { name: /SBP \(Faster Payments\)/ })).toHaveCount(0);
    await expect(pg.logEntry(/← widget onChangedPaymentMethodsCurrency/).first()).toContainText('"currency":"USDT"');

    // CB-07: a coin the service takes no deposits in.
    await currency.selectOption('XMR');
    await expect(widget.getByText('Deposit in XMR is currently unavailable')).toBeVisible();
    await expect(widget.getByText('Choose another currency')).toBeVisible();
    await expect(pg.logEntry(/← widget onChangedPaymentMethodsCurrency/).first()).toContainText('"currency":"XMR"');

    // Back to fiat: the player's roubles again; a fiat method's page opens inside the mode (fiat/*).
    await fiat.click();
    await expect(currency).toHaveValue('RUB');
    await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
    await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
    await expect(widget.locator('[data-crypto-balance="true"]')).toHaveCount(1);
    // ROUTE-16: the whole deposit runs inside the mode, to its complete page.
    const popup = page.waitForEvent('popup');
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    await (await popup).getByRole('button', { name: 'Pay' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    await expect(widget.locator('[data-crypto-balance="true"]')).toHaveCount(1);
  });
}
