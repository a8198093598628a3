// The p2p base page through the app (flows §2, §4; P2P-07/08/11..15): deposit-check first (a
// spinner), then the amount with the method's minimum and Deposit; while the create runs a Cancel
// ends the wait silently; fields required adds the fields on the page.
import { expect } from '@open-wc/testing';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { $snackbar } from '../../../../src/stores/snackbar.ts';
import { mountApp, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { buttonByText, clickButton, textOf } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const uzcard: PaymentMethod = { name: 'uzcard', cardViewType: 5, text: { en: 'Uzcard' }, amount_rules: { UZS: { min: 20000, max: 20000000 } } };

describe('p2p base page (P2P-07..15)', () => {
  const suite = useFlowScreenSuite();
  before(() => import('../../../../src/flows/p2p/screens.ts'));
  beforeEach(() => {
    applyHandshake(testScope(), { currency: 'UZS', paymentGeo: 'UZ' });
    suite.api.always('session-start', { paymentSessionId: 'ps-1' });
  });

  async function open(): Promise<Mounted> {
    selectMethod(testScope(), uzcard);
    suite.mounted = await mountApp('/deposit/peer-to-peer/base');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-p2p-base') !== null, 'the base page');
    return m;
  }

  it('P2P-07/P2P-08/P2P-12: the check runs first (a spinner); then the amount starts at the minimum, with Deposit', async () => {
    const check = suite.api.expectCall('deposit-check').andHang();
    const m = await open();
    expect(textOf(m.host, 'h2')).to.equal('Uzcard');
    expect(m.host.querySelector('.cashier-p2p__loading')).to.not.equal(null);
    expect(buttonByText(m.host, 'Deposit')).to.equal(undefined);
    check.release({ exists: false });
    await waitFor(() => buttonByText(m.host, 'Deposit') !== undefined, 'the form');
    expect(m.host.querySelector<HTMLInputElement>('.cashier-amount__input')?.value).to.match(/^20[,\s\u00a0]?000$/);
  });

  it('TAP-14: while deposit-check is in flight its region is marked busy, and no longer once the form shows', async () => {
    const check = suite.api.expectCall('deposit-check').andHang();
    const m = await open();
    expect(m.host.querySelector('.cashier-p2p__loading')?.getAttribute('aria-busy'), 'busy before the answer').to.equal('true');
    check.release({ exists: false });
    await waitFor(() => buttonByText(m.host, 'Deposit') !== undefined, 'the form');
    expect(m.host.querySelector('[aria-busy="true"]'), 'nothing busy once the form shows').to.equal(null);
  });

  it('P2P-14: Cancel while creating ends the wait with no error; a deposit the cancelled press made is what the next press opens (no second deposit)', async () => {
    suite.api.expectCall('deposit-check').andRespond({ exists: false });
    const create = suite.api.expectCall('deposit-create-p2p').andHang();
    const m = await open();
    await clickButton(m.host, 'Deposit');
    await clickButton(m.host, 'Cancel');
    await waitFor(() => buttonByText(m.host, 'Cancel') === undefined, 'the form again');
    create.release({ depositId: 5, card: { number: '1' }, created: new Date().toISOString(), timeout_minutes: 15 });
    await new Promise((r) => setTimeout(r, 20));
    expect(m.history.pathname).to.equal('/deposit/peer-to-peer/base');
    expect($snackbar(testScope()).get().open).to.equal(false);
    await clickButton(m.host, 'Deposit');
    await waitFor(() => m.history.pathname === '/deposit/peer-to-peer/invoice', 'the invoice of deposit 5');
    expect(suite.api.callsTo('deposit-create-p2p')).to.have.length(1);
  });

  it('P2P-15: fields required adds the fields and the page stays', async () => {
    suite.api.expectCall('deposit-check').andRespond({ exists: false });
    suite.api.expectCall('deposit-create-p2p').andRespond({ depositId: 6, isFieldsRequired: true, fields: [{ name: 'card_holder', type: 'text' }] });
    const m = await open();
    await clickButton(m.host, 'Deposit');
    await waitFor(() => m.host.querySelector('[data-field="card_holder"]') !== null, 'the added field');
    expect(m.history.pathname).to.equal('/deposit/peer-to-peer/base');
  });
});
