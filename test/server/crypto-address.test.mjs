// The sandbox's crypto address answers (docs/sandbox.md; issue #12 deliverable 2): the network a
// create names, the method's own minimum (decision CRYPTO-18) and the empty-address switch (CRYPTO-15).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPayload, httpCall, issue, request, start } from './helpers.mjs';

describe('crypto address answers', () => {
  let ctx;
  before(async () => {
    ctx = await start({ outcomeDelayMs: 60_000 });
  });
  after(() => ctx.stop());

  const address = async (token, method, network) =>
    (await httpCall(ctx.base, token, 'deposit-create', createPayload(method, 5, 'USD', network ? { network } : {}))).body.apiResponse.data;

  it('CRYPTO-16: each network has its own address; a network the method lacks gets its first one', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    const trc = await address(token, 'usdt', 'TRC20');
    const erc = await address(token, 'usdt', 'ERC20');
    assert.match(trc.depositAddress, /^T/);
    assert.match(erc.depositAddress, /^0x[0-9a-f]{40}$/);
    assert.equal(trc.network, 'TRC20');
    assert.equal(erc.network, 'ERC20');
    assert.equal((await address(token, 'eth', 'TRC20')).network, 'ERC20');
  });

  it('CRYPTO-18: a coin with its own minimum answers minDepositValue in the coin; usdt names none', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    const btc = await address(token, 'btc');
    assert.equal(btc.minDepositValue, 0.0002);
    assert.equal(btc.cryptoName, 'BTC');
    assert.equal((await address(token, 'ltc')).minDepositValue, 0.05);
    assert.equal('minDepositValue' in (await address(token, 'usdt', 'TRC20')), false);
  });

  it('CRYPTO-15: emptyCryptoAddress empties the next N address answers, then addresses come back', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    const put = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { emptyCryptoAddress: 1 } });
    assert.equal(put.status, 200);
    assert.equal((await address(token, 'usdt', 'TRC20')).depositAddress, '');
    assert.match((await address(token, 'usdt', 'TRC20')).depositAddress, /^T/);
  });
});
