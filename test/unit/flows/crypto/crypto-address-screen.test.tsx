// The crypto address page through the app (issue #12 deliverable 2; CRYPTO-02..18): network
// selector, address with QR, minimum, warning, copy/share, video guide, crypto bonus switch,
// empty-address notice with retry, and the way to the complete page when a transfer shows up.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $pendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { setNativeBridge } from '../../../../src/stores/native.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { selectBox } from '../../../../src/stores/sweepstake-box.ts';
import { applyDepositStatusPush } from '../../../../src/stores/transaction.ts';
import type { CallPayload } from '../../../../src/transport/calls.ts';
import { mountApp, recordHost, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { useBonusStore } from '../helpers/bonus-store.ts';
import { buttonByText, clickButton, textOf } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const networksField = {
  name: 'network',
  type: 'networks' as const,
  values: [
    { value: 'TRC20', text: 'Tron (TRC-20)' },
    { value: 'ERC20', text: 'Ethereum (ERC-20)' },
  ],
};
const usdt: PaymentMethod = {
  name: 'usdt',
  category: 'crypto',
  text: { en: 'Tether USDT' },
  network: ['ERC20', 'TRC20'],
  fields: [networksField],
  amount_rules: { USD: { min: 5, max: 100000 } },
};
const ADDRESSES: Record<string, string> = { TRC20: 'TQrZ8tKfjYV2vW1x9HcLm3pN7sB4dE6gA1', ERC20: '0x52908400098527886e0f7030069857d2e4169ee7' };

type CreatePayload = CallPayload<'deposit-create'>;

describe('crypto address page (CRYPTO-02..18)', () => {
  const suite = useFlowScreenSuite();
  useBonusStore();
  let created: CreatePayload[];
  // The lazy screen and the QR encoder load once here, not inside the first test's 2 s wait.
  before(() => Promise.all([import('../../../../src/flows/crypto/crypto-address.screen.tsx'), import('../../../../src/ui/qr-symbol.ts')]));

  beforeEach(() => {
    created = [];
    suite.api.always('session-start', { paymentSessionId: 'ps-1' });
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'US' });
  });

  /** Answers every deposit-create with the address of the network it names. */
  function answerAddresses(extra: Record<string, unknown> = {}, address = (network: string) => ADDRESSES[network] ?? ''): void {
    suite.api.always('deposit-create', (payload) => {
      created.push(payload);
      const network = String(payload.fields?.network ?? '');
      return { depositId: 700 + created.length, apiResponse: { data: { depositAddress: address(network), cryptoName: 'USDT', network, ...extra } } };
    });
  }

  async function open(method: PaymentMethod = usdt, path = '/deposit/crypto/address'): Promise<Mounted> {
    selectMethod(testScope(), method, { name: 'crypto', paymentMethods: [method] });
    suite.mounted = await mountApp(path);
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-crypto') !== null, 'the address page');
    return m;
  }

  const select = (m: Mounted) => m.host.querySelector<HTMLSelectElement>('.cashier-crypto__select')!;
  const shownAddress = (m: Mounted) => textOf(m.host, '.cashier-crypto__address');
  // Ready: the address and its QR code (the encoder settles after the text; a test that ended
  // before it would let React update outside act).
  const ready = (m: Mounted, address: string) =>
    waitFor(() => shownAddress(m) === address && m.host.querySelector('svg.cashier-qr') !== null, `address ${address} and its QR code`);

  it('CRYPTO-02, CRYPTO-04, CRYPTO-06, CRYPTO-07: TRC preselected; its address as a QR code and as text with the first and last 5 characters highlighted', async () => {
    answerAddresses();
    const m = await open();
    await ready(m, ADDRESSES.TRC20!);
    expect(textOf(m.host, 'h2')).to.equal('Deposit Tether USDT');
    expect(select(m).value).to.equal('TRC20');
    expect([...select(m).options].map((o) => o.text)).to.deep.equal(['Ethereum (ERC-20)', 'Tron (TRC-20)']);
    expect(m.host.querySelector('label[for]')?.textContent).to.equal('Network');
    expect(created).to.have.length(1);
    expect(created[0]).to.include({ amount: 5, currency: 'USD', paymentType: 'usdt' });
    expect(created[0]!.fields).to.deep.equal({ network: 'TRC20' });
    await waitFor(() => m.host.querySelector('svg.cashier-qr') !== null, 'the QR code');
    expect(m.host.querySelector('svg.cashier-qr')?.getAttribute('aria-label')).to.equal('QR code of your Tether USDT deposit address');
    expect([...m.host.querySelectorAll('.cashier-crypto__edge')].map((e) => e.textContent)).to.deep.equal(['TQrZ8', 'E6gA1']);
    expect(m.host.querySelector('.cashier-crypto__address')?.getAttribute('dir')).to.equal('ltr');
    expect(m.history.pathname, 'the page stays (no second entry of itself)').to.equal('/deposit/crypto/address');
    expect($pendingDeposit(testScope()).get()?.amountKnown, 'decision CRYPTO-16: the request\'s amount is a placeholder, never shown').to.equal(false);
  });

  it('CRYPTO-16, CRYPTO-03: another network fetches that network\'s address; the selector is disabled while it loads', async () => {
    answerAddresses();
    const m = await open();
    await ready(m, ADDRESSES.TRC20!);
    expect(select(m).disabled).to.equal(false);
    const erc = suite.api.expectCall('deposit-create').andHang();
    await act(async () => {
      select(m).value = 'ERC20';
      select(m).dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => suite.api.callsTo('deposit-create').length === 2, 'the ERC-20 request');
    expect(select(m).disabled, 'disabled while loading').to.equal(true);
    expect(textOf(m.host, '.cashier-spinner')).to.equal('Getting your deposit address…');
    created.push(suite.api.callsTo('deposit-create')[1] as CreatePayload);
    await act(async () => erc.release({ depositId: 702, apiResponse: { data: { depositAddress: ADDRESSES.ERC20!, network: 'ERC20' } } }));
    await ready(m, ADDRESSES.ERC20!);
    expect(select(m).disabled).to.equal(false);
    expect(created.map((p) => p.fields)).to.deep.equal([{ network: 'TRC20' }, { network: 'ERC20' }]);
    expect(textOf(m.host, '.cashier-crypto__minimum'), 'CRYPTO-17: ERC-20 minimum').to.equal('Minimum deposit: $10.00');
  });

  it('TAP-12: while deposit-create is in flight the address region is marked busy, and no longer once the address is in', async () => {
    const pending = suite.api.expectCall('deposit-create').andHang();
    const m = await open();
    await waitFor(() => suite.api.callsTo('deposit-create').length === 1, 'the address request');
    const loading = m.host.querySelector('.cashier-crypto__loading');
    expect(loading?.getAttribute('aria-busy'), 'the wait is busy before the answer').to.equal('true');
    expect(textOf(m.host, '.cashier-spinner')).to.equal('Getting your deposit address…');
    await act(async () => pending.release({ depositId: 701, apiResponse: { data: { depositAddress: ADDRESSES.TRC20!, network: 'TRC20' } } }));
    await ready(m, ADDRESSES.TRC20!);
    expect(m.host.querySelector('[aria-busy="true"]'), 'nothing busy once the address and its QR code show').to.equal(null);
  });

  it('CRYPTO-03: a single network leaves the selector disabled', async () => {
    answerAddresses();
    const m = await open({ ...usdt, network: 'TRC20' });
    await ready(m, ADDRESSES.TRC20!);
    expect(select(m).disabled).to.equal(true);
  });

  it('CRYPTO-08, CRYPTO-09, CRYPTO-12, CRYPTO-17, I18N-02: the network minimum (USD) and the warning, its names bidi-isolated', async () => {
    answerAddresses();
    const m = await open();
    await ready(m, ADDRESSES.TRC20!);
    expect(textOf(m.host, '.cashier-crypto__minimum')).to.equal('Minimum deposit: $5.00');
    expect(textOf(m.host, '.cashier-crypto__warning')).to.equal(
      // The names are wrapped in FSI … PDI so an Arabic sentence keeps "Tron (TRC-20)" whole.
      'Send only \u2068Tether USDT\u2069 over the \u2068Tron (TRC-20)\u2069 network to this address. Crypto deposit amounts below the minimum will not be credited.',
    );
  });

  it('CRYPTO-18: the answer\'s minDepositValue wins over the network minimum, in the answer\'s coin', async () => {
    answerAddresses({ minDepositValue: 0.0002, cryptoName: 'BTC' });
    const m = await open();
    await ready(m, ADDRESSES.TRC20!);
    // Intl writes a no-break space between the amount and the code.
    expect(textOf(m.host, '.cashier-crypto__minimum').replace(/\u00a0/g, ' ')).to.equal('Minimum deposit: 0.0002 BTC');
  });

  it('CRYPTO-10: Copy address is there; Share only in the native app, sending onShare with the address', async () => {
    answerAddresses();
    let m = await open();
    await ready(m, ADDRESSES.TRC20!);
    expect(buttonByText(m.host, 'Copy address')).to.not.equal(undefined);
    expect(buttonByText(m.host, 'Share address')).to.equal(undefined);
    suite.mounted?.unmount();
    setNativeBridge(testScope(), 'webkit');
    m = await open();
    await ready(m, ADDRESSES.TRC20!);
    const host = recordHost();
    await clickButton(m.host, 'Share address');
    host.stop();
    expect(host.messages.filter((x) => x.messageType === 'onShare').map((x) => x.payload)).to.deep.equal([
      { text: ADDRESSES.TRC20, currency: 'Tether USDT', network: 'TRC20' },
    ]);
  });

  it('CRYPTO-11: the video guide button opens the video page (its crypto-balance twin on the crypto-balance route)', async () => {
    answerAddresses();
    const guided = { ...usdt, video_guide_url: { redesign: '/sandbox/video/usdt' } };
    let m = await open(guided);
    await ready(m, ADDRESSES.TRC20!);
    await clickButton(m.host, 'Video guide');
    await waitFor(() => m.history.pathname === '/deposit/video-instruction', 'video page');
    suite.mounted?.unmount();
    m = await open(guided, '/cryptobalance/deposit/crypto');
    await ready(m, ADDRESSES.TRC20!);
    await clickButton(m.host, 'Video guide');
    await waitFor(() => m.history.pathname === '/cryptobalance/deposit/video-instruction', 'crypto-balance video page');
  });

  it('CRYPTO-11: no guide for the player, no button', async () => {
    answerAddresses();
    const m = await open();
    await ready(m, ADDRESSES.TRC20!);
    expect(buttonByText(m.host, 'Video guide')).to.equal(undefined);
  });

  it('CRYPTO-13, BONUS-13, decision CRYPTO-13: the crypto bonus switch shows only when offered; switching off makes the deposit again without it', async () => {
    answerAddresses();
    let m = await open();
    await ready(m, ADDRESSES.TRC20!);
    expect(m.host.querySelector('.cashier-crypto__bonus')).to.equal(null);
    suite.mounted?.unmount();
    applyHandshake(testScope(), { experiments: [{ key: 'abTestGroup', group: 'group_b' }], schema: { meta: { isCryptoBonusAvailable: true } } });
    created = [];
    m = await open();
    await ready(m, ADDRESSES.TRC20!);
    expect(textOf(m.host, '.cashier-crypto__bonus .cashier-bonus-offer__title')).to.equal('Instant +5% crypto bonus');
    const toggle = m.host.querySelector<HTMLInputElement>('.cashier-crypto__bonus input[role="switch"]')!;
    expect(toggle.checked).to.equal(true);
    expect(toggle.closest('label')?.textContent).to.equal('Add the crypto bonus to this deposit');
    expect(created[0]).to.include({ isActivatedBonus: true });
    await act(async () => toggle.click());
    await waitFor(() => created.length === 2 && shownAddress(m) === ADDRESSES.TRC20, 'the deposit made again');
    expect(created[1]).to.include({ isActivatedBonus: false });
    expect(m.host.querySelector<HTMLInputElement>('.cashier-crypto__bonus input')!.checked).to.equal(false);
  });

  it('CRYPTO-15: an empty address shows the notice; Try again asks once more and shows the address', async () => {
    let empty = true;
    answerAddresses({}, (network) => (empty ? '' : (ADDRESSES[network] ?? '')));
    const m = await open();
    await waitFor(() => m.host.querySelector('[role="alert"] .cashier-status') !== null, 'the empty-address notice');
    expect(textOf(m.host, '.cashier-status__title')).to.equal('No deposit address right now');
    expect(textOf(m.host, '.cashier-status__hint')).to.equal('We could not get an address for this network. Try again or choose another network.');
    expect(m.host.querySelector('svg.cashier-qr')).to.equal(null);
    empty = false;
    await clickButton(m.host, 'Try again');
    await ready(m, ADDRESSES.TRC20!);
    expect(created).to.have.length(2);
  });

  it('CRYPTO-15: a failed request also leaves the notice with its retry', async () => {
    suite.api.expectCall('deposit-create').andFail(new Error('boom'));
    const m = await open();
    await waitFor(() => buttonByText(m.host, 'Try again') !== undefined, 'the retry');
    answerAddresses();
    await clickButton(m.host, 'Try again');
    await ready(m, ADDRESSES.TRC20!);
  });

  it('CRYPTO-05, CREATE-12: with a sweepstake box selected, the order shows and the address is a sweepstake deposit (boxId)', async () => {
    // No reset after: the box lives in this test's scope, which ends with it.
    selectBox(testScope(), { boxId: 101, gcAmount: 5000, scAmount: 5, formattedPrice: '$4.99' });
    suite.api.expectCall('deposit-create-sweepstake').andRespond((payload) => {
      expect(payload).to.include({ boxId: 101, paymentType: 'usdt' });
      return { depositId: 900, apiResponse: { data: { depositAddress: ADDRESSES.TRC20! } } };
    });
    const m = await open();
    await ready(m, ADDRESSES.TRC20!);
    expect(textOf(m.host, '.cashier-sweep-order__coins')).to.equal('5,000 Gold Coins + 5 Sweep Coins free');
    expect(textOf(m.host, '[role="status"].cashier-visually-hidden')).to.equal('Deposit address: Tron (TRC-20)');
  });

  it('CRYPTO-14, decision CRYPTO-14: the creation push and another deposit\'s transfer change nothing; this deposit\'s push with a txid goes to the complete page, whose Back returns here', async () => {
    answerAddresses();
    const m = await open();
    await ready(m, ADDRESSES.TRC20!);
    expect($pendingDeposit(testScope()).get()?.crypto, 'STATUS-11: a crypto method\'s deposit is crypto').to.equal(true);
    await act(async () => applyDepositStatusPush(testScope(), { depositId: 701, status: 0, amount: 5, currency: 'USD' }));
    expect(m.history.pathname).to.equal('/deposit/crypto/address');
    // Pushes go to the player: a transfer to an address of an earlier visit is not this page's.
    await act(async () => applyDepositStatusPush(testScope(), { depositId: 650, status: 0, txid: 'ff00ff00ff00', blockchain: 'Tron' }));
    expect(m.history.pathname, 'another deposit\'s transfer does not move the page on').to.equal('/deposit/crypto/address');
    await act(async () => applyDepositStatusPush(testScope(), { depositId: 701, status: 0, txid: 'ab12cd34ef56', blockchain: 'Tron' }));
    await waitFor(() => m.history.pathname === '/deposit/complete' && m.host.querySelector('.cashier-complete') !== null, 'the complete page');
    expect(m.history.search).to.equal(`to=${encodeURIComponent('/deposit/crypto/address')}`);
  });
});
