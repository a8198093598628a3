// HOST-18, HOST-19, HOST-28: the widget in a native web view talks through the app's bridge.
import { expect, test } from '@playwright/test';

test('HOST-28: in a native web view every message goes through the JS bridge, and the injected user completes start-up', async ({ page }) => {
  await page.goto('/native.html');
  const log = page.getByRole('list', { name: 'Bridge log' });
  await expect(log.getByText(/bridge ← Loaded .*"version":"v1.0.486"/)).toBeVisible();
  const widget = page.locator('payment-cashier');
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  // HOST-06: the native app gets the dark theme.
  await expect(widget).toHaveAttribute('data-theme', 'dark');
  await widget.getByRole('button', { name: 'Close' }).click();
  await expect(log.getByText(/bridge ← onClose/)).toBeVisible();
});

test('HOST-19, HOST-24: without user data the native start-up shows Loading… for 5 s, then a player message; onInitError carries the technical text', async ({ page }) => {
  await page.goto('/native.html?user=none');
  const widget = page.locator('payment-cashier');
  const log = page.getByRole('list', { name: 'Bridge log' });
  // Issue #21: a visible, announced loading state during the wait, on the dark theme.
  await expect(widget.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(widget).toHaveAttribute('data-theme', 'dark');
  await expect(log.getByText(/bridge ← onInitError .*Property paymentCashierUser not found/)).toBeVisible({ timeout: 8000 });
  await expect(widget.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
  await expect(widget.getByText('The cashier could not start. Close it and open it again')).toBeVisible();
  await expect(widget.getByText(/paymentCashierUser/)).toHaveCount(0);
  // The way forward is the app's Close: a Refresh cannot bring the missing user data.
  await expect(widget.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(widget.getByText('Loading…')).toHaveCount(0);
});
