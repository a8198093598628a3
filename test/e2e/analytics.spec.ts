// Issue #10 items 6 and 7, as a player and an integrator see them: the analytics events a deposit
// sends reach the sandbox (GET /sandbox/events) and show in the playground's log; an error the
// player sees is reported to the host as onDisplayError.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Playground } from './models/playground.ts';

interface ReceivedEvent {
  key: string;
  value: Record<string, unknown>;
  transport: string;
}

async function receivedEvents(request: APIRequestContext, token: string): Promise<ReceivedEvent[]> {
  const response = await request.get('/sandbox/events', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ReceivedEvent[];
}

test('AN-01, AN-02, AN-05: a deposit sends its events through the events call; the sandbox keeps them and the playground log shows them', async ({ page, request }) => {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.open();
  await pg.depositSbp('1500', { pay: true });

  const token = tokens.at(-1)!;
  // Batches go every 5 s (decision AN-05), so the last ones may still be on their way.
  const names = (e: ReceivedEvent) => (e.key === 'deposit_status' ? `deposit_status:${String(e.value['status'])}` : e.key);
  await expect.poll(async () => (await receivedEvents(request, token)).map(names), { timeout: 15_000 }).toEqual(
    expect.arrayContaining(['deposit_methods_shown', 'deposit_method_selected', 'deposit_submit', 'deposit_created', 'deposit_status:processed']),
  );
  const events = await receivedEvents(request, token);
  expect(events.every((e) => e.transport === 'socket')).toBe(true);
  expect(events.some((e) => e.key.startsWith('withdrawal_'))).toBe(false);
  expect(events.find((e) => e.key === 'deposit_submit')?.value).toEqual({
    currency: 'RUB',
    deposit_method: 'sbp',
    method_type: 'fiat',
    payment_region: 'RU',
    submit_amount: 1500,
  });
  expect(events.find((e) => e.key === 'deposit_methods_shown')?.value).toMatchObject({ deposit_method: null, method_type: 'default', submit_amount: null });
  expect(JSON.stringify(events)).not.toContain(token);

  await expect(pg.logEntry(/analytics deposit_created/).first()).toBeVisible({ timeout: 10_000 });
  await expect(pg.logEntry(/analytics deposit_submit/).first()).toContainText('"submit_amount":1500');
});

test('AN-03, HOST-29 onDisplayError: a refused request sends an error event with code and text, and the snackbar the player sees is reported to the host', async ({ page, request }) => {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.openWith({ transport: 'http' });
  await pg.setScenario({ unauthorizedOnce: 'deposit-create' });
  await pg.depositSbp('1500');
  // The "session expired" snackbar closes as soon as the playground renews the token (decision
  // CREATE-14: never beside "session renewed"), so the host's report is what this test reads.
  await expect(pg.logEntry(/← widget onDisplayError/).first()).toContainText('"kind":"snackbar"');
  await expect(pg.logEntry(/← widget onDisplayError/).first()).toContainText('Your session has expired');

  const token = tokens.at(-1)!;
  await expect.poll(async () => (await receivedEvents(request, token)).map((e) => e.key), { timeout: 15_000 }).toEqual(expect.arrayContaining(['error', 'deposit_failed']));
  const events = await receivedEvents(request, token);
  const facts = { call: 'deposit-create', code: 'auth.unauthorized', text: 'Unauthorized', status: 401, deposit_method: 'sbp' };
  expect(events.find((e) => e.key === 'error')?.value).toMatchObject(facts);
  expect(events.find((e) => e.key === 'deposit_failed')?.value).toMatchObject({ ...facts, submit_amount: 1500 });
  expect(events.every((e) => e.transport === 'http')).toBe(true);
});
