import { expect } from '@open-wc/testing';
import { goToTimeoutError, handlePush, runTimeoutHandler, setApiTimeoutHandler } from '../../../src/stores/api-events.ts';
import { $navigationRequest, reportLocation, requestNavigation } from '../../../src/stores/navigation.ts';
import { $transaction } from '../../../src/stores/transaction.ts';
import { $user, setUser } from '../../../src/stores/user.ts';
import { testScope } from '../scope.ts';

describe('stores/api-events', () => {
  beforeEach(() => {
    reportLocation(testScope(), '');
    setApiTimeoutHandler(testScope(), null);
  });

  it('SOCK-14 STATUS-03: a deposit.status push updates $transaction', () => {
    handlePush(testScope(), { type: 'deposit.status', data: { status: 1, txid: 'abc' } });
    expect($transaction(testScope()).get().status).to.equal('processed');
    expect($transaction(testScope()).get().data?.txid).to.equal('abc');
  });

  it('SOCK-15 ENT-10: a login.token push refreshes the user in memory', () => {
    setUser(testScope(), { id_user: 4 });
    handlePush(testScope(), { type: 'login.token', data: { token: 'new' } });
    expect($user(testScope()).get().token).to.equal('new');
    expect($user(testScope()).get().id_user).to.equal(4);
    expect(JSON.stringify(sessionStorage)).not.to.include('new');
  });

  it('RETRY-11 RETRY-12: a timeout asks for /error with the current page as back route', () => {
    reportLocation(testScope(), '/deposit/crypto');
    runTimeoutHandler(testScope(), 'methods-payment-v5');
    const req = $navigationRequest(testScope()).get();
    expect(req?.to).to.equal('/error?backRoute=%2Fdeposit%2Fcrypto');
    expect(req?.state).to.deep.equal({ message: 'Request timeout', messageKey: 'request.timeout' });
  });

  it('AN-05: a timed-out analytics events call never takes the player to /error', () => {
    reportLocation(testScope(), '/deposit/redirect');
    runTimeoutHandler(testScope(), 'events');
    expect($navigationRequest(testScope()).get()).to.equal(null);
  });

  it('RETRY-12 ERR-12: without a usable current page the back route is /deposit', () => {
    goToTimeoutError(testScope());
    expect($navigationRequest(testScope()).get()?.to).to.equal('/error?backRoute=%2Fdeposit');
    reportLocation(testScope(), '/error?backRoute=%2Fwithdrawal');
    goToTimeoutError(testScope());
    expect($navigationRequest(testScope()).get()?.to).to.equal('/error?backRoute=%2Fdeposit');
  });

  it('RETRY-12: the timeout reaction can be replaced and restored', () => {
    const seen: string[] = [];
    setApiTimeoutHandler(testScope(), (call) => seen.push(call));
    runTimeoutHandler(testScope(), 'deposit-status');
    expect(seen).to.deep.equal(['deposit-status']);
    expect($navigationRequest(testScope()).get()).to.equal(null);
    setApiTimeoutHandler(testScope(), null);
    runTimeoutHandler(testScope(), 'deposit-status');
    expect($navigationRequest(testScope()).get()?.to.startsWith('/error')).to.equal(true);
  });

  it('RETRY-12: repeated requests for the same path are distinct', () => {
    requestNavigation(testScope(), '/error', { replace: true });
    const a = $navigationRequest(testScope()).get();
    requestNavigation(testScope(), '/error', { replace: true });
    const b = $navigationRequest(testScope()).get();
    expect(a?.replace).to.equal(true);
    expect(a?.id === b?.id).to.equal(false);
  });
});
