// Issue #21 "Bonus promises are exact", as a player sees it: the amount page says what THIS deposit
// earns (percent of the typed amount, capped at the bonus maximum; free spins as a count), the
// bonus titles follow the player's language, and what the page promised is what deposit-create
// carried (the sandbox's request record, GET /sandbox/deposits, against the issued bonus terms).
import { expect, test, type Page } from '@playwright/test';
import { Playground, type LinkOptions } from './models/playground.ts';
import { providerWindow } from './models/sandbox.ts';

interface DepositRecord {
  data: { amount?: number | string; currency?: string };
  fields: Record<string, unknown>;
  bonus?: { isActivatedBonus: boolean; bonusId?: number };
}
interface IssuedBonus {
  id: number;
  depositBonusData?: { percent: number; maxBonusAmount: number };
}

async function open(page: Page, options: LinkOptions) {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith(options);
  const widget = pg.widget();
  const deposits = async (): Promise<DepositRecord[]> => (await page.request.get('/sandbox/deposits', { headers: { authorization: `Bearer ${tokens.at(-1)}` } })).json();
  return { widget, deposits };
}

test('BONUS-03, BONUS-08 (issue #21): US → Gift cards → Flexepin: the line follows the typed amount and never promises the maximum payout', async ({ page }) => {
  const { widget } = await open(page, { geo: 'US', currency: 'USD' });
  await widget.getByRole('button', { name: /^Gift cards/ }).click();
  await widget.getByRole('button', { name: /^Flexepin voucher/ }).click();
  const amount = widget.getByRole('textbox', { name: 'Amount' });
  await amount.fill('50');
  await expect(widget.getByText('You get a $50.00 bonus with this deposit', { exact: true })).toBeVisible();
  await amount.fill('120');
  await expect(widget.getByText('You get a $120.00 bonus with this deposit', { exact: true })).toBeVisible();
  await amount.fill('15');
  await expect(widget.getByText('Deposit at least $20.00 to get this bonus', { exact: true })).toBeVisible();
  // The welcome bonus: 100% up to $500, payout ×10 — its $5,000.00 maximum payout belongs on the details page only.
  await expect(widget.getByText(/5,000/)).toHaveCount(0);
  await widget.getByRole('button', { name: 'Bonus terms' }).click();
  await expect(widget.getByRole('heading', { name: '100% welcome bonus' }), 'the details page in English too').toBeVisible();
  await expect(widget.getByRole('term').filter({ hasText: 'Maximum payout' })).toBeVisible();
  await expect(widget.getByRole('definition').filter({ hasText: '$5,000.00' })).toBeVisible();
});

test('BONUS-02 (issue #21): the English page shows the English title of a bonus that carries ru and en texts', async ({ page }) => {
  const { widget } = await open(page, { geo: 'RU' });
  await expect(widget.getByRole('radio', { name: /50% deposit bonus/ }), 'the list banner').toBeVisible();
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await expect(widget.getByText('50% deposit bonus', { exact: true })).toBeVisible();
  await expect(widget.getByText('Бонус 50% на депозит')).toHaveCount(0);
});

test('BONUS-02 (issue #21): the Russian page shows the Russian title and what this deposit earns in Russian', async ({ page }) => {
  const { widget } = await open(page, { geo: 'RU', locale: 'ru' });
  await expect(widget.getByRole('radio', { name: /Бонус 50% на депозит/ }), 'the list banner').toBeVisible();
  await widget.getByRole('button', { name: /^СБП ,/ }).click();
  await expect(widget.getByText('Бонус 50% на депозит', { exact: true })).toBeVisible();
  await expect(widget.getByText('50% deposit bonus')).toHaveCount(0);
  await widget.getByRole('textbox').first().fill('3000');
  await expect(widget.getByText(/^С этим пополнением вы получите бонус 1\s?500,00\s?₽$/)).toBeVisible();
});

test('issue #21 money truth: the bonus and the deposit amount on screen are what deposit-create carried', async ({ page }) => {
  const { widget, deposits } = await open(page, { geo: 'RU', transport: 'socket' });
  await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
  const line = widget.getByText(/^You get a .* bonus with this deposit$/);
  await expect(line).toBeVisible();
  const shownBonus = (await line.textContent())!;
  const shownAmount = await widget.getByRole('textbox', { name: 'Amount' }).inputValue();
  const popup = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  await providerWindow(popup);
  await expect.poll(async () => (await deposits()).length).toBe(1);
  const [sent] = await deposits();
  expect(sent!.bonus).toEqual({ isActivatedBonus: true, bonusId: 12 });
  expect(Number(sent!.data.amount)).toBe(Number(shownAmount.replace(/[^\d.]/g, '')));
  // The bonus the backend credits for this call: the issued terms of the id it carried.
  const issued: IssuedBonus[] = await (await page.request.get('/sandbox/bonuses')).json();
  const terms = issued.find((b) => b.id === sent!.bonus!.bonusId)!.depositBonusData!;
  const credited = Math.min((Number(sent!.data.amount) * terms.percent) / 100, terms.maxBonusAmount);
  expect(Number(shownBonus.replace(/[^\d.]/g, ''))).toBe(credited);
});
