// The captcha in the deposit engine (flows §4 step 5, §7, §8; CAPTCHA-06..11, CAPTCHA-16/17):
// which fields each create call carries, the helper window's slider, captcha_required, the
// thrown errors, and the errors a player sees.
import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $amount } from '../../../../src/stores/deposit/amount.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { providerCaptcha } from '../../../../src/stores/deposit/captcha.ts';
import type { CaptchaPort } from '../../../../src/stores/deposit/captcha.ts';
import { sendWithCaptcha } from '../../../../src/stores/deposit/send-with-captcha.ts';
import { captchaErrorKind } from '../../../../src/stores/deposit/captcha/captcha-error.ts';
import { openHelperWindow, WINDOW_CLOSED_POLL_MS } from '../../../../src/stores/deposit/helper-window.ts';
import type { OpenerHost } from '../../../../src/stores/deposit/helper-window.ts';
import { depositErrorMessage } from '../../../../src/stores/deposit/payment-error.ts';
import { allowedSliderScripts, helperSliderAnswer } from '../../../../src/flows/form/helper-slider.ts';
import { closeRedirectPage, openRedirectPage, submitDeposit } from '../../../../src/flows/redirect/model.ts';
import { $sliderAlternative, chooseSliderAlternative } from '../../../../src/stores/deposit/slider-alternative.ts';
import { $basePage, closeBasePage, openBasePage, resetP2p, submitP2p } from '../../../../src/flows/p2p/model.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { $snackbar } from '../../../../src/stores/snackbar.ts';
import { inputField, startForm } from '../../../../src/stores/form-fields.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { createFakeClock } from '../fake-clock.ts';
import { visa } from '../../flows/helpers/fixtures.ts';
import { fakeOpener } from '../../flows/helpers/fake-helper.ts';
import type { FakeOpener } from '../../flows/helpers/fake-helper.ts';
import { installMockApi, uninstallMockApi } from '../../flows/helpers/mock-api.ts';
import type { MockApi } from '../../flows/helpers/mock-api.ts';
import { testScope } from '../../scope.ts';

