// Issue #21 (6) as a player: a method whose answer never redirects opens no window. Cross-border
// SBP (T-Bank; Sber with its slider in the page) and the Flexepin voucher answer inside the widget,
// so no helper window may flash open and shut, also when the press is retried after a 401
// (decision CREATE-NOREDIR, flows §9). Every window the page opens is counted.
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';

/** Opens the playground and counts every window (popup) the page opens from then on. */
async function open(page: Page, transport: 'socket' | 'http', geo: string, currency: string) {
  const pg = new Playground(page);
  await pg.openWith({ transport, geo, currency });
  const popups: string[] = [];
  page.on('popup', (popup) => popups.push(popup.url()));
  page.context().on('page', (opened) => popups.push(opened.url()));
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  return { pg, widget, popups };
}

async function openCrossBorder(widget: ReturnType<Playground['widget']>, bank: RegExp) {
  await widget.getByRole('button', { name: /^Cross-border SBP(?!:)/ }).click();
  await widget.getByRole('button', { name: bank }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
}

for (const transport of ['socket', 'http'] as const) {
  test(`CREATE-05/CREATE-07 (decision CREATE-NOREDIR): cross-border SBP T-Bank shows its payment details with no window opened, also on the 401 retry (${transport})`, async ({ page }) => {
    const { pg, widget, popups } = await open(page, transport, 'RU', 'RUB');
    await pg.setScenario({ unauthorizedOnce: 'deposit-create' });
    await openCrossBorder(widget, /^Cross-border SBP: T-Bank/);
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(pg.logEntry(/← widget onTokenExpired/).first()).toBeVisible();
    await pg.refreshToken();
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(widget.getByRole('heading', { name: 'Payment details' })).toBeVisible({ timeout: 15_000 });
    expect(popups).toEqual([]);
  });

  test(`CREATE-05 (decision CREATE-NOREDIR), CAPTCHA-09: cross-border SBP Sber runs its slider in the page and opens no window (${transport})`, async ({ page }) => {
    const { widget, popups } = await open(page, transport, 'RU', 'RUB');
    await openCrossBorder(widget, /^Cross-border SBP: Sber/);
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Security check (sandbox slider)' }).getByRole('button', { name: 'Verify' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment details' })).toBeVisible({ timeout: 15_000 });
    expect(popups).toEqual([]);
  });

  test(`CREATE-05 (decision CREATE-NOREDIR): a Flexepin voucher asks for its code and is redeemed with no window opened (${transport})`, async ({ page }) => {
    const { widget, popups } = await open(page, transport, 'US', 'USD');
    await widget.getByRole('button', { name: /^Gift cards and vouchers/ }).click();
    await widget.getByRole('button', { name: /^Flexepin voucher/ }).click();
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    await widget.getByRole('textbox', { name: 'Voucher code' }).fill('ABCD1234EFGH5678');
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(widget.getByRole('heading', { name: /Waiting for payment confirmation|Payment successful/ })).toBeVisible({ timeout: 15_000 });
    expect(popups).toEqual([]);
  });
}
