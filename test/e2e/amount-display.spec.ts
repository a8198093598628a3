// Issue #21 deliverable 3, as a player through the sandbox: amounts look like money everywhere —
// the Arabic sweepstake pack price wears "$" (decision AMOUNT-DISPLAY, not "US$"), the crypto
// complete page shows the transfer's amount in its coin (decision CRYPTO-AMOUNT), and the on-ramp
// for an Indian player starts on India and INR with "You get" in the crypto bought (ONRAMP-13,
// decisions ONRAMP-START, ONRAMP-AMOUNT).
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

/** Bidi marks and no-break spaces Intl puts around numbers, so a pattern can read the text. */
const MARKS = '[\\s\\u200e\\u200f\\u061c]*';

test('AMOUNT-DISPLAY I18N-02: in Arabic a sweepstake pack price reads "49.99 $", never "US$"', async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ viewType: 'sweep', geo: 'US', currency: 'USD', locale: 'ar' });
  const widget = pg.widget();
  const pack = widget.getByRole('button', { name: new RegExp(`49\\.99${MARKS}\\$`) });
  await expect(pack).toBeVisible();
  await expect(widget.getByText(/US\$|\$US/)).toHaveCount(0);
});

test('CRYPTO-14 STATUS-04 CRYPTO-AMOUNT: the crypto complete page shows the transfer\'s amount in its coin, waiting and on success', async ({ page }) => {
  test.setTimeout(60_000);
  const pg = new Playground(page);
  await pg.openWith({ geo: 'US', currency: 'USD' });
  await pg.usePreset('Crypto confirms fast (400 ms blocks)');
  const widget = pg.widget();
  await widget.getByRole('button', { name: /^Cryptocurrency\b/ }).click();
  await widget.getByRole('button', { name: /^Tron\b/ }).click();
  await expect(widget.getByRole('heading', { name: 'Deposit Tron' })).toBeVisible();
  const main = widget.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Waiting for payment confirmation…' })).toBeVisible({ timeout: 15_000 });
  // The sandbox's transfer: twice the 5 USD TRC-20 minimum at 0.12 USD per TRX (docs/sandbox.md §5).
  const amount = main.getByText(/^83\.33333333\sTRX$/);
  await expect(amount).toBeVisible({ timeout: 10_000 });
  await expect(main.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  await expect(amount).toBeVisible();
});

test('ONRAMP-13 ONRAMP-START ONRAMP-AMOUNT: an Indian player starts on India and INR; "You get" is the USDT bought', async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ geo: 'IN', currency: 'INR' });
  const widget = pg.widget();
  await widget.getByRole('button', { name: /Buy crypto with card/ }).click();
  await expect(widget.getByRole('heading', { name: 'Buy crypto with card' })).toBeVisible();
  await expect(widget.getByRole('combobox', { name: 'Country' })).toContainText('India');
  await expect(widget.getByRole('combobox', { name: 'Currency' })).toContainText('INR');
  const amount = widget.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('1500');
  await expect(widget.getByText(/₹1,500\.00/)).toBeVisible();
  await widget.getByRole('button', { name: 'Show offers' }).click();
  await expect(widget.getByRole('heading', { name: 'Choose an offer' })).toBeVisible();
  // mercuryo: 1,500 INR less its 3.5 % fee, at 0.012 USDT per rupee; the fee stays in rupees.
  const best = widget.getByRole('button', { name: /mercuryo/ });
  await expect(best).toContainText(/You get 17\.37\sUSDT/);
  await expect(best).toContainText(/Fee ₹52\.50/);
});