const OUTPUT = { captcha_output: 'out', gen_time: '1700000000', lot_number: 'lot', pass_token: 'pass' };
const tpay: PaymentMethod = { ...visa, name: 'tpay_one_click' };
const captchaRequired = () => new CashierError('http', { status: 400, serverCode: 'captcha_required', message: 'Captcha required' });

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error: unknown) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('captcha in the deposit engine', () => {
  let api: MockApi;
  let opener: FakeOpener;

  beforeEach(() => {
    api = installMockApi();
    opener = fakeOpener('ready');
    configureDepositEnv(testScope(), {
      clock: createFakeClock(),
      openHelper: opener.open,
      documentUrl: () => 'https://casino.test/cashier',
      openerOrigin: () => 'https://casino.test',
      newKey: () => 'press-1',
    });
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'RU', schema: { meta: { geetestCaptchaId: 'gt-1' } } });
    api.always('session-start', null);
  });
  afterEach(() => {
    uninstallMockApi();
    configureDepositEnv(testScope(), null);
  });

  it('CAPTCHA-09/CAPTCHA-17: step 5 runs the slider in the ready helper window (initGeetest) and deposit-create carries its output', async () => {
    opener.sliderAnswers = [{ result: { ...OUTPUT } }];
    selectMethod(testScope(), tpay);
    openRedirectPage(testScope(), '.');
    api.expectCall('deposit-create').andRespond({ depositId: 1 });
    await submitDeposit(testScope());
    expect(opener.opened[0]!.sliders).to.deep.equal([{ captchaId: 'gt-1', language: 'rus', scripts: ['https://static.geetest.com/v4/gt4.js', 'https://static.geevisit.com/v4/gt4.js'] }]);
    expect(api.callsTo('deposit-create')[0]).to.include(OUTPUT);
    expect(api.callsTo('deposit-create')[0]).to.not.have.property('captchaBypass');
  });

  it('CAPTCHA-16: a slider whose network retries ran out (null) makes deposit-create carry captchaBypass', async () => {
    opener.sliderAnswers = [{ result: null }];
    selectMethod(testScope(), tpay);
    openRedirectPage(testScope(), '.');
    api.expectCall('deposit-create').andRespond({ depositId: 2 });
    await submitDeposit(testScope());
    expect(api.callsTo('deposit-create')[0]).to.include({ captchaBypass: true });
  });

  it('CAPTCHA-11: a captcha_required answer redoes the captcha once and retries the call', async () => {
    opener.sliderAnswers = [{ result: { ...OUTPUT, lot_number: 'first' } }, { result: { ...OUTPUT, lot_number: 'second' } }];
    selectMethod(testScope(), tpay);
    openRedirectPage(testScope(), '.');
    api.expectCall('deposit-create').andFail(captchaRequired());
    api.expectCall('deposit-create').andRespond({ depositId: 3 });
    await submitDeposit(testScope());
    expect(opener.opened[0]!.sliders).to.have.length(2);
    expect(api.callsTo('deposit-create').map((p) => (p as { lot_number: string }).lot_number)).to.deep.equal(['first', 'second']);
  });

  it('CAPTCHA-CONT: one check per press — a fields-required continuation (depositId) sends no second captcha', async () => {
    const sberpay: PaymentMethod = { ...visa, name: 'sberpay_paylink' };
    opener.sliderAnswers = [{ result: { ...OUTPUT } }];
    selectMethod(testScope(), sberpay);
    openRedirectPage(testScope(), '.');
    api.expectCall('deposit-create').andRespond({ depositId: 'd-7', apiResponse: { isFieldsRequired: true }, fields: [{ name: 'phone', type: 'text' }] });
    await submitDeposit(testScope());
    inputField(testScope(), 'phone', '9001234567');
    api.expectCall('deposit-create').andRespond({ depositId: 'd-7' });
    await submitDeposit(testScope());
    const sliders = opener.opened.map((w) => w.sliders.length);
    expect(sliders.reduce((a, b) => a + b, 0), 'sliders over both presses').to.equal(1);
    const second = api.callsTo('deposit-create')[1] as Record<string, unknown>;
    expect(second['depositId']).to.equal('d-7');
    for (const key of ['captcha_output', 'pass_token', 'captchaBypass']) expect(second, key).to.not.have.property(key);
  });

  it('CAPTCHA-CONT/CAPTCHA-11: a continuation the backend still asks a captcha for gets it once, then the call is retried', async () => {
    const port: CaptchaPort = () => Promise.resolve({ ...OUTPUT });
    const sent: object[] = [];
    const result = await sendWithCaptcha(port, tpay, { call: 'deposit-create', country: 'RU' }, (captcha) => {
      sent.push(captcha);
      return sent.length === 1 ? Promise.reject(captchaRequired()) : Promise.resolve('ok');
    }, true);
    expect(result).to.equal('ok');
    expect(sent).to.deep.equal([{}, OUTPUT]);
  });

  it('CAPTCHA-14/CAPTCHA-17: the player closing the slider ends the press with its message; nothing is created and the window closes', async () => {
    opener.sliderAnswers = [{ error: 'closed' }];
    selectMethod(testScope(), tpay);
    openRedirectPage(testScope(), '.');
    await submitDeposit(testScope());
    expect(api.callsTo('deposit-create')).to.have.length(0);
    expect(opener.opened[0]!.closed).to.equal(true);
    const snackbar = $snackbar(testScope()).get();
    expect(snackbar.open && snackbar.message).to.deep.equal({ key: 'captcha.error.closed' });
  });

  it('CAPTCHA-17 (WCAG 2.5.7): after the player closes the slider, "continue without" skips it once: that press carries captchaBypass, the next runs the slider again', async () => {
    opener.sliderAnswers = [{ error: 'closed' }, { result: { ...OUTPUT } }];
    selectMethod(testScope(), tpay);
    openRedirectPage(testScope(), '.');
    expect($sliderAlternative(testScope()).get()).to.equal('none');
    await submitDeposit(testScope());
    expect($sliderAlternative(testScope()).get()).to.equal('offered');
    chooseSliderAlternative(testScope());
    api.expectCall('deposit-create').andRespond({ depositId: 1 });
    await submitDeposit(testScope());
    expect(api.callsTo('deposit-create')[0]).to.include({ captchaBypass: true });
    expect(api.callsTo('deposit-create')[0]).to.not.have.property('lot_number');
    expect(opener.opened[1]!.sliders, 'no slider in the window of the bypassed press').to.deep.equal([]);
    expect($sliderAlternative(testScope()).get()).to.equal('none');
    api.expectCall('deposit-create').andRespond({ depositId: 2 });
    await submitDeposit(testScope());
    expect(api.callsTo('deposit-create')[1]).to.include(OUTPUT);
  });

  it('CAPTCHA-17: the offer ends with the page, and other failures do not make one', async () => {
    opener.sliderAnswers = [{ error: 'network' }, { error: 'closed' }];
    selectMethod(testScope(), tpay);
    openRedirectPage(testScope(), '.');
    await submitDeposit(testScope());
    expect($sliderAlternative(testScope()).get(), 'a network failure is not the player giving up').to.equal('none');
    await submitDeposit(testScope());
    expect($sliderAlternative(testScope()).get()).to.equal('offered');
    closeRedirectPage(testScope());
    expect($sliderAlternative(testScope()).get()).to.equal('none');
  });

  it("flows §8: an empty geetestResult is 'Geetest result is empty'; no captcha id is 'Captcha id is empty'", async () => {
    opener.sliderAnswers = [{}];
    const empty = await failure(providerCaptcha(testScope(), tpay, { call: 'deposit-create', country: 'RU', helper: opener.open('x')! }));
    expect((empty as Error).message).to.equal('Geetest result is empty');
    applyHandshake(testScope(), { schema: { meta: {} } });
    const noId = await failure(providerCaptcha(testScope(), tpay, { call: 'deposit-create', country: 'RU' }));
    expect((noId as Error).message).to.equal('Captcha id is empty');
  });

  it('CAPTCHA-11: an unprotected method sends no captcha fields, and only a captcha_required answer brings one', async () => {
    const asked: string[] = [];
    const port: CaptchaPort = (m) => (asked.push(m.name), Promise.resolve({ captchaBypass: true }));
    const sent: object[] = [];
    let answers = 0;
    const result = await sendWithCaptcha(port, visa, { call: 'deposit-create', country: 'RU' }, (captcha) => {
      sent.push(captcha);
      return answers++ === 0 ? Promise.reject(captchaRequired()) : Promise.resolve('ok');
    });
    expect(result).to.equal('ok');
    expect(sent).to.deep.equal([{}, { captchaBypass: true }]);
    expect(asked).to.deep.equal([visa.name]);
  });

  it('CAPTCHA-11: only once — a second captcha_required, or any other error, is the failure', async () => {
    const port: CaptchaPort = () => Promise.resolve({ captchaBypass: true });
    let sends = 0;
    const twice = await failure(sendWithCaptcha(port, tpay, { call: 'deposit-create', country: 'RU' }, () => (sends++, Promise.reject(captchaRequired()))));
    expect((twice as CashierError).serverCode).to.equal('captcha_required');
    expect(sends).to.equal(2);
    sends = 0;
    await failure(sendWithCaptcha(port, tpay, { call: 'deposit-create', country: 'RU' }, () => (sends++, Promise.reject(new CashierError('http', { status: 500 })))));
    expect(sends).to.equal(1);
  });

  it('CAPTCHA-13/CAPTCHA-17: each captcha failure shows its translated message; a refused captcha its own', () => {
    const messageOf = (kind: string) => depositErrorMessage(new CashierError('captcha', { messageKey: `k.${kind}` }));
    expect(messageOf('x')).to.deep.equal({ key: 'k.x' });
    expect(depositErrorMessage(new CashierError('http', { status: 400, serverCode: 'banking.captchaInvalid' }))).to.deep.equal({ key: 'payment.error.captchaInvalid' });
  });
});

