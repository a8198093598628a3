// The on-ramp calls as the sandbox answers them (flows §3, §4, §7; ONRAMP-01..14): the limits per
// currency and the limits failure, the offers of a create, and external-deposit-continue with the
// chosen offer, its error field (the onrampDeclined switch) and an unknown offer.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect, createPayload, httpCall, issue, request, socketCall, start } from './helpers.mjs';

describe('on-ramp', () => {
  let ctx;
  before(async () => {
    ctx = await start();
  });
  after(() => ctx.stop());

  const create = async (token) => (await httpCall(ctx.base, token, 'deposit-create', createPayload('onramp_card', 100, 'USD', { country: 'US', currency: 'USD' }))).body;

  it('ENT-25, ONRAMP-06: deposit-limits answers the on-ramp limits of the currency', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    assert.deepEqual((await httpCall(ctx.base, token, 'deposit-limits', { currency: 'USD', paymentMethod: 'onramp_card' })).body, { min: 20, max: 10000 });
    assert.deepEqual((await httpCall(ctx.base, token, 'deposit-limits', { currency: 'inr', paymentMethod: 'onramp_card' })).body, { min: 1500, max: 800000 });
  });

  it('ONRAMP-07/08: a currency no provider sells in fails the limits call (400 banking.onrampCurrencyUnavailable), over both transports', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    const http = await httpCall(ctx.base, token, 'deposit-limits', { currency: 'EUR', paymentMethod: 'onramp_card' });
    assert.equal(http.status, 400);
    assert.equal(http.body.error.code, 'banking.onrampCurrencyUnavailable');
    const socket = await connect(ctx.base);
    try {
      const answer = await socketCall(socket, token, 'deposit-limits', { currency: 'EUR', paymentMethod: 'onramp_card' });
      assert.equal(answer.status, 400);
      assert.equal(answer.error?.code ?? answer.data?.error?.code, 'banking.onrampCurrencyUnavailable');
    } finally {
      socket.close();
    }
  });

  it('ONRAMP-08: the failures switch fails the limits call of any currency', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    const put = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { failures: [{ call: 'deposit-limits', kind: 'http', status: 503 }] } });
    assert.equal(put.status, 200);
    assert.equal((await httpCall(ctx.base, token, 'deposit-limits', { currency: 'USD', paymentMethod: 'onramp_card' })).status, 503);
    assert.equal((await httpCall(ctx.base, token, 'deposit-limits', { currency: 'USD', paymentMethod: 'onramp_card' })).status, 200);
  });

  it('ONRAMP-01/02, ONRAMP-AMOUNT: the create answer carries offers with amount, fee, method and icon ids', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    const created = await create(token);
    const offers = created.apiResponse.data.paymentMethodOffers;
    assert.deepEqual(offers.map((o) => o.method), ['moonpay', 'mercuryo', 'transak']);
    for (const o of offers) {
      assert.equal(o.amount + o.fee, 100, 'USD buys USDT 1:1: the crypto bought plus the fee is the deposit');
      assert.equal(o.currency, 'USDT', 'decision ONRAMP-AMOUNT: the amount is the crypto bought, named by its ticker');
      assert.ok(Array.isArray(o.iconIds) && o.iconIds.length > 0);
    }
    assert.equal(created.apiResponse.source, undefined, 'CREATE-06: nothing to open before an offer is chosen');
  });

  it('ONRAMP-10/12, decision ONRAMP-14: continue with the chosen offer answers the provider redirect', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    const { depositId } = await create(token);
    const answer = await httpCall(ctx.base, token, 'external-deposit-continue', { depositId, offerMethod: 'mercuryo' });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.error, undefined);
    assert.equal(answer.body.method, 'GET');
    assert.match(answer.body.source, new RegExp(`/sandbox/provider/${depositId}$`));
  });

  it('decision ONRAMP-14: an offer the deposit was not given is refused (400 banking.offerNotFound)', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    const { depositId } = await create(token);
    const answer = await httpCall(ctx.base, token, 'external-deposit-continue', { depositId, offerMethod: 'free_crypto' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error.code, 'banking.offerNotFound');
  });

  it('ONRAMP-11: the onrampDeclined switch makes continue answer its error field', async () => {
    const { token } = await issue(ctx.base, { country: 'US' });
    const { depositId } = await create(token);
    await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { onrampDeclined: true } });
    const answer = await httpCall(ctx.base, token, 'external-deposit-continue', { depositId, offerMethod: 'moonpay' });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.error.code, 'banking.onrampDeclined');
    assert.equal(answer.body.source, undefined);
  });
});
