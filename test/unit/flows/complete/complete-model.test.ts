import { expect } from '@open-wc/testing';
import { COMPLETE_STATUS_POLL_MS } from '../../../../src/domain/constants.ts';
import type { PendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { $transaction, applyDepositStatusPush } from '../../../../src/stores/transaction.ts';
import { backTarget, retryTarget, startCompletePage } from '../../../../src/flows/complete/model.ts';
import { polledStatus } from '../../../../src/stores/polled-status.ts';
import { createFakeClock } from '../../stores/fake-clock.ts';
import type { FakeClock } from '../../stores/fake-clock.ts';
import { createMockApi } from '../helpers/mock-api.ts';
import type { MockApi } from '../helpers/mock-api.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';
import { fakeDrops } from '../helpers/fake-drops.ts';
const card: PendingDeposit = { depositId: 42, paymentMethod: 'visa', amount: 10, currency: 'USD', crypto: false, onramp: false };

describe('complete page status machine', () => {
  let clock: FakeClock;
  let api: MockApi;
  let stop: (() => void) | undefined;
  const start = (o: Partial<Parameters<typeof startCompletePage>[1]> = {}) =>
    (stop = startCompletePage(testScope(), { statusQuery: null, transaction: 'deposit', pending: card, poll: false, api, clock, ...o }));

  beforeEach(() => {
    clock = createFakeClock();
    api = createMockApi();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    api.verify();
  });

  it('STATUS-01/STATUS-04: starts waiting', () => {
    start();
    expect($transaction(testScope()).get().status).to.equal('waiting');
  });

  it('STATUS-09/STATUS-02: a status query value is used; an unknown one becomes accepted', () => {
    start({ statusQuery: 'mistaked' });
    expect($transaction(testScope()).get().status).to.equal('mistaked');
    stop?.();
    start({ statusQuery: 'bogus' });
    expect($transaction(testScope()).get().status).to.equal('accepted');
  });

  it('STATUS-10: a withdrawal goes straight to accepted', () => {
    start({ transaction: 'withdrawal' });
    expect($transaction(testScope()).get().status).to.equal('accepted');
  });

  it('STATUS-12/STATUS-03: a push is followed only for the same deposit id (numeric or string)', () => {
    start();
    applyDepositStatusPush(testScope(), { depositId: 41, status: 1 });
    expect($transaction(testScope()).get().status).to.equal('waiting');
    applyDepositStatusPush(testScope(), { depositId: '42', status: 2 });
    expect($transaction(testScope()).get().status).to.equal('mistaked');
    applyDepositStatusPush(testScope(), { depositId: 42, status: 1 });
    expect($transaction(testScope()).get().status).to.equal('processed');
  });

  it('STATUS-12: a push that arrived before the page opened counts', () => {
    applyDepositStatusPush(testScope(), { depositId: 42, status: 1 });
    start();
    expect($transaction(testScope()).get().status).to.equal('processed');
  });

  it('STATUS-11: crypto follows the store whatever the id', () => {
    start({ pending: { ...card, depositId: undefined, crypto: true } });
    applyDepositStatusPush(testScope(), { depositId: 'other', status: 1 });
    expect($transaction(testScope()).get().status).to.equal('processed');
  });

  it('STATUS-13: still waiting after 60 s → accepted; a later push still updates', () => {
    start();
    clock.tick(59_999);
    expect($transaction(testScope()).get().status).to.equal('waiting');
    clock.tick(1);
    expect($transaction(testScope()).get().status).to.equal('accepted');
    applyDepositStatusPush(testScope(), { depositId: 42, status: 1 });
    expect($transaction(testScope()).get().status).to.equal('processed');
  });

  it('STATUS-14: on-ramp waits 5 minutes', () => {
    start({ pending: { ...card, onramp: true } });
    clock.tick(60_000);
    expect($transaction(testScope()).get().status).to.equal('waiting');
    clock.tick(240_000);
    expect($transaction(testScope()).get().status).to.equal('accepted');
  });

  it('STATUS-15: leaving resets the transaction to waiting without data and stops the timers', () => {
    start();
    applyDepositStatusPush(testScope(), { depositId: 42, status: 1 });
    stop?.();
    stop = undefined;
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'waiting' });
    expect(clock.pending()).to.equal(0);
  });

  it('STATUS-18: over HTTP the page polls deposit-status every 5 s while waiting', async () => {
    api.expectCall('deposit-status').andRespond({ status: 'PENDING' });
    api.expectCall('deposit-status').andRespond({ status: 'PAYED' });
    start({ poll: true });
    clock.tick(COMPLETE_STATUS_POLL_MS - 1);
    expect(api.callsTo('deposit-status').length).to.equal(0);
    clock.tick(1);
    await flush();
    expect(api.callsTo('deposit-status')).to.deep.equal([{ depositId: 42, paymentMethod: 'visa' }]);
    expect($transaction(testScope()).get().status).to.equal('waiting');
    clock.tick(COMPLETE_STATUS_POLL_MS);
    await flush();
    expect($transaction(testScope()).get().status).to.equal('processed');
    clock.tick(COMPLETE_STATUS_POLL_MS * 3);
    expect(api.callsTo('deposit-status').length).to.equal(2);
  });

  it('REL-09: over HTTP polling goes on through the 60 s "accepted", so a later decline shows as declined', async () => {
    for (let i = 0; i < 12; i += 1) api.expectCall('deposit-status').andRespond({ status: 'PENDING' });
    api.expectCall('deposit-status').andRespond({ status: 'DECLINED' });
    start({ poll: true });
    for (let i = 0; i < 12; i += 1) {
      clock.tick(COMPLETE_STATUS_POLL_MS);
      await flush();
    }
    expect($transaction(testScope()).get().status).to.equal('accepted');
    clock.tick(COMPLETE_STATUS_POLL_MS);
    await flush();
    expect($transaction(testScope()).get().status).to.equal('mistaked');
    clock.tick(COMPLETE_STATUS_POLL_MS * 3);
    await flush();
    expect(api.callsTo('deposit-status').length).to.equal(13);
  });

  it('STATUS-18: no polling over the socket (pushes arrive there)', () => {
    start({ poll: false });
    clock.tick(COMPLETE_STATUS_POLL_MS * 3);
    expect(api.calls.length).to.equal(0);
  });

  it('REL-03: over the socket, a drop while waiting asks deposit-status at once, then every 5 s until the status is final', async () => {
    const drops = fakeDrops();
    api.expectCall('deposit-status').andRespond({ status: 'PENDING' });
    api.expectCall('deposit-status').andRespond({ status: 'DECLINED' });
    start({ poll: false, watchDrops: drops.watch });
    clock.tick(COMPLETE_STATUS_POLL_MS * 2);
    expect(api.calls.length).to.equal(0); // no drop, no polling (STATUS-18)
    drops.drop();
    clock.tick(0);
    await flush();
    expect(api.callsTo('deposit-status')).to.deep.equal([{ depositId: 42, paymentMethod: 'visa' }]);
    clock.tick(COMPLETE_STATUS_POLL_MS - 1);
    await flush();
    expect(api.callsTo('deposit-status').length).to.equal(1);
    clock.tick(1);
    await flush();
    expect($transaction(testScope()).get().status).to.equal('mistaked');
    clock.tick(COMPLETE_STATUS_POLL_MS * 3);
    await flush();
    expect(api.callsTo('deposit-status').length).to.equal(2);
  });

  it('REL-03: a drop after the 60 s "accepted" still asks, so a late decline never stays shown as processing', async () => {
    const drops = fakeDrops();
    api.expectCall('deposit-status').andRespond({ status: 'DECLINED' });
    start({ poll: false, watchDrops: drops.watch });
    clock.tick(60_000);
    expect($transaction(testScope()).get().status).to.equal('accepted');
    drops.drop();
    clock.tick(0);
    await flush();
    expect($transaction(testScope()).get().status).to.equal('mistaked');
  });

  it('REL-03: drops in a row never put two status requests in flight; leaving stops listening', async () => {
    const drops = fakeDrops();
    const hung = api.expectCall('deposit-status').andHang();
    start({ poll: false, watchDrops: drops.watch });
    drops.drop();
    clock.tick(0);
    await flush();
    drops.drop();
    drops.drop();
    clock.tick(COMPLETE_STATUS_POLL_MS * 2);
    await flush();
    expect(api.callsTo('deposit-status').length).to.equal(1);
    hung.release({ status: 'PAYED' });
    await flush();
    expect($transaction(testScope()).get().status).to.equal('processed');
    stop?.();
    stop = undefined;
    expect(drops.count()).to.equal(0);
  });

  it('REL-07: every later drop asks at once too, instead of waiting for the loop\'s next 5 s tick', async () => {
    const drops = fakeDrops();
    api.expectCall('deposit-status').andRespond({ status: 'PENDING' });
    api.expectCall('deposit-status').andRespond({ status: 'PENDING' });
    start({ poll: false, watchDrops: drops.watch });
    drops.drop();
    clock.tick(0);
    await flush();
    clock.tick(1_000);
    drops.drop();
    clock.tick(0);
    await flush();
    expect(api.callsTo('deposit-status').length).to.equal(2);
    expect(clock.pending()).to.equal(2); // the 60 s time-out and the one loop's next tick
  });

  it('REL-03: a settled deposit or a withdrawal page does not ask again on a drop', async () => {
    const drops = fakeDrops();
    start({ poll: false, watchDrops: drops.watch, statusQuery: 'processed' });
    drops.drop();
    clock.tick(COMPLETE_STATUS_POLL_MS * 2);
    await flush();
    stop?.();
    start({ poll: false, watchDrops: drops.watch, transaction: 'withdrawal' });
    drops.drop();
    clock.tick(COMPLETE_STATUS_POLL_MS * 2);
    await flush();
    expect(api.calls.length).to.equal(0);
  });

  it('STATUS-18: poll answers set a status (decision DOOR-03): PAYED → processed, cancelled → mistaked, numeric data status wins', () => {
    expect(polledStatus({ status: 'PAYED' })).to.equal('processed');
    expect(polledStatus({ status: 'auto_canceled' })).to.equal('mistaked');
    expect(polledStatus({ status: 'CANCELED' })).to.equal('mistaked');
    expect(polledStatus({ status: 'NEW', data: { status: 2 } })).to.equal('mistaked');
    expect(polledStatus({ status: 'NEW', data: { status: 0 } })).to.equal(null);
    expect(polledStatus(null)).to.equal(null);
  });

  it('ENT-23 STATUS-18: the poll reads the words table: DECLINED → mistaked, PENDING keeps waiting, case-insensitive', () => {
    expect(polledStatus({ status: 'DECLINED' })).to.equal('mistaked');
    expect(polledStatus({ status: ' declined ' })).to.equal('mistaked');
    expect(polledStatus({ status: 'PENDING' })).to.equal(null);
    expect(polledStatus({ status: 'payed' })).to.equal('processed');
    expect(polledStatus({ status: 'SOMETHING_NEW' })).to.equal(null);
  });

  it('ENT-23 STATUS-18: a deposit the backend answers DECLINED shows declined, not "accepted" after 60 s', async () => {
    api.expectCall('deposit-status').andRespond({ status: 'DECLINED' });
    start({ poll: true });
    clock.tick(COMPLETE_STATUS_POLL_MS);
    await flush();
    expect($transaction(testScope()).get().status).to.equal('mistaked');
    clock.tick(60_000);
    expect($transaction(testScope()).get().status).to.equal('mistaked');
    expect(api.callsTo('deposit-status').length).to.equal(1);
  });

  it('STATUS-16/STATUS-17: back goes to `to`, else the group list when a group is chosen, else the redirect page', () => {
    expect(backTarget('onramp', false)).to.equal('/deposit/onramp');
    expect(backTarget('/deposit/redirect/pix', true)).to.equal('/deposit/redirect/pix');
    expect(backTarget('//evil.test', false)).to.equal('/deposit/redirect');
    expect(backTarget(null, true)).to.equal('/deposit/group');
    expect(backTarget(null, false)).to.equal('/deposit/redirect');
  });

  it('STATUS-07/STATUS-08: retry returns to the payment page of the method', () => {
    expect(retryTarget(null, true)).to.equal('/deposit/group/redirect');
    expect(retryTarget(null, false)).to.equal('/deposit/redirect');
    expect(retryTarget('deposit-onramp', false)).to.equal('/deposit/onramp');
  });
});