describe('captcha on deposit-create-p2p (CAPTCHA-10)', () => {
  let api: MockApi;
  const cardP2p: PaymentMethod = { name: 'card-p2p', cardViewType: 5, text: { en: 'Card P2P' } };
  const phoneP2p: PaymentMethod = { name: 'phone_p2p', cardViewType: 5, text: { en: 'Phone P2P' } };

  beforeEach(() => {
    resetP2p(testScope());
    api = installMockApi();
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'RU', schema: { meta: { geetestCaptchaId: 'gt-1' } } });
    $amount(testScope()).set({ text: '1000', touched: true, fromChip: false });
  });
  afterEach(() => {
    closeBasePage(testScope());
    resetP2p(testScope());
    uninstallMockApi();
    configureDepositEnv(testScope(), null);
  });

  async function pressWith(method: PaymentMethod, port: CaptchaPort) {
    configureDepositEnv(testScope(), { captcha: port, newKey: () => 'press-p2p' });
    startForm(testScope(), method);
    api.expectCall('deposit-check').andRespond({ exists: false });
    await openBasePage(testScope(), method, undefined, api);
    expect($basePage(testScope()).get().phase).to.equal('form');
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps_1' });
    api.expectCall('deposit-create-p2p').andFail(new CashierError('http', { status: 400, serverCode: 'banking.amountLimit' }));
    await submitP2p(testScope(), '.');
    return api.callsTo('deposit-create-p2p')[0] as Record<string, unknown>;
  }

  it('CAPTCHA-10: card-p2p carries the recaptcha pair and checkScore true', async () => {
    const calls: string[] = [];
    const payload = await pressWith(cardP2p, (m, r) => (calls.push(`${m.name} ${r.call}`), Promise.resolve({ captchaResponse: 'v2', captchaResponseV3: 'v3', checkScore: true })));
    expect(calls).to.deep.equal(['card-p2p deposit-create-p2p']);
    expect(payload).to.include({ captchaResponse: 'v2', captchaResponseV3: 'v3', checkScore: true });
  });

  it('CAPTCHA-10: phone_p2p carries the slider output, checkScore false', async () => {
    const payload = await pressWith(phoneP2p, () => Promise.resolve({ ...OUTPUT }));
    expect(payload).to.include({ ...OUTPUT, checkScore: false });
  });

  it("flows §8: the recaptcha pair with an empty token is 'Captcha data empty'", async () => {
    const w = window as Window & { grecaptcha?: unknown };
    const params: Array<Record<string, (t?: string) => void>> = [];
    w.grecaptcha = {
      render: (_e: unknown, p: Record<string, (t?: string) => void>) => params.push(p) - 1,
      execute: (id: number) => setTimeout(() => params[id]!['callback']!(''), 0),
      reset: () => undefined,
      enterprise: { ready: (cb: () => void) => cb(), execute: () => Promise.resolve('v3') },
    };
    applyHandshake(testScope(), { schema: { meta: { recaptchaSiteKey: 'inv-empty', recaptchaEnterpriseSiteKey: 'score', captchaScripts: { recaptchaEnterprise: '/test/unit/fixtures/empty-script.js' } } } });
    try {
      const error = await failure(providerCaptcha(testScope(), cardP2p, { call: 'deposit-create-p2p', country: 'RU' }));
      expect((error as Error).message).to.equal('Captcha data empty');
    } finally {
      delete w.grecaptcha;
    }
  });
});

