// Decision CRIT-02 (issue #24): the analytics chunk starts after the first screen has painted;
// what happened since the element's connection is sent when it starts, each event with the time
// and the facts of its own moment, and nothing is sent twice or without a connection.
import { expect } from '@open-wc/testing';
import { keepEarlyAnalytics, noteAnalytics } from '../../../src/stores/analytics-early.ts';
import { queuedAnalytics, startAnalytics, trackEvent } from '../../../src/stores/analytics.ts';
import { api } from '../../../src/stores/api.ts';
import { applyHandshake } from '../../../src/stores/config.ts';
import { reportLocation } from '../../../src/stores/navigation.ts';
import { selectMethod } from '../../../src/stores/selection.ts';
import { CashierError } from '../../../src/transport/errors.ts';
import { visa } from '../flows/helpers/fixtures.ts';
import { installMockApi, uninstallMockApi } from '../flows/helpers/mock-api.ts';
import type { MockApi } from '../flows/helpers/mock-api.ts';
import { createFakeClock } from './fake-clock.ts';
import { testScope } from '../scope.ts';

const START = 1_700_000_099_000;

describe('analytics before its chunk runs (CRIT-02)', () => {
  let mock: MockApi;
  let stops: Array<() => void>;
  let now: number;
  const realNow = Date.now;
  const start = (): void => {
    stops.push(startAnalytics(testScope(), { clock: createFakeClock(), now: () => START, sendKeepalive: () => undefined, tab: { win: new EventTarget(), doc: Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState }) } }));
  };
  const at = (ms: number): void => void (now = ms);

  beforeEach(() => {
    now = 1_700_000_000_000;
    Date.now = () => now;
    reportLocation(testScope(), '/deposit', 'deposit');
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE', token: 'token-1' });
    mock = installMockApi();
    stops = [];
  });
  afterEach(() => {
    for (const stop of stops.reverse()) stop();
    Date.now = realNow;
    uninstallMockApi();
    reportLocation(testScope(), '', 'deposit');
  });

  it('CRIT-02: the list shown, a pick, a failed call and a tracked event before the chunk are all sent when it starts, each with its own time and facts', async () => {
    stops.push(keepEarlyAnalytics(testScope()));
    at(1_700_000_000_100);
    noteAnalytics(testScope(), { type: 'shown' });
    at(1_700_000_000_200);
    selectMethod(testScope(), visa);
    at(1_700_000_000_300);
    mock.expectCall('deposit-limits').andFail(new CashierError('http', { status: 400, serverCode: 'banking.amountLimit', message: 'Amount out of range', call: 'deposit-limits' }));
    await api(testScope()).call('deposit-limits', { paymentMethod: 'visa' } as never).catch(() => undefined);
    at(1_700_000_000_400);
    trackEvent(testScope(), 'deposit_submit', { amount: 25 });
    // The widget moves on before the chunk arrives: the kept events still report their own moment.
    applyHandshake(testScope(), { currency: 'EUR', paymentGeo: 'FR' });
    expect(queuedAnalytics(testScope())).to.deep.equal([]);

    start();

    const queued = queuedAnalytics(testScope());
    expect(queued.map((e) => [e.key, e.timestamp, e.value['deposit_method'], e.value['currency'], e.value['payment_region']])).to.deep.equal([
      ['deposit_methods_shown', 1_700_000_000_100, null, 'USD', 'DE'],
      ['deposit_method_selected', 1_700_000_000_200, 'visa', 'USD', 'DE'],
      ['error', 1_700_000_000_300, 'visa', 'USD', 'DE'],
      ['deposit_submit', 1_700_000_000_400, 'visa', 'USD', 'DE'],
    ]);
    expect(queued[2]?.value).to.deep.include({ call: 'deposit-limits', code: 'banking.amountLimit', status: 400 });
    expect(queued[3]?.value).to.deep.include({ submit_amount: 25 });
  });

  it('CRIT-02: once the chunk runs, the entry’s notes go straight to it and a pick is counted once', () => {
    stops.push(keepEarlyAnalytics(testScope()));
    selectMethod(testScope(), visa);
    start();
    noteAnalytics(testScope(), { type: 'shown' });
    expect(queuedAnalytics(testScope()).map((e) => [e.key, e.timestamp])).to.deep.equal([
      ['deposit_method_selected', 1_700_000_000_000],
      ['deposit_methods_shown', 1_700_000_000_000],
    ]);
  });

  it('CRIT-02: on a withdrawal route a kept list event is withdrawal_methods_shown, as the route was then', () => {
    stops.push(keepEarlyAnalytics(testScope()));
    reportLocation(testScope(), '/withdrawal', 'withdrawal');
    noteAnalytics(testScope(), { type: 'shown' });
    reportLocation(testScope(), '/deposit', 'deposit');
    start();
    expect(queuedAnalytics(testScope()).map((e) => e.key)).to.deep.equal(['withdrawal_methods_shown']);
  });

  it('CRIT-02: a connection that ended before the chunk ran keeps nothing; without one nothing is kept', () => {
    const stopKeeping = keepEarlyAnalytics(testScope());
    noteAnalytics(testScope(), { type: 'shown' });
    stopKeeping();
    noteAnalytics(testScope(), { type: 'shown' });
    trackEvent(testScope(), 'deposit_submit', { amount: 5 });
    start();
    expect(queuedAnalytics(testScope())).to.deep.equal([]);
  });
});
