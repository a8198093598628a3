/**
 * Decision CREATE-IDEM (issue #10 part 5): one deposit per intended press. A press carries an
 * idempotency key; a second press while creating sends nothing; a press whose answer was lost keeps
 * its key, so the player's next identical press finds the first deposit and goes on with it.
 */
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { $redirectPage, changeAmount, openRedirectPage, submitDeposit } from '../../../../src/flows/redirect/model.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { createDeposit, depositDeps } from '../../../../src/stores/deposit/create-deposit.ts';
import { runDepositCreation } from '../../../../src/stores/deposit/creation.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { randomKey } from '../../../../src/stores/deposit/random-key.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { $snackbar } from '../../../../src/stores/snackbar.ts';
import { CashierError, NETWORK_ERROR_KEY } from '../../../../src/transport/errors.ts';
import { intentFingerprint } from '../../../../src/transport/idempotency.ts';
import { mountApp, waitFor } from '../../app/render.tsx';
import { createFakeClock } from '../fake-clock.ts';
import { visa } from '../../flows/helpers/fixtures.ts';
import { fakeOpener } from '../../flows/helpers/fake-helper.ts';
import { buttonByText } from '../../flows/helpers/dom.ts';
import { installMockApi, uninstallMockApi } from '../../flows/helpers/mock-api.ts';
import type { MockApi } from '../../flows/helpers/mock-api.ts';
import { useFlowScreenSuite } from '../../flows/helpers/suite.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';
import { CALL_RETRIES, CALL_RETRY_DELAY_MS } from '../../../../src/domain/constants.ts';
import { UNCONFIRMED_KEY } from '../../../../src/stores/deposit/unknown-outcome.ts';
import type { FakeClock } from '../fake-clock.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const created = { depositId: 77, apiResponse: { source: 'https://psp.test/pay' } };
/** What a lost answer looks like to the widget: the socket dropped, or the fetch failed. */
const lost = () => new CashierError('network', { message: 'Network error: socket disconnected (io server disconnect)', messageKey: NETWORK_ERROR_KEY, call: 'deposit-create' });
const keysSent = (api: MockApi): unknown[] => api.callsTo('deposit-create').map((p) => (p as { idempotencyKey?: string }).idempotencyKey);

/** A deterministic key source: press-1, press-2, … */
function keySource(): { newKey(): string } {
  let n = 0;
  return { newKey: () => `press-${(n += 1)}` };
}

