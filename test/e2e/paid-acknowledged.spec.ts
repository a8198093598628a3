// Issue #25 (deliverable 1, "I paid" can be lost): on a p2p invoice the first `deposit-complete`
// fails with a 500. The page still moves on to the complete page (P2P-17), says it is letting the
// provider know, and sends "I paid" again until the backend answers: the deposit completes and the
// player sees success — before, the backend never heard, and the unpaid deposit was cancelled.
import { expect, test } from '@playwright/test';
import { playerOnList } from './models/sandbox.ts';

for (const transport of ['socket', 'http'] as const) {
  test(`REL-05: a failed "I have paid" is sent again until acknowledged, and the deposit completes (${transport})`, async ({ page }) => {
    const { widget, sandbox } = await playerOnList(page, { transport, geo: 'UZ', currency: 'UZS' });
    const failure = { call: 'deposit-complete', kind: transport === 'http' ? 'http' : 'socket-status', status: 500 };
    await sandbox.scenario({ outcomeDelayMs: 200, failures: [failure] });
    await widget.getByRole('button', { name: /^Uzcard/ }).click();
    await widget.getByRole('button', { name: 'Deposit' }).click();
    await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
    await widget.getByRole('button', { name: 'I have paid' }).click();
    await expect(widget.getByText('Letting the provider know you have paid…')).toBeVisible();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 20_000 });
    await expect(widget.getByText('Letting the provider know you have paid…')).toHaveCount(0);
    const calls = await sandbox.callLog();
    expect(calls.filter((c) => c.call === 'deposit-complete').map((c) => c.outcome)).toEqual([500, 200]);
  });
}
