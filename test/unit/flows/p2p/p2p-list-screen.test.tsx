// The peer-to-peer list and the details alert (flows §2, §9; P2P-05..10, CONST-11..13): banks by
// position under a search by the localized name with an English fallback; a bank opens its base
// page; an empty list offers MXN; the alert starts after 3 s and rotates every 6 s by group.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { importLocale } from '../../i18n/import-locale.ts';
import type { PaymentGroup, PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $depositCurrency } from '../../../../src/stores/deposit-currency.ts';
import { $selection, selectGroup } from '../../../../src/stores/selection.ts';
import { mountApp, settledI18n, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { clickButton, textOf, typeInto } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const bank = (name: string, position: number, text: PaymentMethod['text']): PaymentMethod => ({ name, cardViewType: 5, position, text, amount_rules: { KGS: { min: 200, max: 200000 } } });
const mbank = bank('mbank_p2p', 2, { en: 'MBank', ru: 'МБанк' });
const optima = bank('optima_p2p', 1, { en: 'Optima Bank', ru: 'Оптима Банк' });
const demir = bank('demir_p2p', 3, { en: 'Demir Bank' });
const p2pGroup: PaymentGroup = { name: 'kyrgyzstan-p2p-grouped', paymentMethods: [mbank, demir, optima] };

describe('peer-to-peer list (P2P-05..10)', () => {
  const suite = useFlowScreenSuite();
  before(() => import('../../../../src/flows/p2p/screens.ts'));

  async function open(group: PaymentGroup = p2pGroup, i18n?: Parameters<typeof mountApp>[1]): Promise<Mounted> {
    selectGroup(testScope(), group);
    suite.mounted = await mountApp('/deposit/peer-to-peer', i18n);
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-p2p-list') !== null, 'the p2p list');
    return m;
  }
  const names = (m: Mounted) => [...m.host.querySelectorAll<HTMLElement>('[data-method]')].map((b) => b.dataset.method);

  it('P2P-06: the banks by position, under the group name', async () => {
    const m = await open();
    expect(textOf(m.host, 'h2')).to.equal('Transfer to card');
    expect(names(m)).to.deep.equal(['optima_p2p', 'mbank_p2p', 'demir_p2p']);
  });

  it('P2P-05: the search matches the localized name, falling back to English', async () => {
    const m = await open(p2pGroup, await settledI18n({ locale: 'ru', notifyHost: () => {}, loadLocale: importLocale }));
    const search = m.host.querySelector('input[type="search"]');
    await typeInto(search, 'оптима');
    expect(names(m)).to.deep.equal(['optima_p2p']);
    await typeInto(search, 'demir');
    expect(names(m), 'no Russian text: its English one').to.deep.equal(['demir_p2p']);
  });

  it('P2P-07: choosing a bank selects it (with its group) and opens the base page', async () => {
    suite.api.always('deposit-check', { exists: false });
    suite.api.always('session-start', { paymentSessionId: 'ps' });
    suite.api.always('deposit-limits', { min: 100, max: 100000 }); // the base page asks once it shows its form
    const m = await open();
    const tile = m.host.querySelector<HTMLElement>('[data-method="optima_p2p"]');
    await act(async () => tile?.click());
    await waitFor(() => m.history.pathname === '/deposit/peer-to-peer/base' && m.host.querySelector('.cashier-p2p-base form') !== null, 'the base page');
    expect($selection(testScope()).get()).to.deep.equal({ kind: 'method', method: optima, group: p2pGroup });
  });

  it('P2P-09/P2P-10: an empty list offers the MXN list; choosing it makes MXN the deposit currency and opens the method list', async () => {
    applyHandshake(testScope(), { currency: 'KGS' });
    suite.api.always('methods-payment-v5', { methods: [], groups: [] });
    const m = await open({ name: 'kyrgyzstan-p2p-grouped', paymentMethods: [] });
    expect(textOf(m.host, '.cashier-p2p__empty p')).to.equal('No bank transfer methods are available in this currency.');
    await clickButton(m.host, 'Show methods in MXN');
    expect($depositCurrency(testScope()).get()).to.equal('MXN');
    // The list reloads for MXN (the sandbox here has none, so it may move on to the empty page).
    await waitFor(() => m.history.pathname !== '/deposit/peer-to-peer' && m.host.querySelector('.cashier-tiles, .cashier-status__title') !== null, 'the page after the p2p list');
    expect(m.history.pathname).to.be.oneOf(['/deposit', '/empty']);
  });
});
