// Issue #10, amounts: where the amount starts, and limits the method list does not carry.
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

test('DOM-28, ENT-14, LIST-26: FAST transfer starts at its prefilled 500 and shows its banner', async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ geo: 'TR', currency: 'TRY' });
  const widget = pg.widget();
  await widget.getByRole('button', { name: /FAST transfer/ }).click();
  await expect(widget.getByRole('heading', { name: 'FAST transfer' })).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  await expect(widget.getByText('No fee from us on this method')).toBeVisible();
});

for (const transport of ['socket', 'http'] as const) {
  test(`LIST-02: Paysafecard in MXN takes its limits from deposit-limits (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.openWith({ geo: 'MX', currency: 'MXN', transport });
    const widget = pg.widget();
    await widget.getByRole('button', { name: /^Gift cards and vouchers/ }).click();
    await widget.getByRole('button', { name: /Paysafecard/ }).click();
    await expect(widget.getByRole('heading', { name: 'Paysafecard' })).toBeVisible();
    await expect(widget.getByRole('textbox', { name: 'Amount' })).toHaveValue('200');
    await expect(widget.getByText(/20,000\.00/)).toBeVisible();
  });
}
