// Issue #25 (deliverable 6): what the player types or pastes into the amount is read exactly as meant
// or refused with a translated message, never silently re-read into another number.
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';

/** Pastes `text` into the focused field the way a player does: the clipboard, then Ctrl+V. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('REL-06: digits of two scripts, an exponent and a sign are refused with a message; the field keeps what it had', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  const widget = pg.widget();
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  const amount = widget.getByRole('textbox', { name: 'Amount' });
  await amount.fill('1500');
  await amount.fill('12٣4');
  await expect(widget.getByRole('alert').filter({ hasText: 'Do not mix different kinds of digits' })).toBeVisible();
  await expect(amount).toHaveValue('1500');
  await amount.fill('-100');
  await expect(widget.getByRole('alert').filter({ hasText: 'Enter digits only' })).toBeVisible();
  await expect(amount).toHaveValue('1500');
  // A clean amount ends the refusal.
  await amount.fill('2500');
  await expect(widget.getByText('Enter digits only')).toHaveCount(0);
  await expect(amount).toHaveValue('2500');
});

test('REL-06: a pasted exponent or inner line break is refused; a pasted grouped number is read by its last separator', async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  const widget = pg.widget();
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  const amount = widget.getByRole('textbox', { name: 'Amount' });
  await amount.fill('');
  await amount.focus();
  await paste(page, '1e309');
  await expect(widget.getByRole('alert').filter({ hasText: 'Enter digits only' })).toBeVisible();
  await expect(amount).toHaveValue('');
  await paste(page, '1234\n5');
  await expect(widget.getByRole('alert').filter({ hasText: 'Enter digits only' })).toBeVisible();
  await expect(amount).toHaveValue('');
  await paste(page, '1,234.56');
  await expect(amount).toHaveValue('1234.56');
});

for (const transport of ['socket', 'http'] as const) {
  test(`REL-06: in Arabic, an amount typed in Arabic-Indic digits deposits exactly that amount (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.openWith({ locale: 'ar', transport });
    const widget = pg.widget();
    await widget.getByRole('button', { name: /SBP \(المدفوعات السريعة\)/ }).click();
    const amount = widget.getByRole('textbox', { name: 'المبلغ' });
    await amount.fill('١٢٣٤');
    await expect(amount).toHaveValue('1234');
    const provider = page.waitForEvent('popup');
    await widget.getByRole('button', { name: 'إيداع', exact: true }).click();
    await expect((await provider).getByText('1,234 RUB')).toBeVisible();
  });
}
