// CREATE-14: every way a creation fails closes the helper window; a 401 keeps the player on the
// page and, once the host hands over a new token, asks them to press Deposit again (no retry).
import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import { clearSelection, selectMethod } from '../../../../src/stores/selection.ts';
import { $snackbar, showSnackbar } from '../../../../src/stores/snackbar.ts';
import { setUser } from '../../../../src/stores/user.ts';
import { onHostMessage } from '../../../../src/stores/host-outbox.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import type { DepositCreateResponse } from '../../../../src/domain/payment-entities.ts';
import { $amount } from '../../../../src/stores/deposit/amount.ts';
import { $redirectPage, changeAmount, closeRedirectPage, openRedirectPage, submitDeposit } from '../../../../src/flows/redirect/model.ts';
import { $tokenNotice } from '../../../../src/stores/token-renewal.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { createFakeClock } from '../fake-clock.ts';
import { h2hMethod, visa } from '../../flows/helpers/fixtures.ts';
import { fakeOpener } from '../../flows/helpers/fake-helper.ts';
import type { FakeOpener } from '../../flows/helpers/fake-helper.ts';
import { installMockApi, uninstallMockApi } from '../../flows/helpers/mock-api.ts';
import type { MockApi } from '../../flows/helpers/mock-api.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';
const unauthorized = () => new CashierError('unauthorized', { status: 401, serverCode: 'auth.unauthorized', message: 'Unauthorized', call: 'deposit-create' });

