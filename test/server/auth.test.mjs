// Auth: every call needs a valid token (HTTP Bearer, socket envelope token or socket query
// Authorization), tokens expire, and a refresh pushes login.token (HTTP-11, SOCK-06, SOCK-15).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { collect, connect, httpCall, issue, request, socketCall, start } from './helpers.mjs';

const UNAUTHORIZED = { error: { message: 'Unauthorized', code: 'auth.unauthorized' } };

describe('auth', () => {
  let ctx;
  let clock = Date.now();
  before(async () => {
    ctx = await start({ now: () => clock, tokenTtlSeconds: 60 });
  });
  after(() => ctx.stop());

  it('HTTP-11: no token, a garbage token or a malformed header is a 401 with the spec body', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }]) {
      const r = await request(ctx.base, '/api/BANKING/sweepstake-balance-get', { method: 'POST', json: {}, headers });
      assert.equal(r.status, 401);
      assert.deepEqual(r.body, UNAUTHORIZED);
    }
  });

  it('HTTP-11: a 401 comes before payload validation', async () => {
    const r = await request(ctx.base, '/api/BANKING/deposit-create', { method: 'POST', json: { nonsense: true } });
    assert.equal(r.status, 401);
  });

  it('SOCK-09: the socket answers status 401 without a token and 200 with the envelope token', async () => {
    const { token } = await issue(ctx.base);
    const socket = await connect(ctx.base);
    try {
      const none = await socketCall(socket, undefined, 'sweepstake-balance-get', {});
      assert.equal(none.status, 401);
      assert.deepEqual(none.error, UNAUTHORIZED.error);
      const ok = await socketCall(socket, token, 'sweepstake-balance-get', {});
      assert.equal(ok.status, 200);
    } finally {
      socket.close();
    }
  });

  it('SOCK-06: the socket query Authorization (user token) authorises envelopes without a token', async () => {
    const { token } = await issue(ctx.base);
    const socket = await connect(ctx.base, { Authorization: token, cashier_type: 'widget' });
    try {
      const ok = await socketCall(socket, undefined, 'methods-country-selector-v2', {});
      assert.equal(ok.status, 200);
    } finally {
      socket.close();
    }
  });

  it('HTTP-11: a token expires after its TTL (401 auth.tokenExpired on both transports)', async () => {
    const { token, expiresAt } = await issue(ctx.base, { ttlSeconds: 30 });
    assert.equal(Date.parse(expiresAt), clock + 30_000);
    assert.equal((await httpCall(ctx.base, token, 'sweepstake-balance-get')).status, 200);
    clock += 30_001;
    const http = await httpCall(ctx.base, token, 'sweepstake-balance-get');
    assert.equal(http.status, 401);
    assert.equal(http.body.error.code, 'auth.tokenExpired');
    assert.equal(http.body.error.message, 'Unauthorized');
    const socket = await connect(ctx.base);
    try {
      const answer = await socketCall(socket, token, 'sweepstake-balance-get', {});
      assert.equal(answer.status, 401);
    } finally {
      socket.close();
    }
  });

  it('ENT-01: an issued token comes with a full shell §3 user record', async () => {
    const { token, user } = await issue(ctx.base, { player: 'ada', country: 'BR', lang: 'pt' });
    assert.equal(user.token, token);
    assert.equal(user.country, 'BR');
    assert.equal(user.currency, 'BRL');
    assert.equal(user.lang, 'pt');
    for (const key of ['id', 'id_user', 'hash_id', 'email', 'name', 'phone', 'balanceData', 'partner_key', 'platform', 'role', 'timezone', 'widgetViewType']) {
      assert.ok(key in user, `user.${key}`);
    }
  });

  it('SOCK-15: refreshing a token pushes login.token with the new user to the player\'s sockets; both tokens work', async () => {
    const first = await issue(ctx.base, { player: 'grace' });
    const socket = await connect(ctx.base, { Authorization: first.token });
    const other = await connect(ctx.base, { Authorization: (await issue(ctx.base, { player: 'someone-else' })).token });
    const pushes = collect(socket, 'login.token');
    const strangers = collect(other, 'login.token');
    try {
      await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token: first.token, json: { emptyMethods: true } });
      const refreshed = await request(ctx.base, '/sandbox/tokens/refresh', { method: 'POST', json: { token: first.token } });
      assert.equal(refreshed.status, 201);
      assert.notEqual(refreshed.body.token, first.token);
      assert.equal(refreshed.body.user.id, first.user.id);
      const [pushed] = await pushes.next(1);
      assert.equal(pushed.token, refreshed.body.token);
      assert.equal(pushed.id, first.user.id);
      assert.equal(strangers.items.length, 0);
      // The new token inherits the old token's scenario.
      const methods = await httpCall(ctx.base, refreshed.body.token, 'methods-payment-v5', { country: 'RU', currency: { code: 'RUB', type: 'fiat' } });
      assert.deepEqual(methods.body.methods, []);
      assert.equal((await httpCall(ctx.base, first.token, 'sweepstake-balance-get')).status, 200);
      const unknown = await request(ctx.base, '/sandbox/tokens/refresh', { method: 'POST', json: { token: 'nope' } });
      assert.equal(unknown.status, 404);
    } finally {
      socket.close();
      other.close();
    }
  });

  it('the test API validates its own input', async () => {
    const r = await request(ctx.base, '/sandbox/tokens', { method: 'POST', json: { player: '<script>', ttlSeconds: -1 } });
    assert.equal(r.status, 400);
    assert.equal(r.body.error.code, 'validation.invalidPayload');
    const s = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', json: {} });
    assert.equal(s.status, 401);
  });
});

describe('demo token', () => {
  it('the fixed playground token works and never expires', async () => {
    const ctx = await start({ demoToken: 'sandbox-player-1' });
    try {
      const r = await httpCall(ctx.base, 'sandbox-player-1', 'methods-country-selector-v2');
      assert.equal(r.status, 200);
    } finally {
      await ctx.stop();
    }
  });
});
