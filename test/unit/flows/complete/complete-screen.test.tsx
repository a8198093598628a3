import { expect } from '@open-wc/testing';
import { act } from 'react';
import { setPendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { $transaction, applyDepositStatusPush } from '../../../../src/stores/transaction.ts';
import { onrampMethod, visa, banks } from '../helpers/fixtures.ts';
import { click, mountApp, recordHost, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { buttonByText, textOf, clickButton } from '../helpers/dom.ts';
import { installMockApi, uninstallMockApi } from '../helpers/mock-api.ts';
import { mountStyled } from '../helpers/styled.tsx';
import { testScope } from '../../scope.ts';

describe('complete page and form page screens', () => {
  let mounted: Mounted | undefined;
  beforeEach(() => {
    installMockApi().always('session-start', null); // the redirect page Back leads to starts a session
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = undefined;
    uninstallMockApi();
  });

  async function open(path: string): Promise<Mounted> {
    mounted = await mountApp(path);
    const m = mounted;
    await waitFor(() => m.host.querySelector('.cashier-complete') !== null, 'complete page');
    return m;
  }

  it('STATUS-04: waiting shows a spinner, a visible title, what happens next and the amount, and no buttons', async () => {
    setPendingDeposit(testScope(), { depositId: 3, paymentMethod: 'visa', amount: 1500, currency: 'RUB', crypto: false, onramp: false });
    mounted = await mountStyled('/deposit/complete');
    const m = mounted;
    await waitFor(() => m.host.querySelector('.cashier-complete') !== null, 'complete page');
    const panel = m.host.querySelector('[data-status="waiting"]') as HTMLElement;
    expect(panel.querySelector('.cashier-complete__ring') !== null).to.equal(true);
    expect(panel.closest('[aria-hidden="true"]') === null, 'the waiting text is not hidden from screen readers').to.equal(true);
    expect(textOf(panel, 'h2')).to.equal('Waiting for payment confirmation…');
    expect(textOf(panel, '.cashier-status__hint')).to.equal('This page updates by itself as soon as the provider confirms the payment');
    expect(textOf(panel, '.cashier-status__detail').replace(/\s/g, ' ')).to.equal('₽1,500.00');
    expect(m.host.querySelectorAll('main button').length).to.equal(0);
    // A clear, compact state: a real heading size, and no big hole between the spinner and the amount.
    const title = panel.querySelector('h2') as HTMLElement;
    expect(parseFloat(getComputedStyle(title).fontSize) >= 20).to.equal(true);
    const box = (selector: string) => (panel.querySelector(selector) as HTMLElement).getBoundingClientRect();
    const stack = ['.cashier-status__icon', 'h2', '.cashier-status__hint', '.cashier-status__detail'].map(box);
    const holes = stack.slice(1).map((r, i) => Math.round(r.top - stack[i]!.bottom));
    expect(holes.every((gap) => gap <= 16), `gaps between spinner, title, hint and amount: ${holes.join(', ')} px`).to.equal(true);
    const ring = box('.cashier-complete__ring');
    // Centred: the spinner and the title share the panel's centre line.
    const centre = (r: DOMRect) => r.left + r.width / 2;
    expect(Math.abs(centre(ring) - centre(title.getBoundingClientRect())) < 2).to.equal(true);
  });

  it('STATUS-04, decision CRYPTO-16: a crypto address deposit waits without an amount (the player\'s transfer decides it)', async () => {
    setPendingDeposit(testScope(), { depositId: 4, paymentMethod: 'usdt', amount: 5, currency: 'USD', crypto: true, onramp: false, amountKnown: false });
    const m = await open('/deposit/complete');
    const panel = m.host.querySelector('[data-status="waiting"]') as HTMLElement;
    expect(textOf(panel, 'h2')).to.equal('Waiting for payment confirmation…');
    expect(panel.querySelector('.cashier-status__detail')).to.equal(null);
  });

  it('STATUS-04/STATUS-05/STATUS-06/STATUS-07/STATUS-08: the live region announces each status change', async () => {
    setPendingDeposit(testScope(), { depositId: 4, paymentMethod: 'visa', amount: 20, currency: 'USD', crypto: false, onramp: false });
    const m = await open('/deposit/complete');
    const live = () => m.host.querySelector('[role="status"][aria-live="polite"][aria-atomic="true"]') as HTMLElement;
    expect(live().textContent).to.equal('Waiting for payment confirmation… This page updates by itself as soon as the provider confirms the payment');
    const region = live();
    await act(async () => applyDepositStatusPush(testScope(), { depositId: 4, status: 2 }));
    expect(live() === region, 'the same live region changes (a new one would not be read)').to.equal(true);
    expect(live().textContent).to.equal('Payment declined The payment did not go through. Try again or choose another method');
    await act(async () => applyDepositStatusPush(testScope(), { depositId: 4, status: 1 }));
    expect(live().textContent).to.equal('Payment successful The money has been added to your balance');
  });

  it('STATUS-05/STATUS-08: accepted shows the processing title and a Close that notifies the host', async () => {
    const m = await open('/deposit/complete?status=accepted');
    expect(textOf(m.host, '.cashier-status__title')).to.equal('Payment is being processed');
    const rec = recordHost();
    await click(buttonByText(m.host.querySelector('main')!, 'Close'));
    rec.stop();
    expect(rec.messages.map((x) => x.messageType)).to.deep.equal(['onClose']);
  });

  it('STATUS-06: processed shows the success title', async () => {
    const m = await open('/deposit/complete?status=processed');
    expect(textOf(m.host, '.cashier-status__title')).to.equal('Payment successful');
    expect(buttonByText(m.host.querySelector('main')!, 'Close') !== undefined).to.equal(true);
  });

  it('STATUS-07/STATUS-09/STATUS-16: mistaked shows decline + Retry; the status query is removed; Retry follows `to`', async () => {
    selectMethod(testScope(), onrampMethod);
    const m = await open('/deposit/complete?status=mistaked&to=onramp');
    expect(textOf(m.host, '.cashier-status__title')).to.equal('Payment declined');
    expect(m.history.href).to.equal('/deposit/complete?to=onramp');
    expect(buttonByText(m.host.querySelector('main')!, 'Close') === undefined).to.equal(true);
    await clickButton(m.host, 'Try again');
    await waitFor(() => m.history.pathname === '/deposit/onramp', 'the onramp page'); // and its screen in
    expect(m.history.href).to.equal('/deposit/onramp');
  });

  it('STATUS-17: without `to`, Back goes to the group list when the method came from a group', async () => {
    selectMethod(testScope(), visa, banks);
    const m = await open('/deposit/complete?status=accepted');
    await clickButton(m.host, 'Back');
    await waitFor(() => m.history.pathname === '/deposit/group', 'the group list'); // and its screen in
    expect(m.history.href).to.equal('/deposit/group');
  });

  it('STATUS-15: leaving the page resets the transaction to waiting', async () => {
    selectMethod(testScope(), visa);
    const m = await open('/deposit/complete?status=accepted');
    await act(async () => applyDepositStatusPush(testScope(), { depositId: 1, status: 1 }));
    await clickButton(m.host, 'Back');
    expect(m.history.href).to.equal('/deposit/redirect');
    await waitFor(() => m.host.querySelector('.cashier-complete') === null, 'complete page gone');
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'waiting' });
  });

  it('ROUTE-14/REDIR-10: /form without an opener says it cannot continue, with no header', async () => {
    mounted = await mountApp('/form');
    const m = mounted;
    await waitFor(() => m.host.querySelector('.cashier-form-helper') !== null, 'form page');
    expect(textOf(m.host, '.cashier-status__title')).to.equal('This page cannot continue');
    expect(m.host.querySelector('.cashier-header') === null).to.equal(true);
  });
});
