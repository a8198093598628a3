import { expect } from '@open-wc/testing';
import {
  $transaction,
  applyDepositStatusPush,
  matchLoneDeposit,
  resetTransaction,
} from '../../../src/stores/transaction.ts';
import { applyPolledStatus } from '../../../src/stores/polled-status.ts';
import { setTransactionStatus, watchTransaction } from '../../../src/stores/transaction-watch.ts';
import { testScope } from '../scope.ts';

describe('stores/transaction', () => {

  it('STATUS-01: starts waiting with no data', () => {
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'waiting' });
  });

  it('STATUS-01 STATUS-02: known names are kept, unknown values become accepted', () => {
    setTransactionStatus(testScope(), 'processed');
    expect($transaction(testScope()).get().status).to.equal('processed');
    setTransactionStatus(testScope(), 'mistaked');
    expect($transaction(testScope()).get().status).to.equal('mistaked');
    setTransactionStatus(testScope(), 'teleported');
    expect($transaction(testScope()).get().status).to.equal('accepted');
    setTransactionStatus(testScope(), undefined);
    expect($transaction(testScope()).get().status).to.equal('accepted');
  });

  it('STATUS-03: a push maps 0/1/2 to waiting/processed/mistaked and keeps the data', () => {
    applyDepositStatusPush(testScope(), { status: 1, txid: 'tx1', amount: 10 });
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'processed', data: { status: 1, txid: 'tx1', amount: 10 } });
    applyDepositStatusPush(testScope(), { status: 2 });
    expect($transaction(testScope()).get().status).to.equal('mistaked');
    applyDepositStatusPush(testScope(), { status: 0 });
    expect($transaction(testScope()).get().status).to.equal('waiting');
  });

  it('STATUS-02: setting a status keeps pushed data; reset returns to waiting', () => {
    applyDepositStatusPush(testScope(), { status: 0, depositId: 5 });
    setTransactionStatus(testScope(), 'accepted');
    expect($transaction(testScope()).get().data?.depositId).to.equal(5);
    resetTransaction(testScope());
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'waiting' });
  });

  it('STATUS-18: an id-less push gets the lone watched non-crypto deposit\'s id; nothing else is changed', () => {
    const watched = { depositId: 9, crypto: false };
    expect(matchLoneDeposit({ status: 1 }, watched)).to.deep.equal({ status: 1, depositId: 9 });
    expect(matchLoneDeposit({ status: 1, depositId: '' }, watched)).to.deep.equal({ status: 1, depositId: 9 });
    expect(matchLoneDeposit({ status: 1, depositId: 8 }, watched)).to.deep.equal({ status: 1, depositId: 8 });
    expect(matchLoneDeposit({ status: 1 }, null)).to.deep.equal({ status: 1 });
    expect(matchLoneDeposit({ status: 1 }, { crypto: true, depositId: 9 })).to.deep.equal({ status: 1 });
    expect(matchLoneDeposit({ status: 1 }, { crypto: false })).to.deep.equal({ status: 1 });
  });
  it('STATUS-03 STATUS-18, decision DOOR-03: a push and a poll answer set the same one status store, as a status', () => {
    applyDepositStatusPush(testScope(), { depositId: 3, status: 1 });
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'processed', data: { depositId: 3, status: 1 } });
    resetTransaction(testScope());
    expect(applyPolledStatus(testScope(), 3, { status: 'PAYED' })).to.equal(true);
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'processed', data: { depositId: 3 } });
    expect(applyPolledStatus(testScope(), 3, { status: 'CANCELED' })).to.equal(true);
    expect($transaction(testScope()).get().status).to.equal('mistaked');
  });

  it('STATUS-18 CRYPTO-24, decision DOOR-03: a pending poll answer changes nothing, unless it names the transfer (data only)', () => {
    expect(applyPolledStatus(testScope(), 3, { status: 'PENDING' })).to.equal(false);
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'waiting' });
    expect(applyPolledStatus(testScope(), 3, { status: 'PENDING', data: { status: 0, txid: 'ab' } })).to.equal(false);
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'waiting', data: { status: 0, txid: 'ab', depositId: 3 } });
  });

  it('STATUS-11/12/15 CRYPTO-24: while the complete page watches a deposit, only its reports count, never back to waiting; the end resets', () => {
    applyDepositStatusPush(testScope(), { depositId: 8, status: 1 });
    const end = watchTransaction(testScope(), { depositId: 9, crypto: false }, 'waiting');
    expect($transaction(testScope()).get(), "another deposit's earlier push is dropped").to.deep.equal({ status: 'waiting' });
    applyDepositStatusPush(testScope(), { depositId: 8, status: 2 });
    expect($transaction(testScope()).get().status).to.equal('waiting');
    applyPolledStatus(testScope(), 9, { status: 'PAYED' });
    expect($transaction(testScope()).get().status).to.equal('processed');
    applyDepositStatusPush(testScope(), { depositId: 9, status: 0, confirmations: 3 });
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'processed', data: { depositId: 9, status: 0, confirmations: 3 } });
    end();
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'waiting' });
    applyDepositStatusPush(testScope(), { depositId: 8, status: 2 });
    expect($transaction(testScope()).get().status, 'no watch: every report is taken').to.equal('mistaked');
  });
});
