// Scenario and fault switches, per token: latency, injected HTTP / socket statuses, network
// failures, disconnects, 401 once, captcha_required once, empty methods, direct geo, push modes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { collect, connect, createPayload, httpCall, issue, request, sleep, socketCall, start } from './helpers.mjs';

const v5 = { country: 'RU', currency: { code: 'RUB', type: 'fiat' } };

describe('scenario switches', () => {
  let ctx;
  before(async () => {
    ctx = await start({ outcomeDelayMs: 60 });
  });
  after(() => ctx.stop());

  const fresh = async (scenario) => {
    const { token } = await issue(ctx.base, { country: 'RU' });
    if (scenario) {
      const r = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: scenario });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
    return token;
  };

  it('GET, PUT (merging) and DELETE /sandbox/scenario; unknown switches are rejected', async () => {
    const token = await fresh({ emptyMethods: true });
    const merged = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { latencyMs: { '*': 5 } } });
    assert.equal(merged.body.emptyMethods, true);
    assert.deepEqual(merged.body.latencyMs, { '*': 5 });
    assert.equal((await request(ctx.base, '/sandbox/scenario', { token })).body.emptyMethods, true);
    const reset = await request(ctx.base, '/sandbox/scenario', { method: 'DELETE', token });
    assert.equal(reset.body.emptyMethods, false);
    const bad = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { explode: true } });
    assert.equal(bad.status, 400);
    const badKind = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { failures: [{ call: 'events', kind: 'fire' }] } });
    assert.equal(badKind.status, 400);
  });

  it('latencyMs delays the named call (and only it)', async () => {
    // A long delay, so a busy machine (npm test runs this beside the browser tests) cannot blur the two.
    const token = await fresh({ latencyMs: { 'methods-payment-v5': 1500 } });
    let t = Date.now();
    await httpCall(ctx.base, token, 'methods-payment-v5', v5);
    assert.ok(Date.now() - t >= 1490, 'delayed');
    t = Date.now();
    await httpCall(ctx.base, token, 'methods-country-selector-v2');
    assert.ok(Date.now() - t < 1000, 'not delayed');
  });

  it('HTTP-09, HTTP-10: failures kind http answers the status N times over HTTP, then recovers', async () => {
    const token = await fresh({ failures: [{ call: 'methods-payment-v5', kind: 'http', status: 503, times: 2 }] });
    const socket = await connect(ctx.base);
    try {
      // kind http never fires on the socket
      assert.equal((await socketCall(socket, token, 'methods-payment-v5', v5)).status, 200);
    } finally {
      socket.close();
    }
    for (let i = 0; i < 2; i++) {
      const r = await httpCall(ctx.base, token, 'methods-payment-v5', v5);
      assert.equal(r.status, 503);
      assert.equal(r.body.error.code, 'sandbox.injectedFailure');
    }
    assert.equal((await httpCall(ctx.base, token, 'methods-payment-v5', v5)).status, 200);
  });

  it('SOCK-13: failures kind socket-status answers the status over the socket only', async () => {
    const token = await fresh({ failures: [{ call: '*', kind: 'socket-status', status: 302, times: 1 }] });
    assert.equal((await httpCall(ctx.base, token, 'events', { events: [] })).status, 200);
    const socket = await connect(ctx.base);
    try {
      const failed = await socketCall(socket, token, 'events', { events: [] });
      assert.equal(failed.status, 302);
      assert.equal(typeof failed.error.message, 'string');
      assert.equal((await socketCall(socket, token, 'events', { events: [] })).status, 200);
    } finally {
      socket.close();
    }
  });

  it('RETRY: failures kind network destroys the HTTP connection and drops the socket', async () => {
    const token = await fresh({ failures: [{ call: 'deposit-status', kind: 'network', times: 2 }] });
    const d = (await httpCall(ctx.base, token, 'deposit-create', createPayload('sbp', 500, 'RUB'))).body;
    await assert.rejects(httpCall(ctx.base, token, 'deposit-status', { depositId: d.depositId, paymentMethod: 'sbp' }), /fetch failed/);
    const socket = await connect(ctx.base);
    assert.equal(await socketCall(socket, token, 'deposit-status', { depositId: d.depositId, paymentMethod: 'sbp' }), 'disconnected');
    socket.close();
    assert.equal((await httpCall(ctx.base, token, 'deposit-status', { depositId: d.depositId, paymentMethod: 'sbp' })).status, 200);
  });

  it('disconnect drops the socket when the call arrives, once by default', async () => {
    const token = await fresh({ disconnect: { call: 'deposit-create' } });
    const socket = await connect(ctx.base);
    assert.equal(await socketCall(socket, token, 'deposit-create', createPayload('sbp', 500, 'RUB')), 'disconnected');
    const again = await connect(ctx.base);
    try {
      assert.equal((await socketCall(again, token, 'deposit-create', createPayload('sbp', 500, 'RUB'))).status, 200);
    } finally {
      again.close();
    }
  });

  it('HTTP-11: unauthorizedOnce answers 401 once for the named call', async () => {
    const token = await fresh({ unauthorizedOnce: 'deposit-create' });
    assert.equal((await httpCall(ctx.base, token, 'methods-payment-v5', v5)).status, 200);
    const first = await httpCall(ctx.base, token, 'deposit-create', createPayload('sbp', 500, 'RUB'));
    assert.equal(first.status, 401);
    assert.deepEqual(first.body, { error: { message: 'Unauthorized', code: 'auth.unauthorized' } });
    assert.equal((await httpCall(ctx.base, token, 'deposit-create', createPayload('sbp', 500, 'RUB'))).status, 200);
  });

  it('flows §8: captchaRequiredOnce fails the next create with captcha_required, then lets it through', async () => {
    const token = await fresh({ captchaRequiredOnce: true });
    const socket = await connect(ctx.base);
    try {
      const first = await socketCall(socket, token, 'deposit-create-p2p', { amount: 1000, currency: 'RUB', paymentMethod: 'card-p2p', fields: {}, isActivatedBonus: false, captchaBypass: true });
      assert.equal(first.status, 400);
      assert.equal(first.error.code, 'captcha_required');
      const second = await socketCall(socket, token, 'deposit-create-p2p', { amount: 1000, currency: 'RUB', paymentMethod: 'card-p2p', fields: {}, isActivatedBonus: false, captchaBypass: true });
      assert.equal(second.status, 200);
    } finally {
      socket.close();
    }
  });

  it('LIST: emptyMethods empties every methods call; directGeo answers only the flag', async () => {
    const empty = await fresh({ emptyMethods: true });
    const e = (await httpCall(ctx.base, empty, 'methods-payment-v5', v5)).body;
    assert.deepEqual([e.methods, e.groups], [[], []]);
    assert.deepEqual((await httpCall(ctx.base, empty, 'methods-withdrawal-v4', { currency: 'RUB' })).body.methods, []);
    const geo = await fresh({ directGeo: true });
    assert.deepEqual((await httpCall(ctx.base, geo, 'methods-payment-v5', v5)).body, { directGeo: true, methods: [] });
  });

  it('switches are per token: another token of the same player is unaffected', async () => {
    const a = await issue(ctx.base, { player: 'twin' });
    const b = await issue(ctx.base, { player: 'twin' });
    await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token: a.token, json: { emptyMethods: true, failures: [{ call: '*', kind: 'http', times: 5 }] } });
    const r = await httpCall(ctx.base, b.token, 'methods-payment-v5', v5);
    assert.equal(r.status, 200);
    assert.ok(r.body.methods.length > 0);
  });

  it('SOCK-14: pushes "duplicate" sends each deposit.status twice', async () => {
    const token = await fresh({ pushes: 'duplicate', outcomeDelayMs: 30 });
    const socket = await connect(ctx.base, { Authorization: token });
    const pushes = collect(socket, 'deposit.status');
    try {
      await httpCall(ctx.base, token, 'deposit-create', createPayload('yamoney_h2h', 1000, 'RUB'));
      const all = await pushes.next(4);
      assert.deepEqual(all.map((p) => p.status), [0, 0, 1, 1]);
    } finally {
      socket.close();
    }
  });

  it('SOCK-14: pushes "out-of-order" sends the final status before the stale waiting one', async () => {
    const token = await fresh({ pushes: 'out-of-order', depositOutcome: 'mistaked', outcomeDelayMs: 30 });
    const socket = await connect(ctx.base, { Authorization: token });
    const pushes = collect(socket, 'deposit.status');
    try {
      await httpCall(ctx.base, token, 'deposit-create', createPayload('yamoney_h2h', 1000, 'RUB'));
      const all = await pushes.next(2);
      assert.deepEqual(all.map((p) => p.status), [2, 0]);
      await sleep(80);
      assert.equal(pushes.items.length, 2);
    } finally {
      socket.close();
    }
  });

  it('GET /sandbox/calls shows what the player sent (rejected payloads too), including the keepalive close notice', async () => {
    const token = await fresh();
    await httpCall(ctx.base, token, 'session-form-on-close-modal', { paymentMethod: 'sbp', paymentMethodText: 'SBP', userId: 1 });
    await httpCall(ctx.base, token, 'session-form-on-close-modal', { paymentMethod: 'sbp' });
    const socket = await connect(ctx.base);
    try {
      await socketCall(socket, token, 'events', { events: 'nope' });
    } finally {
      socket.close();
    }
    const log = (await request(ctx.base, '/sandbox/calls', { token })).body;
    assert.deepEqual(log.map((e) => [e.call, e.transport, e.outcome]), [
      ['session-form-on-close-modal', 'http', 200],
      ['session-form-on-close-modal', 'http', 400],
      ['events', 'socket', 400],
    ]);
  });

  it('SOAK-03: GET /sandbox/calls gives each call its start and how many of its name were in flight then', async () => {
    const token = await fresh({ latencyMs: { 'deposit-status': 300 } });
    const status = () => httpCall(ctx.base, token, 'deposit-status', { depositId: 1, paymentMethod: 'sbp' });
    await status();
    await Promise.all([status(), status()]);
    const log = (await request(ctx.base, '/sandbox/calls', { token })).body.filter((e) => e.call === 'deposit-status');
    assert.equal(log.length, 3);
    for (const e of log) assert.ok(e.startedAt <= e.at && e.at - e.startedAt >= 250, JSON.stringify(e));
    assert.deepEqual(log.map((e) => e.inFlight).sort(), [1, 1, 2]);
  });
});
