import { expect } from '@open-wc/testing';
import {
  ACCOUNT_VISIBLE_TAIL,
  WITHDRAWAL_ACCOUNT_TYPES,
  WITHDRAWAL_COMPLETE_STATUS,
  WITHDRAWAL_ERROR_CODES,
  WITHDRAWAL_STATUS,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_TRANSITIONS,
  canMoveWithdrawal,
  isFinalWithdrawalStatus,
  isOpenWithdrawalStatus,
  isWithdrawalAccountType,
  isWithdrawalStatus,
  maskAccount,
  mayCancelWithdrawal,
  roundDownToCurrency,
  withdrawalFee,
  withdrawalPayout,
} from '../../../src/domain/withdrawal.ts';
import { TRANSACTION_STATUSES } from '../../../src/domain/transaction-status.ts';
import { intentFingerprint } from '../../../src/transport/idempotency.ts';

describe('domain/withdrawal', () => {
  it('WD-02: the account types are exactly main and additional', () => {
    expect([...WITHDRAWAL_ACCOUNT_TYPES]).to.deep.equal(['main', 'additional']);
    expect(isWithdrawalAccountType('main')).to.equal(true);
    expect(isWithdrawalAccountType('additional')).to.equal(true);
    for (const other of ['Main', 'bonus', '', null, 1, 'toString']) expect(isWithdrawalAccountType(other), String(other)).to.equal(false);
  });

  it('WD-08: the statuses are draft, pending, processing, accepted, declined, cancelled and expired', () => {
    expect([...WITHDRAWAL_STATUSES]).to.deep.equal(['draft', 'pending', 'processing', 'accepted', 'declined', 'cancelled', 'expired']);
    expect(Object.keys(WITHDRAWAL_TRANSITIONS)).to.deep.equal([...WITHDRAWAL_STATUSES]);
    expect(isWithdrawalStatus('processing')).to.equal(true);
    expect(isWithdrawalStatus('PENDING')).to.equal(false);
  });

  it('WD-08: the moves: draft → pending | expired; pending → processing | cancelled | declined; processing → accepted | declined', () => {
    const moves = WITHDRAWAL_STATUSES.flatMap((from) => WITHDRAWAL_STATUSES.filter((to) => canMoveWithdrawal(from, to)).map((to) => `${from}>${to}`));
    expect(moves).to.deep.equal([
      'draft>pending', 'draft>expired',
      'pending>processing', 'pending>declined', 'pending>cancelled',
      'processing>accepted', 'processing>declined',
    ]);
  });

  it('WD-08: accepted, declined, cancelled and expired are final; pending and processing are the open ones the pending list shows', () => {
    expect(WITHDRAWAL_STATUSES.filter(isFinalWithdrawalStatus)).to.deep.equal(['accepted', 'declined', 'cancelled', 'expired']);
    expect(WITHDRAWAL_STATUSES.filter(isOpenWithdrawalStatus)).to.deep.equal(['pending', 'processing']);
  });

  it('WD-08: the player may cancel only a pending withdrawal the backend marks cancellable', () => {
    for (const status of WITHDRAWAL_STATUSES) {
      expect(mayCancelWithdrawal({ status, cancellable: true }), status).to.equal(status === WITHDRAWAL_STATUS.PENDING);
      expect(mayCancelWithdrawal({ status, cancellable: false }), status).to.equal(false);
    }
  });

  it('STATUS-10: the complete page after a confirmed withdrawal is in the transaction status accepted', () => {
    expect(WITHDRAWAL_COMPLETE_STATUS).to.equal('accepted');
    expect(TRANSACTION_STATUSES).to.include(WITHDRAWAL_COMPLETE_STATUS);
  });

  it('WD-06: an account is masked to its last four characters, separators dropped; four or fewer are hidden whole', () => {
    expect(ACCOUNT_VISIBLE_TAIL).to.equal(4);
    expect(maskAccount('4111 1111 1111 1234')).to.equal('•••• 1234');
    expect(maskAccount('+7 (900) 123-45-67')).to.equal('•••• 4567');
    expect(maskAccount('KZ86125KZT5004100100')).to.equal('•••• 0100');
    expect(maskAccount('12345')).to.equal('•••• 2345');
    expect(maskAccount('1234')).to.equal('••••');
    expect(maskAccount('')).to.equal('••••');
  });

  it('WD-07: the fee is percent + fixed, at least min, rounded up to the currency, never above the amount', () => {
    expect(withdrawalFee(100, 'USD', undefined)).to.equal(0);
    expect(withdrawalFee(100, 'USD', { percent: 2, min: 1 })).to.equal(2);
    expect(withdrawalFee(30, 'USD', { percent: 2, min: 1 })).to.equal(1);
    expect(withdrawalFee(33.33, 'USD', { percent: 1.5 })).to.equal(0.5); // 0.49995 up to 0.50
    expect(withdrawalFee(5000, 'NGN', { fixed: 100 })).to.equal(100);
    expect(withdrawalFee(0.01, 'BTC', { percent: 0.5 })).to.equal(0.00005);
    expect(withdrawalFee(50, 'NGN', { fixed: 100 })).to.equal(50);
  });

  it('WD-06 SWEEP-14: the payout is the amount less the fee, converted and rounded down for a redemption', () => {
    expect(withdrawalPayout(100, 2, 'USD')).to.deep.equal({ amount: 98, currency: 'USD' });
    expect(withdrawalPayout(100, 2, 'USD', { currency: 'USD', rate: 1 })).to.deep.equal({ amount: 98, currency: 'USD' });
    expect(withdrawalPayout(30, 1, 'QSC', { currency: 'EUR', rate: 0.925926 })).to.deep.equal({ amount: 26.85, currency: 'EUR', rate: 0.925926 });
    expect(withdrawalPayout(20, 1, 'QSC', { currency: 'BTC', rate: 1 / 65000 })).to.deep.equal({ amount: 0.00029230, currency: 'BTC', rate: 1 / 65000 });
    expect(roundDownToCurrency(9.259259, 'EUR')).to.equal(9.25);
  });

  it('WD-07: the withdrawal error codes', () => {
    expect({ ...WITHDRAWAL_ERROR_CODES }).to.deep.equal({
      insufficientBalance: 'banking.insufficientBalance',
      fieldRequired: 'banking.fieldRequired',
      notFound: 'banking.withdrawalNotFound',
      notCancellable: 'banking.withdrawalNotCancellable',
      expired: 'banking.withdrawalExpired',
      payoutCurrencyNotSupported: 'banking.payoutCurrencyNotSupported',
    });
  });

  it('WD-06 CREATE-IDEM: a withdrawal press\'s intent includes the account and the payout currency', () => {
    const base = { paymentMethod: 'wd_sbp', amount: 500, currency: 'RUB', accountType: 'main', fields: { phone: '+79001234567' } };
    const same = intentFingerprint('withdrawal-create', base);
    expect(intentFingerprint('withdrawal-create', { ...base, currency: 'rub', idempotencyKey: 'x', selectedCountry: 'RU' })).to.equal(same);
    expect(intentFingerprint('withdrawal-create', { ...base, accountType: 'additional' })).to.not.equal(same);
    expect(intentFingerprint('withdrawal-create', { ...base, payoutCurrency: 'USDT' })).to.not.equal(same);
    expect(intentFingerprint('withdrawal-create', { ...base, payoutCurrency: 'usdt' })).to.equal(intentFingerprint('withdrawal-create', { ...base, payoutCurrency: 'USDT' }));
  });
});