describe('CREATE-IDEM: one deposit per intended press (engine and redirect model)', () => {
  let api: MockApi;
  let clock: FakeClock;

  /** A press whose unknown outcome is checked on the page (REL-02): the replays' 2 s pauses pass. */
  async function pressThroughChecks(): Promise<string> {
    const press = submitDeposit(testScope());
    for (let i = 0; i < CALL_RETRIES; i += 1) {
      await flush();
      await flush();
      clock.tick(CALL_RETRY_DELAY_MS);
    }
    return press;
  }

  beforeEach(() => {
    api = installMockApi();
    clock = createFakeClock();
    configureDepositEnv(testScope(), {
      clock,
      openHelper: fakeOpener('ready').open,
      documentUrl: () => 'https://casino.test/cashier',
      openerOrigin: () => 'https://casino.test',
      ...keySource(),
    });
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE' });
    api.always('session-start', null);
    selectMethod(testScope(), visa);
    openRedirectPage(testScope(), '.');
  });
  afterEach(() => {
    uninstallMockApi();
    configureDepositEnv(testScope(), null);
  });

  it('CREATE-IDEM: every deposit-create carries an idempotency key; an answered press closes it, so the next press has a new one', async () => {
    api.expectCall('deposit-create').andRespond(created);
    api.expectCall('deposit-create').andRespond({ ...created, depositId: 78 });
    expect(await submitDeposit(testScope())).to.equal('done');
    expect(await submitDeposit(testScope())).to.equal('done');
    expect(keysSent(api)).to.deep.equal(['press-1', 'press-2']);
  });

  it('CREATE-IDEM: a second press while the first is creating (double click, Enter plus click) sends nothing', async () => {
    const first = api.expectCall('deposit-create').andHang();
    const pressing = submitDeposit(testScope());
    expect(await submitDeposit(testScope())).to.equal('busy');
    expect($redirectPage(testScope()).get().phase).to.equal('creating');
    first.release(created);
    expect(await pressing).to.equal('done');
    expect(api.callsTo('deposit-create').length).to.equal(1);
  });

  it('CREATE-IDEM: the engine itself refuses a second creation while one is in flight (any page calling createDeposit)', async () => {
    const first = api.expectCall('deposit-create').andHang();
    const request = { method: visa, amount: 10, limits: { min: 10, max: 500 }, currency: 'USD', fields: {}, fieldsValid: true, isFromChip: false };
    const started: string[] = [];
    const one = createDeposit(testScope(), request, () => started.push('one'));
    const two = await createDeposit(testScope(), request, () => started.push('two'));
    expect(two).to.deep.equal({ kind: 'busy' });
    first.release(created);
    expect((await one).kind).to.equal('done');
    expect(started).to.deep.equal(['one']);
    expect(api.callsTo('deposit-create').length).to.equal(1);
  });

  it('CREATE-IDEM, REL-02: the answer is lost (socket drop) and stays lost through the checks: the player reads that it is unconfirmed, and the next press replays the same key and continues with the first deposit', async () => {
    for (let i = 0; i <= CALL_RETRIES; i += 1) api.expectCall('deposit-create').andFail(lost());
    expect(await pressThroughChecks()).to.equal('failed');
    const bar = $snackbar(testScope()).get();
    expect(bar.open && bar.message).to.deep.equal({ key: UNCONFIRMED_KEY });
    expect($redirectPage(testScope()).get().phase).to.equal('idle');
    // The sandbox answers the replayed key with the deposit the lost press made.
    api.expectCall('deposit-create').andRespond(created);
    expect(await submitDeposit(testScope())).to.equal('done');
    expect(new Set(keysSent(api))).to.deep.equal(new Set(['press-1']));
    expect(keysSent(api).length).to.equal(CALL_RETRIES + 2);
    expect($navigationRequest(testScope()).get()?.to).to.equal('/deposit/complete');
  });

  it('CREATE-IDEM, REL-02: a timeout, a 5xx or a non-JSON answer leaves the outcome unknown: the same press replays its key until the answer comes', async () => {
    api.expectCall('deposit-create').andFail(new CashierError('timeout', { message: 'Request timeout', call: 'deposit-create' }));
    api.expectCall('deposit-create').andFail(new CashierError('http', { status: 502, message: 'Bad gateway' }));
    api.expectCall('deposit-create').andFail(new CashierError('invalid-response', { message: 'Response is not JSON' }));
    api.expectCall('deposit-create').andRespond(created);
    expect(await pressThroughChecks()).to.equal('done');
    expect(keysSent(api)).to.deep.equal(['press-1', 'press-1', 'press-1', 'press-1']);
  });

  it('CREATE-IDEM: a refusal (400, 401) is a definite answer: the next press mints a new key', async () => {
    api.expectCall('deposit-create').andFail(new CashierError('http', { status: 400, serverCode: 'banking.amountOutOfRange', message: 'Out of range' }));
    api.expectCall('deposit-create').andFail(new CashierError('unauthorized', { status: 401, serverCode: 'auth.unauthorized', message: 'Unauthorized' }));
    api.expectCall('deposit-create').andRespond(created);
    for (const outcome of ['failed', 'failed', 'done']) expect(await submitDeposit(testScope())).to.equal(outcome);
    expect(keysSent(api)).to.deep.equal(['press-1', 'press-2', 'press-3']);
  });

  it('CREATE-12/CREATE-IDEM: a sweepstake create (deposit-create-sweepstake) carries the key too', async () => {
    api.expectCall('deposit-create-sweepstake').andRespond(created);
    const input = { method: visa, methodText: 'Visa', amount: 10, limits: { min: 10, max: 500 }, currency: 'USD', fields: {}, fieldsValid: true, isFromChip: false, pendingGroup: null, boxId: 7 };
    expect((await runDepositCreation(testScope(), input, depositDeps(testScope()))).kind).to.equal('created');
    expect(api.callsTo('deposit-create-sweepstake')[0]).to.include({ boxId: 7, idempotencyKey: 'press-1' });
  });

  it('CREATE-IDEM: after a lost answer, a changed amount is a new intention with a new key', async () => {
    for (let i = 0; i <= CALL_RETRIES; i += 1) api.expectCall('deposit-create').andFail(lost());
    api.expectCall('deposit-create').andRespond(created);
    expect(await pressThroughChecks()).to.equal('failed');
    changeAmount(testScope(), '20', '.');
    expect(await submitDeposit(testScope())).to.equal('done');
    expect(keysSent(api).at(-1)).to.equal('press-2');
    expect(keysSent(api).slice(0, -1).every((key) => key === 'press-1')).to.equal(true);
  });
});

