// Issue #25, decision FAULT-01: the fault kinds the reliability suite's fault matrix added to the
// sandbox (docs/sandbox.md §4): 503 with Retry-After, a socket that never opens, the same push three
// times, an answer that is not JSON (not the socket envelope), an answer padded past 1 MB, and a
// request stalled past the widget's timeout, then dropped unrun.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { io } from 'socket.io-client';
import { collect, connect, createPayload, httpCall, issue, request, sleep, socketCall, start } from './helpers.mjs';

const v5 = { country: 'RU', currency: { code: 'RUB', type: 'fiat' } };

describe('fault kinds (FAULT-01)', () => {
  let ctx;
  before(async () => {
    ctx = await start({ outcomeDelayMs: 60 });
  });
  after(() => ctx.stop());

  const fresh = async (scenario, country = 'RU') => {
    const { token } = await issue(ctx.base, { country });
    const r = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: scenario });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return token;
  };
  const calls = async (token) => (await request(ctx.base, '/sandbox/calls', { token })).body;

  it('FAULT-01: an http failure with retryAfter answers its status with the Retry-After header, once', async () => {
    const token = await fresh({ failures: [{ call: 'methods-payment-v5', kind: 'http', status: 503, retryAfter: 2 }] });
    const failed = await httpCall(ctx.base, token, 'methods-payment-v5', v5);
    assert.equal(failed.status, 503);
    assert.equal(failed.headers.get('retry-after'), '2');
    assert.equal(failed.body.error.code, 'sandbox.injectedFailure');
    const next = await httpCall(ctx.base, token, 'methods-payment-v5', v5);
    assert.equal(next.status, 200);
    assert.equal(next.headers.get('retry-after'), null);
  });

  it('FAULT-01: socketRefused refuses the player\'s handshakes `times` times (logged as socket-connect refused), then lets them in', async () => {
    const token = await fresh({ socketRefused: { times: 2 } });
    for (let i = 0; i < 2; i += 1) await assert.rejects(connect(ctx.base, { Authorization: token }), /Connection refused/);
    const socket = await connect(ctx.base, { Authorization: token });
    socket.close();
    const refused = (await calls(token)).filter((c) => c.call === 'socket-connect');
    assert.deepEqual(refused.map((c) => c.outcome), ['refused', 'refused']);
    // Another player's handshake is never refused.
    const other = await issue(ctx.base, { country: 'RU' });
    (await connect(ctx.base, { Authorization: other.token })).close();
  });

  it('FAULT-01: socketRefused knows the player by the opening request (auth.first) when the query has no token', async () => {
    const token = await fresh({ socketRefused: { times: 1 } });
    const first = { id: 'f-1', type: 'methods-payment-v5', token, data: v5, sendTime: Date.now() };
    const socket = io(ctx.base, { path: '/v4/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { first } });
    const error = await new Promise((resolve) => socket.once('connect_error', resolve));
    socket.close();
    assert.match(String(error.message), /Connection refused/);
  });

  it('FAULT-01: pushes "triple" sends every deposit.status three times', async () => {
    const token = await fresh({ pushes: 'triple' }, 'US');
    const socket = await connect(ctx.base, { Authorization: token });
    try {
      const pushes = collect(socket, 'deposit.status');
      const created = await socketCall(socket, token, 'deposit-create', createPayload('ach_transfer', 50, 'USD'));
      assert.equal(created.status, 200);
      await sleep(600);
      const byStatus = new Map();
      for (const p of pushes.items) byStatus.set(p.status, (byStatus.get(p.status) ?? 0) + 1);
      assert.ok(byStatus.size >= 1, 'no push arrived');
      for (const [status, count] of byStatus) assert.equal(count, 3, `status ${status} came ${count} times`);
    } finally {
      socket.close();
    }
  });

  it('FAULT-01: malformedAnswer runs the call, then answers a body that is not JSON (HTTP) or not the envelope (socket)', async () => {
    const token = await fresh({ malformedAnswer: { call: 'deposit-create', times: 2 } }, 'US');
    const payload = createPayload('ach_transfer', 50, 'USD');
    const http = await httpCall(ctx.base, token, 'deposit-create', { ...payload, idempotencyKey: 'mal-http-1' });
    assert.equal(http.status, 200);
    assert.equal(http.body, null);
    assert.match(http.text, /Bad Gateway/);
    const socket = await connect(ctx.base, { Authorization: token });
    try {
      const answers = collect(socket, 'response');
      socket.emit('request', { id: 'mal-1', type: 'deposit-create', token, data: { ...payload, idempotencyKey: 'mal-socket-1' }, sendTime: Date.now() });
      const deadline = Date.now() + 3000;
      while (answers.items.length === 0 && Date.now() < deadline) await sleep(20);
      assert.deepEqual(Object.keys(answers.items[0]).sort(), ['body', 'id']);
      assert.equal(answers.items[0].id, 'mal-1');
    } finally {
      socket.close();
    }
    // Both calls ran: two deposits, and the log marks the answers as malformed.
    assert.equal((await request(ctx.base, '/sandbox/deposits', { token })).body.length, 2);
    assert.deepEqual((await calls(token)).filter((c) => c.call === 'deposit-create').map((c) => c.malformed), [true, true]);
    const after = await httpCall(ctx.base, token, 'deposit-create', { ...payload, idempotencyKey: 'mal-http-1' });
    assert.equal(after.status, 200, 'the switch is spent; the replay answers the committed deposit');
  });

  it('FAULT-01: largeAnswer pads the call\'s real answer past 1 MB on both transports', async () => {
    const token = await fresh({ largeAnswer: { call: 'methods-payment-v5', times: 2 } });
    const http = await httpCall(ctx.base, token, 'methods-payment-v5', v5);
    assert.equal(http.status, 200);
    assert.ok(http.text.length > 1_000_000, `only ${http.text.length} bytes`);
    assert.ok(Array.isArray(http.body.methods) && http.body.methods.length > 0);
    const socket = await connect(ctx.base, { Authorization: token });
    try {
      const answer = await socketCall(socket, token, 'methods-payment-v5', v5, 10_000);
      assert.equal(answer.status, 200);
      assert.ok(answer.data._padding.length > 1_000_000);
      assert.ok(answer.data.methods.length > 0);
    } finally {
      socket.close();
    }
    const normal = await httpCall(ctx.base, token, 'methods-payment-v5', v5);
    assert.ok(normal.text.length < 1_000_000);
    assert.deepEqual((await calls(token)).map((c) => Boolean(c.padded)), [true, true, false]);
  });

  it('FAULT-01: stall holds the request afterMs, then drops it unrun (no deposit), logged when the wait began', async () => {
    const token = await fresh({ stall: { call: 'deposit-create', afterMs: 400 } }, 'US');
    const payload = { ...createPayload('ach_transfer', 50, 'USD'), idempotencyKey: 'stall-key-1' };
    const started = Date.now();
    await assert.rejects(httpCall(ctx.base, token, 'deposit-create', payload));
    assert.ok(Date.now() - started >= 380, 'dropped before its wait');
    assert.equal((await request(ctx.base, '/sandbox/deposits', { token })).body.length, 0);
    const [stalled] = await calls(token);
    assert.deepEqual([stalled.call, stalled.outcome, stalled.stalledMs], ['deposit-create', 'network', 400]);
    assert.ok(stalled.at - started < 300, 'logged when the wait began');
    const again = await httpCall(ctx.base, token, 'deposit-create', payload);
    assert.equal(again.status, 200, JSON.stringify(again.body)); // the switch is spent: the same key now runs, once
  });

  it('FAULT-01: the new switches are validated (unknown keys and bad values → 400)', async () => {
    const { token } = await issue(ctx.base, { country: 'RU' });
    const put = (json) => request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json });
    for (const bad of [
      { socketRefused: { times: 0 } },
      { socketRefused: { forever: true } },
      { socketRefused: { times: 5, fromCall: 'no-such-call' } },
      { malformedAnswer: { times: 1 } },
      { largeAnswer: { call: 'deposit-create', bytes: 5 } },
      { pushes: 'quadruple' },
      { stall: { call: 'deposit-create', afterMs: 200_000 } },
      { failures: [{ call: '*', kind: 'http', retryAfter: -1 }] },
    ]) assert.equal((await put(bad)).status, 400, JSON.stringify(bad));
    const ok = await put({ socketRefused: {}, malformedAnswer: { call: '*' } });
    assert.deepEqual([ok.body.socketRefused, ok.body.malformedAnswer], [{ times: 1 }, { call: '*', times: 1 }]);
  });
});
