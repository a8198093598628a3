// issue #9 deliverable 5 (decision ROUTE-02): the integrator picks the first page, and the widget
// opens on it in every embed mode. The withdrawal list's header title is "Withdrawal method"
// (header.title.withdrawal.method).
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

test('ROUTE-11, ROUTE-34: choosing /withdrawal opens the custom element on the withdrawal page, and the snippet carries it', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await expect(pg.widget('element').getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  await pg.configure({ route: '/withdrawal' });
  await pg.apply();
  await expect(pg.widget('element').getByRole('heading', { name: 'Withdrawal method' })).toBeVisible();
  await expect(pg.widget('element').getByRole('heading', { name: 'Deposit method' })).toHaveCount(0);
  await expect(pg.snippet).toContainText('route="/withdrawal"');
});

test('ROUTE-11, ROUTE-34: choosing /withdrawal opens the iframe fallback on the withdrawal page', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.configure({ route: '/withdrawal' });
  await pg.useMode('Iframe fallback');
  await expect(pg.widget('iframe').getByRole('heading', { name: 'Withdrawal method' })).toBeVisible();
  await expect(pg.snippet).toContainText('route=%2Fwithdrawal');
});

test('ROUTE-11, HOST-18: choosing /withdrawal opens the native web view on the withdrawal page', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.configure({ route: '/withdrawal' });
  await pg.useMode('Native web view');
  await expect(pg.widget('native').getByRole('heading', { name: 'Withdrawal method' })).toBeVisible();
});

test('ROUTE-01 (decision): the widget routes in memory — moving from the list to a method page and back leaves the host page\'s URL and history as they were', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  const widget = pg.widget('element');
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  const url = page.url();
  const historyLength = await page.evaluate(() => history.length);
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await expect(widget.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await widget.getByRole('button', { name: 'Back' }).first().click();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  expect(page.url()).toBe(url);
});
