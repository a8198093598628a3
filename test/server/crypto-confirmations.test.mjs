// A simulated chain transfer (docs/sandbox.md §5, decision CRYPTO-24): the crypto deposit waits,
// shows up on chain with txid and blockchain, is pushed once per block with its confirmation count
// up to the chain's limit (flows §9, CRYPTO-22), then ends — over the socket, and read the same way
// over HTTP through deposit-status. `cryptoBlockMs` is the speed switch.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { collect, connect, createPayload, httpCall, issue, request, sleep, start } from './helpers.mjs';

describe('crypto confirmations in the sandbox', () => {
  let ctx;
  before(async () => {
    ctx = await start({ outcomeDelayMs: 50 });
  });
  after(() => ctx.stop());

  async function player(scenario) {
    const { token } = await issue(ctx.base, { country: 'US' });
    if (scenario) assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: scenario })).status, 200);
    const socket = await connect(ctx.base, { Authorization: token });
    return { token, socket, pushes: collect(socket, 'deposit.status') };
  }

  it('CRYPTO-19/CRYPTO-22 STATUS-03 CRYPTO-AMOUNT: a Tron transfer is pushed waiting → seen (0) → 1…19 → processed with 20 confirmations', async () => {
    const { token, socket, pushes } = await player({ cryptoBlockMs: 10 });
    try {
      const d = (await httpCall(ctx.base, token, 'deposit-create', createPayload('trx', 0, 'TRX', { network: 'TRC20' }))).body;
      const all = await pushes.next(22);
      await sleep(60);
      assert.equal(pushes.items.length, 22, 'nothing after the final push');
      const [created, ...onChain] = all;
      assert.deepEqual(Object.keys(created).sort(), ['amount', 'currency', 'depositId', 'status'], 'no chain data before the transfer is seen');
      assert.equal(created.depositId, d.depositId);
      assert.deepEqual(onChain.map((p) => p.confirmations), Array.from({ length: 21 }, (_, i) => i));
      assert.deepEqual(onChain.map((p) => p.status), [...Array(20).fill(0), 1]);
      for (const p of onChain) {
        assert.equal(p.blockchain, 'Tron');
        assert.equal(p.cryptoCurrency, 'TRX');
        assert.match(p.txid, /^[0-9a-f]{64}$/);
        // Decision CRYPTO-AMOUNT: the seen transfer's amount, in its coin (2 × the 5 USD minimum at 0.12 USD per TRX).
        assert.equal(p.amount, 83.33333333);
        assert.equal(p.currency, 'TRX');
      }
      assert.equal(onChain.at(-1).finalAmount, onChain.at(-1).amount);
    } finally {
      socket.close();
    }
  });

  it('CRYPTO-24 STATUS-18: over HTTP deposit-status reads the same states: PENDING without chain data, PENDING with the count, PAYED', async () => {
    const { token, socket, pushes } = await player({ cryptoBlockMs: 40, outcomeDelayMs: 150 });
    socket.close(); // HTTP only from here
    try {
      const d = (await httpCall(ctx.base, token, 'deposit-create', createPayload('ton', 0, 'TON', { network: 'TON' }))).body;
      const read = async () => (await httpCall(ctx.base, token, 'deposit-status', { depositId: d.depositId, paymentMethod: 'ton' })).body;
      const before = await read();
      assert.equal(before.status, 'PENDING');
      assert.equal(before.data.txid, undefined);
      await sleep(150 + 40 * 3 + 20);
      const counting = await read();
      assert.equal(counting.status, 'PENDING');
      assert.equal(counting.data.blockchain, 'TON');
      assert.ok(counting.data.confirmations >= 2 && counting.data.confirmations < 8, `count ${counting.data.confirmations}`);
      await sleep(40 * 8);
      const done = await read();
      assert.equal(done.status, 'PAYED');
      assert.deepEqual([done.data.status, done.data.confirmations], [1, 8]);
      assert.equal(pushes.items.length, 0);
    } finally {
      socket.close();
    }
  });

  it('CRYPTO-23: a network outside the table (Ripple) shows up on chain, then ends one outcome delay later without counts', async () => {
    const { token, socket, pushes } = await player({ depositOutcome: 'mistaked' });
    try {
      await httpCall(ctx.base, token, 'deposit-create', createPayload('xrp', 0, 'XRP', { network: 'XRP' }));
      const [, seen, done] = await pushes.next(3);
      assert.deepEqual([seen.status, seen.blockchain, seen.confirmations], [0, 'Ripple', 0]);
      assert.equal(done.status, 2);
    } finally {
      socket.close();
    }
  });

  it('CRYPTO-24: without the switch a block takes the chain\'s own time (flows §9): Tron has pushed only the sighting after 1 s', async () => {
    const { token, socket, pushes } = await player();
    try {
      await httpCall(ctx.base, token, 'deposit-create', createPayload('trx', 0, 'TRX', { network: 'TRC20' }));
      await sleep(1_000);
      assert.deepEqual(pushes.items.map((p) => p.confirmations), [undefined, 0]);
    } finally {
      socket.close();
    }
  });

  it('the scenario switch is checked: cryptoBlockMs is a whole number of ms from 10', async () => {
    const { token } = await issue(ctx.base);
    for (const bad of [5, 1.5, '100', -1]) {
      const r = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { cryptoBlockMs: bad } });
      assert.equal(r.status, 400, String(bad));
    }
    const ok = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { cryptoBlockMs: 250 } });
    assert.equal(ok.status, 200);
    assert.equal((await request(ctx.base, '/sandbox/scenario', { token })).body.cryptoBlockMs, 250);
  });
});
