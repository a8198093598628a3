// The sandbox keeps each player's analytics events (docs/analytics.md, docs/sandbox.md §3): what
// the widget sent through the `events` call, over either transport, read back with GET /sandbox/events.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect, httpCall, issue, request, socketCall, start } from './helpers.mjs';

describe('sandbox analytics events', () => {
  let ctx;
  before(async () => {
    ctx = await start();
  });
  after(() => ctx.stop());

  const event = (key, value) => ({ key, timestamp: 1_700_000_000_000, value });

  it('AN-05: events sent over HTTP and the socket are kept per player, oldest first, with their transport', async () => {
    const { token } = await issue(ctx.base);
    const sent = await httpCall(ctx.base, token, 'events', { events: [event('deposit_methods_shown', { currency: 'RUB', deposit_method: null, method_type: 'default', payment_region: 'RU', submit_amount: null })] });
    assert.equal(sent.status, 200);
    const socket = await connect(ctx.base);
    try {
      const answer = await socketCall(socket, token, 'events', { events: [event('deposit_submit', { submit_amount: 500 }), event('regex_error', { field: 'amount' })] });
      assert.equal(answer.status, 200);
    } finally {
      socket.close();
    }
    const { status, body } = await request(ctx.base, '/sandbox/events', { token });
    assert.equal(status, 200);
    assert.deepEqual(body.map((e) => [e.key, e.transport]), [['deposit_methods_shown', 'http'], ['deposit_submit', 'socket'], ['regex_error', 'socket']]);
    assert.deepEqual(body[1].value, { submit_amount: 500 });
    assert.equal(body[0].timestamp, 1_700_000_000_000);
    assert.ok(body[0].seq < body[1].seq && body[1].seq < body[2].seq);
    assert.equal(typeof body[0].receivedAt, 'number');

    const later = await request(ctx.base, `/sandbox/events?after=${body[1].seq}`, { token });
    assert.deepEqual(later.body.map((e) => e.key), ['regex_error']);
  });

  it('AN-05: a player sees only their own events; the read needs a token', async () => {
    const a = await issue(ctx.base);
    const b = await issue(ctx.base);
    await httpCall(ctx.base, a.token, 'events', { events: [event('error', { code: 'network' })] });
    assert.deepEqual((await request(ctx.base, '/sandbox/events', { token: b.token })).body, []);
    assert.equal((await request(ctx.base, '/sandbox/events')).status, 401);
    assert.equal((await request(ctx.base, '/sandbox/events?after=-1', { token: a.token })).status, 400);
  });

  it('HTTP-39: an events call without its list, or with more than 200 events, is refused and keeps nothing', async () => {
    const { token } = await issue(ctx.base);
    assert.equal((await httpCall(ctx.base, token, 'events', {})).status, 400);
    const tooMany = Array.from({ length: 201 }, (_, i) => event(`e${i}`, i));
    assert.equal((await httpCall(ctx.base, token, 'events', { events: tooMany })).status, 400);
    assert.deepEqual((await request(ctx.base, '/sandbox/events', { token })).body, []);
  });
});
