// Issue #25 (deliverable 6): what a player types or pastes into a form field beyond the amount is
// taken whole or refused with a translated message, and a refused field sends nothing: a withdrawal
// to a card with 17 digits, a Luhn-failing number, a 10,000-character paste and an emoji in the
// name (decisions INPUT-01, INPUT-02), then the valid entry goes through — over both transports.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';
import { sandboxOf } from './models/sandbox.ts';

/** Pastes `text` into the focused field the way a player does: the clipboard, then Ctrl+V. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

/** A fresh sandbox player on the Visa / Mastercard withdrawal page, with the sandbox of its token. */
async function onCardWithdrawal(page: Page, options: { transport: 'socket' | 'http'; locale?: string }) {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ ...options, route: '/withdrawal' });
  const widget = pg.widget();
  await widget.getByRole('button', { name: options.locale === 'ar' ? /^سحب إلى بطاقة/ : /^Withdrawal to card/ }).click();
  await widget.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
  return { widget, sandbox: sandboxOf(page, () => tokens.at(-1)) };
}

const alertWith = (widget: Locator, text: string): Locator => widget.getByRole('alert').filter({ hasText: text });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('INPUT-01, INPUT-02: a 17-digit card, a Luhn-failing card, a 10,000-character paste and an emoji are each refused with their message and send nothing; the valid entry goes through (socket)', async ({ page }) => {
  test.setTimeout(60_000);
  const { widget, sandbox } = await onCardWithdrawal(page, { transport: 'socket' });
  const continueButton = widget.getByRole('button', { name: 'Continue', exact: true });
  const card = widget.getByRole('textbox', { name: 'Card number' });
  const holder = widget.getByRole('textbox', { name: 'Card holder' });
  await widget.getByRole('textbox', { name: 'Amount to withdraw' }).fill('5000');
  const noCreate = async (): Promise<void> => {
    await expect(widget.getByRole('heading', { name: 'Check your withdrawal' })).toHaveCount(0);
    expect((await sandbox.calls()).filter((c) => c.startsWith('withdrawal-create')), 'no create while a field is refused').toEqual([]);
  };

  // INPUT-01: the 17th digit is kept, not cut to the 16-digit mask, and refused at once.
  await card.pressSequentially('41111111111111111');
  await expect(card).toHaveValue('4111 1111 1111 1111 1');
  await expect(alertWith(widget, 'The card number must have 16 digits')).toBeVisible();
  await holder.fill('IVAN PETROV');
  await continueButton.click();
  await expect(card).toHaveAttribute('aria-invalid', 'true');
  await expect(alertWith(widget, 'The card number must have 16 digits')).toBeVisible();
  await noCreate();

  // INPUT-01: the method has no checkLuhn; the card field checks the digit all the same.
  await card.fill('4111 1111 1111 1112');
  await continueButton.click();
  await expect(alertWith(widget, 'This card number is not valid. Check it for typos')).toBeVisible();
  await noCreate();

  // A valid card pasted with dashes; the name is where the next refusals go.
  await card.fill('');
  await card.focus();
  await paste(page, '4111-1111-1111-1111');
  await expect(card).toHaveValue('4111 1111 1111 1111');
  await holder.fill('');

  // INPUT-02: a 10,000-character paste in the name is refused whole: nothing of it enters the field.
  await holder.focus();
  await paste(page, 'A'.repeat(10_000));
  await expect(alertWith(widget, 'This is too long (character limit: 64)')).toBeVisible();
  await expect(holder).toHaveValue('');
  await expect(continueButton, 'FORM-19: a required field is empty').toBeDisabled();
  await noCreate();

  // INPUT-02: an emoji in the name is refused with its own message.
  await holder.fill('IVAN 😀');
  await expect(alertWith(widget, 'Emoji and special characters cannot be used here')).toBeVisible();
  await expect(holder).toHaveValue('');
  await expect(continueButton, 'FORM-19: a required field is empty').toBeDisabled();
  await noCreate();

  // The valid entry goes through, once.
  await holder.fill('IVAN PETROV');
  await continueButton.click();
  await expect(widget.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
  expect((await sandbox.calls()).filter((c) => c.startsWith('withdrawal-create'))).toHaveLength(1);
});

test('INPUT-01: a card pasted with spaces and bidi marks goes through once over HTTP', async ({ page }) => {
  const { widget, sandbox } = await onCardWithdrawal(page, { transport: 'http' });
  await widget.getByRole('textbox', { name: 'Amount to withdraw' }).fill('5000');
  const card = widget.getByRole('textbox', { name: 'Card number' });
  await card.focus();
  await paste(page, '\u20664111 1111\u200f 1111 1111\u2069\n');
  await expect(card).toHaveValue('4111 1111 1111 1111');
  await widget.getByRole('textbox', { name: 'Card holder' }).fill('Ivan Petrov');
  await widget.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
  expect((await sandbox.calls()).filter((c) => c.startsWith('withdrawal-create'))).toHaveLength(1);
});

for (const { locale, message, dir } of [
  { locale: 'en', message: 'The card number must have 16 digits', dir: 'ltr' },
  { locale: 'ar', message: 'يجب أن يتكون رقم البطاقة من 16 رقمًا', dir: 'rtl' },
]) {
  test(`INPUT-01: at phone width, the card length refusal reads in ${locale} (screenshot for review)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 780 });
    const { widget } = await onCardWithdrawal(page, { transport: 'socket', locale });
    const card = widget.locator('input[name="cardNumber"]');
    await card.pressSequentially('41111111111111111');
    const alert = alertWith(widget, message);
    await expect(alert).toBeVisible();
    await expect(widget.locator(`[dir="${dir}"]`).first()).toBeAttached();
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`field-entry-${locale}.png`) });
  });
}
