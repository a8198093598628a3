/**
 * The complete page's block counter for a crypto deposit (flows §4 "Crypto confirmation";
 * CRYPTO-19..26, decision CRYPTO-24), driven by a hand clock and pushes into the store.
 */
import { expect } from '@open-wc/testing';
import { COMPLETE_STATUS_POLL_MS } from '../../../../src/domain/constants.ts';
import type { PendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { $transaction, applyDepositStatusPush } from '../../../../src/stores/transaction.ts';
import { startCompletePage } from '../../../../src/flows/complete/model.ts';
import { $confirmations } from '../../../../src/flows/complete/confirmations.ts';
import { createFakeClock } from '../../stores/fake-clock.ts';
import type { FakeClock } from '../../stores/fake-clock.ts';
import { recordHost } from '../../app/render.tsx';
import { createMockApi } from '../helpers/mock-api.ts';
import type { MockApi } from '../helpers/mock-api.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';
const TXID = 'f3a9c2b7e1d04a5f8b6c3e2d1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a21';
const usdt: PendingDeposit = { depositId: 77, paymentMethod: 'usdt', amount: 20, currency: 'USDT', crypto: true, onramp: false };
const onChain = (more: Record<string, unknown> = {}) => ({ depositId: 77, status: 0, txid: TXID, blockchain: 'Tron', amount: 20, currency: 'USDT', cryptoCurrency: 'USDT', ...more });

describe('complete page: crypto confirmations', () => {
  let clock: FakeClock;
  let api: MockApi;
  let stop: (() => void) | undefined;
  const start = (o: Partial<Parameters<typeof startCompletePage>[1]> = {}) =>
    (stop = startCompletePage(testScope(), { statusQuery: null, transaction: 'deposit', pending: usdt, poll: false, api, clock, ...o }));
  const progress = () => $confirmations(testScope()).get();

  beforeEach(() => {
    clock = createFakeClock();
    api = createMockApi();
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    api.verify();
  });

  it('CRYPTO-19/CRYPTO-22: while waiting, a Tron transfer counts one block every 3 s up to 20', () => {
    applyDepositStatusPush(testScope(), onChain());
    start();
    expect(progress()).to.include({ chain: 'Tron', network: 'Tron', txid: TXID, done: 0, required: 20 });
    clock.tick(2_999);
    expect(progress()?.done).to.equal(0);
    clock.tick(1);
    expect(progress()?.done).to.equal(1);
    clock.tick(27_000);
    expect(progress()?.done).to.equal(10);
    expect($transaction(testScope()).get().status).to.equal('waiting');
  });

  it('CRYPTO-20/CRYPTO-24: at the block limit the status becomes accepted — for Tron after 60 s, not at the 60 s time-out of other deposits', () => {
    start({ pending: { ...usdt, crypto: false } }); // a crypto method deposited in a fiat currency: the data tells
    clock.tick(30_000);
    applyDepositStatusPush(testScope(), onChain());
    clock.tick(59_999);
    expect($transaction(testScope()).get().status, 'the 60 s time-out does not apply to a crypto transfer').to.equal('waiting');
    expect(progress()?.done).to.equal(19);
    clock.tick(1);
    expect(progress()?.done).to.equal(20);
    expect($transaction(testScope()).get().status).to.equal('accepted');
  });

  it('CRYPTO-20/CRYPTO-22: Bitcoin takes 5 blocks of 10 minutes, TON 8 of 2 s', () => {
    applyDepositStatusPush(testScope(), onChain({ blockchain: 'Bitcoin' }));
    start();
    clock.tick(2_999_999);
    expect(progress()).to.include({ done: 4, required: 5 });
    expect($transaction(testScope()).get().status).to.equal('waiting');
    clock.tick(1);
    expect($transaction(testScope()).get().status).to.equal('accepted');
    stop?.();
    applyDepositStatusPush(testScope(), onChain({ blockchain: 'TON' }));
    start();
    clock.tick(15_999);
    expect(progress()).to.include({ done: 7, required: 8 });
    clock.tick(1);
    expect($transaction(testScope()).get().status).to.equal('accepted');
  });

  it('CRYPTO-21: counting stops when the status leaves waiting; a processed push keeps the hash and network', () => {
    applyDepositStatusPush(testScope(), onChain({ blockchain: 'BSC' }));
    start();
    clock.tick(8_000);
    expect(progress()?.done).to.equal(4);
    applyDepositStatusPush(testScope(), onChain({ blockchain: 'BSC', status: 1, finalAmount: 20 }));
    expect($transaction(testScope()).get().status).to.equal('processed');
    expect(clock.pending(), 'no block timer left').to.equal(0);
    clock.tick(60_000);
    expect(progress()).to.include({ done: 4, txid: TXID, network: 'BSC' });
    expect($transaction(testScope()).get().status).to.equal('processed');
  });

  it('CRYPTO-23: a crypto deposit on an unknown network turns accepted after 10 minutes, with no count', () => {
    applyDepositStatusPush(testScope(), onChain({ blockchain: 'Dogecoin' }));
    start();
    expect(progress()).to.include({ network: 'Dogecoin', required: 0, done: 0 });
    expect(progress()?.explorerUrl, 'no explorer for a chain we have no URL for').to.equal(undefined);
    clock.tick(60_000);
    expect($transaction(testScope()).get().status).to.equal('waiting');
    clock.tick(540_000 - 1);
    expect($transaction(testScope()).get().status).to.equal('waiting');
    clock.tick(1);
    expect($transaction(testScope()).get().status).to.equal('accepted');
  });

  it('CRYPTO-23/CRYPTO-24: before the transfer is seen a crypto deposit waits the 10-minute default; the chain\'s count starts when it is known', () => {
    start();
    clock.tick(100_000);
    expect($transaction(testScope()).get().status).to.equal('waiting');
    applyDepositStatusPush(testScope(), onChain({ blockchain: 'Ethereum' }));
    expect(progress()).to.include({ done: 0, required: 16 });
    clock.tick(12_000 * 16 - 1);
    expect(progress()?.done).to.equal(15);
    clock.tick(1);
    expect($transaction(testScope()).get().status).to.equal('accepted');
  });

  it('CRYPTO-24: a push carrying the backend\'s confirmations moves the count ahead; reaching the limit that way is accepted too', () => {
    applyDepositStatusPush(testScope(), onChain());
    start();
    applyDepositStatusPush(testScope(), onChain({ confirmations: 6 }));
    expect(progress()?.done).to.equal(6);
    applyDepositStatusPush(testScope(), onChain({ confirmations: 2 }));
    expect(progress()?.done, 'never back').to.equal(6);
    clock.tick(3_000 * 7);
    expect(progress()?.done, 'the timer goes on from where it is').to.equal(7);
    applyDepositStatusPush(testScope(), onChain({ confirmations: 20 }));
    expect($transaction(testScope()).get().status).to.equal('accepted');
  });

  it('CRYPTO-24: after the limit a late waiting push does not take the page back to waiting; processed still lands', () => {
    applyDepositStatusPush(testScope(), onChain());
    start();
    clock.tick(60_000);
    expect($transaction(testScope()).get().status).to.equal('accepted');
    applyDepositStatusPush(testScope(), onChain({ confirmations: 19 }));
    expect($transaction(testScope()).get().status).to.equal('accepted');
    applyDepositStatusPush(testScope(), onChain({ status: 1 }));
    expect($transaction(testScope()).get().status).to.equal('processed');
  });

  it('CRYPTO-25/CRYPTO-26/CRYPTO-27: the explorer link is the chain\'s URL plus the txid, through the link guard (no report when it passes)', () => {
    const host = recordHost();
    applyDepositStatusPush(testScope(), onChain({ blockchain: 'Ethereum', txid: '0xabc' }));
    start();
    host.stop();
    expect(progress()?.explorerUrl).to.equal('https://etherscan.io/tx/0xabc');
    expect(host.messages.filter((m) => m.messageType === 'Error')).to.deep.equal([]);
  });

  it('STATUS-11: a non-crypto deposit gets no counter, and its 60 s time-out still applies', () => {
    start({ pending: { ...usdt, currency: 'USD', crypto: false, paymentMethod: 'visa' } });
    expect(progress()).to.equal(null);
    clock.tick(60_000);
    expect($transaction(testScope()).get().status).to.equal('accepted');
  });

  it('STATUS-15: leaving clears the counter and its timer', () => {
    applyDepositStatusPush(testScope(), onChain());
    start();
    stop?.();
    stop = undefined;
    expect(progress()).to.equal(null);
    expect(clock.pending()).to.equal(0);
  });

  it('CRYPTO-24 STATUS-18: over HTTP a pending answer naming the transfer feeds the counter, and polling goes on through accepted until processed', async () => {
    api.expectCall('deposit-status').andRespond({ status: 'PENDING', data: { depositId: 77, status: 0, amount: 20, currency: 'USDT' } });
    api.expectCall('deposit-status').andRespond({ status: 'PENDING', data: onChain({ confirmations: 3 }) });
    api.expectCall('deposit-status').andRespond({ status: 'PENDING', data: onChain({ confirmations: 20 }) });
    api.expectCall('deposit-status').andRespond({ status: 'PAYED', data: onChain({ status: 1, finalAmount: 20 }) });
    start({ poll: true });
    clock.tick(COMPLETE_STATUS_POLL_MS);
    await flush();
    expect(progress()).to.include({ required: 0 });
    clock.tick(COMPLETE_STATUS_POLL_MS);
    await flush();
    expect(progress()).to.include({ chain: 'Tron', done: 3, required: 20, txid: TXID });
    clock.tick(COMPLETE_STATUS_POLL_MS);
    await flush();
    expect($transaction(testScope()).get().status).to.equal('accepted');
    clock.tick(COMPLETE_STATUS_POLL_MS);
    await flush();
    expect($transaction(testScope()).get().status).to.equal('processed');
    clock.tick(COMPLETE_STATUS_POLL_MS * 3);
    expect(api.callsTo('deposit-status').length).to.equal(4);
  });
});
