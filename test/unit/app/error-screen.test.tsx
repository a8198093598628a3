import { expect } from '@open-wc/testing';
import { errorInfoFromState, refreshTarget } from '../../../src/app/screens/error-state.ts';
import { errorState } from '../../../src/stores/load-error.ts';
import { CashierError } from '../../../src/transport/errors.ts';
import { click, go, mountApp, recordHost, waitFor } from './render.tsx';
import type { Mounted } from './render.tsx';

const text = (m: Mounted, sel: string) => m.host.querySelector(sel)?.textContent ?? null;

describe('error page', () => {
  let mounted: Mounted | undefined;
  let rec: ReturnType<typeof recordHost>;
  beforeEach(() => {
    rec = recordHost();
  });
  afterEach(() => {
    rec.stop();
    mounted?.unmount();
    mounted = undefined;
  });

  it("ERR-08, ERR-09, ERR-10: shows 'An error occurred', the hint and 'Unknown error' without a message in history state", async () => {
    mounted = await mountApp('/error');
    await waitFor(() => text(mounted!, '.cashier-status__title') !== null, 'error page');
    expect(text(mounted, '.cashier-status__title')).to.equal('An error occurred');
    expect(text(mounted, '.cashier-status__hint')).to.equal('Try refreshing the section');
    expect(text(mounted, '.cashier-status__detail')).to.equal('Unknown error');
  });

  it('ERR-11: notifies the host once with the message and stack from history state; the player reads a translated message, not that text', async () => {
    mounted = await mountApp('/deposit');
    await go(mounted.history, '/error?backRoute=%2Fdeposit%2Fcash', { state: { message: 'Gateway down', stack: 'Error: Gateway down\n  at x' } });
    await waitFor(() => text(mounted!, '.cashier-status__detail') === 'Unknown error', 'message');
    expect(mounted.host.textContent).not.to.contain('Gateway down');
    const errors = rec.messages.filter((m) => m.messageType === 'Error');
    expect(errors.map((m) => m.payload)).to.deep.equal([{ message: 'Gateway down', stack: 'Error: Gateway down\n  at x' }]);
  });

  it('ERR-10, ERR-11: a message key in state is translated (request timeout) and the host gets the raw message', async () => {
    mounted = await mountApp('/deposit');
    await go(mounted.history, '/error', { state: { message: 'Request timeout', messageKey: 'request.timeout' } });
    await waitFor(() => text(mounted!, '.cashier-status__detail') === 'Request timeout', 'timeout text');
    expect(rec.messages.filter((m) => m.messageType === 'Error').map((m) => m.payload.message)).to.deep.equal(['Request timeout']);
  });

  it('ERR-12: Refresh goes to the backRoute query value', async () => {
    mounted = await mountApp('/deposit');
    await go(mounted.history, '/error?backRoute=%2Fwithdrawal');
    await waitFor(() => mounted!.host.querySelector('.cashier-status button') !== null, 'refresh');
    const button = mounted.host.querySelector<HTMLButtonElement>('.cashier-status button');
    expect(button?.textContent).to.equal('Refresh');
    await click(button);
    expect(mounted.history.href).to.equal('/withdrawal');
  });

  it('ERR-12: without backRoute, Refresh goes to the deposit list; foreign targets are ignored', async () => {
    expect(refreshTarget('')).to.equal('/deposit');
    expect(refreshTarget('backRoute=%2Fdeposit%2Fcrypto')).to.equal('/deposit/crypto');
    expect(refreshTarget('backRoute=https%3A%2F%2Fevil.example')).to.equal('/deposit');
    expect(refreshTarget('backRoute=%2F%2Fevil.example')).to.equal('/deposit');
    mounted = await mountApp('/error');
    await waitFor(() => mounted!.host.querySelector('.cashier-status button') !== null, 'refresh');
    await click(mounted.host.querySelector('.cashier-status button'));
    expect(mounted.history.href).to.equal('/deposit');
  });

  it('ERR-10: history state may be an Error, a string or a record', () => {
    const e = new Error('boom');
    expect(errorInfoFromState(e).message).to.equal('boom');
    expect(errorInfoFromState(e).stack).to.equal(e.stack);
    expect(errorInfoFromState('plain')).to.deep.equal({ message: 'plain' });
    expect(errorInfoFromState({ message: '  ' })).to.deep.equal({});
    expect(errorInfoFromState(null)).to.deep.equal({});
  });

  it('ERR-11: a failed load (sandbox 503) shows the translated unavailable message; "Injected failure" reaches only the host', async () => {
    mounted = await mountApp('/deposit');
    const failure = new CashierError('http', { status: 503, serverCode: 'sandbox.injectedFailure', message: 'Injected failure (503)' });
    await go(mounted.history, '/error?backRoute=%2Fdeposit', { state: errorState(failure) });
    await waitFor(() => text(mounted!, '.cashier-status__detail') === 'The payment service is temporarily unavailable. Try again later', 'player message');
    expect(mounted.host.textContent).not.to.contain('Injected failure');
    expect(mounted.host.querySelector('[aria-label*="Injected"], [title*="Injected"]')).to.equal(null);
    expect(rec.messages.filter((m) => m.messageType === 'Error').map((m) => m.payload.message)).to.deep.equal(['Injected failure (503)']);
  });

  it('HOST-24: a start failure reads "The cashier could not start" without a Refresh; the property text is only in the host message', async () => {
    mounted = await mountApp('/deposit');
    await go(mounted.history, '/error', { state: { message: 'Property paymentCashierUser not found', kind: 'start' } });
    await waitFor(() => text(mounted!, '.cashier-status__detail') === 'The cashier could not start. Close it and open it again', 'start failure');
    expect(mounted.host.textContent).not.to.contain('paymentCashierUser');
    // A refresh cannot bring the app's missing data: no Refresh, no "try refreshing" hint.
    expect(mounted.host.querySelector('.cashier-status button')).to.equal(null);
    expect(mounted.host.querySelector('.cashier-status__hint')).to.equal(null);
  });
});
