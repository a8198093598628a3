// Every call of the widget's call map answers over HTTP AND over the socket (HTTP-12..39, SOCK-09, SOCK-10).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CALL_NAMES, connect, createPayload, httpCall, issue, request, socketCall, start } from './helpers.mjs';

/** A valid payload per call; `ids` are deposits made beforehand. */
const samples = (ids, userId) => ({
  'deposit-limits': { currency: 'RUB', paymentMethod: 'sbp' },
  'methods-payment-v5': { country: 'RU', currency: { code: 'RUB', type: 'fiat' } },
  'methods-payment-v3': { country: 'US', currency: 'USD' },
  'methods-country-selector-v2': {},
  'methods-withdrawal-v4': { currency: 'USD' },
  'methods-withdrawal': { country: 'RU', currency: 'RUB' },
  'session-start': { amount: 1000, currency: 'RUB', pendingGroup: null },
  'deposit-create': createPayload('sbp', 1000, 'RUB'),
  'deposit-create-sweepstake': { ...createPayload('visa_mastercard', 49.99, 'USD'), boxId: 104 },
  'deposit-create-p2p': { amount: 1000, currency: 'RUB', paymentMethod: 'card-p2p', fields: {}, isActivatedBonus: false, captchaBypass: true },
  'deposit-complete': { depositId: ids.p2p, paymentMethod: 'card-p2p' },
  'deposit-prepare': { paymentMethod: 'imps' },
  'deposit-check': { paymentMethod: 'card-p2p', selectedCountry: 'RU' },
  'deposit-cancel': { depositId: ids.spare, paymentMethod: 'sbp' },
  'deposit-status': { depositId: ids.redirect, paymentMethod: 'sbp' },
  'external-deposit-continue': { depositId: ids.onramp },
  'bank-get': { payment_method: 'visa_mastercard', bin: '220220' },
  'session-form-on-close-modal': { paymentMethod: 'sbp', paymentMethodText: 'SBP', userId },
  'sweepstake-boxes': { currency: 'USD' },
  'sweepstake-balance-get': {},
  'sweepstake-recoup-sum': { currency: 'QSC' },
  'payment-convert-v2': { amount: 10, from: 'QSC', to: 'EUR' },
  'sweepstake-unplayed-balance': { currency: 'QSC' },
  'withdrawal-create': { paymentMethod: 'wd_sbp', amount: 1000, currency: 'RUB', accountType: 'main', fields: { phone: '+79001234567' } },
  'withdrawal-confirm': { withdrawalId: ids.confirm },
  'withdrawal-cancel': { withdrawalId: ids.cancel },
  'withdrawal-status': { withdrawalId: ids.confirm },
  'withdrawal-list-pending': { currency: 'RUB' },
  'withdrawal-balance-get': { currency: 'RUB' },
  'crypto-balance-get': {},
  events: { events: [{ key: 'cashier.open', timestamp: Date.now(), value: 1 }] },
});

