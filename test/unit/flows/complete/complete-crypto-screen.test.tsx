/**
 * The complete page of a crypto deposit, mounted like the element does (CRYPTO-19..27): the count
 * and its progress bar, the polite read-out at quarter marks, the network, the shortened hash and
 * the explorer link, driven by deposit.status pushes into the store (the timer itself is tested
 * with a hand clock in complete-confirmations.test.ts).
 */
import { expect } from '@open-wc/testing';
import { act } from 'react';
import ar from '../../../../locales/ar.json';
import { setPendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { setNativeBridge } from '../../../../src/stores/native.ts';
import { applyDepositStatusPush } from '../../../../src/stores/transaction.ts';
import type { TransactionData } from '../../../../src/domain/payment-entities.ts';
import { recordHost, settledI18n, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { textOf, textsOf } from '../helpers/dom.ts';
import { installMockApi, uninstallMockApi } from '../helpers/mock-api.ts';
import { mountStyled } from '../helpers/styled.tsx';
import { testScope } from '../../scope.ts';

const TXID = 'f3a9c2b7e1d04a5f8b6c3e2d1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a21';
const onChain = (more: Partial<TransactionData> = {}): TransactionData => ({
  depositId: 9, status: 0, txid: TXID, blockchain: 'Tron', amount: 25, currency: 'USDT', cryptoCurrency: 'USDT', ...more,
});

describe('complete page: a crypto deposit\'s confirmations', () => {
  let mounted: Mounted | undefined;
  beforeEach(() => {
    installMockApi();
    setPendingDeposit(testScope(), { depositId: 9, paymentMethod: 'usdt', amount: 25, currency: 'USDT', crypto: true, onramp: false });
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    uninstallMockApi();
  });

  async function open(options: Parameters<typeof mountStyled>[1] = {}): Promise<Mounted> {
    mounted = await mountStyled('/deposit/complete', options);
    const m = mounted;
    await waitFor(() => m.host.querySelector('.cashier-crypto-transfer') !== null, 'crypto transfer');
    return m;
  }
  const bar = (m: Mounted) => m.host.querySelector('[role="progressbar"]') as HTMLElement | null;
  const readOut = (m: Mounted) => (m.host.querySelector('[data-announce="confirmations"]') as HTMLElement).textContent;

  it('CRYPTO-19/CRYPTO-22/CRYPTO-24: while waiting it shows "k of N confirmations" over a progress bar with its value', async () => {
    applyDepositStatusPush(testScope(), onChain());
    const m = await open();
    expect(textOf(m.host, 'h2')).to.equal('Waiting for payment confirmation…');
    expect(textOf(m.host, '.cashier-crypto-transfer__count')).to.equal('0 of 20 confirmations');
    expect(bar(m)!.getAttribute('aria-label')).to.equal('Network confirmations');
    expect([bar(m)!.getAttribute('aria-valuemin'), bar(m)!.getAttribute('aria-valuenow'), bar(m)!.getAttribute('aria-valuemax')]).to.deep.equal(['0', '0', '20']);
    await act(async () => applyDepositStatusPush(testScope(), onChain({ confirmations: 5 })));
    expect(textOf(m.host, '.cashier-crypto-transfer__count')).to.equal('5 of 20 confirmations');
    expect(bar(m)!.getAttribute('aria-valuenow')).to.equal('5');
    expect(bar(m)!.getAttribute('aria-valuetext')).to.equal('5 of 20 confirmations');
    const fill = bar(m)!.firstElementChild as HTMLElement;
    const filled = () => Math.round((fill.getBoundingClientRect().width / bar(m)!.getBoundingClientRect().width) * 100);
    await waitFor(() => filled() === 25, 'a quarter of the bar filled (after its short transition)');
    expect(m.host.querySelectorAll('main button').length, 'STATUS-04: still no buttons while waiting').to.equal(0);
  });

  it('CRYPTO-24: the bar is not live; a polite region reads the count only at each quarter of the way', async () => {
    applyDepositStatusPush(testScope(), onChain());
    const m = await open();
    expect(bar(m)!.hasAttribute('aria-live')).to.equal(false);
    const region = m.host.querySelector('[data-announce="confirmations"]') as HTMLElement;
    expect([region.getAttribute('role'), region.getAttribute('aria-live')]).to.deep.equal(['status', 'polite']);
    expect(readOut(m)).to.equal('0 of 20 confirmations');
    await act(async () => applyDepositStatusPush(testScope(), onChain({ confirmations: 4 })));
    expect(readOut(m), 'block 4 is not read out').to.equal('0 of 20 confirmations');
    await act(async () => applyDepositStatusPush(testScope(), onChain({ confirmations: 5 })));
    expect(readOut(m)).to.equal('5 of 20 confirmations');
    await act(async () => applyDepositStatusPush(testScope(), onChain({ confirmations: 9 })));
    expect(readOut(m)).to.equal('5 of 20 confirmations');
    await act(async () => applyDepositStatusPush(testScope(), onChain({ confirmations: 10 })));
    expect(readOut(m)).to.equal('10 of 20 confirmations');
    expect(m.host.querySelector('[data-announce="confirmations"]') === region, 'the same region changes').to.equal(true);
  });

  it('CRYPTO-25/CRYPTO-26/CRYPTO-27: the network, the hash shortened 5…5 and a per-chain explorer link in a new tab', async () => {
    applyDepositStatusPush(testScope(), onChain());
    const m = await open();
    expect(textsOf(m.host, '.cashier-crypto-transfer__details dt')).to.deep.equal(['Network', 'Transaction']);
    expect(textOf(m.host, '.cashier-crypto-transfer__details dd')).to.equal('Tron');
    expect(textOf(m.host, '.cashier-crypto-transfer__hash')).to.equal('f3a9c…b3a21');
    const link = m.host.querySelector('.cashier-crypto-transfer__link') as HTMLAnchorElement;
    expect(link.textContent).to.equal('View in block explorer');
    expect(link.getAttribute('href')).to.equal(`https://tronscan.org/#/transaction/${TXID}`);
    expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
  });

  it('CRYPTO-27: a hash of 10 characters or fewer is shown whole', async () => {
    applyDepositStatusPush(testScope(), onChain({ txid: '0x12345678', blockchain: 'BSC' }));
    const m = await open();
    expect(textOf(m.host, '.cashier-crypto-transfer__hash')).to.equal('0x12345678');
    expect((m.host.querySelector('.cashier-crypto-transfer__link') as HTMLAnchorElement).href).to.equal('https://bscscan.com/tx/0x12345678');
  });

  it('CRYPTO-21 STATUS-06: when processed arrives the bar goes, the success title shows, the hash and link stay', async () => {
    applyDepositStatusPush(testScope(), onChain({ confirmations: 12 }));
    const m = await open();
    await act(async () => applyDepositStatusPush(testScope(), onChain({ status: 1, finalAmount: 25 })));
    expect(textOf(m.host, 'h2')).to.equal('Payment successful');
    expect(bar(m)).to.equal(null);
    expect(textOf(m.host, '.cashier-crypto-transfer__hash')).to.equal('f3a9c…b3a21');
    expect(m.host.querySelector('.cashier-crypto-transfer__link') !== null).to.equal(true);
  });

  it('CRYPTO-AMOUNT STATUS-04: an address deposit shows no placeholder amount; the seen transfer\'s amount in its coin while waiting and on success', async () => {
    // The crypto address page's request carries a placeholder (decision CRYPTO-16): amountKnown false.
    setPendingDeposit(testScope(), { depositId: 9, paymentMethod: 'btc', amount: 30, currency: 'USD', crypto: true, onramp: false, amountKnown: false });
    applyDepositStatusPush(testScope(), { depositId: 9, status: 0, amount: 30, currency: 'USD' });
    mounted = await mountStyled('/deposit/complete');
    const m = mounted;
    await waitFor(() => m.host.querySelector('h2') !== null, 'complete page');
    expect(m.host.querySelector('.cashier-status__detail'), 'the placeholder is never shown').to.equal(null);
    await act(async () => applyDepositStatusPush(testScope(), { depositId: 9, status: 0, txid: TXID, blockchain: 'Bitcoin', amount: 0.00046154, currency: 'BTC', cryptoCurrency: 'BTC', confirmations: 1 }));
    await waitFor(() => m.host.querySelector('.cashier-status__detail') !== null, 'the amount once the transfer is seen');
    expect(textOf(m.host, '.cashier-status__detail').replace(/\s/g, ' ')).to.equal('0.00046154 BTC');
    await act(async () => applyDepositStatusPush(testScope(), { depositId: 9, status: 1, txid: TXID, blockchain: 'Bitcoin', amount: 0.00046154, currency: 'BTC', cryptoCurrency: 'BTC', finalAmount: '0.00046' }));
    expect(textOf(m.host, 'h2')).to.equal('Payment successful');
    expect(textOf(m.host, '.cashier-status__detail').replace(/\s/g, ' '), 'the credited amount').to.equal('0.00046 BTC');
  });

  it('CRYPTO-23: an unknown network shows no count and no explorer link, only the network and the hash', async () => {
    applyDepositStatusPush(testScope(), onChain({ blockchain: 'Dogecoin' }));
    const m = await open();
    expect(bar(m)).to.equal(null);
    expect(textOf(m.host, '.cashier-crypto-transfer__details dd')).to.equal('Dogecoin');
    expect(m.host.querySelector('.cashier-crypto-transfer__link')).to.equal(null);
  });

  it('CRYPTO-25: in a native web view the host opens the explorer (openExtBrowser), not a new tab', async () => {
    setNativeBridge(testScope(), 'webkit');
    applyDepositStatusPush(testScope(), onChain());
    const m = await open();
    const host = recordHost();
    await act(async () => (m.host.querySelector('.cashier-crypto-transfer__link') as HTMLElement).click());
    host.stop();
    expect(host.messages.filter((x) => x.messageType === 'openExtBrowser').map((x) => x.payload)).to.deep.equal([
      { url: `https://tronscan.org/#/transaction/${TXID}` },
    ]);
  });

  it('I18N-03 CRYPTO-19: in Arabic the count reads right to left and the bar fills from the right', async () => {
    const i18n = await settledI18n({ locale: 'ar', notifyHost: () => {}, loadLocale: async () => ar });
    applyDepositStatusPush(testScope(), onChain({ confirmations: 5 }));
    const m = await open({ i18n });
    expect(textOf(m.host, '.cashier-crypto-transfer__count')).to.equal('التأكيدات: 5 من 20');
    const track = bar(m)!.getBoundingClientRect();
    const fill = (bar(m)!.firstElementChild as HTMLElement).getBoundingClientRect();
    expect(Math.round(track.right - fill.right)).to.equal(0);
    expect(textOf(m.host, '.cashier-crypto-transfer__hash'), 'the hash keeps its order').to.equal('f3a9c…b3a21');
  });
});
