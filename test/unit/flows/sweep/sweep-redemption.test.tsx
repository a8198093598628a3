// Redemption, the sweepstake /withdrawal (issue #15 deliverable 2), through the app in sweep mode
// with the strict request mock: the title (WD-01), the balances (sweepstake-balance-get, the
// unplayed balance read as data.status/data.amount, sweepstake-recoup-sum; HTTP-37, SWEEP-13,
// decision SWEEP-14), fetch failures (SWEEP-12, ERR-22), the convert step with payment-convert-v2
// before confirming, and what submitRedemption sends.
import { expect } from '@open-wc/testing';
import type { PaymentGroup, PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { $redemption, unplayedAmount } from '../../../../src/flows/sweep/redemption-methods.ts';
import { redeemable } from '../../../../src/flows/sweep/redemption-sums.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { mountApp, recordHost, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { buttonByText, clickButton, textOf, textsOf, typeInto } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { useSweepstakeLog } from './sweep-log.ts';
import type { MockApi } from '../helpers/mock-api.ts';
import { testScope } from '../../scope.ts';

const wdCard: PaymentMethod = { name: 'wd_visa_mastercard', cardViewType: 1, position: 1, text: { en: 'Visa / Mastercard' }, amount_rules: { USD: { min: 20, max: 5000 } } };
const wdUsdt: PaymentMethod = { name: 'wd_usdt', category: 'crypto', position: 10, text: { en: 'Tether USDT' }, amount_rules: { USDT: { min: 10, max: 100000 }, USD: { min: 10, max: 100000 } } };
const wdBtc: PaymentMethod = { name: 'wd_btc', category: 'crypto', position: 11, text: { en: 'Bitcoin' }, amount_rules: { BTC: { min: 0.0005, max: 5 }, USD: { min: 30, max: 100000 } } };
const crypto: PaymentGroup = { name: 'crypto', label: { en: 'Cryptocurrency' }, position: 5, paymentMethods: [wdUsdt, wdBtc] };
const me2me: PaymentGroup = { name: 'me2me', label: { en: 'Cards' }, position: 1, paymentMethods: [wdCard] };

/** A redemption's withdrawal record (docs/protocol.md "Withdrawal calls"), a draft unless `status` says. */
function draft(over: Record<string, unknown>): never {
  return {
    withdrawalId: 'w-1', status: 'draft', paymentMethod: 'wd_visa_mastercard', accountType: 'main', amount: 25, currency: 'QSC', fee: 0,
    payout: { amount: 25, currency: 'USD', rate: 1 }, eta: { minMinutes: 60, maxMinutes: 4320 }, cancellable: false,
    createdAt: '2026-11-24T00:00:00Z', updatedAt: '2026-11-24T00:00:00Z', ...over,
  } as never;
}

/** The sandbox player: 42.5 QSC, 20 % of it unplayed, the recoup sum its balance. */
function answerAll(api: MockApi, opts: { unplayed?: unknown; recoup?: number } = {}): void {
  api.expectCall('sweepstake-balance-get').andRespond([{ currency: 'GC', balance: 25000 }, { currency: 'QSC', balance: 42.5 }]);
  api.expectCall('sweepstake-unplayed-balance').andRespond((opts.unplayed ?? { data: { status: 'ok', amount: 8.5 } }) as never);
  api.expectCall('sweepstake-recoup-sum').andRespond({ amount: opts.recoup ?? 42.5, currency: 'QSC' });
  api.expectCall('methods-withdrawal-v4').andRespond({ methods: [], groups: [me2me, crypto] });
}

describe('redemption (WD-01, SWEEP-12, SWEEP-13, SWEEP-14, HTTP-37, ERR-22)', () => {
  const suite = useFlowScreenSuite();
  const logged = useSweepstakeLog();
  before(() => Promise.all(['methods', 'convert', 'crypto-list', 'complete'].map((s) => import(`../../../../src/flows/sweep/redemption-${s}.screen.tsx`))));
  beforeEach(() => {
    applyHandshake(testScope(), { widgetViewType: 'sweep', currency: 'USD', paymentGeo: 'US' });
  });

  async function openMethods(path = '/withdrawal'): Promise<Mounted> {
    suite.mounted = await mountApp(path);
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-sweep-balances, .cashier-sweep-empty') !== null, 'the redemption page');
    return m;
  }
  const balances = (m: Mounted) => textsOf(m.host, '.cashier-sweep-balances__value');

  it('WD-01, HTTP-37, HOST-23: sweep /withdrawal is "Redemption" (onInit page redemption): the sweep coins, the unplayed part (data.amount), what may be redeemed, the payout methods', async () => {
    answerAll(suite.api);
    const rec = recordHost();
    const m = await openMethods();
    rec.stop();
    expect(rec.messages.filter((x) => x.messageType === 'onInit')).to.deep.equal([{ messageType: 'onInit', payload: { page: 'redemption' } }]);
    expect(m.history.pathname).to.equal('/withdrawal/methods');
    expect(textOf(m.host, 'h2')).to.equal('Redemption');
    expect(suite.api.callsTo('sweepstake-unplayed-balance')).to.deep.equal([{ currency: 'QSC' }]);
    expect(suite.api.callsTo('sweepstake-recoup-sum')).to.deep.equal([{ currency: 'QSC' }]);
    expect(suite.api.callsTo('methods-withdrawal-v4')).to.deep.equal([{ currency: 'USD' }]);
    expect(textsOf(m.host, '.cashier-sweep-balances li > span:first-child')).to.deep.equal(['Sweep Coins balance', 'Not yet played through', 'Available to redeem']);
    expect(balances(m)).to.deep.equal(['42.50 Sweep Coins', '8.50 Sweep Coins', '34.00 Sweep Coins']);
    const tiles = [...m.host.querySelectorAll<HTMLElement>('[data-method], [data-group]')].map((b) => b.dataset.method ?? `group:${b.dataset.group}`);
    expect(tiles).to.deep.equal(['wd_visa_mastercard', 'group:crypto']);
    expect(logged).to.deep.equal([]);
  });

  it('SWEEP-13: a missing unplayed balance shows 0 with a warning logged', async () => {
    answerAll(suite.api, { unplayed: { data: { status: 'none' } } });
    const m = await openMethods();
    expect(balances(m)).to.deep.equal(['42.50 Sweep Coins', '0.00 Sweep Coins', '42.50 Sweep Coins']);
    expect(logged).to.deep.equal(['[payment-cashier] sweepstake-unplayed-balance: no unplayed amount (status none)']);
    expect(unplayedAmount(testScope(), {})).to.equal(0);
    expect(unplayedAmount(testScope(), null)).to.equal(0);
  });

  it('SWEEP-14: what may be redeemed is the played-through sweep coins, capped by the recoup sum when there is one', () => {
    expect(redeemable({ balance: 42.5, unplayed: 8.5, recoup: 42.5 })).to.equal(34);
    expect(redeemable({ balance: 42.5, unplayed: 8.5, recoup: 10 })).to.equal(10);
    expect(redeemable({ balance: 42.5, unplayed: 8.5, recoup: null })).to.equal(34);
    expect(redeemable({ balance: 5, unplayed: 8, recoup: null })).to.equal(0);
  });

  it('SWEEP-12: failed balance, unplayed and recoup calls leave 0, 0 and no cap, logged only; the page still offers the methods', async () => {
    const down = new Error('Network connection failed');
    suite.api.expectCall('sweepstake-balance-get').andFail(down);
    suite.api.expectCall('sweepstake-unplayed-balance').andFail(down);
    suite.api.expectCall('sweepstake-recoup-sum').andFail(down);
    suite.api.expectCall('methods-withdrawal-v4').andRespond({ methods: [wdCard], groups: [] });
    const m = await openMethods();
    expect(balances(m)).to.deep.equal(['0.00 Sweep Coins', '0.00 Sweep Coins', '0.00 Sweep Coins']);
    expect($redemption(testScope()).get().recoup).to.equal(null);
    expect(textOf(m.host, '.cashier-sweep-notice')).to.equal('You have no Sweep Coins to redeem yet.');
    expect([...logged].sort()).to.deep.equal([
      '[payment-cashier] sweepstake-balance-get: Network connection failed',
      '[payment-cashier] sweepstake-recoup-sum: Network connection failed',
      '[payment-cashier] sweepstake-unplayed-balance: Network connection failed',
    ]);
  });

  it('SWEEP-12, ERR-22: no payout method (\'Empty withdrawal methods\', logged) is the empty state; Try again loads everything again', async () => {
    suite.api.expectCall('sweepstake-balance-get').andRespond([{ currency: 'QSC', balance: 10 }]);
    suite.api.expectCall('sweepstake-unplayed-balance').andRespond({ data: { status: 'ok', amount: 0 } });
    suite.api.expectCall('sweepstake-recoup-sum').andRespond({ amount: 10 });
    suite.api.expectCall('methods-withdrawal-v4').andRespond({ methods: [], groups: [] });
    const m = await openMethods();
    expect(logged).to.deep.equal(['[payment-cashier] methods-withdrawal-v4: Empty withdrawal methods']);
    expect(textOf(m.host, '.cashier-status__title')).to.equal('Redemption is unavailable right now');
    answerAll(suite.api);
    await clickButton(m.host, 'Try again');
    await waitFor(() => m.host.querySelector('.cashier-sweep-balances') !== null, 'the balances after Try again');
  });

  it('SWEEP-14: the convert step asks payment-convert-v2 for the rate and withdrawal-create for the draft, and shows what the player receives (the fee off) before confirming; Confirm submits the draft and the complete page says accepted', async () => {
    answerAll(suite.api);
    const m = await openMethods();
    await clickButton(m.host, 'Visa / Mastercard');
    await waitFor(() => m.history.pathname === '/withdrawal/convert' && m.host.querySelector('.cashier-amount__input') !== null, 'the convert step');
    const amount = m.host.querySelector('.cashier-amount__input');
    expect(textOf(m.host, '.cashier-field__hint')).to.equal('From 0.01 Sweep Coins to 34.00 Sweep Coins');
    // Above what may be redeemed: refused before any call.
    await typeInto(amount, '40');
    await clickButton(m.host, 'Show what I receive');
    expect(suite.api.callsTo('payment-convert-v2')).to.deep.equal([]);
    expect(textOf(m.host, '.cashier-field__error')).to.include('34.00');
    await typeInto(amount, '25');
    suite.api.expectCall('payment-convert-v2').andRespond({ amount: 25, rate: 1 });
    suite.api.expectCall('withdrawal-create').andRespond(draft({ fee: 1, payout: { amount: 24, currency: 'USD', rate: 1 } }));
    await clickButton(m.host, 'Show what I receive');
    await waitFor(() => m.host.querySelector('.cashier-sweep-quote') !== null, 'the quote');
    expect(suite.api.callsTo('payment-convert-v2')).to.deep.equal([{ amount: 25, from: 'QSC', to: 'USD' }]);
    const created = suite.api.callsTo('withdrawal-create')[0] as Record<string, unknown>;
    expect(created).to.deep.include({ paymentMethod: 'wd_visa_mastercard', amount: 25, currency: 'QSC', accountType: 'main', fields: {}, payoutCurrency: 'USD', selectedCountry: 'US' });
    expect(created['idempotencyKey'], 'CREATE-IDEM: one key per press').to.be.a('string');
    expect(textsOf(m.host, '.cashier-sweep-quote p')).to.deep.equal(['You receive $24.00', 'Redeeming 25.00 Sweep Coins', 'Fee: 1.00 Sweep Coins', 'Rate: 1.00 Sweep Coins = $1.00']);
    expect(suite.api.callsTo('withdrawal-confirm'), 'nothing is submitted before Confirm').to.deep.equal([]);
    suite.api.expectCall('withdrawal-confirm').andRespond(draft({ status: 'pending', fee: 1, payout: { amount: 24, currency: 'USD', rate: 1 } }));
    await clickButton(m.host, 'Confirm redemption');
    await waitFor(() => m.history.pathname === '/withdrawal/complete', 'the complete page');
    expect(suite.api.callsTo('withdrawal-confirm')).to.deep.equal([{ withdrawalId: 'w-1' }]);
    await waitFor(() => m.host.querySelector('[data-status="accepted"]') !== null, 'accepted');
    expect(textOf(m.host, '.cashier-status__title')).to.equal('Redemption accepted');
    expect(textOf(m.host, '.cashier-status__hint')).to.equal('$24.00 is on its way to Visa / Mastercard.');
  });

  it('SWEEP-12: a failed payment-convert-v2 leaves the rate null (logged): a notice, no quote, and the player may ask again; a coin redeems in that coin', async () => {
    answerAll(suite.api);
    const m = await openMethods();
    await clickButton(m.host, 'Cryptocurrency, Methods: 2');
    await waitFor(() => m.history.pathname === '/withdrawal/crypto', 'the crypto list');
    await clickButton(m.host, 'Tether USDT');
    await waitFor(() => m.host.querySelector('.cashier-amount__input') !== null, 'the convert step');
    await typeInto(m.host.querySelector('.cashier-amount__input'), '12');
    suite.api.expectCall('payment-convert-v2').andFail(new Error('Request timeout'));
    await clickButton(m.host, 'Show what I receive');
    await waitFor(() => m.host.querySelector('[role="alert"].cashier-sweep-notice') !== null, 'the rate notice');
    expect(textOf(m.host, '[role="alert"].cashier-sweep-notice')).to.equal('The exchange rate is unavailable right now. Please try again.');
    expect(logged).to.deep.equal(['[payment-cashier] payment-convert-v2: Request timeout']);
    expect(m.host.querySelector('.cashier-sweep-quote')).to.equal(null);
    suite.api.expectCall('payment-convert-v2').andRespond({ amount: 12, rate: 1 });
    suite.api.expectCall('withdrawal-create').andRespond(draft({ amount: 12, fee: 0, payout: { amount: 12, currency: 'USDT' } }));
    await clickButton(m.host, 'Show what I receive');
    await waitFor(() => m.host.querySelector('.cashier-sweep-quote') !== null, 'the quote');
    expect(suite.api.callsTo('payment-convert-v2')[1]).to.deep.equal({ amount: 12, from: 'QSC', to: 'USDT' });
  });

  it('SWEEP-14: a confirm whose answer is lost keeps the quote with a notice, and Confirm can be pressed again; a refused draft says it could not be sent', async () => {
    answerAll(suite.api);
    const m = await openMethods();
    await clickButton(m.host, 'Visa / Mastercard');
    await waitFor(() => m.host.querySelector('.cashier-amount__input') !== null, 'the convert step');
    await typeInto(m.host.querySelector('.cashier-amount__input'), '30');
    suite.api.expectCall('payment-convert-v2').andRespond({ amount: 30, rate: 1 });
    suite.api.expectCall('withdrawal-create').andRespond(draft({ amount: 30, payout: { amount: 30, currency: 'USD', rate: 1 } }));
    await clickButton(m.host, 'Show what I receive');
    await waitFor(() => m.host.querySelector('.cashier-sweep-quote') !== null, 'the quote');
    suite.api.expectCall('withdrawal-confirm').andFail(new Error('Request timeout'));
    await clickButton(m.host, 'Confirm redemption');
    await waitFor(() => textOf(m.host, '[role="alert"].cashier-sweep-notice') !== '', 'the failure notice');
    expect(textOf(m.host, '[role="alert"].cashier-sweep-notice')).to.equal('The redemption could not be sent. Please try again.');
    expect(logged).to.deep.equal(['[payment-cashier] withdrawal-confirm: Request timeout']);
    expect(m.history.pathname).to.equal('/withdrawal/convert');
    expect(buttonByText(m.host, 'Confirm redemption')?.disabled).to.equal(false);
    await clickButton(m.host, 'Change amount');
    suite.api.expectCall('payment-convert-v2').andRespond({ amount: 31, rate: 1 });
    suite.api.expectCall('withdrawal-create').andFail(new Error('Insufficient balance'));
    await typeInto(m.host.querySelector('.cashier-amount__input'), '31');
    await clickButton(m.host, 'Show what I receive');
    await waitFor(() => logged.length === 2, 'the refused draft logged');
    expect(m.host.querySelector('.cashier-sweep-quote')).to.equal(null);
    expect(textOf(m.host, '[role="alert"].cashier-sweep-notice')).to.equal('The redemption could not be sent. Please try again.');
  });

  it('the payout below the method\'s limit in its currency is refused after the quote, with the limit', async () => {
    answerAll(suite.api);
    const m = await openMethods();
    await clickButton(m.host, 'Visa / Mastercard');
    await waitFor(() => m.host.querySelector('.cashier-amount__input') !== null, 'the convert step');
    await typeInto(m.host.querySelector('.cashier-amount__input'), '5');
    suite.api.expectCall('payment-convert-v2').andRespond({ amount: 5, rate: 1 });
    await clickButton(m.host, 'Show what I receive');
    await waitFor(() => textOf(m.host, '[role="alert"].cashier-sweep-notice') !== '', 'the limit notice');
    expect(textOf(m.host, '[role="alert"].cashier-sweep-notice')).to.include('$20.00');
    expect(m.host.querySelector('.cashier-sweep-quote')).to.equal(null);
  });
});
