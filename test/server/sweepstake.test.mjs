// The sandbox's sweepstake side (issue #15): nested coin packs with their currenciesList, the
// redeemable sum, the unplayed balance and conversion agreeing with a redemption (decision
// SWEEP-14: withdrawal-create in QSC with a payoutCurrency), and the switches of docs/sandbox.md §4
// (sweepstake fetch failure, empty sweepstakes, missing unplayed balance), over both transports.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TRANSPORTS, WITHDRAWAL_ERROR_CODES as E, issue, request, startBoth } from './helpers.mjs';

const WALLET = { address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' };

describe('sweepstake calls and redemption', () => {
  let ctx;
  let call;
  before(async () => {
    ctx = await startBoth({ outcomeDelayMs: 60 });
    ({ call } = ctx);
  });
  after(() => ctx.stop());
  const player = async (scenario) => {
    const { token } = await issue(ctx.base, { country: 'US' });
    if (scenario) assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: scenario })).status, 200);
    return token;
  };
  const qsc = async (t, token) => (await call(t, token, 'sweepstake-balance-get')).data.find((b) => b.currency === 'QSC').balance;

  for (const t of TRANSPORTS) {
    it(`SWEEP-07 SWEEP-08 HTTP-33: boxes nest, and every box (nested too) has gcAmount, scAmount, price and a currenciesList of GC main and QSC free (${t})`, async () => {
      const { boxes } = (await call(t, await player(), 'sweepstake-boxes', { currency: 'USD' })).data;
      const all = boxes.flatMap((b) => [b, ...(b.boxes ?? [])]);
      assert.ok(boxes.some((b) => b.boxes?.length >= 2));
      for (const b of all) {
        assert.equal(b.priceCurrencyCode, 'USD');
        assert.deepEqual(b.currenciesList, [{ currency: 'GC', main: b.gcAmount, free: 0 }, { currency: 'QSC', main: 0, free: b.scAmount }]);
        assert.equal(b.formattedPrice, `$${b.price.toFixed(2)}`);
      }
    });

    it(`SWEEP-13 SWEEP-14 HTTP-35 HTTP-37: redeemable (recoup sum) = QSC balance − unplayed, the same as withdrawal-balance-get's withdrawable (${t})`, async () => {
      const token = await player();
      assert.equal(await qsc(t, token), 42.5);
      assert.deepEqual((await call(t, token, 'sweepstake-unplayed-balance', { currency: 'QSC' })).data, { data: { status: 'ok', amount: 8.5 } });
      assert.deepEqual((await call(t, token, 'sweepstake-recoup-sum', { currency: 'QSC' })).data, { amount: 34, currency: 'QSC' });
      assert.deepEqual((await call(t, token, 'withdrawal-balance-get', { currency: 'QSC' })).data, {
        currency: 'QSC',
        accounts: [{ accountType: 'main', balance: 42.5, withdrawable: 34 }, { accountType: 'additional', balance: 0, withdrawable: 0 }],
      });
    });

    it(`SWEEP-14: a redemption is withdrawal-create in QSC with a payoutCurrency, paid at payment-convert-v2's rate; confirm debits the sweep coins (${t})`, async () => {
      const token = await player({ withdrawalOutcome: 'pending' });
      const preview = (await call(t, token, 'payment-convert-v2', { amount: 30, from: 'QSC', to: 'EUR' })).data;
      assert.deepEqual(preview, { amount: 27.77, rate: 0.925926 });
      const draft = (await call(t, token, 'withdrawal-create', { paymentMethod: 'wd_visa_mastercard', amount: 30, currency: 'QSC', payoutCurrency: 'EUR', accountType: 'main', fields: { cardNumber: '5555 4444 3333 2222', cardholder: 'Ann Lee' } })).data;
      // Limits in the payout currency (30 QSC = 27.78 EUR ≥ 20); fee 2% of 30 QSC, at least 1 → 1 QSC;
      // (30 − 1) × 0.925926 = 26.85 EUR (rounded down).
      assert.deepEqual([draft.amount, draft.currency, draft.fee, draft.payout], [30, 'QSC', 1, { amount: 26.85, currency: 'EUR', rate: preview.rate }]);
      const below = await call(t, token, 'withdrawal-create', { paymentMethod: 'wd_visa_mastercard', amount: 20, currency: 'QSC', payoutCurrency: 'EUR', accountType: 'main', fields: { cardNumber: '5555 4444 3333 2222', cardholder: 'Ann Lee' } });
      assert.deepEqual([below.status, below.error.code], [400, 'banking.amountOutOfRange'], '20 QSC is 18.51 EUR, under the 20 EUR minimum');
      const usdt = (await call(t, token, 'withdrawal-create', { paymentMethod: 'wd_usdt', amount: 20, currency: 'QSC', payoutCurrency: 'USDT', accountType: 'main', fields: WALLET })).data;
      assert.deepEqual(usdt.payout, { amount: 19, currency: 'USDT', rate: 1 });
      assert.equal(usdt.account, '•••• bLSE');
      await call(t, token, 'withdrawal-confirm', { withdrawalId: usdt.withdrawalId });
      assert.equal(await qsc(t, token), 22.5);
      assert.equal((await call(t, token, 'sweepstake-recoup-sum', { currency: 'QSC' })).data.amount, 14);
      const tooMuch = await call(t, token, 'withdrawal-create', { paymentMethod: 'wd_usdt', amount: 15, currency: 'QSC', payoutCurrency: 'USDT', accountType: 'main', fields: WALLET });
      assert.deepEqual([tooMuch.status, tooMuch.error.code], [400, E.insufficientBalance]);
      const noRate = await call(t, token, 'withdrawal-create', { paymentMethod: 'wd_usdt', amount: 10, currency: 'QSC', payoutCurrency: 'XYZ', accountType: 'main', fields: WALLET });
      assert.deepEqual([noRate.status, noRate.error.code], [400, E.payoutCurrencyNotSupported]);
      const noPayout = await call(t, token, 'withdrawal-create', { paymentMethod: 'wd_usdt', amount: 10, currency: 'QSC', accountType: 'main', fields: WALLET });
      assert.deepEqual([noPayout.status, noPayout.error.code], [400, 'banking.currencyNotSupported'], 'sweep coins are paid out in a currency the method pays');
      // Cancel refunds the coins.
      await call(t, token, 'withdrawal-cancel', { withdrawalId: usdt.withdrawalId });
      assert.equal(await qsc(t, token), 42.5);
    });

    it(`SWEEP-12: sweepstakeFetchFailure fails boxes, balance, recoup sum, unplayed balance and convert with 503 (${t})`, async () => {
      const token = await player({ sweepstakeFetchFailure: true });
      const calls = {
        'sweepstake-boxes': { currency: 'USD' },
        'sweepstake-balance-get': {},
        'sweepstake-recoup-sum': { currency: 'QSC' },
        'sweepstake-unplayed-balance': { currency: 'QSC' },
        'payment-convert-v2': { amount: 10, from: 'QSC', to: 'USD' },
      };
      for (const [name, payload] of Object.entries(calls)) {
        const r = await call(t, token, name, payload);
        assert.deepEqual([r.status, r.error.code], [503, 'banking.sweepstakeUnavailable'], name);
      }
      assert.equal((await call(t, token, 'methods-withdrawal-v4', { currency: 'USD' })).status, 200, 'the rest keeps working');
    });

    it(`ERR-21 SWEEP-13: emptySweepstakes answers no boxes; missingUnplayedBalance answers without an amount (${t})`, async () => {
      const token = await player({ emptySweepstakes: true, missingUnplayedBalance: true });
      assert.deepEqual((await call(t, token, 'sweepstake-boxes', { currency: 'USD' })).data, { boxes: [] });
      assert.deepEqual((await call(t, token, 'sweepstake-unplayed-balance', { currency: 'QSC' })).data, { data: { status: 'missing' } });
    });
  }
});
