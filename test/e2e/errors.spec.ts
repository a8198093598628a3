// Issue #21 deliverables 8 and 10: errors speak to players (a translated message and a way
// forward; the technical text only in the host's Error message), one token notice at a time, and
// the empty page's VPN hint with the operator's schema.meta.hideVpnHint.
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

test('ERR-11, ERR-13: a 503 on the method list shows the translated message and Refresh; "Injected failure" only reaches the host', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  // The sandbox's injected failure (docs/sandbox.md "failures"), through the playground's Scenario tab.
  await pg.injectFailure('methods-payment-v5', 'socket-status', 503);
  await pg.apply();
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
  await expect(widget.getByText('The payment service is temporarily unavailable. Try again later')).toBeVisible();
  await expect(widget.getByText(/Injected failure/)).toHaveCount(0);
  await expect(pg.logEntry(/← widget Error/).filter({ hasText: 'Injected failure (503)' }).first()).toBeVisible();
  // The way forward: Refresh loads the list again.
  await widget.getByRole('button', { name: 'Refresh' }).click();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
});

test('CREATE-14: after a 401 the session notices are never both visible; the renewed one replaces the expired one', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await page.getByRole('checkbox', { name: /Refresh automatically on/ }).uncheck();
  await pg.setScenario({ unauthorizedOnce: 'deposit-create' });
  await pg.apply();
  const widget = pg.widget();
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('500');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  const expired = widget.getByText('Your session has expired, so the deposit was not made');
  const renewed = widget.getByText(/Your session has been renewed/);
  await expect(expired.first()).toBeVisible();
  // The host hands over a new token while the "expired" snackbar is still within its 5 s.
  await pg.refreshToken();
  await expect(renewed).toBeVisible();
  expect(await expired.count()).toBe(0); // at that very moment, not after the snackbar's own 5 s
  await expect(pg.logEntry(/← widget onTokenExpired/).first()).toBeVisible();
});

test('ERR-14: the empty page says the spec text with the VPN hint by default; schema.meta.hideVpnHint leaves the VPN out', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.setScenario({ emptyMethods: true });
  await pg.apply();
  const widget = pg.widget();
  await expect(widget.getByText('No payment methods available for this region')).toBeVisible();
  await expect(widget.getByText('Enable a VPN, select another country and refresh')).toBeVisible();
  // The operator's switch, as a host sets it (docs/host-contract.md).
  await page.locator('payment-cashier').evaluate((el) => {
    (el as HTMLElement & { schema: unknown }).schema = { meta: { hideVpnHint: true } };
  });
  await expect(widget.getByText('Select another country and refresh')).toBeVisible();
  await expect(widget.getByText(/VPN/)).toHaveCount(0);
});