describe('CREATE-14: failed creation and the 401 path', () => {
  let api: MockApi;
  let opener: FakeOpener;

  function open(captcha?: () => Promise<never>): void {
    configureDepositEnv(testScope(), {
      clock: createFakeClock(),
      openHelper: opener.open,
      documentUrl: () => 'https://casino.test/cashier',
      openerOrigin: () => 'https://casino.test',
      ...(captcha ? { captcha } : {}),
    });
    selectMethod(testScope(), visa);
    openRedirectPage(testScope(), '.');
    changeAmount(testScope(), '150', '.');
  }

  beforeEach(() => {
    api = installMockApi();
    api.always('session-start', null);
    opener = fakeOpener('ready');
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE', token: 'token-1' });
  });
  afterEach(() => {
    closeRedirectPage(testScope());
    uninstallMockApi();
    configureDepositEnv(testScope(), null);
  });

  it('CREATE-14: a rejected deposit-create closes the helper window', async () => {
    open();
    // A refusal: the outcome is known (an unknown one is checked first, unknown-outcome.test.ts).
    api.expectCall('deposit-create').andFail(new CashierError('http', { status: 400, serverCode: 'banking.amountLimit', message: 'Amount out of limits' }));
    expect(await submitDeposit(testScope())).to.equal('failed');
    expect(opener.opened.map((w) => w.closed)).to.deep.equal([true]);
  });

  it('CREATE-14/ERR-23: an empty answer ("Deposit data is null after creation.") closes the helper window', async () => {
    open();
    api.expectCall('deposit-create').andRespond(null as never);
    expect(await submitDeposit(testScope())).to.equal('failed');
    expect(opener.opened.map((w) => w.closed)).to.deep.equal([true]);
  });

  it('CREATE-11/CREATE-14: a captcha failure closes the helper window and sends nothing', async () => {
    open(() => Promise.reject(new Error('Captcha data empty')));
    selectMethod(testScope(), { ...visa, name: 'tpay_one_click' });
    expect(await submitDeposit(testScope())).to.equal('failed');
    expect(opener.opened.map((w) => w.closed)).to.deep.equal([true]);
    expect(api.callsTo('deposit-create')).to.deep.equal([]);
  });

  it('CREATE-14: an answer the after-creation steps cannot read closes the window and frees the button', async () => {
    open();
    const broken = { depositId: 5, get apiResponse(): never { throw new Error('malformed answer'); } } as unknown as DepositCreateResponse;
    api.expectCall('deposit-create').andRespond(broken);
    expect(await submitDeposit(testScope())).to.equal('failed');
    expect(opener.opened.map((w) => w.closed)).to.deep.equal([true]);
    expect($redirectPage(testScope()).get().phase).to.equal('idle');
    const bar = $snackbar(testScope()).get();
    expect(bar.open && bar.message).to.deep.equal({ key: 'payment.error.generic' });
  });

  it('CREATE-14: a choice that went away while creating (session ended) closes the window', async () => {
    open();
    const call = api.expectCall('deposit-create').andHang();
    const running = submitDeposit(testScope());
    await flush(1);
    clearSelection(testScope());
    call.release({ depositId: 7, apiResponse: { source: 'https://psp.test/pay' } });
    await running;
    expect(opener.opened.map((w) => w.closed)).to.deep.equal([true]);
    expect(opener.opened[0]?.redirects).to.deep.equal([]);
    expect($redirectPage(testScope()).get().phase).to.equal('idle');
  });

  it('CREATE-05/CREATE-14: a method without a helper window fails without opening one', async () => {
    configureDepositEnv(testScope(), { clock: createFakeClock(), openHelper: opener.open });
    selectMethod(testScope(), h2hMethod);
    openRedirectPage(testScope(), '.');
    changeAmount(testScope(), '50', '.');
    api.expectCall('deposit-create').andFail(unauthorized());
    expect(await submitDeposit(testScope())).to.equal('failed');
    expect(opener.opened.length).to.equal(0);
  });

  it('CREATE-14/HTTP-11/ERR-01: a 401 closes the window, says the session expired and keeps the page and the amount', async () => {
    open();
    api.expectCall('deposit-create').andFail(unauthorized());
    expect(await submitDeposit(testScope())).to.equal('failed');
    expect(opener.opened.map((w) => w.closed)).to.deep.equal([true]);
    expect($tokenNotice(testScope()).get()).to.equal('expired');
    const bar = $snackbar(testScope()).get();
    expect(bar.open && bar.message).to.deep.equal({ key: 'payment.error.sessionExpired' });
    expect($amount(testScope()).get().text).to.equal('150');
    expect($navigationRequest(testScope()).get()).to.equal(null);
  });

  it('CREATE-14: a new host token after the 401 asks to press Deposit again and creates nothing by itself', async () => {
    open();
    api.expectCall('deposit-create').andFail(unauthorized());
    await submitDeposit(testScope());
    applyHandshake(testScope(), { token: 'token-1' }); // the same token is not a renewal
    expect($tokenNotice(testScope()).get()).to.equal('expired');
    applyHandshake(testScope(), { token: 'token-2' });
    expect($tokenNotice(testScope()).get()).to.equal('renewed');
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo('deposit-create').length).to.equal(1);
    expect(opener.opened.length).to.equal(1);
    expect($amount(testScope()).get().text).to.equal('150');
    // The player's own press goes on, and clears the notice.
    api.expectCall('deposit-create').andRespond({ depositId: 8, apiResponse: { source: 'https://psp.test/pay' } });
    expect(await submitDeposit(testScope())).to.equal('done');
    expect($tokenNotice(testScope()).get()).to.equal(null);
    expect(api.callsTo('deposit-create').length).to.equal(2);
  });

  it('CREATE-14: a host that refreshed the token inside its onTokenExpired handler gets "renewed" at once', async () => {
    open();
    const stop = onHostMessage(testScope(), (m) => {
      if (m.messageType === 'Metric' && m.payload['value'] === 'fail') applyHandshake(testScope(), { token: 'token-fast' });
    });
    api.expectCall('deposit-create').andFail(unauthorized());
    await submitDeposit(testScope());
    stop();
    expect($tokenNotice(testScope()).get()).to.equal('renewed');
    expect($snackbar(testScope()).get().open).to.equal(false);
  });

  it('CREATE-14: once renewed, the "session expired" snackbar closes, so the two notices are never both up; another message stays', async () => {
    open();
    api.expectCall('deposit-create').andFail(unauthorized());
    await submitDeposit(testScope());
    const bar = $snackbar(testScope()).get();
    expect(bar.open && bar.message).to.deep.equal({ key: 'payment.error.sessionExpired' });
    applyHandshake(testScope(), { token: 'token-2' });
    expect($tokenNotice(testScope()).get()).to.equal('renewed');
    expect($snackbar(testScope()).get().open).to.equal(false);

    api.expectCall('deposit-create').andFail(unauthorized());
    await submitDeposit(testScope());
    showSnackbar(testScope(), { message: { key: 'payment.error.generic' } });
    applyHandshake(testScope(), { token: 'token-3' });
    expect($tokenNotice(testScope()).get()).to.equal('renewed');
    const other = $snackbar(testScope()).get();
    expect(other.open && other.message).to.deep.equal({ key: 'payment.error.generic' });
  });

  it('CREATE-14: a login.token push (the user record) counts as renewed too; leaving the page stops the watch', async () => {
    open();
    api.expectCall('deposit-create').andFail(unauthorized());
    await submitDeposit(testScope());
    setUser(testScope(), { token: 'user-token-2' });
    expect($tokenNotice(testScope()).get()).to.equal('renewed');

    openRedirectPage(testScope(), '.');
    api.expectCall('deposit-create').andFail(unauthorized());
    await submitDeposit(testScope());
    closeRedirectPage(testScope());
    applyHandshake(testScope(), { token: 'token-3' });
    expect($tokenNotice(testScope()).get()).to.equal('expired');
  });
});
