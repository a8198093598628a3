import { expect } from '@open-wc/testing';
import { goToTimeoutError, handlePush, runTimeoutHandler, setApiTimeoutHandler } from '../../../src/stores/api-events.ts';
import { $navigationRequest, clearNavigationRequest, reportLocation, requestNavigation } from '../../../src/stores/navigation.ts';
import { $transaction, resetTransaction } from '../../../src/stores/transaction.ts';
import { $user, clearUser, setUser } from '../../../src/stores/user.ts';

describe('stores/api-events', () => {
  beforeEach(() => {
    resetTransaction();
    clearUser();
    clearNavigationRequest();
    reportLocation('');
    setApiTimeoutHandler(null);
  });

  it('SOCK-14 STATUS-03: a deposit.status push updates $transaction', () => {
    handlePush({ type: 'deposit.status', data: { status: 1, txid: 'abc' } });
    expect($transaction.get().status).to.equal('processed');
    expect($transaction.get().data?.txid).to.equal('abc');
  });

  it('SOCK-15 ENT-10: a login.token push refreshes the user in memory', () => {
    setUser({ id_user: 4 });
    handlePush({ type: 'login.token', data: { token: 'new' } });
    expect($user.get().token).to.equal('new');
    expect($user.get().id_user).to.equal(4);
    expect(JSON.stringify(sessionStorage)).not.to.include('new');
  });

  it('RETRY-11 RETRY-12: a timeout asks for /error with the current page as back route', () => {
    reportLocation('/deposit/crypto');
    runTimeoutHandler('methods-payment-v5');
    const req = $navigationRequest.get();
    expect(req?.to).to.equal('/error?backRoute=%2Fdeposit%2Fcrypto');
    expect(req?.state).to.deep.equal({ message: 'Request timeout', messageKey: 'request.timeout' });
  });

  it('AN-05: a timed-out analytics events call never takes the player to /error', () => {
    reportLocation('/deposit/redirect');
    runTimeoutHandler('events');
    expect($navigationRequest.get()).to.equal(null);
  });

  it('RETRY-12 ERR-12: without a usable current page the back route is /deposit', () => {
    goToTimeoutError();
    expect($navigationRequest.get()?.to).to.equal('/error?backRoute=%2Fdeposit');
    reportLocation('/error?backRoute=%2Fwithdrawal');
    goToTimeoutError();
    expect($navigationRequest.get()?.to).to.equal('/error?backRoute=%2Fdeposit');
  });

  it('RETRY-12: the timeout reaction can be replaced and restored', () => {
    const seen: string[] = [];
    setApiTimeoutHandler((call) => seen.push(call));
    runTimeoutHandler('deposit-status');
    expect(seen).to.deep.equal(['deposit-status']);
    expect($navigationRequest.get()).to.equal(null);
    setApiTimeoutHandler(null);
    runTimeoutHandler('deposit-status');
    expect($navigationRequest.get()?.to.startsWith('/error')).to.equal(true);
  });

  it('RETRY-12: repeated requests for the same path are distinct', () => {
    requestNavigation('/error', { replace: true });
    const a = $navigationRequest.get();
    requestNavigation('/error', { replace: true });
    const b = $navigationRequest.get();
    expect(a?.replace).to.equal(true);
    expect(a?.id === b?.id).to.equal(false);
  });
});
