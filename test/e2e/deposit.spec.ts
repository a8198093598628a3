// Issue #3: the first real deposit, as a player does it, over both transports.
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';

/** From the method list to the provider window: picks SBP, enters an amount, presses Deposit. */
async function startSbpDeposit(page: Page, pg: Playground, mode: 'element' | 'iframe' = 'element') {
  const widget = pg.widget(mode);
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  const popup = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  return popup;
}

for (const transport of ['socket', 'http'] as const) {
  test(`LIST-16, CREATE-18, STATUS-06, HTTP-43 (decision): a player deposits by redirect, pays in the provider window and sees success; nothing goes to a RUM endpoint (${transport})`, async ({ page }) => {
    const rum: string[] = [];
    page.context().on('request', (request) => {
      if (/\/rum(\/|\?|$)/.test(new URL(request.url()).pathname)) rum.push(request.url());
    });
    const pg = new Playground(page);
    await pg.openWith({ transport });
    const widget = pg.widget();
    await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
    const provider = await startSbpDeposit(page, pg);
    await provider.getByRole('button', { name: 'Pay' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    await widget.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(pg.logEntry(/← widget onClose/).first()).toBeVisible();
    expect(rum).toEqual([]);
  });

  test(`STATUS-07 (decision STATUS-RETRY): Try again after a decline returns to the payment page with the amount kept (1500), and one Back press returns to the list (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.openWith({ transport });
    const provider = await startSbpDeposit(page, pg);
    await provider.getByRole('button', { name: 'Decline' }).click();
    const widget = pg.widget();
    await expect(widget.getByRole('heading', { name: 'Payment declined' })).toBeVisible({ timeout: 15_000 });
    await widget.getByRole('button', { name: 'Try again' }).click();
    await expect(widget.getByRole('textbox', { name: 'Amount' })).toHaveValue(/^1[\s,.\u00a0\u202f]?500$/);
    await widget.getByRole('button', { name: 'Back', exact: true }).first().click();
    await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  });
}

test('HTTP-11: a 401 mid-flow asks the host for a token, and the deposit goes on after the playground refreshes it', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.setScenario({ unauthorizedOnce: 'deposit-create' });
  const widget = pg.widget();
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(pg.logEntry(/← widget onTokenExpired/).first()).toBeVisible();
  await pg.refreshToken();
  const provider = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await (await provider).getByRole('button', { name: 'Pay' }).click();
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
});

test('LIST-05, ERR-14: with no methods in the region the player sees the empty page', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.setScenario({ emptyMethods: true });
  await pg.apply();
  await expect(pg.widget().getByText('No payment methods available for this region')).toBeVisible();
});

test('HOST-08: the iframe fallback completes the same deposit through postMessage alone', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.useMode('Iframe fallback');
  await expect(pg.widget('iframe').getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  const provider = await startSbpDeposit(page, pg, 'iframe');
  await provider.getByRole('button', { name: 'Pay' }).click();
  await expect(pg.widget('iframe').getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
});