describe('CREATE-IDEM: the key and the intent', () => {
  it('CREATE-IDEM: the real key is a version 4 UUID from WebCrypto, also where randomUUID is missing (plain HTTP pages)', () => {
    expect(randomKey()).to.match(UUID_V4);
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, randomKey));
      expect(keys.size).to.equal(50);
      for (const key of keys) expect(key).to.match(UUID_V4);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });

  it('CREATE-IDEM: the intent ignores field order, captcha, session and return URL, and sees amount, fields, deposit, box and bonus', () => {
    const base = { amount: 10, currency: 'usd', paymentType: 'visa', fields: { a: '1', b: '2' }, isActivatedBonus: false };
    const same = intentFingerprint('deposit-create', base);
    expect(intentFingerprint('deposit-create', { ...base, currency: 'USD', fields: { b: '2', a: '1' }, pass_token: 'x', paymentSessionId: 'ps', returnUrl: 'https://x.test' })).to.equal(same);
    for (const change of [{ amount: 11 }, { fields: { a: '1' } }, { depositId: 5 }, { boxId: 1 }, { bonusId: 3 }, { isActivatedBonus: true }, { paymentType: 'skrill' }]) {
      expect(intentFingerprint('deposit-create', { ...base, ...change }), JSON.stringify(change)).to.not.equal(same);
    }
    expect(intentFingerprint('deposit-create-sweepstake', base)).to.not.equal(same);
  });
});

describe('CREATE-IDEM: double click and Enter plus click on the redirect page', () => {
  const suite = useFlowScreenSuite();
  beforeEach(() => {
    suite.api.always('session-start', null);
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE' });
    configureDepositEnv(testScope(), { openHelper: fakeOpener('ready').open });
  });
  afterEach(() => configureDepositEnv(testScope(), null));

  async function openPage(): Promise<{ form: HTMLFormElement; deposit: HTMLButtonElement }> {
    selectMethod(testScope(), visa);
    suite.mounted = await mountApp('/deposit/redirect');
    const host = suite.mounted.host;
    await waitFor(() => buttonByText(host, 'Deposit') !== undefined, 'Deposit button');
    return { form: host.querySelector('form')!, deposit: buttonByText(host, 'Deposit')! };
  }

  it('CREATE-IDEM: two clicks before the page re-renders make one deposit-create', async () => {
    const { deposit } = await openPage();
    suite.api.expectCall('deposit-create').andRespond(created);
    await act(async () => {
      deposit.click();
      deposit.click(); // the button is not disabled yet: React has not re-rendered between the two
    });
    await waitFor(() => suite.mounted!.history.href === '/deposit/complete' && suite.mounted!.host.querySelector('.cashier-complete') !== null, 'complete page');
    expect(suite.api.callsTo('deposit-create').length).to.equal(1);
  });

  it('CREATE-IDEM: Enter in the amount field plus a click make one deposit-create', async () => {
    const { form, deposit } = await openPage();
    suite.api.expectCall('deposit-create').andRespond(created);
    await act(async () => {
      form.requestSubmit(); // what Enter in a field of the form does (implicit submission)
      deposit.click();
    });
    await waitFor(() => suite.mounted!.history.href === '/deposit/complete' && suite.mounted!.host.querySelector('.cashier-complete') !== null, 'complete page');
    expect(suite.api.callsTo('deposit-create').length).to.equal(1);
  });
});
