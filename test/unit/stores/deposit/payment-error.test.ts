import { expect } from '@open-wc/testing';
import { act } from 'react';
import { depositErrorMessage, paymentErrorMessage } from '../../../../src/stores/deposit/payment-error.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import { THROWN, thrownError } from '../../../../src/transport/thrown.ts';
import { $snackbar, setSnackbarClock, showSnackbar } from '../../../../src/stores/snackbar.ts';
import { realClock } from '../../../../src/stores/clock.ts';
import { createFakeClock } from '../fake-clock.ts';
import { testScope } from '../../scope.ts';

describe('payment error handling', () => {
  it('ERR-01: a message for the HTTP status wins over the code', () => {
    expect(paymentErrorMessage({ status: 429, serverCode: 'banking.merchantClientError', message: 'x' })).to.deep.equal({ key: 'payment.error.tooManyRequests' });
    expect(paymentErrorMessage({ status: 503 })).to.deep.equal({ key: 'payment.error.unavailable' });
  });

  it('ERR-02: banking.merchantClientError shows the server message', () => {
    expect(paymentErrorMessage({ status: 400, serverCode: 'banking.merchantClientError', message: 'Card limit reached' })).to.deep.equal({ text: 'Card limit reached' });
  });

  it('ERR-03: another code shows its own message, else the generic provider error', () => {
    expect(paymentErrorMessage({ status: 400, serverCode: 'banking.amountLimit' })).to.deep.equal({ key: 'payment.error.limit' });
    expect(paymentErrorMessage({ status: 400, serverCode: 'banking.somethingNew' })).to.deep.equal({ key: 'payment.error.generic' });
  });

  it('issue #11, decision BONUS-20: a refused bonus gets its own message (expired, or not allowed here)', () => {
    expect(paymentErrorMessage({ status: 400, serverCode: 'banking.bonusExpired', message: 'This bonus has expired' })).to.deep.equal({ key: 'payment.error.bonusExpired' });
    expect(paymentErrorMessage({ status: 400, serverCode: 'banking.bonusNotAllowed', message: 'x' })).to.deep.equal({ key: 'payment.error.bonusNotAllowed' });
  });

  it('ERR-04: banking.paymentMethodRegex and no code give the generic provider error', () => {
    expect(paymentErrorMessage({ status: 400, serverCode: 'banking.paymentMethodRegex', message: 'regex' })).to.deep.equal({ key: 'payment.error.generic' });
    expect(paymentErrorMessage({ status: 400 })).to.deep.equal({ key: 'payment.error.generic' });
  });

  it('ERR-29: the common handler maps server answers, network failures and thrown errors', () => {
    const http = new CashierError('http', { status: 400, serverCode: 'banking.merchantClientError', message: 'Declined by bank' });
    expect(depositErrorMessage(http)).to.deep.equal({ text: 'Declined by bank' });
    expect(depositErrorMessage(new CashierError('socket-status', { status: 503 }))).to.deep.equal({ key: 'payment.error.unavailable' });
    expect(depositErrorMessage(new CashierError('network', { messageKey: 'socket.networkError' }))).to.deep.equal({ key: 'socket.networkError' });
    expect(depositErrorMessage(new CashierError('timeout'))).to.deep.equal({ key: 'request.timeout' });
    expect(depositErrorMessage(thrownError('noPaymentMethod'))).to.deep.equal({ key: 'payment.error.generic' });
    expect(THROWN.noPaymentMethod).to.equal('No payment-method');
  });

  it('ERR-06/ERR-07: the snackbar is titled error.snackbar.title and closes after 5 s', () => {
    const clock = createFakeClock();
    setSnackbarClock(testScope(), clock);
    act(() => showSnackbar(testScope(), { message: { text: 'Declined by bank' } }));
    const open = $snackbar(testScope()).get();
    expect(open.open && open.title).to.equal('error.snackbar.title');
    clock.tick(4999);
    expect($snackbar(testScope()).get().open).to.equal(true);
    clock.tick(1);
    expect($snackbar(testScope()).get().open).to.equal(false);
    setSnackbarClock(testScope(), realClock);
  });
});
