// Issue #25 (deliverable 3): a waiting page always learns the end. The player's socket drops while
// the complete page waits, then the provider declines: its push had no socket to go to. The page
// asks deposit-status at once (the call reconnects) and then every 5 s, and shows the decline —
// never "being processed" for good (before the fix nothing reconnected: accepted after 60 s, forever).
import { expect, test } from '@playwright/test';
import { playerOnList } from './models/sandbox.ts';

for (const transport of ['socket', 'http'] as const) {
  test(`REL-03: after a socket drop on the waiting page, a declined deposit shows as declined (${transport})`, async ({ page }) => {
    const { widget, sandbox } = await playerOnList(page, { transport });
    await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
    await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
    const popup = page.waitForEvent('popup');
    await widget.getByRole('button', { name: 'Deposit', exact: true }).click();
    const provider = await popup;
    await expect(widget.getByRole('heading', { name: 'Waiting for payment confirmation…' })).toBeVisible();
    // The network drops the player's socket before the decline is pushed.
    await sandbox.dropSockets();
    await provider.getByRole('button', { name: 'Decline' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment declined' })).toBeVisible({ timeout: 20_000 });
    await expect(widget.getByText('Payment is being processed')).toHaveCount(0);
  });
}
