// Issue #15 deliverable 3, 6: a Nigerian-bank withdrawal with confirm over both transports (balance,
// bank search, amount and account, the confirm summary, complete in accepted, the pending list),
// cancelling a pending withdrawal (over both: the cancel's answer updates the list; the socket's
// withdrawal.status pushes too), and a
// refetch after 'Empty withdrawal methods' (ERR-22, WD-03).
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';
import { withdrawToGtBank } from './models/withdrawal.ts';

/** Sets the playground's withdrawal switches (docs/sandbox.md §4) and applies the scenario. */
async function withdrawalScenario(pg: Playground, options: { outcome?: 'accepted' | 'declined' | 'pending'; emptyMethods?: boolean }) {
  const { page } = pg;
  await page.getByRole('tab', { name: 'Scenario' }).click();
  if (options.outcome) await page.getByRole('combobox', { name: 'Withdrawal outcome' }).selectOption(options.outcome);
  if (options.emptyMethods !== undefined) await page.getByRole('checkbox', { name: 'Empty withdrawal methods' }).setChecked(options.emptyMethods);
  await page.getByRole('button', { name: 'Apply scenario' }).click();
  // The summary says what the sandbox now holds for this token (demo/public/js/withdrawal-switches.js).
  if (options.outcome === 'pending') await expect(pg.scenarioSummary).toContainText('withdrawals end pending');
  if (options.emptyMethods === true) await expect(pg.scenarioSummary).toContainText('empty withdrawal methods');
  if (options.emptyMethods === false) await expect(pg.scenarioSummary).not.toContainText('empty withdrawal methods');
}

for (const transport of ['socket', 'http'] as const) {
  test(`WD-02..08, STATUS-10: a player withdraws to a Nigerian bank, confirms the summary and sees it pending, then cancels it — asked first, told visibly (${transport})`, async ({ page }) => {
    test.setTimeout(60_000);
    const pg = new Playground(page);
    await pg.open();
    await withdrawalScenario(pg, { outcome: 'pending' });
    await pg.configure({ transport, geo: 'NG', currency: 'NGN', route: '/withdrawal' });
    await pg.apply();
    const widget = pg.widget();
    // The balance first (WD-02), then the methods, the bank, the amount and the account.
    await withdrawToGtBank(widget);
    // The confirm summary (decision WD-06): the sandbox's fee for the method is 100 NGN.
    const summary = widget.locator('.cashier-wd-summary');
    await expect(summary.locator('[data-row="fee"] dd')).toHaveText(/100\.00/);
    await expect(summary.locator('[data-row="payout"] dd')).toHaveText(/24,900\.00/);
    await expect(summary.locator('[data-row="account"] dd')).toHaveText('•••• 6789');
    await widget.getByRole('button', { name: 'Confirm withdrawal' }).click();
    // STATUS-10: straight to accepted.
    await expect(widget.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    await widget.getByRole('button', { name: 'Back to withdrawals' }).click();
    const item = widget.locator('.cashier-wd-pending__item').first();
    await expect(item).toContainText('Waiting for review');
    await expect(item).toContainText('•••• 6789');
    // Cancel: the answer itself updates the list over HTTP; over the socket the push does too.
    // Issue #21: Cancel asks first (decision NAMES-03), then says it was cancelled, visibly.
    await item.getByRole('button', { name: /Cancel the withdrawal of/ }).click();
    const ask = widget.getByRole('group', { name: /^Cancel the withdrawal of .*25,000\.00\?$/ });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await ask.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(widget.getByRole('status').filter({ hasText: /was cancelled\. The money is back in your balance\./ })).toBeVisible();
    await expect(widget.locator('.cashier-wd-pending__item')).toHaveCount(0);
  });
}

test('WD-02/WD-07 (decision WD-CAP, issue #21): the amount hint stops at the withdrawable balance; more is refused on the page, and the corrected amount reaches a review page without an error (socket)', async ({ page }) => {
  const pg = new Playground(page);
  await pg.openWith({ transport: 'socket', geo: 'NG', currency: 'NGN', route: '/withdrawal' });
  const widget = pg.widget();
  await widget.getByRole('button', { name: /Nigerian banks/ }).click();
  await widget.getByRole('button', { name: 'GTBank' }).click();
  const from = widget.locator('.cashier-wd-amount__from');
  await expect(from).toContainText('available');
  // "From: Main account, ₦X available": X is what the hint may offer at most.
  const held = /,\s*(.+?)\s+available/.exec((await from.textContent()) ?? '')?.[1] ?? '';
  expect(held).not.toBe('');
  const amount = widget.getByRole('textbox', { name: 'Amount to withdraw' });
  await expect(widget.getByText(/^From .+ to /)).toHaveText(new RegExp(`to ${held.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(widget.getByText(/5,000,000/)).toHaveCount(0);
  await amount.fill('4900000');
  await widget.getByRole('textbox', { name: 'Account number (NUBAN)' }).fill('0123456789');
  await widget.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.getByRole('heading', { name: 'Check your withdrawal' })).toHaveCount(0);
  await amount.fill('50000');
  await widget.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(widget.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
  await expect(widget.getByText('Not enough money is available to withdraw this amount.')).toHaveCount(0);
});

test("ERR-22, WD-03: 'Empty withdrawal methods' shows the empty page; its Refresh (refetch) reloads the list (socket)", async ({ page }) => {
  const pg = new Playground(page);
  await pg.open();
  await withdrawalScenario(pg, { emptyMethods: true });
  await pg.configure({ geo: 'NG', currency: 'NGN', route: '/withdrawal' });
  await pg.apply();
  const widget = pg.widget();
  await expect(widget.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await withdrawalScenario(pg, { emptyMethods: false });
  await widget.getByRole('button', { name: 'Refresh' }).click();
  await expect(widget.getByRole('button', { name: /Nigerian banks/ })).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Ways to withdraw' })).toBeVisible();
});
