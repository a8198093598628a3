// Issue #12 deliverable 5: a player buys crypto with a card through an on-ramp offer, over both
// transports — the country and currency dropdowns, a currency no provider sells in (the limits
// failure: the provider notice and the currency error), the limits, the offers with the best one
// marked, and the provider window the chosen offer opens, until the payment succeeds.
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

for (const transport of ['socket', 'http'] as const) {
  test(`ONRAMP-03..13, CREATE-06: a player buys crypto through an on-ramp offer and pays at the provider (${transport})`, async ({ page }) => {
    test.setTimeout(60_000); // a long walk: two pages, a failure, two limits and the provider; HTTP polls every 5 s
    const pg = new Playground(page);
    await pg.openWith({ geo: 'US', currency: 'USD', transport });
    const widget = pg.widget();
    await widget.getByRole('button', { name: /Buy crypto with card/ }).click();
    await expect(widget.getByRole('heading', { name: 'Buy crypto with card' })).toBeVisible();
    // ONRAMP-13: the start country (US) sets USD, whose limits (20–10,000) free the amount at the minimum.
    const currency = widget.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toContainText('USD');
    const amount = widget.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toBeEnabled();
    await expect(amount).toHaveValue('20');
    // ONRAMP-07/08: EUR is offered, but no provider sells in it.
    await currency.click();
    await widget.getByRole('option', { name: /^EUR/ }).click();
    await expect(widget.getByText('The card provider is not answering. Try again later or choose another currency')).toBeVisible();
    await expect(widget.getByText('Crypto cannot be bought in this currency right now. Choose another currency')).toBeVisible();
    await expect(amount).toBeDisabled();
    // ONRAMP-13: choosing Türkiye switches to TRY and its limits.
    await widget.getByRole('combobox', { name: 'Country' }).click();
    await widget.getByRole('option', { name: /Türkiye|Turkey/ }).click();
    await expect(currency).toContainText('TRY');
    await expect(amount).toHaveValue('500');
    await amount.fill('1000');
    await widget.getByRole('button', { name: 'Show offers' }).click();
    await expect(widget.getByRole('heading', { name: 'Choose an offer' })).toBeVisible();
    // ONRAMP-04: amount and fee per offer; mercuryo (3.5 %) gives the most.
    const best = widget.getByRole('button', { name: /mercuryo/ });
    await expect(best).toContainText('Best offer');
    await expect(best).toContainText('You get');
    await expect(best).toContainText('Fee');
    const popup = page.waitForEvent('popup');
    await best.click();
    const provider = await popup;
    await provider.getByRole('button', { name: 'Pay' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  });
}
