// Issue #23 (deliverable 7): a 401 on the first load — the method list, the sweepstake packs — mends itself when the
// host hands over the renewed token; the player never presses Refresh for it.
import { expect, test } from '@playwright/test';
import { Playground } from './models/playground.ts';

for (const transport of ['socket', 'http'] as const) {
  test(`HTTP-11, ERR-13: a 401 on the first list load goes back to the list by itself once the host sets the renewed token (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.open();
    // The playground answers onTokenExpired by fetching a new token and setting it (its default).
    await pg.setScenario({ unauthorizedOnce: 'methods-payment-v5' });
    await pg.configure({ transport });
    await pg.apply();
    const widget = pg.widget();
    await expect(pg.logEntry(/← widget onTokenExpired/).first()).toBeVisible();
    await expect(widget.getByRole('button', { name: /SBP \(Faster Payments\)/ })).toBeVisible();
    await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
    await expect(widget.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  });
}

for (const transport of ['socket', 'http'] as const) {
  test(`HTTP-11, SWEEP-12: a 401 on the first sweepstake pack load shows the packs by themselves once the host sets the renewed token (${transport})`, async ({ page }) => {
    const pg = new Playground(page);
    await pg.open();
    await pg.setScenario({ unauthorizedOnce: 'sweepstake-boxes' });
    await pg.configure({ transport, viewType: 'sweep', geo: 'US', currency: 'USD' });
    await pg.apply();
    const widget = pg.widget();
    await expect(pg.logEntry(/← widget onTokenExpired/).first()).toBeVisible();
    await expect(widget.getByRole('heading', { name: 'Select coin package' })).toBeVisible();
    await expect(widget.getByRole('button', { name: /Gold Coins \+ \d+ Sweep Coins free/ }).first()).toBeVisible();
  });
}

