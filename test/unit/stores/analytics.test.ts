// AN-01..05 through the store: what is queued, when a batch goes through the `events` call
// (strict request mock: an unexpected `events` call fails the test), and what is never sent.
import { expect } from '@open-wc/testing';
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_MS, ANALYTICS_QUEUE_CAP } from '../../../src/domain/analytics-events.ts';
import { flushAnalytics, queuedAnalytics, startAnalytics, trackEvent, trackMethodsShown, trackRegexErrors } from '../../../src/stores/analytics.ts';
import type { AnalyticsEvent } from '../../../src/stores/analytics.ts';
import { api } from '../../../src/stores/api.ts';
import { applyHandshake } from '../../../src/stores/config.ts';
import { reportInvalidFields } from '../../../src/stores/invalid-fields.ts';
import { onHostMessage } from '../../../src/stores/host-outbox.ts';
import type { OutboundMessage } from '../../../src/stores/host-outbox.ts';
import { reportLocation } from '../../../src/stores/navigation.ts';
import { selectMethod } from '../../../src/stores/selection.ts';
import { CashierError } from '../../../src/transport/errors.ts';
import { usdt, visa } from '../flows/helpers/fixtures.ts';
import { installMockApi, uninstallMockApi } from '../flows/helpers/mock-api.ts';
import type { MockApi } from '../flows/helpers/mock-api.ts';
import { createFakeClock } from './fake-clock.ts';
import type { FakeClock } from './fake-clock.ts';
import { testScope } from '../scope.ts';
import { flush } from '../flush.ts';
type Sent = { events: AnalyticsEvent[] };

