// Issue #25 (deliverable 3): a waiting page always learns the end. The player's socket drops while
// the complete page waits, then the provider declines: its push had no socket to go to. The page
// asks deposit-status at once (the call reconnects) and then every 5 s, and shows the decline —
// never "being processed" for good (before the fix nothing reconnected: accepted after 60 s, forever).
// The other waiting pages: test/e2e/waiting-drop-pages.spec.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';
import { playerOnList, sandboxOf } from './models/sandbox.ts';

/** `pay` opens the provider's page; the socket is cut on the waiting page, then the provider declines. */
async function declineWhileCut(page: Page, widget: Locator, sandbox: ReturnType<typeof sandboxOf>, pay: () => Promise<void>) {
  const popup = page.waitForEvent('popup');
  await pay();
  const provider = await popup;
  await expect(widget.getByRole('heading', { name: 'Waiting for payment confirmation…' })).toBeVisible();
  // The network drops the player's socket before the decline is pushed.
  await sandbox.dropSockets();
  await provider.getByRole('button', { name: 'Decline' }).click();
  await expect(widget.getByRole('heading', { name: 'Payment declined' })).toBeVisible({ timeout: 20_000 });
  await expect(widget.getByText('Payment is being processed')).toHaveCount(0);
}

for (const transport of ['socket', 'http'] as const) {
  test(`REL-03: after a socket drop on the waiting page, a declined deposit shows as declined (${transport})`, async ({ page }) => {
    const { widget, sandbox } = await playerOnList(page, { transport });
    await widget.getByRole('button', { name: /SBP \(Faster Payments\)/ }).click();
    await widget.getByRole('textbox', { name: 'Amount' }).fill('1500');
    await declineWhileCut(page, widget, sandbox, () => widget.getByRole('button', { name: 'Deposit', exact: true }).click());
  });

  test(`REL-03, REL-07: a coin pack declined while the socket was down shows as declined, never as processing (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    const tokens = pg.recordIssuedTokens();
    await pg.openWith({ transport, viewType: 'sweep', geo: 'US', currency: 'USD' });
    const widget = pg.widget();
    await widget.getByRole('button', { name: /^70,000 Gold Coins \+ 50 Sweep Coins free\s*, \$49\.99$/ }).click();
    await widget.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
    await widget.getByRole('textbox', { name: 'Card holder' }).fill('Ada Lovelace');
    await declineWhileCut(page, widget, sandboxOf(page, () => tokens.at(-1)), () => widget.getByRole('button', { name: 'Buy for $49.99' }).click());
  });
}
