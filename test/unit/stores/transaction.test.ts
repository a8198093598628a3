import { expect } from '@open-wc/testing';
import {
  $transaction,
  applyDepositStatusPush,
  matchLoneDeposit,
  resetTransaction,
  setTransactionStatus,
} from '../../../src/stores/transaction.ts';

import { testScope } from '../scope.ts';
describe('stores/transaction', () => {
  beforeEach(() => resetTransaction(testScope()));

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
});
