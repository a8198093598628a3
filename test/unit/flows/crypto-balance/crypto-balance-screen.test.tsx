// The crypto-balance index through the app (flows §2 "Crypto-balance index"; CB-01..08, ROUTE-15/16,
// decisions CB-04, CB-06, CB-08): the tablist, the currency selector, the tab's list, the search and
// per-currency messages, the host messages, and tiles opening their pages inside the mode.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $depositCurrency } from '../../../../src/stores/deposit-currency.ts';
import { setBuiltPages } from '../../../../src/stores/pages.ts';
import { setUser } from '../../../../src/stores/user.ts';
import { resetConfig } from '../../../../src/stores/config.ts';
import { MAIN_ROUTES } from '../../../../src/app/routes.ts';
import { go, mountApp, recordHost, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { banks, skrill, usdt, visa } from '../helpers/fixtures.ts';
import { buttonByText, clickButton, textsOf, typeInto } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const btc = { name: 'btc', category: 'crypto', position: 1, text: { en: 'Bitcoin' } };
const cryptoGroup = { name: 'crypto', position: 4, paymentMethods: [btc, usdt] };

const tab = (m: Mounted, name: string) => [...m.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name);
const select = (m: Mounted) => m.host.querySelector<HTMLSelectElement>('.cashier-currency-select__input');
const labels = (m: Mounted) => textsOf(m.host, '.cashier-tiles .cashier-tile__label');
const press = (el: Element | undefined | null, key: string) => act(async () => void el?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

async function pick(m: Mounted, code: string): Promise<void> {
  const el = select(m);
  if (!el) throw new Error('no currency selector');
  await act(async () => {
    el.value = code;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('crypto-balance index (CB-01..08)', () => {
  const suite = useFlowScreenSuite();

  async function open(answer: object, path = '/cryptobalance'): Promise<Mounted> {
    suite.api.always('crypto-balance-get', { balances: [] }); // again after a restart() inside a test
    suite.api.expectCall('methods-payment-v5').andRespond(answer as never);
    suite.mounted = await mountApp(path);
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-tiles, .cashier-balance-empty') !== null, 'crypto-balance list');
    return m;
  }

  beforeEach(() => {
    applyHandshake(testScope(), { paymentGeo: 'RU', currency: 'RUB' });
    // The balance above the tabs (decision NAMES-05) is read on every opening; its own tests below expect it.
    suite.api.always('crypto-balance-get', { balances: [] });
  });

  it('decision NAMES-05: the index shows the player\'s crypto balance, one row per coin, as the one formatter writes it; malformed entries are dropped', async () => {
    suite.api.expectCall('crypto-balance-get').andRespond({
      balances: [{ currency: 'usdt', balance: 500 }, { currency: 'BTC', balance: 0.0076923 }, { currency: 'ETH', balance: -1 }, { currency: 'TRX' }],
    } as never);
    const m = await open({ methods: [visa], groups: [cryptoGroup] });
    await waitFor(() => m.host.querySelector('.cashier-cb-balances__coin') !== null, 'balances');
    expect(textsOf(m.host, '.cashier-cb-balances h2')).to.deep.equal(['Your crypto balance']);
    expect(textsOf(m.host, '.cashier-cb-balances__amount')).to.deep.equal(['500.00\u00A0USDT', '0.0076923\u00A0BTC']);
    expect(m.host.querySelector('.cashier-cb-balances [role="alert"]')).to.equal(null);
  });

  it('decision NAMES-05: a failed balance read says so in words, and the tabs and list still work', async () => {
    suite.api.expectCall('crypto-balance-get').andFail(new Error('boom'));
    const m = await open({ methods: [visa, skrill], groups: [cryptoGroup] });
    await waitFor(() => m.host.querySelector('.cashier-cb-balances [role="alert"]') !== null, 'balance note');
    expect(textsOf(m.host, '.cashier-cb-balances [role="alert"]')).to.deep.equal(['Your balance could not be loaded right now. You can still deposit below.']);
    expect(labels(m)).to.deep.equal(['Skrill', 'Visa']);
  });

  it('ROUTE-15 / CB-01 / CB-02: /cryptobalance opens the tabs index: a tablist, the tab panel with the currency selector and the fiat list', async () => {
    const m = await open({ methods: [visa, skrill], groups: [banks, cryptoGroup], initCurrencies: { fiat: 'RUB', crypto: 'USDT' } });
    expect(m.history.href).to.equal('/cryptobalance/deposit');
    expect(suite.api.callsTo('methods-payment-v5')).to.deep.equal([{ country: 'RU', currency: { code: 'RUB', type: 'fiat' } }]);
    const list = m.host.querySelector('[role="tablist"]');
    expect(list?.getAttribute('aria-label')).to.equal('Currency type');
    expect(textsOf(m.host, '[role="tab"]')).to.deep.equal(['Fiat currency', 'Cryptocurrency']);
    const fiat = tab(m, 'Fiat currency')!;
    expect(fiat.getAttribute('aria-selected')).to.equal('true');
    expect(fiat.tabIndex).to.equal(0);
    expect(tab(m, 'Cryptocurrency')!.tabIndex, 'one tab stop').to.equal(-1);
    const panel = m.host.querySelector('[role="tabpanel"]')!;
    expect(fiat.getAttribute('aria-controls')).to.equal(panel.id);
    expect(panel.getAttribute('aria-labelledby')).to.equal(fiat.id);
    expect(select(m)?.value).to.equal('RUB');
    expect(m.host.querySelector('label[for]')?.textContent).to.equal('Currency');
    // The fiat tab: no crypto-category method, groups with what is left.
    expect(labels(m)).to.deep.equal(['Skrill', 'Visa', 'Online banks']);
  });

  it('CB-05 / CB-06 / HOST-31: the crypto tab sets USDT, tells the host onChangedPaymentMethodsCurrency and lists only crypto methods', async () => {
    const rec = recordHost();
    const m = await open({ methods: [visa], groups: [cryptoGroup], initCurrencies: { fiat: 'RUB', crypto: 'USDT' } });
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [], groups: [cryptoGroup] } as never);
    await clickButton(m.host, 'Cryptocurrency');
    await waitFor(() => labels(m).join() === 'Bitcoin,Tether TRC-20', 'crypto list');
    rec.stop();
    expect(suite.api.callsTo('methods-payment-v5')[1]).to.deep.equal({ country: 'RU', currency: { code: 'USDT', type: 'crypto' } });
    expect(rec.messages.filter((x) => x.messageType === 'onChangedPaymentMethodsCurrency')).to.deep.equal([
      { messageType: 'onChangedPaymentMethodsCurrency', payload: { currency: 'USDT' } },
    ]);
    expect(tab(m, 'Cryptocurrency')!.getAttribute('aria-selected')).to.equal('true');
    expect(select(m)?.value).to.equal('USDT');
    expect([...select(m)!.options].map((o) => o.value)).to.include.members(['BTC', 'ETH', 'USDT', 'TON']);
    expect($depositCurrency(testScope()).get(), 'the pick is what the mode deposits in').to.equal('USDT');
    // Back to fiat: the player's own currency again (decision CB-06).
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [visa] } as never);
    await clickButton(m.host, 'Fiat currency');
    await waitFor(() => labels(m).join() === 'Visa', 'fiat list');
    expect(suite.api.callsTo('methods-payment-v5')[2]).to.deep.equal({ country: 'RU', currency: { code: 'RUB', type: 'fiat' } });
  });

  it('CB-01 (WAI-ARIA tabs): the arrow keys, Home and End move focus and select, mirrored in a right-to-left layout', async () => {
    const m = await open({ methods: [visa], initCurrencies: { fiat: 'RUB', crypto: 'USDT' } });
    suite.api.always('methods-payment-v5', { methods: [visa], groups: [cryptoGroup] } as never);
    const root = m.host.getRootNode() as Document;
    await press(tab(m, 'Fiat currency'), 'ArrowRight');
    expect(tab(m, 'Cryptocurrency')!.getAttribute('aria-selected')).to.equal('true');
    expect(root.activeElement).to.equal(tab(m, 'Cryptocurrency'));
    await press(tab(m, 'Cryptocurrency'), 'ArrowRight');
    expect(root.activeElement, 'wraps around').to.equal(tab(m, 'Fiat currency'));
    await press(tab(m, 'Fiat currency'), 'End');
    expect(tab(m, 'Cryptocurrency')!.getAttribute('aria-selected')).to.equal('true');
    await press(tab(m, 'Cryptocurrency'), 'Home');
    expect(tab(m, 'Fiat currency')!.getAttribute('aria-selected')).to.equal('true');
    m.host.dir = 'rtl';
    await press(tab(m, 'Fiat currency'), 'ArrowLeft');
    expect(tab(m, 'Cryptocurrency')!.getAttribute('aria-selected'), 'ArrowLeft goes forward in RTL').to.equal('true');
  });

  it('CB-02 / HOST-31: choosing another currency refetches for it and tells the host; the same one again does nothing', async () => {
    const rec = recordHost();
    const m = await open({ methods: [visa, skrill] });
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [skrill] } as never);
    await pick(m, 'EUR');
    await waitFor(() => labels(m).join() === 'Skrill', 'EUR list');
    await pick(m, 'EUR');
    rec.stop();
    expect(suite.api.callsTo('methods-payment-v5').map((p) => (p as { currency: unknown }).currency)).to.deep.equal([{ code: 'RUB', type: 'fiat' }, { code: 'EUR', type: 'fiat' }]);
    expect(rec.messages.filter((x) => x.messageType === 'onChangedPaymentMethodsCurrency').map((x) => x.payload)).to.deep.equal([{ currency: 'EUR' }]);
  });

  it('CB-07 / CB-08 (decision): a currency with no methods shows the per-currency message, with the hint that fits the tab', async () => {
    const m = await open({ methods: [], groups: [cryptoGroup] });
    expect(textsOf(m.host, '.cashier-balance-empty p')).to.deep.equal(['Deposit in RUB is currently unavailable', 'Use crypto or choose another currency']);
    expect(m.host.querySelector('.cashier-balance-empty')?.closest('[role="status"]'), 'announced').to.not.equal(null);
    expect(m.history.href, 'not the /empty page').to.equal('/cryptobalance/deposit');
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [], groups: [cryptoGroup] } as never);
    await clickButton(m.host, 'Cryptocurrency');
    await waitFor(() => labels(m).length === 2, 'crypto list');
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [], groups: [] } as never);
    await pick(m, 'XMR');
    await waitFor(() => m.host.querySelector('.cashier-balance-empty') !== null, 'XMR message');
    expect(textsOf(m.host, '.cashier-balance-empty p')).to.deep.equal(['Deposit in XMR is currently unavailable', 'Choose another currency']);
  });

  it('CB-03: the search filters the tab\'s methods (inside groups too) and has an empty-search state', async () => {
    const m = await open({ methods: [skrill], groups: [banks] });
    const input = m.host.querySelector('input[type="search"]');
    expect(input?.getAttribute('placeholder')).to.equal('Search payment method');
    await typeInto(input, 'skr');
    expect(labels(m)).to.deep.equal(['Skrill']);
    await typeInto(input, 'nothing like it');
    expect(labels(m)).to.deep.equal([]);
    expect(textsOf(m.host, '.cashier-empty-search')).to.deep.equal(['No payment method found']);
    expect(textsOf(m.host, '[role="status"]')).to.include('No payment method found');
  });

  it('CB-04 / ROUTE-16: a fiat method opens its page under /cryptobalance/deposit/fiat; a crypto method opens the mode\'s crypto deposit page', async () => {
    const m = await open({ methods: [visa], groups: [cryptoGroup] });
    suite.api.always('deposit-limits', { min: 10, max: 1000 }); // the redirect page asks once it shows
    await clickButton(m.host, 'Visa, Popular');
    await waitFor(() => m.history.href === '/cryptobalance/deposit/fiat/redirect', 'fiat redirect page');
    expect(m.host.querySelector('[data-crypto-balance="true"]')).to.not.equal(null);
    suite.restart();
    applyHandshake(testScope(), { paymentGeo: 'RU', currency: 'USDT' });
    // The crypto address page is another flow's; here the page is "built" so the tile goes to it.
    setBuiltPages(testScope(), MAIN_ROUTES.map((r) => r.path));
    const c = await open({ methods: [], groups: [cryptoGroup] });
    // The crypto deposit page asks for an address once it shows; it may stay on its way here.
    suite.api.always('session-start', { paymentSessionId: 'ps' });
    suite.api.always('deposit-limits', { min: 10, max: 1000 });
    suite.api.expectCall('deposit-create').andHang();
    expect(tab(c, 'Cryptocurrency')!.getAttribute('aria-selected'), 'a crypto player opens on the crypto tab').to.equal('true');
    await clickButton(c.host, 'Bitcoin');
    await waitFor(() => c.history.href === '/cryptobalance/deposit/crypto', 'crypto deposit page');
  });

  it('CB-04: the bonus details and video pages opened from the mode are the mode\'s own; a host route leaves the mode', async () => {
    const m = await open({ methods: [visa] });
    await go(m.history, '/deposit/bonus-details?id=3');
    expect(m.history.href).to.equal('/cryptobalance/deposit/bonus-details?id=3');
    await waitFor(() => m.host.querySelector('.cashier-bonus-details') !== null, 'the bonus details page');
    await go(m.history, '/deposit', { exact: true } as never);
    expect(m.history.href, 'exact: the host\'s route').to.equal('/deposit');
  });

  it('CB-08 (decision) / ERR-13: onInit(cryptobalance) once; a failed load goes to the error page, whose Refresh comes back to the index', async () => {
    const rec = recordHost();
    suite.api.expectCall('methods-payment-v5').andFail(new Error('boom'));
    suite.mounted = await mountApp('/cryptobalance');
    const m = suite.mounted;
    await waitFor(() => m.history.pathname === '/error', 'error page');
    expect(decodeURIComponent(m.history.search)).to.equal('backRoute=/cryptobalance/deposit?refetch=1');
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [visa] } as never);
    await go(m.history, '/cryptobalance/deposit?refetch=1');
    await waitFor(() => m.history.href === '/cryptobalance/deposit' && labels(m).length === 1, 'list again');
    rec.stop();
    expect(rec.messages.filter((x) => x.messageType === 'onInit')).to.deep.equal([{ messageType: 'onInit', payload: { page: 'cryptobalance' } }]);
  });

  it('CB-06 (decision): a token-only start whose user record brings RUB after the index opened in USD follows it, until the player chooses', async () => {
    resetConfig(testScope());
    applyHandshake(testScope(), { paymentGeo: 'RU' });
    const rec = recordHost();
    const m = await open({ methods: [skrill] });
    expect(select(m)?.value).to.equal('USD');
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [visa] } as never);
    await act(async () => setUser(testScope(), { currency: 'RUB' }));
    await waitFor(() => select(m)?.value === 'RUB' && labels(m).join() === 'Visa', 'RUB list');
    expect(suite.api.callsTo('methods-payment-v5')[1]).to.deep.equal({ country: 'RU', currency: { code: 'RUB', type: 'fiat' } });
    // The player's own pick is kept: a later user record does not move it.
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [skrill] } as never);
    await pick(m, 'EUR');
    await waitFor(() => labels(m).join() === 'Skrill', 'EUR list');
    await act(async () => setUser(testScope(), { currency: 'KZT' }));
    rec.stop();
    expect(select(m)?.value).to.equal('EUR');
    expect(rec.messages.filter((x) => x.messageType === 'onChangedPaymentMethodsCurrency').map((x) => x.payload)).to.deep.equal([{ currency: 'RUB' }, { currency: 'EUR' }]);
  });

  it('LIST-22 in the mode: the crypto tab\'s tiles carry "Instant +5%" when the crypto bonus applies (group_b and the host flag)', async () => {
    applyHandshake(testScope(), { paymentGeo: 'RU', currency: 'USDT', experiments: [{ key: 'abTestGroup', group: 'group_b' }], schema: { meta: { isCryptoBonusAvailable: true } } });
    const m = await open({ methods: [], groups: [cryptoGroup] });
    await waitFor(() => buttonByText(m.host, 'Bitcoin, Instant +5%') !== undefined, 'badged crypto tile');
    expect(buttonByText(m.host, 'Tether TRC-20, Instant +5%')).to.not.equal(undefined);
  });
});