describe('analytics store (AN-01..05)', () => {
  let mock: MockApi;
  let clock: FakeClock;
  let stop: () => void;
  let keepalive: Sent[];
  let win: EventTarget;
  let doc: EventTarget & { visibilityState: DocumentVisibilityState };

  const sentBatches = (): Sent[] => mock.callsTo('events') as Sent[];
  const keys = (batch: Sent | undefined): string[] => (batch?.events ?? []).map((e) => e.key);

  function start(): void {
    stop = startAnalytics(testScope(), { clock, now: () => 1_700_000_000_000 + clock.now(), sendKeepalive: (p) => keepalive.push(p as Sent), tab: { win, doc } });
  }

  beforeEach(() => {
    reportLocation(testScope(), '/deposit', 'deposit');
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE', token: 'token-1' });
    mock = installMockApi();
    clock = createFakeClock();
    keepalive = [];
    win = new EventTarget();
    doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    stop = () => undefined;
  });
  afterEach(() => {
    stop();
    uninstallMockApi();
    reportLocation(testScope(), '', 'deposit');
  });

  it('AN-05: nothing is queued or sent before a cashier session starts analytics', () => {
    trackEvent(testScope(), 'deposit_submit', { amount: 10 });
    trackRegexErrors(testScope(), ['amount']);
    expect(queuedAnalytics(testScope())).to.deep.equal([]);
    expect(mock.calls).to.deep.equal([]);
  });

  it(`AN-05: a batch goes through the events call once it holds ${ANALYTICS_BATCH_SIZE} events, as { events: [{ key, timestamp, value }] }`, async () => {
    start();
    mock.always('events', {});
    for (let i = 1; i < ANALYTICS_BATCH_SIZE; i++) trackEvent(testScope(), 'deposit_submit', { amount: i });
    expect(sentBatches()).to.have.length(0);
    trackEvent(testScope(), 'deposit_submit', { amount: ANALYTICS_BATCH_SIZE });
    await flush(1);
    const [batch] = sentBatches();
    expect(batch?.events).to.have.length(ANALYTICS_BATCH_SIZE);
    expect(batch?.events[0]).to.deep.equal({
      key: 'deposit_submit',
      timestamp: 1_700_000_000_000,
      value: { currency: 'USD', deposit_method: null, method_type: 'default', payment_region: 'DE', submit_amount: 1 },
    });
  });

  it(`AN-05: a smaller batch goes ${ANALYTICS_FLUSH_MS} ms after its first event`, async () => {
    start();
    mock.expectCall('events').andRespond({});
    trackMethodsShown(testScope());
    clock.tick(ANALYTICS_FLUSH_MS - 1);
    expect(sentBatches()).to.have.length(0);
    clock.tick(1);
    await flush(1);
    expect(keys(sentBatches()[0])).to.deep.equal(['deposit_methods_shown']);
  });

  it('AN-05: hiding or leaving the page sends the queue with keepalive at once', () => {
    start();
    trackEvent(testScope(), 'deposit_submit', { amount: 5 });
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(keepalive.map(keys)).to.deep.equal([['deposit_submit']]);
    trackEvent(testScope(), 'deposit_created', { amount: 5 });
    win.dispatchEvent(new Event('pagehide'));
    expect(keepalive.map(keys)).to.deep.equal([['deposit_submit'], ['deposit_created']]);
    expect(sentBatches()).to.have.length(0);
    expect(clock.pending()).to.equal(0);
  });

  it('AN-05: stopping takes back the pagehide and visibilitychange listeners it added', () => {
    const live = new Map<string, Set<unknown>>();
    const track = (target: EventTarget) => {
      target.addEventListener = (type: string, fn: unknown) => void (live.get(type) ?? live.set(type, new Set()).get(type)!).add(fn);
      target.removeEventListener = (type: string, fn: unknown) => void live.get(type)?.delete(fn);
    };
    track(win);
    track(doc);
    start();
    expect([...live].map(([type, fns]) => [type, fns.size])).to.deep.equal([['pagehide', 1], ['visibilitychange', 1]]);
    stop();
    expect([...live].map(([type, fns]) => [type, fns.size])).to.deep.equal([['pagehide', 0], ['visibilitychange', 0]]);
  });

  it('AN-05: the end of the cashier session sends what is queued with keepalive; afterwards nothing is queued', () => {
    start();
    trackEvent(testScope(), 'deposit_submit', { amount: 5 });
    stop();
    expect(keepalive.map(keys)).to.deep.equal([['deposit_submit']]);
    trackEvent(testScope(), 'deposit_submit', { amount: 6 });
    expect(queuedAnalytics(testScope())).to.deep.equal([]);
  });

  it('AN-05: a failed send is dropped: no retry, and no error event about the events call', async () => {
    start();
    mock.expectCall('events').andFail(new CashierError('network', { message: 'Failed to fetch', call: 'events' }));
    trackEvent(testScope(), 'deposit_submit', { amount: 5 });
    flushAnalytics(testScope());
    await flush(1);
    clock.tick(ANALYTICS_FLUSH_MS * 3);
    await flush(1);
    expect(sentBatches()).to.have.length(1);
    expect(queuedAnalytics(testScope())).to.deep.equal([]);
  });

  it(`AN-05: one send at a time; events meanwhile wait (at most ${ANALYTICS_QUEUE_CAP}, the oldest dropped) and go when it settles`, async () => {
    start();
    const first = mock.expectCall('events').andHang();
    mock.expectCall('events').andRespond({});
    for (let i = 0; i < ANALYTICS_BATCH_SIZE; i++) trackEvent(testScope(), 'deposit_submit', { amount: i });
    for (let i = 0; i < ANALYTICS_QUEUE_CAP + 5; i++) trackEvent(testScope(), 'deposit_submit', { amount: 1000 + i });
    expect(sentBatches()).to.have.length(1);
    expect(queuedAnalytics(testScope())).to.have.length(ANALYTICS_QUEUE_CAP);
    expect(queuedAnalytics(testScope())[0]?.value['submit_amount']).to.equal(1005);
    first.release({});
    await flush(1);
    await flush(1);
    expect(sentBatches()).to.have.length(2);
    expect(sentBatches()[1]?.events).to.have.length(ANALYTICS_QUEUE_CAP);
  });

  it('AN-01: on a withdrawal route deposit events are not sent; the list event is withdrawal_methods_shown with withdrawal_method', () => {
    start();
    reportLocation(testScope(), '/withdrawal', 'withdrawal');
    trackEvent(testScope(), 'deposit_submit', { amount: 5 });
    trackMethodsShown(testScope());
    trackRegexErrors(testScope(), ['amount']);
    const queued = queuedAnalytics(testScope());
    expect(queued.map((e) => e.key)).to.deep.equal(['withdrawal_methods_shown', 'regex_error']);
    expect(queued[0]?.value).to.have.property('withdrawal_method', null);
    expect(queued[0]?.value).to.not.have.property('deposit_method');
  });

  it('AN-02: a chosen method is deposit_method_selected with its name and method type (crypto, fiat)', () => {
    start();
    selectMethod(testScope(), visa);
    selectMethod(testScope(), usdt);
    const queued = queuedAnalytics(testScope());
    expect(queued.map((e) => [e.key, e.value['deposit_method'], e.value['method_type']])).to.deep.equal([
      ['deposit_method_selected', 'visa', 'fiat'],
      ['deposit_method_selected', 'usdt_trc20', 'crypto'],
    ]);
    trackEvent(testScope(), 'deposit_submit', { amount: 25 });
    expect(queuedAnalytics(testScope())[2]?.value).to.deep.include({ deposit_method: 'usdt_trc20', method_type: 'crypto', submit_amount: 25, currency: 'USD', payment_region: 'DE' });
  });

  it('AN-01, AN-02: a method picked before the analytics chunk arrived is reported once it starts', () => {
    selectMethod(testScope(), visa);
    start();
    expect(queuedAnalytics(testScope()).map((e) => [e.key, e.value['deposit_method']])).to.deep.equal([['deposit_method_selected', 'visa']]);
  });

  it('AN-03: every failed request sends an error event with the code and the text', async () => {
    start();
    mock.expectCall('deposit-limits').andFail(new CashierError('http', { status: 400, serverCode: 'banking.amountLimit', message: 'Amount out of range', call: 'deposit-limits' }));
    mock.expectCall('methods-payment-v5').andFail(new CashierError('network', { message: 'Network connection failed' }));
    await api(testScope()).call('deposit-limits', { paymentMethod: 'visa' } as never).catch(() => undefined);
    await api(testScope()).call('methods-payment-v5', {} as never).catch(() => undefined);
    expect(queuedAnalytics(testScope()).map((e) => [e.key, e.value['call'], e.value['code'], e.value['text'], e.value['status']])).to.deep.equal([
      ['error', 'deposit-limits', 'banking.amountLimit', 'Amount out of range', 400],
      ['error', 'methods-payment-v5', 'network', 'Network connection failed', null],
    ]);
  });

  it('AN-04: a failed submit sends one regex_error per bad field, and onDisplayError names the fields once', () => {
    start();
    const seen: OutboundMessage[] = [];
    const off = onHostMessage(testScope(), (m) => seen.push(m));
    reportInvalidFields(testScope(), ['amount', 'phone', 'pixKey']);
    off();
    expect(queuedAnalytics(testScope()).map((e) => [e.key, e.value['field']])).to.deep.equal([
      ['regex_error', 'amount'],
      ['regex_error', 'phone'],
      ['regex_error', 'pixKey'],
    ]);
    expect(seen).to.deep.equal([{ messageType: 'onDisplayError', payload: { kind: 'field', fields: ['amount', 'phone', 'pixKey'] } }]);
  });

  it('AN-02: no event carries the token or the player record', () => {
    start();
    selectMethod(testScope(), visa);
    trackEvent(testScope(), 'deposit_submit', { amount: 5 });
    expect(JSON.stringify(queuedAnalytics(testScope()))).to.not.contain('token-1');
  });
});
