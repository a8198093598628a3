// Issue #21 deliverable 11, "money truth": a player deposits in each kind of flow, with a bonus, buys a
// coin pack and withdraws, and every amount and currency the screen shows is the one the widget sent
// (the call on the wire) or heard back (its answer, the status push or the polled status). Over both
// transports. The screen is read as text (models/money.ts), the wire as frames and HTTP calls
// (models/wire.ts); nothing reads the widget's internals.
import { expect, test } from '@playwright/test';
import { expectAmountShown, expectOnlyAmounts } from './models/money.ts';
import { Playground, type LinkOptions } from './models/playground.ts';
import { sandboxOf } from './models/sandbox.ts';
import { withdrawToGtBank } from './models/withdrawal.ts';
import { Wire } from './models/wire.ts';

const num = (value: unknown) => Number(value);
const str = (value: unknown) => String(value);
const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** Opens the playground recording the wire and the sandbox player's token. */
async function open(page: import('@playwright/test').Page, options: LinkOptions) {
  const wire = new Wire(page);
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith(options);
  return { pg, widget: pg.widget(), wire, sandbox: sandboxOf(page, () => tokens.at(-1)) };
}

/** The amounts a final status may show: the deposit's, and what the status said it settled. */
function settled(create: { payload: Record<string, unknown> }, final: Record<string, unknown>): Array<[number, string]> {
  const currency = str(final.currency ?? create.payload.currency);
  const amounts: Array<[number, string]> = [[num(create.payload.amount), str(create.payload.currency)]];
  if (final.amount !== undefined) amounts.push([num(final.amount), currency]);
  if (final.finalAmount !== undefined) amounts.push([num(final.finalAmount), currency]);
  return amounts;
}

