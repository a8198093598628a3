import { expect } from '@open-wc/testing';
import { selectMethod } from '../../../src/stores/selection.ts';
import { $transaction, applyDepositStatusPush } from '../../../src/stores/transaction.ts';
import { onrampMethod, visa, banks } from './helpers/fixtures.ts';
import { click, mountApp, recordHost, waitFor } from '../app/render.tsx';
import type { Mounted } from '../app/render.tsx';
import { buttonByText, textOf } from './helpers/dom.ts';
import { resetFlowStores } from './helpers/reset.ts';
import { installMockApi, uninstallMockApi } from './helpers/mock-api.ts';

describe('complete page and form page screens', () => {
  let mounted: Mounted | undefined;
  beforeEach(() => {
    resetFlowStores();
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

  it('STATUS-04: waiting shows a spinner and no buttons', async () => {
    const m = await open('/deposit/complete');
    expect(m.host.querySelector('.cashier-complete .cashier-spinner') !== null).to.equal(true);
    expect(m.host.querySelectorAll('main button').length).to.equal(0);
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
    selectMethod(onrampMethod);
    const m = await open('/deposit/complete?status=mistaked&to=onramp');
    expect(textOf(m.host, '.cashier-status__title')).to.equal('Payment declined');
    expect(m.history.href).to.equal('/deposit/complete?to=onramp');
    expect(buttonByText(m.host.querySelector('main')!, 'Close') === undefined).to.equal(true);
    await click(buttonByText(m.host, 'Try again'));
    expect(m.history.href).to.equal('/deposit/onramp');
  });

  it('STATUS-17: without `to`, Back goes to the group list when the method came from a group', async () => {
    selectMethod(visa, banks);
    const m = await open('/deposit/complete?status=accepted');
    await click(buttonByText(m.host, 'Back'));
    expect(m.history.href).to.equal('/deposit/group');
  });

  it('STATUS-15: leaving the page resets the transaction to waiting', async () => {
    selectMethod(visa);
    const m = await open('/deposit/complete?status=accepted');
    applyDepositStatusPush({ depositId: 1, status: 1 });
    await click(buttonByText(m.host, 'Back'));
    expect(m.history.href).to.equal('/deposit/redirect');
    await waitFor(() => m.host.querySelector('.cashier-complete') === null, 'complete page gone');
    expect($transaction.get()).to.deep.equal({ status: 'waiting' });
  });

  it('ROUTE-14/REDIR-10: /form without an opener says it cannot continue, with no header', async () => {
    mounted = await mountApp('/form');
    const m = mounted;
    await waitFor(() => m.host.querySelector('.cashier-form-helper') !== null, 'form page');
    expect(textOf(m.host, '.cashier-status__title')).to.equal('This page cannot continue');
    expect(m.host.querySelector('.cashier-header') === null).to.equal(true);
  });
});
