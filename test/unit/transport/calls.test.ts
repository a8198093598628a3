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
        // Decision WD-06: our withdrawal calls (the spec shows none).
        'withdrawal-create', 'withdrawal-confirm', 'withdrawal-cancel', 'withdrawal-status',
        'withdrawal-list-pending', 'withdrawal-balance-get',
        // Decision NAMES-05: the crypto balances (issue #21).
        'crypto-balance-get',
      ].sort(),
    );
  });

  it('RETRY-03 WD-06 NAMES-05: the seven spec calls are retry-enabled, and of ours only the three withdrawal reads and the crypto balance read', () => {
    const retried = CALL_NAMES.filter((n) => CALLS[n].retry).sort();
    expect(retried).to.deep.equal(
      [
        'bank-get', 'crypto-balance-get', 'deposit-status', 'methods-country-selector-v2', 'methods-payment-v3', 'methods-payment-v5', 'methods-withdrawal', 'methods-withdrawal-v4',
        'withdrawal-balance-get', 'withdrawal-list-pending', 'withdrawal-status',
      ],
    );
  });

  it('HTTP-15..17, HTTP-29 WD-06 NAMES-05: the GET calls are the selector, withdrawal lists, deposit-status, the withdrawal reads and the crypto balances', () => {
    const gets = CALL_NAMES.filter((n) => CALLS[n].method === 'GET').sort();
    expect(gets).to.deep.equal([
      'crypto-balance-get', 'deposit-status', 'methods-country-selector-v2', 'methods-withdrawal', 'methods-withdrawal-v4',
      'withdrawal-balance-get', 'withdrawal-list-pending', 'withdrawal-status',
    ]);
  });

  it('WD-06: the withdrawal writes are never retried by the transport (create has its key, confirm and cancel answer a replay)', () => {
    for (const call of ['withdrawal-create', 'withdrawal-confirm', 'withdrawal-cancel'] as const) {
      expect(CALLS[call], call).to.deep.equal({ method: 'POST', retry: false });
    }
  });

  it('SOCK-09: isCallName accepts map keys only', () => {
    expect(isCallName('deposit-create')).to.equal(true);
    expect(isCallName('toString')).to.equal(false);
    expect(isCallName(42)).to.equal(false);
  });
});
