// Issue #25 deliverable 1 (decision REL-02): a creation whose outcome is unknown stays on its page
// with what the player typed, says the deposit is being checked, and replays the same idempotency
// key — the backend answers the original deposit — instead of sending the player to start over.
import { expect } from '@open-wc/testing';
import { CALL_RETRIES, CALL_RETRY_DELAY_MS } from '../../../../src/domain/constants.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { runTimeoutHandler } from '../../../../src/stores/api-events.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { $snackbar } from '../../../../src/stores/snackbar.ts';
import { $amount } from '../../../../src/stores/deposit/amount.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { $checkingDeposit, keepCreationTimeouts, UNCONFIRMED_KEY } from '../../../../src/stores/deposit/unknown-outcome.ts';
import { changeAmount, closeRedirectPage, openRedirectPage, submitDeposit } from '../../../../src/flows/redirect/model.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { createFakeClock, type FakeClock } from '../fake-clock.ts';
import { installMockApi, uninstallMockApi, type MockApi } from '../../flows/helpers/mock-api.ts';
import { useTestDepositEnv } from '../../flows/helpers/redirect-page.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';

const spei: PaymentMethod = { name: 'spei', cardViewType: 0, text: { en: 'SPEI' }, amount_rules: { USD: { min: 10, max: 5000 } } };
const requisites = { depositId: 8, apiResponse: { data: { requisites: [{ name: 'clabe', value: '0123' }] } } };
const timeout = () => new CashierError('timeout', { message: 'Request timeout', call: 'deposit-create' });
const lost = () => new CashierError('network', { message: 'Network error: socket disconnected (transport close)', call: 'deposit-create' });
const keyOf = (payload: unknown): unknown => (payload as { idempotencyKey?: unknown }).idempotencyKey;

describe('REL-02: an unknown creation outcome is resolved, never dropped', () => {
  let api: MockApi;
  let clock: FakeClock;
  let keys = 0;

  beforeEach(() => {
    api = installMockApi();
    clock = createFakeClock();
    keys = 0;
    useTestDepositEnv({ clock, newKey: () => `key-${(keys += 1)}` });
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'MX' });
    api.always('session-start', null);
    selectMethod(testScope(), spei);
    openRedirectPage(testScope(), '.');
    changeAmount(testScope(), '1234', '.');
  });
  afterEach(() => {
    closeRedirectPage(testScope());
    uninstallMockApi();
    configureDepositEnv(testScope(), null);
  });

  /** Lets the replay loop reach its next pause, then lets the pause pass. */
  async function nextReplay(): Promise<void> {
    await flush();
    clock.tick(CALL_RETRY_DELAY_MS);
    await flush();
  }

  it('REL-02: a timed-out create keeps the page and the typed 1234, says it is checking, and replays the same key 2 s later: one deposit', async () => {
    api.expectCall('deposit-create').andFail(timeout());
    api.expectCall('deposit-create').andRespond(requisites);
    const press = submitDeposit(testScope());
    await flush();
    await flush();
    expect($checkingDeposit(testScope()).get()).to.equal(true);
    expect(api.callsTo('deposit-create').length).to.equal(1);
    clock.tick(CALL_RETRY_DELAY_MS - 1);
    await flush();
    expect(api.callsTo('deposit-create').length).to.equal(1);
    clock.tick(1);
    expect(await press).to.equal('done');
    const [first, replay] = api.callsTo('deposit-create');
    expect(keyOf(replay)).to.equal(keyOf(first));
    expect((replay as { amount: number }).amount).to.equal(1234);
    expect($checkingDeposit(testScope()).get()).to.equal(false);
  });

  it('REL-02: still unknown after 3 replays, the press fails with its own message and keeps the amount; the next identical press closes that message and replays the same key', async () => {
    for (let i = 0; i <= CALL_RETRIES; i++) api.expectCall('deposit-create').andFail(i % 2 ? lost() : timeout());
    const press = submitDeposit(testScope());
    for (let i = 0; i < CALL_RETRIES; i++) await nextReplay();
    expect(await press).to.equal('failed');
    expect(api.callsTo('deposit-create').length).to.equal(1 + CALL_RETRIES);
    const snackbar = $snackbar(testScope()).get();
    expect(snackbar.open && snackbar.message).to.deep.equal({ key: UNCONFIRMED_KEY });
    expect($amount(testScope()).get().text).to.equal('1234');
    expect($navigationRequest(testScope()).get()?.to ?? '').not.to.contain('/error');
    api.expectCall('deposit-create').andRespond(requisites);
    const again = submitDeposit(testScope());
    await flush();
    expect($snackbar(testScope()).get().open, 'REL-02a: the new press closes the notice of the one before').to.equal(false);
    expect(await again).to.equal('done');
    const keysSent = new Set(api.callsTo('deposit-create').map(keyOf));
    expect([...keysSent]).to.deep.equal(['key-1']);
  });

  it('REL-02: a definitive answer during the checks ends them at once (a refusal is known: its key closes)', async () => {
    api.expectCall('deposit-create').andFail(lost());
    api.expectCall('deposit-create').andFail(new CashierError('http', { status: 400, serverCode: 'banking.amountLimit', message: 'Amount out of limits' }));
    const press = submitDeposit(testScope());
    await nextReplay();
    expect(await press).to.equal('failed');
    expect(api.callsTo('deposit-create').length).to.equal(2);
    api.expectCall('deposit-create').andRespond(requisites);
    expect(await submitDeposit(testScope())).to.equal('done');
    expect(keyOf(api.callsTo('deposit-create')[2])).to.equal('key-2');
  });

  it("REL-02: during a creation its own request timeout stays on the page; any other call's still opens the error page (RETRY-12)", () => {
    const restore = keepCreationTimeouts(testScope(), new Set(['deposit-create']));
    runTimeoutHandler(testScope(), 'deposit-create');
    expect($navigationRequest(testScope()).get()).to.equal(null);
    runTimeoutHandler(testScope(), 'methods-payment-v5');
    expect($navigationRequest(testScope()).get()?.to).to.match(/^\/error\?backRoute=/);
    restore();
  });
});
