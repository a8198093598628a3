// Issue #13 deliverable 6 as a player: the unified dynamic form. A Cross-border SBP deposit in
// Russia answers a unified flow; the player reads the requisites, the QR code and the steps, fills
// the form's fields and presses "I have paid" (deposit-complete), over both transports, until the
// deposit succeeds. And a unified form whose instruction carries XSS payloads (the playground's
// preset) runs none of them while its safe formatting stays (UNI-06, decision UNI-11).
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';

/** Opens the Cross-border SBP: T-Bank method in Russia and presses Deposit with 1500 RUB. */
async function depositSbpTransgran(pg: Playground) {
  const widget = pg.widget();
  await widget.getByRole('button', { name: /^Cross-border SBP(?!:)/ }).click();
  await widget.getByRole('button', { name: /^Cross-border SBP: T-Bank/ }).click();
  await expect(widget.getByRole('heading', { name: 'Cross-border SBP: T-Bank' })).toBeVisible();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  return widget;
}

for (const transport of ['socket', 'http'] as const) {
  test(`UNI-03..10: a unified deposit — QR, requisites, steps, fields — is paid and completes (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    const tokens = pg.recordIssuedTokens();
    await pg.openWith({ transport, geo: 'RU', currency: 'RUB' });
    await scenarioOf(page, () => tokens.at(-1))({ unifiedInputFields: true, unifiedApp: true, outcomeDelayMs: 500 });

    const widget = await depositSbpTransgran(pg);
    await expect(widget.getByRole('heading', { name: 'Payment details' })).toBeVisible();
    // UNI-03: the app or QR section.
    await expect(widget.getByRole('img', { name: 'QR code to pay' }).locator('path')).toHaveAttribute('d', /.+/);
    await expect(widget.getByRole('link', { name: 'Open the bank app' })).toHaveAttribute('href', /^https:\/\/qr\.sandbox\.example\/sbp\/\d+\?sum=1500\.00&cur=RUB$/);
    // UNI-04, UNI-01: requisites, copyable where isCopyable.
    await expect(widget.getByRole('button', { name: 'Copy Phone number' })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Copy Amount' })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Copy Bank' })).toHaveCount(0);
    // UNI-06: numbered steps, their formatting kept.
    const steps = widget.getByRole('region', { name: 'How to pay' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.first().locator('b')).toHaveText('banking app');
    // UNI-07/08: the countdown from the answer's 600 s.
    await expect(widget.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^(10:00|09:5\d)$/);
    // UNI-05: the fields are checked before deposit-complete is sent.
    await widget.getByRole('button', { name: 'I have paid' }).click();
    await expect(widget.getByRole('textbox', { name: 'Last 4 digits of your card' })).toHaveAttribute('aria-invalid', 'true');
    await widget.getByRole('textbox', { name: 'Payer name as in the bank app' }).fill('Ivan Petrov');
    await widget.getByRole('textbox', { name: 'Last 4 digits of your card' }).fill('1234');
    await widget.getByRole('button', { name: 'I have paid' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  });
}

test('UNI-06, decision UNI-11: XSS payloads in a unified instruction do not execute; the safe formatting stays', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const pg = new Playground(page);
  await pg.openWith({ geo: 'RU', currency: 'RUB' });
  await pg.usePreset('Unified form: XSS in its instruction, fields, app/QR');

  const widget = await depositSbpTransgran(pg);
  const instruction = widget.getByRole('region', { name: 'How to pay' });
  await expect(instruction.locator('b')).toHaveText('SBP transfer');
  await expect(instruction.locator('strong')).toHaveText('exact amount');
  await expect(instruction.getByRole('link', { name: 'How SBP transfers work' })).toHaveAttribute('href', 'https://sbp.sandbox.example/help');
  // The link with a javascript: href keeps its words, not its href.
  await expect(instruction.getByText('Open the payment help')).toBeVisible();
  await expect(instruction.locator('script, img, svg, iframe, [onerror], [onclick], [onload]')).toHaveCount(0);
  await expect(widget.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(widget.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
  await page.waitForTimeout(300); // a payload that ran would have had the time to open its dialog
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __unifiedXss?: string }).__unifiedXss)).toBeUndefined();
  await expect(widget.getByRole('button', { name: 'I have paid' })).toBeVisible();
});

/** PUT /sandbox/scenario for the player of the latest token. */
function scenarioOf(page: Page, token: () => string | undefined) {
  return async (body: Record<string, unknown>) => {
    expect((await page.request.put('/sandbox/scenario', { headers: { authorization: `Bearer ${token()}` }, data: body })).ok()).toBe(true);
  };
}
