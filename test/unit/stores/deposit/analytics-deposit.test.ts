// AN-02/AN-03/AN-05 in the deposit engine: what one press of Deposit sends, created or failed,
// and the complete page's statuses. Analytics is started as a cashier session starts it; batches
// are read from the queue (the store's own tests cover how they travel).
import { expect } from '@open-wc/testing';
import { startCompletePage } from '../../../../src/flows/complete/model.ts';
import { changeAmount, closeRedirectPage, openRedirectPage, submitDeposit } from '../../../../src/flows/redirect/model.ts';
import { queuedAnalytics, startAnalytics } from '../../../../src/stores/analytics.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { reportLocation } from '../../../../src/stores/navigation.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { $transaction, applyDepositStatusPush } from '../../../../src/stores/transaction.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import { createFakeClock } from '../fake-clock.ts';
import { fakeOpener } from '../../flows/helpers/fake-helper.ts';
import { visa } from '../../flows/helpers/fixtures.ts';
import { installMockApi, uninstallMockApi } from '../../flows/helpers/mock-api.ts';
import type { MockApi } from '../../flows/helpers/mock-api.ts';
import { testScope } from '../../scope.ts';

describe('analytics of a deposit (AN-02, AN-03, AN-05)', () => {
  let api: MockApi;
  let stop: () => void;
  const events = (): Array<Record<string, unknown>> => queuedAnalytics(testScope()).map((e) => ({ key: e.key, ...e.value }));

  beforeEach(() => {
    reportLocation(testScope(), '/deposit/redirect', 'deposit');
    api = installMockApi();
    api.always('session-start', null);
    configureDepositEnv(testScope(), {
      clock: createFakeClock(),
      openHelper: fakeOpener('ready').open,
      documentUrl: () => 'https://casino.test/cashier',
      openerOrigin: () => 'https://casino.test',
    });
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE', token: 'token-1' });
    // A fake clock that never fires: every event stays in the queue for the test to read.
    stop = startAnalytics(testScope(), { clock: createFakeClock(), now: () => 1, sendKeepalive: () => undefined });
    selectMethod(testScope(), visa);
    openRedirectPage(testScope(), '.');
    changeAmount(testScope(), '150', '.');
  });
  afterEach(() => {
    stop();
    closeRedirectPage(testScope());
    uninstallMockApi();
    configureDepositEnv(testScope(), null);
  });

  it('AN-02: a press that creates a deposit sends deposit_submit and deposit_created with the method, type, region, currency and submit_amount', async () => {
    api.expectCall('deposit-create').andRespond({ depositId: 7 });
    await submitDeposit(testScope());
    const common = { currency: 'USD', deposit_method: 'visa', method_type: 'fiat', payment_region: 'DE', submit_amount: 150 };
    expect(events()).to.deep.equal([
      { key: 'deposit_method_selected', ...common, submit_amount: null },
      { key: 'deposit_submit', ...common },
      { key: 'deposit_created', ...common },
    ]);
  });

  it('AN-03: a refused deposit-create sends an error event with code and text, then deposit_failed', async () => {
    api.expectCall('deposit-create').andFail(new CashierError('http', { status: 400, serverCode: 'banking.amountLimit', message: 'Amount out of range', call: 'deposit-create' }));
    await submitDeposit(testScope());
    const facts = { call: 'deposit-create', code: 'banking.amountLimit', text: 'Amount out of range', status: 400 };
    expect(events().slice(1).map(({ key, call, code, text, status }) => ({ key, call, code, text, status }))).to.deep.equal([
      { key: 'deposit_submit', call: undefined, code: undefined, text: undefined, status: undefined },
      { key: 'error', ...facts },
      { key: 'deposit_failed', ...facts },
    ]);
  });

  it('AN-05: an invalid press is still a deposit_submit, and nothing is created', async () => {
    changeAmount(testScope(), '1', '.');
    await submitDeposit(testScope());
    expect(events().map((e) => [e.key, e.submit_amount])).to.deep.equal([
      ['deposit_method_selected', null],
      ['deposit_submit', 1],
    ]);
  });

  it('AN-05: each status the complete page shows is one deposit_status event', () => {
    const stopPage = startCompletePage(testScope(), { statusQuery: null, transaction: 'deposit', pending: { depositId: 7, paymentMethod: 'visa', amount: 150, currency: 'USD', crypto: false, onramp: false }, poll: false, api, clock: createFakeClock() });
    applyDepositStatusPush(testScope(), { depositId: 7, status: 1 });
    expect($transaction(testScope()).get().status).to.equal('processed');
    stopPage();
    expect(events().filter((e) => e.key === 'deposit_status').map((e) => [e.status, e.submit_amount])).to.deep.equal([
      ['waiting', 150],
      ['processed', 150],
    ]);
  });
});
