// Issue #21 deliverable 7 as a player: the peer-to-peer invoice's Cancel (deposit-cancel, over both
// transports), the instruction banks' page whose steps follow the transfer kind, and the money truth
// of the p2p invoice and the unified form: the amount and currency on screen are the ones the create
// call and its answer carried.
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';

/** The playground for a player of `geo` on the method list, with the sandbox's switches. */
async function openList(page: Page, geo: string, currency: string, transport: 'socket' | 'http' = 'socket') {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ transport, geo, currency });
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  const headers = () => ({ authorization: `Bearer ${tokens.at(-1)}` });
  const sandbox = {
    async deposits(): Promise<Array<{ method: string; state: string }>> {
      return (await page.request.get('/sandbox/deposits', { headers: headers() })).json();
    },
  };
  return { pg, widget, sandbox };
}

/** The amount as the widget shows it in English: the narrow symbol where it names one currency (₽ for RUB), decision AMOUNT-DISPLAY. */
const money = (amount: number, currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(amount);

for (const transport of ['socket', 'http'] as const) {
  test(`issue #21: Cancel on the p2p invoice asks first, cancels the deposit (deposit-cancel) and leads back to the methods (${transport})`, async ({ page }) => {
    const { widget, sandbox } = await openList(page, 'UZ', 'UZS', transport);
    await widget.getByRole('button', { name: /^Uzcard/ }).click();
    await widget.getByRole('button', { name: 'Deposit' }).click();
    await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
    await widget.getByRole('button', { name: 'Cancel deposit' }).click();
    await expect(widget.getByText('Cancel this deposit?', { exact: false })).toBeFocused();
    await widget.getByRole('button', { name: 'No, I will pay' }).click();
    await expect(widget.getByRole('button', { name: 'I have paid' })).toBeEnabled();
    expect((await sandbox.deposits())[0]?.state).not.toBe('canceled');
    await widget.getByRole('button', { name: 'Cancel deposit' }).click();
    await widget.getByRole('button', { name: 'Yes, cancel the deposit' }).click();
    await expect(widget.getByRole('alert').filter({ hasText: 'The deposit is cancelled.' })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'I have paid' })).toHaveCount(0);
    await expect.poll(async () => (await sandbox.deposits())[0]?.state).toBe('canceled');
    await widget.getByRole('button', { name: 'Choose another method' }).click();
    await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  });
}

test('P2P-38, issue #21: a Gazprombank account transfer offers its instruction page; the steps speak of an account, never a card', async ({ page }) => {
  const { widget } = await openList(page, 'RU', 'RUB');
  await widget.getByRole('button', { name: /^Transfer to a Gazprombank account/ }).click();
  await widget.getByRole('button', { name: 'Deposit' }).click();
  await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
  await widget.getByRole('button', { name: 'How to pay with Gazprombank' }).click();
  const heading = widget.getByRole('heading', { name: 'How to pay with Gazprombank' });
  await expect(heading).toBeFocused();
  const steps = widget.getByRole('listitem');
  await expect(steps).toHaveText([
    'Open the Gazprombank app and choose a transfer to a bank account.',
    'Enter the account number and the exact amount, then confirm the transfer.',
    'Come back here and press “I have paid”.',
  ]);
  await widget.getByRole('button', { name: 'Back to the payment details' }).click();
  await expect(widget.getByRole('button', { name: 'Copy Bank account' })).toBeVisible();
  await expect(widget.getByRole('timer', { name: 'Time left to pay' })).toBeVisible();
});

test('issue #21 money truth: the p2p invoice shows the amount and currency deposit-create-p2p asked for and answered', async ({ page }) => {
  const { widget } = await openList(page, 'UZ', 'UZS', 'http');
  await widget.getByRole('button', { name: /^Uzcard/ }).click();
  const created = page.waitForResponse((r) => r.url().endsWith('/deposit-create-p2p'));
  await widget.getByRole('button', { name: 'Deposit' }).click();
  const response = await created;
  const asked = response.request().postDataJSON() as { amount: number; currency: string };
  const answer = (await response.json()) as { payment_amount: number; payment_currency: string };
  expect(answer.payment_currency).toBe(asked.currency);
  expect(answer.payment_amount).toBe(asked.amount);
  const shown = money(answer.payment_amount, answer.payment_currency);
  await expect(widget.getByRole('heading', { name: `Transfer ${shown}` })).toBeVisible();
  await expect(widget.locator('[data-requisite="amount"] .cashier-requisites__text')).toHaveText(shown);
});

test('issue #21 money truth: the unified form shows the amount deposit-create sent and answered, with its currency', async ({ page }) => {
  const { widget } = await openList(page, 'RU', 'RUB', 'http');
  await widget.getByRole('button', { name: /^Cross-border SBP(?!:)/ }).click();
  await widget.getByRole('button', { name: /^Cross-border SBP: T-Bank/ }).click();
  await widget.getByRole('textbox', { name: 'Amount' }).fill('2000');
  const created = page.waitForResponse((r) => r.url().endsWith('/deposit-create'));
  await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
  const response = await created;
  const asked = response.request().postDataJSON() as { amount: number; currency: string };
  const answer = (await response.json()) as { apiResponse: { data: { unifiedFlow: { requisites: Array<{ name: string; value: string }> } } } };
  const row = answer.apiResponse.data.unifiedFlow.requisites.find((r) => r.name === 'amount');
  expect(asked).toMatchObject({ amount: 2000, currency: 'RUB' });
  expect(Number(row?.value)).toBe(asked.amount);
  await expect(widget.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await expect(widget.locator('[data-requisite="amount"] .cashier-requisites__text')).toHaveText(money(asked.amount, asked.currency));
  await expect(widget.getByText('press I have paid', { exact: false })).toBeVisible();
});
