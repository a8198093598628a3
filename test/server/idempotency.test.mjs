// Decision CREATE-IDEM: the create calls' idempotency key (docs/protocol.md "Idempotency key") and
// the loseAnswer switch (docs/sandbox.md §4), over HTTP and the socket alike.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect, createPayload, httpCall, issue, request, socketCall, start } from './helpers.mjs';

const keyed = (key, amount = 500, fields = {}) => ({ ...createPayload('sbp', amount, 'RUB', fields), idempotencyKey: key });

describe('idempotency key and loseAnswer', () => {
  let ctx;
  before(async () => {
    ctx = await start();
  });
  after(() => ctx.stop());

  const fresh = async (scenario) => {
    const { token } = await issue(ctx.base, { country: 'RU' });
    if (scenario) assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: scenario })).status, 200);
    return token;
  };
  const deposits = async (token) => (await request(ctx.base, '/sandbox/deposits', { token })).body;
  const calls = async (token) => (await request(ctx.base, '/sandbox/calls', { token })).body.filter((c) => c.call === 'deposit-create');

  it('CREATE-IDEM: a replayed key gets the first answer and makes no second deposit (HTTP)', async () => {
    const token = await fresh();
    const first = await httpCall(ctx.base, token, 'deposit-create', keyed('11111111-aaaa-4aaa-8aaa-000000000001'));
    const again = await httpCall(ctx.base, token, 'deposit-create', keyed('11111111-aaaa-4aaa-8aaa-000000000001'));
    assert.equal(first.status, 200);
    assert.deepEqual(again, { ...again, status: 200, body: first.body });
    assert.equal((await deposits(token)).length, 1);
    assert.deepEqual((await calls(token)).map((c) => [c.outcome, c.replayed ?? false]), [[200, false], [200, true]]);
  });

  it('CREATE-IDEM: a key is the same on both transports: a socket replay of an HTTP create gets its answer', async () => {
    const token = await fresh();
    const first = await httpCall(ctx.base, token, 'deposit-create', keyed('22222222-aaaa-4aaa-8aaa-000000000002'));
    const socket = await connect(ctx.base);
    try {
      const again = await socketCall(socket, token, 'deposit-create', keyed('22222222-aaaa-4aaa-8aaa-000000000002'));
      assert.equal(again.status, 200);
      assert.deepEqual(again.data, first.body);
    } finally {
      socket.close();
    }
    assert.equal((await deposits(token)).length, 1);
  });

  it('CREATE-IDEM: two sends of one key at the same time make one deposit', async () => {
    const token = await fresh({ latencyMs: { 'deposit-create': 50 } });
    const [a, b] = await Promise.all([1, 2].map(() => httpCall(ctx.base, token, 'deposit-create', keyed('33333333-aaaa-4aaa-8aaa-000000000003'))));
    assert.deepEqual(a.body, b.body);
    assert.equal((await deposits(token)).length, 1);
  });

  it('CREATE-IDEM: a key sent again with another amount or fields is refused with 409 banking.idempotencyKeyReused', async () => {
    const token = await fresh();
    assert.equal((await httpCall(ctx.base, token, 'deposit-create', keyed('44444444-aaaa-4aaa-8aaa-000000000004', 500))).status, 200);
    const other = await httpCall(ctx.base, token, 'deposit-create', keyed('44444444-aaaa-4aaa-8aaa-000000000004', 600));
    assert.equal(other.status, 409);
    assert.equal(other.body.error.code, 'banking.idempotencyKeyReused');
    assert.equal((await deposits(token)).length, 1);
  });

  it('CREATE-IDEM: keys belong to a player; without a key every create is a new deposit', async () => {
    const one = await fresh();
    const two = await fresh();
    const key = keyed('55555555-aaaa-4aaa-8aaa-000000000005');
    assert.equal((await httpCall(ctx.base, one, 'deposit-create', key)).status, 200);
    assert.equal((await httpCall(ctx.base, two, 'deposit-create', key)).status, 200);
    assert.equal((await deposits(two)).length, 1);
    await httpCall(ctx.base, one, 'deposit-create', createPayload('sbp', 500, 'RUB'));
    await httpCall(ctx.base, one, 'deposit-create', createPayload('sbp', 500, 'RUB'));
    assert.equal((await deposits(one)).length, 3);
  });

  it('CREATE-IDEM: a refusal (4xx) is the key\'s answer; a 5xx is not kept, so the same key runs again', async () => {
    const token = await fresh({ failures: [{ call: 'deposit-create', kind: 'http', status: 503 }] });
    const key = keyed('66666666-aaaa-4aaa-8aaa-000000000006', 1); // below the sbp minimum: 400
    assert.equal((await httpCall(ctx.base, token, 'deposit-create', key)).status, 503);
    const refused = await httpCall(ctx.base, token, 'deposit-create', key);
    assert.equal(refused.status, 400);
    assert.deepEqual((await httpCall(ctx.base, token, 'deposit-create', key)).body, refused.body);
    assert.equal((await deposits(token)).length, 0);
  });

  it('an idempotency key that is not 8–64 safe characters is a 400 validation.invalidPayload', async () => {
    const token = await fresh();
    const bad = await httpCall(ctx.base, token, 'deposit-create', keyed('short'));
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'validation.invalidPayload');
  });

  it('loseAnswer (HTTP): the deposit is made, then the connection is destroyed; the replay finds it', async () => {
    const token = await fresh({ loseAnswer: { call: 'deposit-create' } });
    const key = keyed('77777777-aaaa-4aaa-8aaa-000000000007');
    await assert.rejects(httpCall(ctx.base, token, 'deposit-create', key), /fetch failed/);
    const made = await deposits(token);
    assert.equal(made.length, 1, 'committed before the answer was lost');
    const replay = await httpCall(ctx.base, token, 'deposit-create', key);
    assert.equal(replay.status, 200);
    assert.equal(replay.body.depositId, made[0].data.depositId);
    assert.equal((await deposits(token)).length, 1);
    assert.deepEqual((await calls(token)).map((c) => [c.outcome, c.lostAnswer, c.replayed ?? false]), [['network', 200, false], [200, undefined, true]]);
  });

  it('loseAnswer (socket): the deposit is made, then the socket drops without a response; times counts down', async () => {
    const token = await fresh({ loseAnswer: { call: 'deposit-create', times: 2 } });
    const key = keyed('88888888-aaaa-4aaa-8aaa-000000000008');
    for (let i = 0; i < 2; i += 1) {
      const socket = await connect(ctx.base);
      assert.equal(await socketCall(socket, token, 'deposit-create', key), 'disconnected');
      socket.close();
    }
    const socket = await connect(ctx.base);
    try {
      const replay = await socketCall(socket, token, 'deposit-create', key);
      assert.equal(replay.status, 200);
      const made = await deposits(token);
      assert.equal(made.length, 1);
      assert.equal(replay.data.depositId, made[0].data.depositId);
    } finally {
      socket.close();
    }
    assert.equal((await request(ctx.base, '/sandbox/scenario', { token })).body.loseAnswer, undefined, 'cleared after times');
  });

  it('loseAnswer only fires for its call', async () => {
    const token = await fresh({ loseAnswer: { call: 'deposit-create' } });
    assert.equal((await httpCall(ctx.base, token, 'session-start', { amount: 500, currency: 'RUB' })).status, 200);
    assert.equal((await request(ctx.base, '/sandbox/scenario', { token })).body.loseAnswer.times, 1);
  });
});
