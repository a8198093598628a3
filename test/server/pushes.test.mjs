// The sandbox emits only the pushes of the widget's push map (src/transport/pushes.ts), under
// exactly those names (SOCK-14, SOCK-15, SOCK-16): every event a player's socket receives apart
// from `response` is a PUSH_NAMES entry, and both pushes are seen.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PUSH_NAMES, connect, createPayload, issue, request, socketCall, start } from './helpers.mjs';

describe('server pushes', () => {
  let ctx;
  before(async () => {
    ctx = await start({ outcomeDelayMs: 50 });
  });
  after(() => ctx.stop());

  it('SOCK-14 SOCK-15 SOCK-16: the push map names exactly deposit.status, login.token and (decision WD-06) withdrawal.status', () => {
    assert.deepEqual(PUSH_NAMES, ['deposit.status', 'login.token', 'withdrawal.status']);
  });

  it('SOCK-14 SOCK-15 SOCK-16: every event the sandbox emits besides `response` is a push-map name; each is emitted', async () => {
    const first = await issue(ctx.base, { player: 'push-names', country: 'US' });
    const socket = await connect(ctx.base, { Authorization: first.token });
    const seen = new Set();
    socket.onAny((event) => seen.add(event));
    try {
      // ach_transfer settles on a timer: waiting, then processed.
      const created = await socketCall(socket, first.token, 'deposit-create', createPayload('ach_transfer', 50, 'USD'));
      assert.equal(created.status, 200);
      const draft = await socketCall(socket, first.token, 'withdrawal-create', { paymentMethod: 'wd_visa_mastercard', amount: 50, currency: 'USD', accountType: 'main', fields: { cardNumber: '4111111111111111', cardholder: 'Ann Lee' } });
      assert.equal((await socketCall(socket, first.token, 'withdrawal-confirm', { withdrawalId: draft.data.withdrawalId })).status, 200);
      const refreshed = await request(ctx.base, '/sandbox/tokens/refresh', { method: 'POST', json: { token: first.token } });
      assert.equal(refreshed.status, 201);
      const deadline = Date.now() + 3000;
      while (PUSH_NAMES.some((name) => !seen.has(name)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const pushes = [...seen].filter((event) => event !== 'response').sort();
      assert.deepEqual(pushes, [...PUSH_NAMES].sort());
    } finally {
      socket.close();
    }
  });
});
