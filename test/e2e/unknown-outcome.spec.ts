// Issue #25 (deliverable 1): a slow create charges once. The sandbox commits the deposit and answers
// only after the widget's 30 s request timeout (`lateAnswer`). The player stays on the payment page
// with the 1234 they typed, reads that the request is being checked, and the widget replays the same
// idempotency key: the backend answers the deposit it already made, and the payment goes on. One deposit.
import { expect, test } from '@playwright/test';
import { playerOnList } from './models/sandbox.ts';

for (const transport of ['socket', 'http'] as const) {
  test(`REL-02: a create answered after the 30 s timeout is checked on the page and makes exactly one deposit (${transport})`, async ({ page }) => {
    test.setTimeout(90_000);
    const { widget, sandbox } = await playerOnList(page, { transport });
    await sandbox.scenario({ lateAnswer: { call: 'deposit-create' } });
    await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
    const amount = widget.getByRole('textbox', { name: 'Amount' });
    await amount.fill('1234');
    const popup = page.waitForEvent('popup');
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    const provider = await popup;
    await expect(widget.getByText('The connection was interrupted. Checking whether your request went through…')).toBeVisible({ timeout: 40_000 });
    await expect(amount).toHaveValue('1234');
    await expect(widget.getByRole('heading', { name: 'Request timeout' })).toHaveCount(0);
    await expect(provider.getByText('1,234 RUB')).toBeVisible({ timeout: 15_000 });
    expect((await sandbox.deposits()).map((d) => Number(d.data.amount))).toEqual([1234]);
  });
}
