// Issue #25 deliverable 1 (decision REL-05): a failed "I paid" is sent again, for the same deposit,
// until the backend answers — 5 s after a lost or failed answer, after a 401 once the credentials
// change; any answer below 500 (a refusal too) ends it.
import { expect } from '@open-wc/testing';
import { COMPLETE_STATUS_POLL_MS } from '../../../../src/domain/constants.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { sentWith } from '../../../../src/stores/api.ts';
import { $confirmingPaid, $paidOffline, acknowledgePaid } from '../../../../src/stores/deposit/paid-acknowledger.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { $user } from '../../../../src/stores/user.ts';
import { $config } from '../../../../src/stores/config.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import { createFakeClock, type FakeClock } from '../fake-clock.ts';
import { createMockApi, type MockApi } from '../../flows/helpers/mock-api.ts';
import { useTestDepositEnv } from '../../flows/helpers/redirect-page.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';

const paid = { depositId: 77, paymentMethod: 'uzcard' };
const serverError = () => new CashierError('http', { status: 500, message: 'Internal error', call: 'deposit-complete' });
const lost = () => new CashierError('network', { message: 'Failed to fetch', call: 'deposit-complete' });

describe('REL-05: "I paid" is acknowledged', () => {
  let api: MockApi;
  let clock: FakeClock;
  beforeEach(() => {
    api = createMockApi();
    clock = createFakeClock();
    useTestDepositEnv({ clock });
    applyHandshake(testScope(), { token: 'token-1' });
  });
  afterEach(() => {
    configureDepositEnv(testScope(), null);
    $confirmingPaid(testScope()).set(false);
    $paidOffline(testScope()).set(null);
    api.verify();
  });

  it('REL-05: after a 500 it sends the same deposit again 5 s later, and again after a lost answer, until one is answered', async () => {
    api.expectCall('deposit-complete').andFail(lost());
    api.expectCall('deposit-complete').andRespond({} as never);
    acknowledgePaid(testScope(), paid, serverError(), api);
    expect($confirmingPaid(testScope()).get()).to.equal(true);
    clock.tick(COMPLETE_STATUS_POLL_MS - 1);
    await flush();
    expect(api.callsTo('deposit-complete').length).to.equal(0);
    clock.tick(1);
    await flush();
    expect(api.callsTo('deposit-complete')).to.deep.equal([paid]);
    clock.tick(COMPLETE_STATUS_POLL_MS);
    await flush();
    expect(api.callsTo('deposit-complete')).to.deep.equal([paid, paid]);
    expect($confirmingPaid(testScope()).get()).to.equal(false);
    clock.tick(COMPLETE_STATUS_POLL_MS * 4);
    await flush();
    expect(api.callsTo('deposit-complete').length).to.equal(2);
  });

  it('REL-05: a refusal is an answer: the backend heard, nothing is sent again', async () => {
    api.expectCall('deposit-complete').andFail(new CashierError('http', { status: 400, serverCode: 'banking.depositCancelled', message: 'Cancelled' }));
    acknowledgePaid(testScope(), paid, serverError(), api);
    clock.tick(COMPLETE_STATUS_POLL_MS);
    await flush();
    expect($confirmingPaid(testScope()).get()).to.equal(false);
    clock.tick(COMPLETE_STATUS_POLL_MS * 4);
    await flush();
    expect(api.callsTo('deposit-complete').length).to.equal(1);
  });

  it('REL-05: after a 401 it waits for new credentials, then sends once more (no timer, no second onTokenExpired of its own)', async () => {
    const unauthorized = new CashierError('unauthorized', { status: 401, serverCode: 'auth.unauthorized', message: 'Unauthorized', call: 'deposit-complete' });
    sentWith.set(unauthorized, [$config(testScope()).get(), $user(testScope()).get()]);
    api.expectCall('deposit-complete').andRespond({} as never);
    acknowledgePaid(testScope(), paid, unauthorized, api);
    clock.tick(COMPLETE_STATUS_POLL_MS * 3);
    await flush();
    expect(api.callsTo('deposit-complete').length).to.equal(0);
    applyHandshake(testScope(), { token: 'token-2' });
    await flush();
    expect(api.callsTo('deposit-complete')).to.deep.equal([paid]);
    expect($confirmingPaid(testScope()).get()).to.equal(false);
  });

  it('REL-10: a 429 is not a hearing: the same deposit is sent again 5 s later (a Retry-After holds it in the transport)', async () => {
    const busy = new CashierError('http', { status: 429, message: 'Too many requests', call: 'deposit-complete' });
    api.expectCall('deposit-complete').andRespond({} as never);
    acknowledgePaid(testScope(), paid, busy, api);
    clock.tick(COMPLETE_STATUS_POLL_MS - 1);
    await flush();
    expect(api.callsTo('deposit-complete').length).to.equal(0);
    expect($confirmingPaid(testScope()).get()).to.equal(true);
    clock.tick(1);
    await flush();
    expect(api.callsTo('deposit-complete')).to.deep.equal([paid]);
    expect($confirmingPaid(testScope()).get()).to.equal(false);
  });

  it('FAULT-07b: while the socket has given up connecting, the page gets a press that sends at once; an answer clears it', async () => {
    const gaveUp = () => new CashierError('socket-connect', { message: 'Network connection failed', messageKey: 'socket.networkError' });
    api.expectCall('deposit-complete').andFail(gaveUp());
    api.expectCall('deposit-complete').andRespond({} as never);
    acknowledgePaid(testScope(), paid, lost(), api);
    expect($paidOffline(testScope()).get()).to.equal(null);
    clock.tick(COMPLETE_STATUS_POLL_MS);
    await flush();
    const press = $paidOffline(testScope()).get();
    expect(press).to.be.a('function');
    press!();
    expect($paidOffline(testScope()).get(), 'the press is gone while its send is under way').to.equal(null);
    await flush();
    expect(api.callsTo('deposit-complete')).to.deep.equal([paid, paid]);
    expect([$confirmingPaid(testScope()).get(), $paidOffline(testScope()).get()]).to.deep.equal([false, null]);
    // The resend the failure had planned does not go out once the backend heard.
    clock.tick(COMPLETE_STATUS_POLL_MS * 2);
    await flush();
    expect(api.callsTo('deposit-complete').length).to.equal(2);
  });
});