/** What each answer must hold (shapes of docs/protocol.md §6). */
const checks = {
  'deposit-limits': (d) => assert.deepEqual(d, { min: 100, max: 300000 }),
  'methods-payment-v5': (d) => {
    assert.ok(d.methods.some((m) => m.name === 'sbp'));
    assert.deepEqual(d.initCurrencies, { fiat: 'RUB', crypto: 'USDT' });
  },
  'methods-payment-v3': (d) => assert.ok(d.groups.some((g) => g.name === 'card_method')),
  'methods-country-selector-v2': (d) => {
    assert.ok(d.countries.length >= 11);
    assert.equal(d.current, 'RU');
  },
  'methods-withdrawal-v4': (d) => assert.ok(d.groups.flatMap((g) => g.paymentMethods).some((m) => m.name === 'wd_visa_mastercard')),
  'methods-withdrawal': (d) => assert.ok(d.methods.some((m) => m.name === 'wd_sbp')),
  'session-start': (d) => assert.match(d.paymentSessionId, /^ps_/),
  'deposit-create': (d) => assert.equal(d.apiResponse.method, 'GET'),
  'deposit-create-sweepstake': (d) => assert.equal(d.apiResponse.method, 'POST'),
  'deposit-create-p2p': (d) => assert.ok(d.card.encrypted && d.card.tag),
  'deposit-complete': (d) => assert.deepEqual(d, {}),
  'deposit-prepare': (d) => assert.ok(d.requisites.some((r) => r.name === 'bank_name')),
  'deposit-check': (d) => assert.equal(d.exists, true),
  'deposit-cancel': (d) => assert.deepEqual(d, {}),
  'deposit-status': (d) => assert.equal(d.status, 'PENDING'),
  'external-deposit-continue': (d) => assert.match(d.source, /\/sandbox\/provider\/\d+$/),
  'bank-get': (d) => assert.equal(d.name, 'Sberbank'),
  'session-form-on-close-modal': (d) => assert.deepEqual(d, {}),
  'sweepstake-boxes': (d) => assert.ok(d.boxes.some((b) => Array.isArray(b.boxes))),
  'sweepstake-balance-get': (d) => assert.ok(d.every((e) => typeof e.currency === 'string' && typeof e.balance === 'number')),
  'sweepstake-recoup-sum': (d) => assert.equal(d.amount, 34),
  'payment-convert-v2': (d) => assert.equal(d.amount, 9.25),
  'sweepstake-unplayed-balance': (d) => assert.equal(d.data.amount, 8.5),
  'withdrawal-create': (d) => assert.deepEqual([d.status, d.account, d.payout], ['draft', '•••• 4567', { amount: 1000, currency: 'RUB' }]),
  'withdrawal-confirm': (d) => assert.equal(d.status, 'pending'),
  'withdrawal-cancel': (d) => assert.equal(d.status, 'cancelled'),
  'withdrawal-status': (d) => assert.equal(d.status, 'pending'),
  'withdrawal-list-pending': (d) => assert.ok(d.withdrawals.every((w) => w.status === 'pending' || w.status === 'processing')),
  'withdrawal-balance-get': (d) => assert.deepEqual(d.accounts.map((a) => a.accountType), ['main', 'additional']),
  'crypto-balance-get': (d) => assert.deepEqual(d.balances, [{ currency: 'USDT', balance: 500 }, { currency: 'BTC', balance: 0.00769230 }, { currency: 'ETH', balance: 0.15625 }]),
  events: (d) => assert.deepEqual(d, {}),
};

describe('every call over both transports', () => {
  let ctx;
  before(async () => {
    ctx = await start();
  });
  after(() => ctx.stop());

  it('HTTP-12..39: the sample table covers exactly the call map', () => {
    assert.deepEqual(Object.keys(samples({}, 1)).sort(), [...CALL_NAMES].sort());
    assert.deepEqual(Object.keys(checks).sort(), [...CALL_NAMES].sort());
  });

  /** Withdrawals the withdrawal-* calls refer to: a draft to confirm, and a pending one to cancel. */
  async function withdrawals(token) {
    await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { withdrawalOutcome: 'pending' } });
    const draft = async () => (await httpCall(ctx.base, token, 'withdrawal-create', { paymentMethod: 'wd_sbp', amount: 600, currency: 'RUB', accountType: 'main', fields: { phone: '+79001234567' } })).body.withdrawalId;
    const cancel = await draft();
    await httpCall(ctx.base, token, 'withdrawal-confirm', { withdrawalId: cancel });
    return { confirm: await draft(), cancel };
  }

  /** Deposits the deposit-* calls refer to, made over HTTP. */
  async function prepare(token) {
    const make = async (call, payload) => (await httpCall(ctx.base, token, call, payload)).body.depositId;
    return {
      redirect: await make('deposit-create', createPayload('sbp', 500, 'RUB')),
      spare: await make('deposit-create', createPayload('sbp', 600, 'RUB')),
      onramp: await make('deposit-create', createPayload('onramp_card', 100, 'USD')),
      p2p: await make('deposit-create-p2p', { amount: 700, currency: 'RUB', paymentMethod: 'card-p2p', fields: {}, isActivatedBonus: false, captchaBypass: true }),
      ...(await withdrawals(token)),
    };
  }

  it('HTTP-01, HTTP-02, HTTP-04: every call answers 200 over HTTP with its documented shape', async () => {
    const { token, user } = await issue(ctx.base, { country: 'RU' });
    const table = samples(await prepare(token), user.id);
    for (const call of CALL_NAMES) {
      const { status, body } = await httpCall(ctx.base, token, call, table[call]);
      assert.equal(status, 200, `${call}: ${JSON.stringify(body)}`);
      checks[call](body);
    }
  });

  it('SOCK-09, SOCK-10: every call answers status 200 over the socket, matched by id', async () => {
    const { token, user } = await issue(ctx.base, { country: 'RU' });
    const table = samples(await prepare(token), user.id);
    const socket = await connect(ctx.base);
    try {
      for (const call of CALL_NAMES) {
        const answer = await socketCall(socket, token, call, table[call]);
        assert.equal(answer.status, 200, `${call}: ${JSON.stringify(answer)}`);
        checks[call](answer.data);
      }
    } finally {
      socket.close();
    }
  });
});
