import { expect } from '@open-wc/testing';
import { CashierError, isNetworkError } from '../../../src/transport/errors.ts';
import { THROWN, thrownError } from '../../../src/transport/thrown.ts';
import { readServerError, serverFailure } from '../../../src/transport/server-error.ts';

describe('transport/errors', () => {
  it('ERR-18, ERR-19, ERR-20, ERR-21, ERR-22, ERR-23, ERR-24, ERR-25, ERR-26, ERR-27: THROWN holds the spec messages verbatim', () => {
    expect(Object.values(THROWN)).to.deep.equal([
      'No payment-method',
      'No sweepstake box selected for sweepstake deposit',
      'Empty payment methods',
      'Empty sweepstakes',
      'Empty withdrawal methods',
      'Deposit data is null after creation.',
      'Captcha id is empty',
      'Captcha data empty',
      'Geetest result is empty',
      'Error while decrypting data',
    ]);
  });

  it('ERR-23: thrownError builds a thrown-code CashierError with the exact text', () => {
    const error = thrownError('depositDataNull');
    expect(error instanceof CashierError).to.equal(true);
    expect(error.code).to.equal('thrown');
    expect(error.message).to.equal('Deposit data is null after creation.');
  });

  it('ERR-01..03: CashierError keeps status, server code and message key', () => {
    const error = new CashierError('http', { message: 'm', status: 402, serverCode: 'banking.merchantClientError', messageKey: 'k' });
    expect([error.code, error.status, error.serverCode, error.messageKey, error.message]).to.deep.equal([
      'http', 402, 'banking.merchantClientError', 'k', 'm',
    ]);
    expect(error instanceof Error).to.equal(true);
  });

  it('RETRY-02: recognises each network-type failure by message, case-insensitively', () => {
    for (const message of ['Network Error', 'Failed to fetch', 'connection reset by peer', 'Connection refused', 'getaddrinfo ENOTFOUND', 'Host not found', 'timeout of 30000ms exceeded']) {
      expect(isNetworkError(new Error(message)), message).to.equal(true);
    }
    expect(isNetworkError(new TypeError('Failed to fetch'))).to.equal(true);
    expect(isNetworkError({ name: 'TimeoutError', message: '' })).to.equal(true);
  });

  it('RETRY-02: server answers, connect failures and other errors are not network-type', () => {
    expect(isNetworkError(new Error('Invalid amount'))).to.equal(false);
    expect(isNetworkError(new CashierError('http', { message: 'Not Found', status: 404 }))).to.equal(false);
    expect(isNetworkError(new CashierError('socket-status', { message: 'timeout' }))).to.equal(false);
    expect(isNetworkError(new CashierError('socket-connect', { message: 'Network connection failed' }))).to.equal(false);
    expect(isNetworkError(new CashierError('network'))).to.equal(true);
    expect(isNetworkError(new CashierError('timeout'))).to.equal(true);
    expect(isNetworkError(undefined)).to.equal(false);
  });

  it('WD-07: a refusal naming a form field (banking.fieldRequired) keeps the field, readable from the error\'s details', () => {
    const body = { error: { message: 'cardNumber is required', code: 'banking.fieldRequired', field: 'cardNumber' } };
    expect(readServerError(body)).to.deep.equal({ message: 'cardNumber is required', code: 'banking.fieldRequired', field: 'cardNumber' });
    const error = serverFailure('HTTP', 'withdrawal-create', 400, body, () => undefined);
    expect([error.serverCode, readServerError(error.details).field]).to.deep.equal(['banking.fieldRequired', 'cardNumber']);
    expect(readServerError({ error: { code: 'x', field: 7 } })).to.deep.equal({ message: undefined, code: 'x' });
  });
});
