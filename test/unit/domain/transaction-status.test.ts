import { expect } from '@open-wc/testing';
import {
  DEPOSIT_STATUS,
  DEPOSIT_STATUS_WORDS,
  depositStatusMeaning,
  depositStatusWord,
  INITIAL_TRANSACTION_STATUS,
  TRANSACTION_STATUSES,
  isCancelledDepositStatus,
  normalizeStatus,
  statusFromPush,
} from '../../../src/domain/transaction-status.ts';

describe('domain/transaction-status', () => {
  it('STATUS-01: the four statuses, waiting first and initial', () => {
    expect(TRANSACTION_STATUSES).to.deep.equal(['waiting', 'accepted', 'processed', 'mistaked']);
    expect(INITIAL_TRANSACTION_STATUS).to.equal('waiting');
  });

  it('STATUS-01: known names are kept', () => {
    for (const s of TRANSACTION_STATUSES) expect(normalizeStatus(s)).to.equal(s);
  });

  it('STATUS-02: unknown values become accepted', () => {
    for (const v of ['', 'WAITING', 'success', 'declined', 0, 1, null, undefined, {}, 'toString']) {
      expect(normalizeStatus(v), String(v)).to.equal('accepted');
    }
  });

  it('STATUS-03: push codes 0/1/2 map to waiting/processed/mistaked', () => {
    expect(statusFromPush(0)).to.equal('waiting');
    expect(statusFromPush(1)).to.equal('processed');
    expect(statusFromPush(2)).to.equal('mistaked');
    expect(statusFromPush('1')).to.equal('processed');
  });

  it('STATUS-02/STATUS-03: any other push code becomes accepted', () => {
    for (const v of [3, -1, 1.5, '', 'processed', null, undefined, NaN]) {
      expect(statusFromPush(v), String(v)).to.equal('accepted');
    }
  });

  it('ENT-23/P2P-19: AUTO_CANCELED and CANCELED count as cancelled, PAYED does not', () => {
    expect(DEPOSIT_STATUS).to.deep.equal({
      PENDING: 'PENDING', PAYED: 'PAYED', DECLINED: 'DECLINED', CANCELED: 'CANCELED', AUTO_CANCELED: 'AUTO_CANCELED',
    });
    expect(isCancelledDepositStatus('AUTO_CANCELED')).to.equal(true);
    expect(isCancelledDepositStatus('CANCELED')).to.equal(true);
    expect(isCancelledDepositStatus(' canceled ')).to.equal(true);
    expect(isCancelledDepositStatus('PAYED')).to.equal(false);
    expect(isCancelledDepositStatus('DECLINED')).to.equal(false);
    expect(isCancelledDepositStatus('PENDING')).to.equal(false);
    expect(isCancelledDepositStatus('CANCELLED_BY_USER')).to.equal(false);
    expect(isCancelledDepositStatus('')).to.equal(false);
    expect(isCancelledDepositStatus(undefined as unknown as string)).to.equal(false);
  });

  it('ENT-23 STATUS-18: one table of deposit-status words: PENDING waits, PAYED processed, DECLINED/CANCELED/AUTO_CANCELED mistaked', () => {
    const meanings = Object.fromEntries(Object.entries(DEPOSIT_STATUS_WORDS).map(([word, spec]) => [word, spec.meaning]));
    expect(meanings).to.deep.equal({ PENDING: 'pending', PAYED: 'processed', DECLINED: 'mistaked', CANCELED: 'mistaked', AUTO_CANCELED: 'mistaked' });
    expect(Object.keys(DEPOSIT_STATUS_WORDS).filter((w) => isCancelledDepositStatus(w))).to.deep.equal(['CANCELED', 'AUTO_CANCELED']);
  });

  it('ENT-23: words are matched case-insensitively, ignoring spaces; other values are not words', () => {
    expect(depositStatusWord(' declined ')).to.equal('DECLINED');
    expect(depositStatusMeaning('Payed')).to.equal('processed');
    expect(depositStatusMeaning('pending')).to.equal('pending');
    for (const v of ['PAID', 'NEW', '', 'toString', 1, null, undefined]) expect(depositStatusMeaning(v), String(v)).to.equal(undefined);
  });
});