for (const transport of ['socket', 'http'] as const) {
  test.describe(`money truth (${transport})`, () => {
    test(`CREATE-18, STATUS-06: a redirect deposit of RUB 1,234 — sent as typed, the success page shows what the status settled`, async ({ page }) => {
      const { widget, wire } = await open(page, { transport, geo: 'RU', currency: 'RUB' });
      await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
      await widget.getByRole('textbox', { name: 'Amount' }).fill('1234');
      const popup = page.waitForEvent('popup');
      await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
      const create = await wire.answered('deposit-create');
      expect(create.payload).toMatchObject({ amount: 1234, currency: 'RUB' });
      await (await popup).getByRole('button', { name: 'Pay' }).click();
      await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
      const final = await wire.finalStatus();
      await expectAmountShown(page, num(final.amount ?? 1234), str(final.currency ?? 'RUB'));
      await expectOnlyAmounts(page, settled(create, final));
    });

    test(`H2H-01: a host-to-host invoice shows the amount the create answered, and only it`, async ({ page }) => {
      const { pg, widget, wire } = await open(page, { transport, geo: 'RU', currency: 'RUB' });
      await pg.setScenario({ outcomeDelayMs: 60_000 });
      await widget.getByRole('button', { name: /YooMoney/ }).click();
      await widget.getByRole('textbox', { name: 'Amount' }).fill('500');
      await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
      const create = await wire.answered('deposit-create');
      expect(create.payload).toMatchObject({ amount: 500, currency: 'RUB' });
      await expect(widget.getByRole('timer', { name: 'Time left to pay' })).toBeVisible();
      await expectAmountShown(page, 500, 'RUB');
      await expectOnlyAmounts(page, [[500, 'RUB']]);
    });

    test(`UNI-04: the unified form shows the amount of its deposit with its currency`, async ({ page }) => {
      const { widget, wire, sandbox } = await open(page, { transport, geo: 'RU', currency: 'RUB' });
      await sandbox.scenario({ unifiedInputFields: true, outcomeDelayMs: 500 });
      await widget.getByRole('button', { name: /^Cross-border SBP(?!:)/ }).click();
      await widget.getByRole('button', { name: /^Cross-border SBP: T-Bank/ }).click();
      await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
      await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
      const create = await wire.answered('deposit-create');
      expect(create.payload).toMatchObject({ amount: 1500, currency: 'RUB' });
      await expect(widget.getByRole('heading', { name: 'Payment details' })).toBeVisible();
      await expectAmountShown(page, 1500, 'RUB');
      await expectOnlyAmounts(page, [[1500, 'RUB']]);
    });

    test(`INDIA-01: the India invoice and its success page show the amount the player prepared`, async ({ page }) => {
      test.setTimeout(45_000);
      const { widget, wire } = await open(page, { transport, geo: 'IN', currency: 'INR' });
      await widget.getByRole('button', { name: /UPI and Indian banks/ }).click();
      await widget.getByRole('button', { name: /IMPS bank transfer/ }).click();
      await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
      await widget.getByRole('textbox', { name: 'IFSC code' }).fill('HDFC0001234');
      await widget.getByRole('button', { name: 'Continue', exact: true }).click();
      const prepare = await wire.answered('deposit-prepare');
      await expect(widget.getByRole('heading', { name: 'Pay the invoice' })).toBeVisible();
      const invoice = record(prepare.answer);
      const amount = num(invoice.amount ?? prepare.payload.amount ?? 1500);
      expect(amount).toBe(1500);
      await expectAmountShown(page, 1500, 'INR');
      await expectOnlyAmounts(page, [[1500, 'INR']]);
      await widget.getByRole('textbox', { name: /UTR/ }).fill('123456789012');
      await widget.getByRole('button', { name: /^I (have )?paid$/ }).click();
      await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
      const final = await wire.finalStatus();
      await expectOnlyAmounts(page, [[1500, 'INR'], ...settled({ payload: { amount: 1500, currency: 'INR' } }, final)]);
    });

    test(`P2P-07: the peer-to-peer invoice shows the amount deposit-create-p2p answered`, async ({ page }) => {
      const { widget, wire, sandbox } = await open(page, { transport, geo: 'UZ', currency: 'UZS' });
      await sandbox.scenario({ outcomeDelayMs: 200 });
      await widget.getByRole('button', { name: /^Uzcard/ }).click();
      await widget.getByRole('button', { name: 'Deposit' }).click();
      await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
      const create = await wire.answered('deposit-create-p2p');
      const answer = record(record(create.answer).data ?? create.answer);
      const amount = num(answer.amount ?? create.payload.amount);
      const currency = str(answer.currency ?? create.payload.currency);
      expect(currency).toBe('UZS');
      await expectAmountShown(page, amount, currency);
      await expectOnlyAmounts(page, [[amount, currency], [num(create.payload.amount), str(create.payload.currency)]]);
    });

    test(`CRYPTO-02, STATUS-06: a crypto deposit's success page shows the coin amount the status push carried`, async ({ page }) => {
      const { widget, wire, sandbox } = await open(page, { transport, geo: 'US', currency: 'USD' });
      await sandbox.scenario({ outcomeDelayMs: 120_000 });
      await widget.getByRole('button', { name: /^Cryptocurrency/ }).click();
      await widget.getByRole('searchbox', { name: 'Search payment method' }).fill('tether');
      await widget.getByRole('button', { name: /^Tether USDT/ }).click();
      await expect(widget.getByRole('heading', { name: 'Deposit Tether USDT' })).toBeVisible();
      const [deposit] = await expect.poll(() => sandbox.deposits()).toHaveLength(1).then(() => sandbox.deposits());
      await sandbox.settle(deposit!.data.depositId);
      await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
      const final = await wire.finalStatus();
      const coin = str(final.cryptoCurrency ?? final.currency);
      const allowed: Array<[number, string]> = [];
      if (final.amount !== undefined) allowed.push([num(final.amount), coin], [num(final.amount), str(final.currency)]);
      if (final.finalAmount !== undefined) allowed.push([num(final.finalAmount), coin], [num(final.finalAmount), str(final.currency)]);
      expect(allowed.length, 'the status carried an amount').toBeGreaterThan(0);
      await expectAmountShown(page, allowed[0]![0], allowed[0]![1]);
      await expectOnlyAmounts(page, allowed);
    });

    test(`SWEEP-11: a coin pack's price on every page is the price deposit-create-sweepstake sent`, async ({ page }) => {
      const { widget, wire } = await open(page, { transport, viewType: 'sweep', geo: 'US', currency: 'USD' });
      await widget.getByRole('button', { name: /^70,000 Gold Coins \+ 50 Sweep Coins free\s*, \$49\.99$/ }).click();
      await widget.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
      await widget.getByRole('textbox', { name: 'Card holder' }).fill('Ada Lovelace');
      await expectOnlyAmounts(page, [[49.99, 'USD']]);
      const popup = page.waitForEvent('popup');
      await widget.getByRole('button', { name: /\$49\.99/ }).click();
      const create = await wire.answered('deposit-create-sweepstake');
      expect(create.payload).toMatchObject({ amount: 49.99, currency: 'USD' });
      await (await popup).getByRole('button', { name: 'Pay' }).click();
      await expect(widget.getByRole('heading', { level: 1 }).or(widget.getByRole('heading', { level: 2 })).first()).toBeVisible();
      const final = await wire.finalStatus();
      await expectOnlyAmounts(page, settled(create, final));
    });

    test(`WD-06: a withdrawal's summary shows the amount sent and the fee and payout withdrawal-create answered`, async ({ page }) => {
      test.setTimeout(60_000);
      const { widget, wire } = await open(page, { transport, geo: 'NG', currency: 'NGN', route: '/withdrawal' });
      await withdrawToGtBank(widget);
      const create = await wire.answered('withdrawal-create');
      expect(create.payload).toMatchObject({ amount: 25000, currency: 'NGN' });
      const draft = record(record(create.answer).data ?? create.answer);
      const allowed: Array<[number, string]> = [[25000, 'NGN']];
      for (const [key, value] of Object.entries(draft)) if (typeof value === 'number' && /amount|fee|payout/i.test(key)) allowed.push([value, 'NGN']);
      const payout = record(draft.payout);
      if (payout.amount !== undefined) allowed.push([num(payout.amount), str(payout.currency)]);
      const fee = record(draft.fee);
      if (fee.amount !== undefined) allowed.push([num(fee.amount), str(fee.currency)]);
      await expectAmountShown(page, 25000, 'NGN');
      await expectOnlyAmounts(page, allowed);
    });
  });
}
