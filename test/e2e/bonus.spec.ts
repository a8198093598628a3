// Issue #11 (the amount page's part): the player sees the active bonus, what the amount gives, can
// switch it off, and the deposit carries exactly that (GET /sandbox/deposits shows what arrived).
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';
import { providerWindow } from './models/sandbox.ts';

async function openSbp(page: Page, transport: 'socket' | 'http') {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ transport });
  const widget = pg.widget();
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  const deposits = async (): Promise<Array<{ bonus?: { isActivatedBonus: boolean; bonusId?: number } }>> =>
    (await page.request.get('/sandbox/deposits', { headers: { authorization: `Bearer ${tokens.at(-1)}` } })).json();
  return { widget, deposits };
}

for (const transport of ['socket', 'http'] as const) {
  test(`BONUS-08, BONUS-20: the RUB bonus is shown with what the amount gives, and the deposit carries it (${transport})`, async ({ page }) => {
    const { widget, deposits } = await openSbp(page, transport);
    // Issue #21: the English page shows the bonus's English title.
    await expect(widget.getByText('50% deposit bonus', { exact: true })).toBeVisible();
    await widget.getByRole('textbox', { name: 'Amount' }).fill('500');
    await expect(widget.getByText(/^Deposit at least .*1,000.* to get this bonus$/)).toBeVisible();
    await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
    // Issue #21: 50% of 1,500 — what this deposit earns, not the 62,500 maximum payout.
    await expect(widget.getByText(/^You get a .*750\.00 bonus with this deposit$/)).toBeVisible();
    await expect(widget.getByText('Wagering: 30× the bonus before you can withdraw it')).toBeVisible();
    const popup = page.waitForEvent('popup');
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    await providerWindow(popup);
    await expect.poll(async () => (await deposits())[0]?.bonus).toEqual({ isActivatedBonus: true, bonusId: 12 });
  });
}

test('BONUS-12: switched off, the deposit carries no bonus', async ({ page }) => {
  const { widget, deposits } = await openSbp(page, 'socket');
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  await widget.getByRole('switch', { name: 'Add the bonus to this deposit' }).uncheck();
  await expect(widget.getByText('No bonus with this deposit')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await providerWindow(popup);
  await expect.poll(async () => (await deposits())[0]?.bonus).toEqual({ isActivatedBonus: false });
});
