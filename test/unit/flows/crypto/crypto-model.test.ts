// The crypto address page's transfer watch over HTTP (CRYPTO-14, decision STATUS-18): nothing is
// pushed there, so the shown deposit's status is polled every 5 s until a transfer shows up.
import { expect } from '@open-wc/testing';
import { $addressPage, completePath, watchForTransfer } from '../../../../src/flows/crypto/model.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import { $transaction } from '../../../../src/stores/transaction.ts';
import { createFakeClock } from '../../stores/fake-clock.ts';
import { installMockApi, uninstallMockApi } from '../helpers/mock-api.ts';
import type { MockApi } from '../helpers/mock-api.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';
import { fakeDrops } from '../helpers/fake-drops.ts';

describe('crypto address transfer watch (CRYPTO-14)', () => {
  let api: MockApi;
  beforeEach(() => {
    api = installMockApi();
    $addressPage(testScope()).set({ phase: 'ready', options: [], network: 'TRC20', address: 'T1', data: undefined, depositId: 801 });
  });
  afterEach(() => uninstallMockApi());

  it('CRYPTO-14: over HTTP, deposit-status is polled every 5 s; a pending answer keeps polling, a txid goes to the complete page', async () => {
    const clock = createFakeClock();
    const place = { path: '/deposit/crypto/address' };
    api.expectCall('deposit-status').andRespond({ status: 'PENDING', data: { status: 0 } });
    api.expectCall('deposit-status').andRespond({ status: 'PENDING', data: { status: 0, txid: 'f00d', blockchain: 'Tron' } });
    const stop = watchForTransfer(testScope(), place, { poll: true, api, clock });
    clock.tick(4_999);
    expect(api.callsTo('deposit-status')).to.have.length(0);
    clock.tick(1);
    await flush();
    expect(api.callsTo('deposit-status')[0]).to.deep.equal({ depositId: 801, paymentMethod: '' });
    expect($navigationRequest(testScope()).get()).to.equal(null);
    clock.tick(5_000);
    await flush();
    expect($transaction(testScope()).get().data).to.include({ txid: 'f00d', depositId: 801 });
    expect($navigationRequest(testScope()).get()).to.include({ to: completePath(place), replace: true });
    expect(completePath(place)).to.equal('/deposit/complete?to=%2Fdeposit%2Fcrypto%2Faddress');
    stop();
    expect(clock.pending()).to.equal(0);
  });

  it('CRYPTO-14: over the socket nothing is polled; the crypto-balance page completes inside the mode', () => {
    const clock = createFakeClock();
    const stop = watchForTransfer(testScope(), { path: '/cryptobalance/deposit/crypto' }, { poll: false, api, clock });
    clock.tick(60_000);
    expect(api.calls).to.have.length(0);
    stop();
    expect(completePath({ path: '/cryptobalance/deposit/crypto' })).to.equal('/cryptobalance/deposit/fiat/complete?to=%2Fcryptobalance%2Fdeposit%2Fcrypto');
  });

  it('REL-07: over the socket, a drop makes the page ask deposit-status at once and then poll every 5 s until the transfer shows up', async () => {
    const clock = createFakeClock();
    const drops = fakeDrops();
    const place = { path: '/deposit/crypto/address' };
    api.expectCall('deposit-status').andRespond({ status: 'PENDING', data: { status: 0 } });
    api.expectCall('deposit-status').andRespond({ status: 'PENDING', data: { status: 0, txid: 'beef', blockchain: 'Tron' } });
    const stop = watchForTransfer(testScope(), place, { poll: false, api, clock, watchDrops: drops.watch });
    clock.tick(20_000);
    expect(api.calls).to.have.length(0); // pushes bring the transfer while the socket holds
    drops.drop();
    await flush();
    expect(api.callsTo('deposit-status')).to.deep.equal([{ depositId: 801, paymentMethod: '' }]);
    clock.tick(4_999);
    await flush();
    expect(api.callsTo('deposit-status')).to.have.length(1);
    clock.tick(1);
    await flush();
    expect($navigationRequest(testScope()).get()).to.include({ to: completePath(place), replace: true });
    stop();
    expect(drops.count()).to.equal(0);
    expect(clock.pending()).to.equal(0);
  });

  it('REL-07: drops in a row never put two status requests in flight', async () => {
    const clock = createFakeClock();
    const drops = fakeDrops();
    const hung = api.expectCall('deposit-status').andHang();
    const stop = watchForTransfer(testScope(), { path: '/deposit/crypto/address' }, { poll: false, api, clock, watchDrops: drops.watch });
    drops.drop();
    drops.drop();
    clock.tick(5_000);
    drops.drop();
    await flush();
    expect(api.callsTo('deposit-status')).to.have.length(1);
    hung.release({ status: 'PENDING', data: { status: 0 } });
    await flush();
    expect(clock.pending()).to.equal(1); // the one loop's next tick
    stop();
    expect(clock.pending()).to.equal(0);
  });
});
