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

test('HOST-19: without user data the native start-up fails after 5 s with onInitError and the error page', async ({ page }) => {
  await page.goto('/native.html?user=none');
  const log = page.getByRole('list', { name: 'Bridge log' });
  await expect(log.getByText(/bridge ← onInitError .*Property paymentCashierUser not found/)).toBeVisible({ timeout: 8000 });
  await expect(page.locator('payment-cashier').getByRole('heading', { name: 'An error occurred' })).toBeVisible();
});
