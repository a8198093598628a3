// The sweepstake deposit tree (issue #15 deliverable 1) through the app in sweep mode, with the
// strict request mock: the coin packs (SWEEP-01..10), the disclaimer always on the page
// (SWEEP-02..05), fetch failures and 'Empty sweepstakes' as an empty state with Retry, logged only
// (SWEEP-12, ERR-21), select-method (the methods in the box's price currency, SWEEP-11, SWEEP-14)
// and the purchase through the engine: deposit-create-sweepstake with boxId (CREATE-12), ERR-19.
import { expect } from '@open-wc/testing';
import type { PaymentGroup, PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { purchasableBoxes } from '../../../../src/flows/sweep/boxes.ts';
import { boxMethodTiles } from '../../../../src/flows/sweep/box-methods.ts';
import { buyBox } from '../../../../src/flows/sweep/buy-box.ts';
import { $selectMethod, chooseMethod } from '../../../../src/flows/sweep/select-method.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import { $snackbar } from '../../../../src/stores/snackbar.ts';
import { $selectedBox, selectBox } from '../../../../src/stores/sweepstake-box.ts';
import { mountApp, recordHost, settle, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { createFakeClock } from '../../stores/fake-clock.ts';
import { buttonByText, clickButton, textOf, textsOf } from '../helpers/dom.ts';
import { fakeOpener } from '../helpers/fake-helper.ts';
import { p2pMethod } from '../helpers/fixtures.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { useSweepstakeLog } from './sweep-log.ts';
import { sweepstakeBox } from '../../../../demo/server/fixtures/sweepstake.ts';
import { testScope } from '../../scope.ts';

/** The sandbox's packs (demo/server/fixtures/sweepstake.ts): box 103 is a bundle of 1031 and 1032. */
const box = sweepstakeBox;
const BOXES = [box(101, 4.99, 5000, 5), box(103, 19.99, 25000, 20, [box(1031, 19.99, 25000, 20), box(1032, 24.99, 32000, 25)])];

const DISCLAIMER = [
  'Gold Coins are for entertainment only and have no cash value.', // SWEEP-02
  'Sweep Coins are given free as a promotion and are not for sale.', // SWEEP-03
  'Sweep Coins are used to enter sweepstakes.', // SWEEP-04
  'No purchase is necessary.', // SWEEP-05
];

const card: PaymentMethod = { name: 'visa_mastercard', cardViewType: 1, position: 1, text: { en: 'Visa / Mastercard' }, amount_rules: { USD: { min: 10, max: 5000 } } };
const voucher: PaymentMethod = { name: 'flexepin', cardViewType: 0, position: 2, text: { en: 'Flexepin voucher' }, amount_rules: { USD: { min: 1, max: 500 } } };
const usdtCoin: PaymentMethod = { name: 'usdt', category: 'crypto', position: 1, text: { en: 'Tether USDT' }, amount_rules: { USD: { min: 5, max: 100000 } } };
const cryptoGroup: PaymentGroup = { name: 'crypto', label: { en: 'Cryptocurrency' }, position: 5, paymentMethods: [usdtCoin] };
const cards: PaymentGroup = { name: 'card-method', label: { en: 'Cards' }, position: 1, paymentMethods: [card] };

describe('sweepstake deposit tree (SWEEP-01..12, SWEEP-14, ERR-19, ERR-21, CREATE-12)', () => {
  const suite = useFlowScreenSuite();
  const logged = useSweepstakeLog();
  before(() => Promise.all([import('../../../../src/flows/sweep/box-list.screen.tsx'), import('../../../../src/flows/sweep/select-method.screen.tsx')]));
  beforeEach(() => {
    applyHandshake(testScope(), { widgetViewType: 'sweep', currency: 'USD', paymentGeo: 'US' });
  });
  afterEach(() => {
    selectBox(testScope(), null);
    configureDepositEnv(testScope(), null);
  });

  async function openList(): Promise<Mounted> {
    suite.mounted = await mountApp('/deposit');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-sweep-boxes, .cashier-sweep-empty') !== null, 'the box list or its empty state');
    return m;
  }

  const disclaimerText = (m: Mounted): string => textOf(m.host, '.cashier-sweep-disclaimer');

  it('SWEEP-07, SWEEP-08: a bundle\'s nested packs are listed in its place, depth first; packs without an id or a price are left out', () => {
    const listed = purchasableBoxes([...BOXES, { boxId: 9, gcAmount: 1 }, { price: 1, priceCurrencyCode: 'USD' }, box(101, 4.99, 5000, 5)]);
    expect(listed.map((b) => b.boxId)).to.deep.equal([101, 1031, 1032]);
    expect(purchasableBoxes(undefined)).to.deep.equal([]);
  });

  it('SWEEP-01, SWEEP-09, SWEEP-10, HOST-23: each pack shows its gold coins plus free sweep coins and its Intl price; the header says "Select coin package"', async () => {
    suite.api.expectCall('sweepstake-boxes').andRespond({ boxes: BOXES });
    const rec = recordHost();
    const m = await openList();
    rec.stop();
    // Issue #15 deliverable 5: the host hears which page is initialised.
    expect(rec.messages.filter((x) => x.messageType === 'onInit')).to.deep.equal([{ messageType: 'onInit', payload: { page: 'deposit' } }]);
    expect(suite.api.callsTo('sweepstake-boxes')).to.deep.equal([{}]);
    expect(textsOf(m.host, '.cashier-sweep-box__coins')).to.deep.equal([
      '5,000 Gold Coins + 5 Sweep Coins free',
      '25,000 Gold Coins + 20 Sweep Coins free',
      '32,000 Gold Coins + 25 Sweep Coins free',
    ]);
    expect(textsOf(m.host, '.cashier-sweep-box__price')).to.deep.equal(['$4.99', '$19.99', '$24.99']);
    expect(textOf(m.host, 'h1')).to.equal('Select coin package');
    expect(textOf(m.host, 'h2')).to.equal('Coin packages');
  });

  it('SWEEP-02, SWEEP-03, SWEEP-04, SWEEP-05: the disclaimer is on the page as text, with the packs and in the empty state', async () => {
    suite.api.expectCall('sweepstake-boxes').andRespond({ boxes: BOXES });
    let m = await openList();
    for (const sentence of DISCLAIMER) expect(disclaimerText(m)).to.include(sentence);
    expect(m.host.querySelector('.cashier-sweep-disclaimer')!.closest('details, [hidden], [aria-hidden="true"]')).to.equal(null);
    suite.restart();
    applyHandshake(testScope(), { widgetViewType: 'sweep' });
    suite.api.expectCall('sweepstake-boxes').andRespond({ boxes: [] });
    m = await openList();
    for (const sentence of DISCLAIMER) expect(disclaimerText(m)).to.include(sentence);
  });

  it('SWEEP-12, ERR-21: no pack is \'Empty sweepstakes\', logged only: the empty state with Try again, which loads again', async () => {
    suite.api.expectCall('sweepstake-boxes').andRespond({ boxes: [] });
    const m = await openList();
    expect(logged).to.deep.equal(['[payment-cashier] sweepstake-boxes: Empty sweepstakes']);
    expect(textOf(m.host, '.cashier-status__title')).to.equal('No coin packages available');
    expect(textOf(m.host, '.cashier-sweep-empty [role="status"]')).to.equal('No coin packages available');
    expect($snackbar(testScope()).get().open, 'nothing but the log').to.equal(false);
    suite.api.expectCall('sweepstake-boxes').andRespond({ boxes: BOXES });
    await clickButton(m.host, 'Try again');
    await waitFor(() => m.host.querySelectorAll('.cashier-sweep-box').length === 3, 'the packs after Try again');
  });

  it('SWEEP-12: a failed sweepstake-boxes leaves the list empty and is logged, never a crash or the error page', async () => {
    suite.api.expectCall('sweepstake-boxes').andFail(new Error('Network connection failed'));
    const m = await openList();
    expect(logged).to.deep.equal(['[payment-cashier] sweepstake-boxes: Network connection failed']);
    expect(m.history.pathname).to.equal('/deposit');
    expect(m.host.querySelectorAll('.cashier-sweep-box').length).to.equal(0);
    expect(buttonByText(m.host, 'Try again')).to.not.equal(undefined);
  });

  it('choosing a pack makes it the order ($selectedBox) and opens select-method in its price currency, with the order and the disclaimer (SWEEP-11)', async () => {
    suite.api.expectCall('sweepstake-boxes').andRespond({ boxes: BOXES });
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [voucher, p2pMethod], groups: [cards, cryptoGroup] });
    const m = await openList();
    await clickButton(m.host, '32,000 Gold Coins + 25 Sweep Coins free, $24.99');
    expect($selectedBox(testScope()).get()?.boxId).to.equal(1032);
    await waitFor(() => m.host.querySelector('.cashier-sweep .cashier-tiles') !== null, 'the methods');
    expect(m.history.pathname).to.equal('/deposit/select-method');
    expect(suite.api.callsTo('methods-payment-v5')).to.deep.equal([{ country: 'US', currency: { code: 'USD', type: 'fiat' } }]);
    expect(textsOf(m.host, '.cashier-sweep-order p').slice(0, 2)).to.deep.equal(['32,000 Gold Coins + 25 Sweep Coins free', 'Price: $24.99']);
    for (const sentence of DISCLAIMER) expect(textOf(m.host, '.cashier-sweep-order')).to.include(sentence);
    // Decision SWEEP-14: the card (a group of its own here) is listed on its own; p2p has no page in this tree.
    const tiles = [...m.host.querySelectorAll<HTMLElement>('[data-method], [data-group]')].map((b) => b.dataset.method ?? `group:${b.dataset.group}`);
    expect(tiles).to.deep.equal(['visa_mastercard', 'flexepin', 'group:crypto']);
  });

  it('SWEEP-14: a method is offered when its limits in the price currency allow the box price; coins always; p2p never', () => {
    const cheap = box(101, 4.99, 5000, 5);
    const names = (tiles: ReturnType<typeof boxMethodTiles>) => tiles.map((t) => (t.kind === 'method' ? t.method.name : `group:${t.group.name}`));
    expect(names(boxMethodTiles([card, voucher, p2pMethod, usdtCoin], [], cheap, 'US'))).to.deep.equal(['usdt', 'flexepin']);
    expect(names(boxMethodTiles([], [cards, cryptoGroup], box(102, 9.99, 10000, 10), 'US'))).to.deep.equal(['group:crypto']);
    expect(names(boxMethodTiles([], [cards, cryptoGroup], box(104, 49.99, 70000, 50), 'US'))).to.deep.equal(['visa_mastercard', 'group:crypto']);
  });

  it('SWEEP-12: no method for the pack (ERR-20, logged) or a failed methods call shows the empty state with Try again and another package', async () => {
    selectBox(testScope(), BOXES[0]!);
    suite.api.expectCall('methods-payment-v5').andFail(new Error('Request timeout'));
    suite.mounted = await mountApp('/deposit/select-method');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-sweep-empty') !== null, 'the empty state');
    expect(logged).to.deep.equal(['[payment-cashier] methods-payment-v5: Request timeout']);
    expect(textOf(m.host, '.cashier-status__title')).to.equal('No payment methods for this package');
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [card], groups: [] });
    await clickButton(m.host, 'Try again');
    await waitFor(() => logged.length === 2, 'the second log line');
    expect(logged[1]).to.equal('[payment-cashier] methods-payment-v5: Empty payment methods');
    expect(buttonByText(m.host, 'Choose another package')).to.not.equal(undefined);
  });

  it('CREATE-12: buying with a card sends deposit-create-sweepstake with the boxId, the box price and currency (never deposit-create) and goes to complete', async () => {
    configureDepositEnv(testScope(), { clock: createFakeClock(), openHelper: fakeOpener('ready').open, documentUrl: () => 'https://casino.test/cashier', openerOrigin: () => 'https://casino.test' });
    selectBox(testScope(), BOXES[1]!.boxes![1]!);
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [card], groups: [] });
    suite.api.always('session-start', null);
    suite.api.expectCall('deposit-create-sweepstake').andRespond({ depositId: 55, apiResponse: { source: 'https://psp.test/pay', method: 'GET' } });
    suite.mounted = await mountApp('/deposit/select-method');
    const m = suite.mounted;
    await clickButton(m.host, 'Visa / Mastercard');
    await clickButton(m.host, 'Buy for $24.99');
    await waitFor(() => suite.api.callsTo('deposit-create-sweepstake').length === 1, 'the sweepstake create');
    expect(suite.api.callsTo('deposit-create-sweepstake')[0]).to.include({ boxId: 1032, amount: 24.99, currency: 'USD', paymentType: 'visa_mastercard' });
    expect(suite.api.callsTo('deposit-create')).to.deep.equal([]);
    await waitFor(() => m.history.pathname === '/deposit/complete', 'the complete page');
  });

  it('ERR-19: a purchase without a selected box throws \'No sweepstake box selected for sweepstake deposit\': nothing is sent, the player sees the error', async () => {
    chooseMethod(testScope(), card);
    expect($selectMethod(testScope()).get().chosen?.name).to.equal('visa_mastercard');
    expect(await buyBox(testScope())).to.equal('failed');
    expect(suite.api.calls).to.deep.equal([]);
    expect(logged).to.deep.equal(['[payment-cashier] deposit-create-sweepstake: No sweepstake box selected for sweepstake deposit']);
    expect($snackbar(testScope()).get().open).to.equal(true);
  });

  it('ROUTE-26: the guard\'s ?refetch=1 on the pack list is dropped from the address; the packs load once', async () => {
    suite.api.expectCall('sweepstake-boxes').andRespond({ boxes: BOXES });
    suite.mounted = await mountApp('/deposit?refetch=1');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-sweep-boxes') !== null, 'the pack list');
    expect(m.history.href).to.equal('/deposit');
    expect(suite.api.callsTo('sweepstake-boxes').length).to.equal(1);
  });

  it('select-method without a pack (a reload, a host route) goes back to the pack list', async () => {
    suite.api.expectCall('sweepstake-boxes').andRespond({ boxes: BOXES });
    suite.mounted = await mountApp('/deposit/select-method');
    const m = suite.mounted;
    await waitFor(() => m.history.pathname === '/deposit' && m.host.querySelector('.cashier-sweep-boxes') !== null, 'the pack list');
    await settle(); // the select-method screen it was sent away from still finishes loading
    expect($navigationRequest(testScope()).get()?.to ?? '/deposit').to.equal('/deposit');
  });
});
