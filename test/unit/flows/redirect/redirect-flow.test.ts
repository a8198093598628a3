import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $depositCreation } from '../../../../src/stores/deposit/creation-guard.ts';
import { $pendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { markMethodsShown } from '../../../../src/stores/methods-shown.ts';
import { onHostMessage } from '../../../../src/stores/host-outbox.ts';
import type { OutboundMessage } from '../../../../src/stores/host-outbox.ts';
import { setNativeBridge } from '../../../../src/stores/native.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import { clearSelection, selectMethod } from '../../../../src/stores/selection.ts';
import { $snackbar } from '../../../../src/stores/snackbar.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { $amount } from '../../../../src/stores/deposit/amount.ts';
import { $localRedirect } from '../../../../src/stores/deposit/local-redirect.ts';
import {
  $redirectPage,
  changeAmount,
  chooseChip,
  continueToPayment,
  openRedirectPage,
  submitDeposit,
} from '../../../../src/flows/redirect/model.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { $formFields, inputField } from '../../../../src/stores/form-fields.ts';
import { createFakeClock } from '../../stores/fake-clock.ts';
import type { FakeClock } from '../../stores/fake-clock.ts';
import { banks, visa, walletApp } from '../helpers/fixtures.ts';
import { fakeOpener } from '../helpers/fake-helper.ts';
import type { FakeOpener } from '../helpers/fake-helper.ts';
import { installMockApi, uninstallMockApi } from '../helpers/mock-api.ts';
import type { MockApi } from '../helpers/mock-api.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';

describe('redirect page model and deposit creation flow', () => {
  let api: MockApi;
  let clock: FakeClock;
  let opener: FakeOpener;
  let host: OutboundMessage[];
  let stopHost: () => void;
  let now = 0;

  function setup(method: PaymentMethod = visa, group?: typeof banks): void {
    selectMethod(testScope(), method, group);
    openRedirectPage(testScope(), '.');
  }
  const metrics = () => host.filter((m) => m.messageType === 'Metric').map((m) => m.payload);
  const nav = () => $navigationRequest(testScope()).get()?.to;

  beforeEach(() => {
    api = installMockApi();
    clock = createFakeClock();
    opener = fakeOpener('ready');
    now = 0;
    configureDepositEnv(testScope(), {
      clock,
      openHelper: opener.open,
      now: () => now,
      documentUrl: () => 'https://casino.test/cashier',
      openerOrigin: () => 'https://casino.test',
      newKey: () => 'press-1',
    });
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE' });
    // A deposit without a session for its amount starts one first (HTTP-20); most tests do not care.
    api.always('session-start', null);
    host = [];
    stopHost = onHostMessage(testScope(), (m) => host.push(m));
  });
  afterEach(() => {
    stopHost();
    uninstallMockApi();
    configureDepositEnv(testScope(), null);
  });

  it('DOM-28: the amount starts at the method minimum', () => {
    setup();
    expect($amount(testScope()).get()).to.deep.equal({ text: '10', touched: false, fromChip: false });
  });

  it('CREATE-02: an amount above 0 starts a session after 500 ms of quiet, with the group name', async () => {
    setup(visa, banks);
    changeAmount(testScope(), '25', '.');
    clock.tick(300);
    changeAmount(testScope(), '250', '.');
    clock.tick(499);
    expect(api.callsTo('session-start')).to.deep.equal([]);
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps-1' });
    clock.tick(1);
    expect(api.callsTo('session-start')).to.deep.equal([{ amount: 250, currency: 'USD', pendingGroup: banks.name }]);
    changeAmount(testScope(), '', '.');
    clock.tick(1000);
    expect(api.callsTo('session-start').length).to.equal(1);
  });

  it('CREATE-01: an amount outside the limits sends nothing and opens no window', async () => {
    setup();
    changeAmount(testScope(), '5', '.');
    expect(await submitDeposit(testScope())).to.equal('invalid');
    expect(api.calls.filter((c) => c.name !== 'session-start')).to.deep.equal([]);
    expect(opener.opened.length).to.equal(0);
    expect($redirectPage(testScope()).get().submitted).to.equal(true);
  });

  it('ERR-18/ERR-29: without a method the flow throws "No payment-method" and the common handler shows the generic error', async () => {
    setup();
    clearSelection(testScope());
    expect(await submitDeposit(testScope())).to.equal('failed');
    const bar = $snackbar(testScope()).get();
    expect(bar.open && bar.message).to.deep.equal({ key: 'payment.error.generic' });
    expect(api.callsTo('deposit-create')).to.deep.equal([]);
  });

  it('CREATE-03/CREATE-08/CREATE-13/CREATE-18/CREATE-19: window opened in the click, create, GET redirect, complete page', async () => {
    setup();
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps-1' });
    clock.tick(500);
    await flush();
    api.expectCall('deposit-create').andRespond({ depositId: 77, apiResponse: { source: 'https://psp.test/pay', method: 'GET', data: { query: { order: '77' }, secret: 's' } } });
    const running = submitDeposit(testScope());
    expect(opener.opened.length, 'opened synchronously').to.equal(1);
    expect(opener.opened[0]!.url).to.contain('iframe.html?route=%2Fform&hostOrigin=https%3A%2F%2Fcasino.test');
    expect(await running).to.equal('done');
    expect(api.callsTo('deposit-create')).to.deep.equal([
      {
        amount: 10,
        currency: 'USD',
        paymentType: 'visa',
        fields: {},
        isActivatedBonus: false,
        returnUrl: 'https://casino.test/cashier',
        selectedCountry: 'DE',
        metadata: { isFromChip: false },
        paymentSessionId: 'ps-1',
        idempotencyKey: 'press-1',
      },
    ]);
    expect(opener.opened[0]!.redirects).to.deep.equal([{ url: 'https://psp.test/pay?order=77', method: 'GET', fields: {} }]);
    expect(opener.opened[0]!.closed).to.equal(false);
    expect(metrics()).to.deep.include({ name: 'deposit.create', value: 'ok', paymentMethod: 'visa' });
    expect(nav()).to.equal('/deposit/complete');
    expect($pendingDeposit(testScope()).get()).to.include({ depositId: 77, paymentMethod: 'visa', amount: 10, currency: 'USD', crypto: false, onramp: false });
    expect(host.find((m) => m.messageType === 'onCreateTransaction')?.payload).to.deep.equal({ depositId: 77, paymentMethod: 'visa', amount: 10, currency: 'USD' });
  });

  it('HTTP-24: returnUrl is the handshake host when set; DOM-31/DOM-34: a chip marks isFromChip', async () => {
    applyHandshake(testScope(), { host: 'https://brand.test/wallet' });
    setup();
    chooseChip(testScope(), 25, '.');
    api.always('session-start', null);
    api.expectCall('deposit-create').andRespond({ depositId: 1 });
    await submitDeposit(testScope());
    const payload = api.callsTo('deposit-create')[0] as { returnUrl: string; amount: number; metadata: object };
    expect(payload.returnUrl).to.equal('https://brand.test/wallet');
    expect(payload.amount).to.equal(25);
    expect(payload.metadata).to.deep.equal({ isFromChip: true });
  });

  it('CREATE-28: the creation is marked in flight while deposit-create runs', async () => {
    setup();
    const call = api.expectCall('deposit-create').andHang();
    const running = submitDeposit(testScope());
    await flush();
    expect($depositCreation(testScope()).get().status).to.equal('creating');
    expect($redirectPage(testScope()).get().phase).to.equal('creating');
    call.release({ depositId: 5 });
    await running;
    expect($depositCreation(testScope()).get().status).to.equal('idle');
  });

  it('CREATE-14/CREATE-16/ERR-02: a failure reports fail, closes the window, clears the response and shows the server message', async () => {
    setup();
    $pendingDeposit(testScope()).set({ paymentMethod: 'old', amount: 1, currency: 'USD', crypto: false, onramp: false });
    api.expectCall('deposit-create').andFail(new CashierError('http', { status: 400, serverCode: 'banking.merchantClientError', message: 'Declined by bank' }));
    expect(await submitDeposit(testScope())).to.equal('failed');
    expect(metrics()).to.deep.include({ name: 'deposit.create', value: 'fail', paymentMethod: 'visa' });
    expect(opener.opened[0]!.closed).to.equal(true);
    expect($pendingDeposit(testScope()).get()).to.equal(null);
    const bar = $snackbar(testScope()).get();
    expect(bar.open && bar.message).to.deep.equal({ text: 'Declined by bank' });
    expect(bar.open && bar.title).to.equal('error.snackbar.title');
    expect(nav()).to.equal(undefined);
  });

  it('CREATE-15/CREATE-16: the first click records the delay since the methods were shown, once', async () => {
    markMethodsShown(testScope(), 1000);
    now = 1600;
    setup();
    changeAmount(testScope(), '1', '.');
    await submitDeposit(testScope());
    await submitDeposit(testScope());
    expect(metrics().filter((m) => m['name'] === 'deposit.firstClickDelay')).to.deep.equal([{ name: 'deposit.firstClickDelay', value: 600, paymentMethod: 'visa' }]);
  });

  it('CREATE-17: fields required → the fields are added, the window closes, the next submit continues the deposit', async () => {
    setup();
    api.expectCall('deposit-create').andRespond({
      depositId: 'd-9',
      apiResponse: { isFieldsRequired: true },
      fields: [{ name: 'iban', type: 'text', validations: [{ regex: '^DE\\d{4}$', message: 'German IBAN please' }] }],
    });
    await submitDeposit(testScope());
    expect($formFields(testScope()).get().fields.map((f) => f.name)).to.deep.equal(['iban']);
    expect(opener.opened[0]!.closed).to.equal(true);
    expect(nav()).to.equal(undefined);
    expect(await submitDeposit(testScope()), 'empty field').to.equal('invalid');
    inputField(testScope(), 'iban', 'DE1234');
    api.expectCall('deposit-create').andRespond({ depositId: 'd-9' });
    await submitDeposit(testScope());
    const second = api.callsTo('deposit-create')[1] as { depositId: string; fields: object };
    expect(second.depositId).to.equal('d-9');
    expect(second.fields).to.deep.equal({ iban: 'DE1234' });
  });

  it('REDIR-10: a POST answer sends the form fields to the helper window', async () => {
    setup();
    api.expectCall('deposit-create').andRespond({ depositId: 3, apiResponse: { source: 'https://psp.test/post', method: 'POST', data: { sig: 'abc' } } });
    await submitDeposit(testScope());
    expect(opener.opened[0]!.redirects).to.deep.equal([{ url: 'https://psp.test/post', method: 'POST', fields: { sig: 'abc' } }]);
  });

  it('CREATE-04: on the native platform no window opens; GET goes to openExtBrowser, POST to the /form page', async () => {
    setNativeBridge(testScope(), 'webkit');
    setup();
    api.expectCall('deposit-create').andRespond({ depositId: 4, apiResponse: { source: 'https://psp.test/pay' } });
    await submitDeposit(testScope());
    expect(opener.opened.length).to.equal(0);
    expect(host.find((m) => m.messageType === 'openExtBrowser')?.payload).to.deep.equal({ url: 'https://psp.test/pay' });
    expect(nav()).to.equal('/deposit/complete');
    api.expectCall('deposit-create').andRespond({ depositId: 5, apiResponse: { source: 'https://psp.test/post', method: 'POST', data: { a: '1' } } });
    await submitDeposit(testScope());
    expect($localRedirect(testScope()).get()).to.deep.equal({ url: 'https://psp.test/post', method: 'POST', fields: { a: '1' } });
    expect(nav()).to.equal('/form');
  });

  it('CREATE-20: a wallet-app method notifies the host with an external redirect and opens no window', async () => {
    setup(walletApp);
    api.expectCall('deposit-create').andRespond({ depositId: 6, apiResponse: { source: 'https://phonepe.test/pay' } });
    await submitDeposit(testScope());
    expect(opener.opened.length).to.equal(0);
    expect(host.find((m) => m.messageType === 'onExternalRedirectEvent')?.payload).to.deep.equal({ url: 'https://phonepe.test/pay' });
    expect(nav()).to.equal('/deposit/complete');
  });

  it('CREATE-10: a blocked window → create anyway, then "Continue to payment" opens it from a click', async () => {
    opener.mode = 'blocked';
    setup();
    api.expectCall('deposit-create').andRespond({ depositId: 8, apiResponse: { source: 'https://psp.test/pay' } });
    await submitDeposit(testScope());
    expect($redirectPage(testScope()).get().pending?.request.url).to.equal('https://psp.test/pay');
    const bar = $snackbar(testScope()).get();
    expect(bar.open && bar.message).to.deep.equal({ key: 'redirect.popupBlocked' });
    expect(nav()).to.equal(undefined);
    opener.mode = 'ready';
    expect(await continueToPayment(testScope())).to.equal(true);
    expect(opener.opened[0]!.redirects[0]?.url).to.equal('https://psp.test/pay');
    expect(nav()).to.equal('/deposit/complete');
    expect($redirectPage(testScope()).get().pending).to.equal(undefined);
  });

  it('CREATE-10: a window that never says ready is closed and handled like a blocked one', async () => {
    opener.mode = 'never-ready';
    setup();
    api.expectCall('deposit-create').andRespond({ depositId: 8, apiResponse: { source: 'https://psp.test/pay' } });
    await submitDeposit(testScope());
    expect(opener.opened[0]!.closed).to.equal(true);
    expect(opener.opened[0]!.redirects).to.deep.equal([]);
    expect($redirectPage(testScope()).get().pending?.next).to.equal('/deposit/complete');
    expect(host.filter((m) => m.messageType === 'Error')).to.deep.equal([]); // the player closed it: nothing to tell
  });

  it('CREATE-10: a window whose page never answered (a bundled widget without assets-base) tells the host where it looked, on create and on Continue', async () => {
    opener.mode = 'silent';
    setup();
    api.expectCall('deposit-create').andRespond({ depositId: 8, apiResponse: { source: 'https://psp.test/pay' } });
    await submitDeposit(testScope());
    expect(await continueToPayment(testScope())).to.equal(false);
    const errors = host.filter((m) => m.messageType === 'Error').map((m) => m.payload);
    expect(errors).to.deep.equal([0, 1].map((i) => ({ message: `Helper page did not answer: ${opener.opened[i]!.url}` })));
    expect(opener.opened[0]!.url).to.match(/iframe\.html\?route=%2Fform/);
  });

  it('CREATE-11: a captcha-protected method goes through the captcha seam before create', async () => {
    let asked = '';
    configureDepositEnv(testScope(), { clock, openHelper: opener.open, captcha: (m) => ((asked = m.name), Promise.resolve({ captchaBypass: true })) });
    setup({ ...visa, name: 'tpay_one_click' });
    api.expectCall('deposit-create').andRespond({ depositId: 1 });
    await submitDeposit(testScope());
    expect(asked).to.equal('tpay_one_click');
    expect((api.callsTo('deposit-create')[0] as { captchaBypass?: boolean }).captchaBypass).to.equal(true);
  });

  it('DOM-36: a rejected provider link is not opened; the host gets the scheme only', async () => {
    setup();
    api.expectCall('deposit-create').andRespond({ depositId: 2, apiResponse: { source: 'javascript:alert(document.cookie)' } });
    await submitDeposit(testScope());
    expect(opener.opened[0]!.closed).to.equal(true);
    expect(host.find((m) => m.messageType === 'Error')?.payload).to.deep.equal({ message: 'Rejected payment link', scheme: 'javascript' });
    expect(nav()).to.equal(undefined);
  });
});
