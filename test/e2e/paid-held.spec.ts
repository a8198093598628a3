// Issue #25, "I paid" under a backend that cannot be reached or asks to wait (decisions FAULT-07b,
// REL-10), as a player sees it on a p2p invoice: the page moves on (P2P-17), and the call still arrives.
import { expect, test } from '@playwright/test';
import { playerOnList } from './models/sandbox.ts';

test('FAULT-07b: "I have paid" while the socket cannot reconnect — the complete page says so and offers Try again, which sends it', async ({ page }) => {
  const { widget, sandbox } = await playerOnList(page, { transport: 'socket', geo: 'UZ', currency: 'UZS' });
  // The socket drops when "I paid" arrives, then the next 5 handshakes are refused: the connect and its
  // 3 retries all fail (~15 s), and one refusal is left for the player's press to meet first.
  await sandbox.scenario({ outcomeDelayMs: 200, socketRefused: { times: 5, fromCall: 'deposit-complete' } });
  await widget.getByRole('button', { name: /^Uzcard/ }).click();
  await widget.getByRole('button', { name: 'Deposit' }).click();
  await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
  await widget.getByRole('button', { name: 'I have paid' }).click();
  const offline = widget.getByRole('alert').filter({ hasText: 'Network connection failed' });
  await expect(offline).toBeVisible({ timeout: 40_000 });
  await offline.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 30_000 });
  await expect(offline).toHaveCount(0);
  const calls = await sandbox.callLog();
  expect(calls.filter((c) => c.call === 'deposit-complete').map((c) => c.outcome)).toEqual(['network', 200]);
  expect(calls.filter((c) => c.call === 'socket-connect').length).toBe(5);
});

test('REL-10: a 503 with Retry-After: 8 on "I have paid" holds its resend 8 s, then it arrives and the deposit completes (http)', async ({ page }) => {
  const { widget, sandbox } = await playerOnList(page, { transport: 'http', geo: 'UZ', currency: 'UZS' });
  await sandbox.scenario({ outcomeDelayMs: 200, failures: [{ call: 'deposit-complete', kind: 'http', status: 503, retryAfter: 8 }] });
  await widget.getByRole('button', { name: /^Uzcard/ }).click();
  await widget.getByRole('button', { name: 'Deposit' }).click();
  await expect(widget.getByRole('heading', { name: /^Transfer / })).toBeVisible();
  await widget.getByRole('button', { name: 'I have paid' }).click();
  await expect(widget.getByText('Letting the provider know you have paid…')).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 25_000 });
  const sent = (await sandbox.callLog()).filter((c) => c.call === 'deposit-complete');
  expect(sent.map((c) => c.outcome)).toEqual([503, 200]);
  expect((sent[1]!.at as number) - (sent[0]!.at as number)).toBeGreaterThanOrEqual(8_000);
});
