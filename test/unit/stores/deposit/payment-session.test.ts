// HTTP-20 (decision, issue #9): deposit-create carries the paymentSessionId of a session-start for
// the SAME amount, currency and method; an in-flight start is awaited; with none, one starts first.
import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { changeAmount, closeRedirectPage, openRedirectPage, submitDeposit } from '../../../../src/flows/redirect/model.ts';
import { createFakeClock } from '../fake-clock.ts';
import type { FakeClock } from '../fake-clock.ts';
import { visa } from '../../flows/helpers/fixtures.ts';
import { fakeOpener } from '../../flows/helpers/fake-helper.ts';
import { installMockApi, uninstallMockApi } from '../../flows/helpers/mock-api.ts';
import type { MockApi } from '../../flows/helpers/mock-api.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';
const sessionIdOf = (api: MockApi, index = 0) => (api.callsTo('deposit-create')[index] as { paymentSessionId?: string }).paymentSessionId;

describe('HTTP-20: the payment session belongs to one amount, currency and method', () => {
  let api: MockApi;
  let clock: FakeClock;

  beforeEach(() => {
    api = installMockApi();
    clock = createFakeClock();
    configureDepositEnv(testScope(), { clock, openHelper: fakeOpener('ready').open, documentUrl: () => 'https://casino.test/', openerOrigin: () => 'https://casino.test' });
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE' });
    selectMethod(testScope(), visa);
    openRedirectPage(testScope(), '.');
  });
  afterEach(() => {
    closeRedirectPage(testScope());
    uninstallMockApi();
    configureDepositEnv(testScope(), null);
  });

  it('HTTP-20: a session for 100 is not sent with a deposit of 150; the press starts the 150 session and waits for it', async () => {
    changeAmount(testScope(), '100', '.');
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps-100' });
    clock.tick(500);
    await flush();
    changeAmount(testScope(), '150', '.'); // the quick press comes before the 500 ms debounce of 150
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps-150' });
    api.expectCall('deposit-create').andRespond({ depositId: 1 });
    await submitDeposit(testScope());
    expect(api.callsTo('session-start')).to.deep.equal([
      { amount: 100, currency: 'USD', pendingGroup: null },
      { amount: 150, currency: 'USD', pendingGroup: null },
    ]);
    expect(sessionIdOf(api)).to.equal('ps-150');
    clock.tick(1000);
    expect(api.callsTo('session-start').length, 'the debounced start is not sent again').to.equal(2);
  });

  it('HTTP-20: a press while session-start for this amount is in flight waits for its id', async () => {
    changeAmount(testScope(), '150', '.');
    const start = api.expectCall('session-start').andHang();
    clock.tick(500);
    api.expectCall('deposit-create').andRespond({ depositId: 2 });
    const running = submitDeposit(testScope());
    await flush();
    expect(api.callsTo('deposit-create'), 'deposit-create waits for the session').to.deep.equal([]);
    start.release({ paymentSessionId: 'ps-150' });
    await running;
    expect(api.callsTo('session-start').length).to.equal(1);
    expect(sessionIdOf(api)).to.equal('ps-150');
  });

  it('HTTP-20: with no session at all, one is started first; a failed start lets the deposit go on without an id', async () => {
    changeAmount(testScope(), '150', '.');
    api.expectCall('session-start').andFail(new Error('Failed to fetch'));
    api.expectCall('deposit-create').andRespond({ depositId: 3 });
    await submitDeposit(testScope());
    expect(api.callsTo('session-start')).to.deep.equal([{ amount: 150, currency: 'USD', pendingGroup: null }]);
    expect(sessionIdOf(api)).to.equal(undefined);
  });

  it('HTTP-20: an answered session for the same amount is reused, not started again', async () => {
    changeAmount(testScope(), '150', '.');
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps-150' });
    clock.tick(500);
    await flush();
    api.expectCall('deposit-create').andRespond({ depositId: 4 });
    await submitDeposit(testScope());
    expect(api.callsTo('session-start').length).to.equal(1);
    expect(sessionIdOf(api)).to.equal('ps-150');
  });
});
