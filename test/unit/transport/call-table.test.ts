// One row per call of the spec's call tables (shell §7, flows §7): its rule ID, method and the
// payload fields it sends, checked on the wire the HTTP adapter builds.
import { expect } from '@open-wc/testing';
import { CALLS, type CallName } from '../../../src/transport/calls.ts';
import { buildHttpRequest } from '../../../src/transport/http.ts';
import { context } from './fakes.ts';

const ROWS: Array<[id: string, call: CallName, method: 'GET' | 'POST', payload: Record<string, unknown>]> = [
  ['HTTP-12', 'deposit-limits', 'POST', { currency: 'USD', paymentMethod: 'visa' }],
  ['HTTP-13', 'methods-payment-v5', 'POST', { country: 'RU', currency: { code: 'RUB', type: 'fiat' }, abTestGroup: 'group_b' }],
  ['HTTP-14', 'methods-payment-v3', 'POST', { country: 'RU', currency: 'RUB', abTestGroup: 'group_a' }],
  ['HTTP-15', 'methods-country-selector-v2', 'GET', {}],
  ['HTTP-16', 'methods-withdrawal-v4', 'GET', { currency: 'EUR' }],
  ['HTTP-17', 'methods-withdrawal', 'GET', { country: 'KZ', currency: 'KZT' }],
  ['HTTP-19', 'session-start', 'POST', { amount: 500, currency: 'RUB', pendingGroup: 'card_method' }],
  ['HTTP-21', 'deposit-create', 'POST', { amount: 500, currency: 'RUB', depositId: null, fields: {}, isActivatedBonus: false, paymentSessionId: 's1', paymentType: 'visa', returnUrl: 'https://h.example', wallet: '', selectedCountry: 'RU', metadata: { isFromChip: true }, bonusId: 7, abTestGroup: 'group_b', captchaBypass: true }],
  ['HTTP-22', 'deposit-create-sweepstake', 'POST', { amount: 10, currency: 'USD', paymentType: 'visa', boxId: 'box-1' }],
  ['HTTP-23', 'deposit-create-p2p', 'POST', { amount: 1000, bank: 'sber', checkScore: false, selectedCountry: 'RU', currency: 'RUB', depositId: null, fields: {}, isActivatedBonus: false, paymentMethod: 'card-p2p', paymentSessionId: 's2', metadata: { isFromChip: false }, bonusId: null, captchaResponse: 'r', captchaResponseV3: 'r3' }],
  ['HTTP-25', 'deposit-complete', 'POST', { depositId: 11, paymentMethod: 'card-p2p', confirmationId: '12345678' }],
  ['HTTP-26', 'deposit-prepare', 'POST', { paymentMethod: 'upi' }],
  ['HTTP-27', 'deposit-check', 'POST', { paymentMethod: 'card-p2p', selectedCountry: 'RU' }],
  ['HTTP-28', 'deposit-cancel', 'POST', { depositId: 11, paymentMethod: 'card-p2p' }],
  ['HTTP-29', 'deposit-status', 'GET', { depositId: 11, paymentMethod: 'card-p2p' }],
  ['HTTP-30', 'external-deposit-continue', 'POST', { depositId: 12 }],
  ['HTTP-31', 'bank-get', 'POST', { payment_method: 'card', bin: '427600' }],
  ['HTTP-32', 'session-form-on-close-modal', 'POST', { paymentMethod: 'visa', paymentMethodText: 'Visa', userId: 5 }],
  ['HTTP-33', 'sweepstake-boxes', 'POST', {}],
  ['HTTP-34', 'sweepstake-balance-get', 'POST', {}],
  ['HTTP-35', 'sweepstake-recoup-sum', 'POST', { currency: 'QSC' }],
  ['HTTP-36', 'payment-convert-v2', 'POST', { amount: 10, currency: 'QSC' }],
  ['HTTP-37', 'sweepstake-unplayed-balance', 'POST', {}],
  ['HTTP-39', 'events', 'POST', { events: [{ key: 'deposit_click', timestamp: 1, value: 'visa' }] }],
  // Decision WD-06: our withdrawal calls.
  ['WD-06', 'withdrawal-create', 'POST', { paymentMethod: 'wd_sbp', amount: 500, currency: 'RUB', accountType: 'additional', fields: { phone: '+79001234567' }, payoutCurrency: 'RUB', idempotencyKey: 'k-12345678' }],
  ['WD-06', 'withdrawal-confirm', 'POST', { withdrawalId: 700001 }],
  ['WD-06', 'withdrawal-cancel', 'POST', { withdrawalId: '700001' }],
  ['WD-06', 'withdrawal-status', 'GET', { withdrawalId: 700001 }],
  ['WD-06', 'withdrawal-list-pending', 'GET', { currency: 'RUB' }],
  ['WD-06', 'withdrawal-balance-get', 'GET', { currency: 'QSC' }],
  // Decision NAMES-05: the player's crypto balances (issue #21).
  ['NAMES-05', 'crypto-balance-get', 'GET', {}],
];

/** What the server receives: the JSON body for POST, the query for GET (values as text). */
function sent(call: CallName, payload: Record<string, unknown>) {
  const { url, init } = buildHttpRequest(call, payload, context());
  if (init.method === 'GET') return { method: 'GET', url, fields: Object.fromEntries(new URL(url).searchParams) };
  return { method: init.method, url, fields: JSON.parse(String(init.body)) as Record<string, unknown> };
}

// The IDs in the title are the rows' below (the coverage tool reads literal titles only).
describe('HTTP-12 HTTP-13 HTTP-14 HTTP-15 HTTP-16 HTTP-17 HTTP-19 HTTP-21 HTTP-22 HTTP-23 HTTP-25 HTTP-26 HTTP-27 HTTP-28 HTTP-29 HTTP-30 HTTP-31 HTTP-32 HTTP-33 HTTP-34 HTTP-35 HTTP-36 HTTP-37 HTTP-39: transport/call table', () => {
  for (const [id, call, method, payload] of ROWS) {
    it(`${id}: ${call} is ${method} /api/BANKING/${call} carrying ${Object.keys(payload).join(', ') || 'no fields'}`, () => {
      expect(CALLS[call].method).to.equal(method);
      const wire = sent(call, payload);
      expect(wire.method).to.equal(method);
      expect(wire.url.split('?')[0]).to.equal(`https://api.test/api/BANKING/${call}`);
      for (const [key, value] of Object.entries(payload)) {
        expect(wire.fields[key], key).to.deep.equal(method === 'GET' ? String(value) : value);
      }
    });
  }

  it('the table above names every call of the map once', () => {
    expect(ROWS.map(([, call]) => call).sort()).to.deep.equal(Object.keys(CALLS).sort());
  });
});
