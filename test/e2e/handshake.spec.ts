// HOST-15, HOST-16, HOST-08: the handshake both ways, as an integrator sees it in the playground.
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

test('HOST-15: the custom element says Loaded with v1.0.486 and renders its shell in a shadow root', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await expect(pg.log.getByText(/← widget Loaded .*"version":"v1.0.486"/)).toBeVisible();
  const widget = pg.widget('element');
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  // The shell lives in a shadow root and the token never reaches the DOM.
  const hasShadow = await page.locator('payment-cashier').evaluate((el) => !!el.shadowRoot);
  expect(hasShadow).toBe(true);
  expect(await page.content()).not.toContain('sandbox-player-1');
});

test('HOST-36: the close button sends onClose to the host', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.widget('element').getByRole('button', { name: 'Close' }).click();
  await expect(pg.log.getByText(/← widget onClose/)).toBeVisible();
});

test('HOST-01, HOST-08: the iframe fallback completes the handshake through postMessage alone', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await pg.useMode('Iframe fallback');
  await expect(pg.log.getByText(/← widget Loaded/)).toBeVisible();
  await expect(pg.log.getByText(/→ widget loaded/)).toBeVisible();
  await expect(pg.widget('iframe').getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  await pg.widget('iframe').getByRole('button', { name: 'Close' }).click();
  await expect(pg.log.getByText(/← widget onClose/)).toBeVisible();
});

test('HOST-15: a locale from the handshake renders the shell translated and right-to-left for Arabic', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await page.getByRole('combobox', { name: 'Locale' }).selectOption('ar');
  await pg.useMode('Custom element');
  // "Loaded" can come before the shell's first render: wait for it instead of reading once.
  const dir = () => page.locator('payment-cashier').evaluate((el) => el.shadowRoot?.querySelector('[dir]')?.getAttribute('dir'));
  await expect.poll(dir).toBe('rtl');
});
