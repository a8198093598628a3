import { expect } from '@open-wc/testing';
import { CALLS, CALL_NAMES, isCallName } from '../../../src/transport/calls.ts';

describe('transport/calls', () => {
  it('HTTP-12..39: the map lists every call of both call tables', () => {
    expect([...CALL_NAMES].sort()).to.deep.equal(
      [
        'deposit-limits', 'methods-payment-v5', 'methods-payment-v3', 'methods-country-selector-v2',
        'methods-withdrawal-v4', 'methods-withdrawal', 'session-start', 'deposit-create',
        'deposit-create-sweepstake', 'deposit-create-p2p', 'deposit-complete', 'deposit-prepare',
        'deposit-check', 'deposit-cancel', 'deposit-status', 'external-deposit-continue', 'bank-get',
        'session-form-on-close-modal', 'sweepstake-boxes', 'sweepstake-balance-get',
        'sweepstake-recoup-sum', 'payment-convert-v2', 'sweepstake-unplayed-balance', 'events',
      ].sort(),
    );
  });

  it('RETRY-03: exactly the seven spec calls are retry-enabled', () => {
    const retried = CALL_NAMES.filter((n) => CALLS[n].retry).sort();
    expect(retried).to.deep.equal(
      ['bank-get', 'deposit-status', 'methods-country-selector-v2', 'methods-payment-v3', 'methods-payment-v5', 'methods-withdrawal', 'methods-withdrawal-v4'],
    );
  });

  it('HTTP-15..17, HTTP-29: the GET calls are the selector, withdrawal lists and deposit-status', () => {
    const gets = CALL_NAMES.filter((n) => CALLS[n].method === 'GET').sort();
    expect(gets).to.deep.equal(['deposit-status', 'methods-country-selector-v2', 'methods-withdrawal', 'methods-withdrawal-v4']);
  });

  it('SOCK-09: isCallName accepts map keys only', () => {
    expect(isCallName('deposit-create')).to.equal(true);
    expect(isCallName('toString')).to.equal(false);
    expect(isCallName(42)).to.equal(false);
  });
});