describe('the slider across windows (decision CAPTCHA-17)', () => {
  type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

  function fakeHost() {
    const listeners = new Set<Listener>();
    const posted: Array<{ message: unknown; origin: string }> = [];
    const child = { closed: false, postMessage: (message: unknown, origin: string) => posted.push({ message, origin }), close: () => undefined };
    const timers: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
    const host: OpenerHost = {
      open: () => child,
      addEventListener: (_t, l) => listeners.add(l),
      removeEventListener: (_t, l) => listeners.delete(l),
      location: { href: 'https://casino.test/cashier', origin: 'https://casino.test' },
    };
    const fakeTimers = {
      set: (fn: () => void, ms: number) => timers.push({ fn, ms, cleared: false }) - 1,
      clear: (id: unknown) => {
        if (typeof id === 'number' && timers[id]) timers[id]!.cleared = true;
      },
    };
    return { host, child, posted, timers, fakeTimers, emit: (e: Parameters<Listener>[0]) => [...listeners].forEach((l) => l(e)) };
  }

  it('CAPTCHA-17: initGeetest goes to the window at its origin; its geetestResult from that window and origin answers', async () => {
    const h = fakeHost();
    const win = openHelperWindow('https://widget.test/iframe.html', h.host, h.fakeTimers)!;
    const answer = win.slider({ captchaId: 'gt-1', language: 'rus', scripts: ['https://static.geetest.com/v4/gt4.js'] });
    expect(h.posted[0]).to.deep.equal({
      message: { source: 'payment-cashier', type: 'initGeetest', captchaId: 'gt-1', language: 'rus', scripts: ['https://static.geetest.com/v4/gt4.js'] },
      origin: 'https://widget.test',
    });
    const result = { source: 'payment-cashier-form', type: 'geetestResult', result: OUTPUT };
    h.emit({ source: h.child, origin: 'https://evil.test', data: result });
    h.emit({ source: {}, origin: 'https://widget.test', data: result });
    h.emit({ source: h.child, origin: 'https://widget.test', data: result });
    expect(await answer).to.deep.equal(result);
  });

  it('CAPTCHA-17: a window the player closes with the slider in it ends the exchange as "closed"', async () => {
    const h = fakeHost();
    const win = openHelperWindow('https://widget.test/iframe.html', h.host, h.fakeTimers)!;
    const answer = win.slider({ captchaId: 'gt-1', language: 'eng', scripts: [] });
    const poll = h.timers.find((t) => t.ms === WINDOW_CLOSED_POLL_MS && !t.cleared)!;
    h.child.closed = true;
    poll.fn();
    expect((await answer).error).to.equal('closed');
  });

  it("CAPTCHA-17: the helper page loads the slider only from GeeTest's origins or its own", async () => {
    const page = 'https://widget.test/iframe.html?route=/form';
    expect(allowedSliderScripts(['https://static.geetest.com/v4/gt4.js', 'https://evil.test/gt4.js', 'https://widget.test/sandbox/gt4.js', 'javascript:alert(1)'], page)).to.deep.equal([
      'https://static.geetest.com/v4/gt4.js',
      'https://widget.test/sandbox/gt4.js',
    ]);
    const answer = await helperSliderAnswer({ captchaId: 'gt-1', language: 'eng', scripts: ['https://evil.test/gt4.js'] }, page);
    expect(answer).to.deep.equal({ source: 'payment-cashier-form', type: 'geetestResult', error: 'script' });
  });

  it('CAPTCHA-14: a captcha error keeps its kind through the exchange', () => {
    expect(captchaErrorKind(new CashierError('captcha', { details: { kind: 'network' } }))).to.equal('network');
    expect(captchaErrorKind(new CashierError('http'))).to.equal(undefined);
  });
});
