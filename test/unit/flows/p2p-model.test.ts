// The peer-to-peer flow's model with the strict request mock (flows §4 "Peer-to-peer"; P2P-04,
// P2P-11..24): check first, resume, create once, silent cancel, fields required, malformed answers,
// the unified-form contract, WebCrypto decryption and its failure, polling, expiry and "I paid".
import { expect } from '@open-wc/testing';
import { $basePage, cancelCreate, closeBasePage, openBasePage, resetP2p, submitP2p } from '../../../src/flows/p2p/model.ts';
import { $invoice } from '../../../src/flows/p2p/invoice-state.ts';
import { markPaid, openInvoice, paidBlocked, typeConfirmationId } from '../../../src/flows/p2p/invoice.ts';
import { watchInvoice } from '../../../src/flows/p2p/invoice-watch.ts';
import { cancelInvoice, expireInvoice } from '../../../src/flows/p2p/invoice-cancel.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { $amount } from '../../../src/stores/deposit/amount.ts';
import { $pendingDeposit } from '../../../src/stores/deposit/pending-deposit.ts';
import { onHostMessage } from '../../../src/stores/host-outbox.ts';
import type { OutboundMessage } from '../../../src/stores/host-outbox.ts';
import { $navigationRequest } from '../../../src/stores/navigation.ts';
import { $snackbar } from '../../../src/stores/snackbar.ts';
import { applyDepositStatusPush } from '../../../src/stores/transaction.ts';
import { $formFields, startForm } from '../../../src/stores/form-fields.ts';
import { createFakeClock } from '../stores/fake-clock.ts';
import { installMockApi, uninstallMockApi } from './helpers/mock-api.ts';
import type { MockApi } from './helpers/mock-api.ts';

import { testScope } from '../scope.ts';
const uzcard: PaymentMethod = { name: 'uzcard', cardViewType: 5, text: { en: 'Uzcard' } };
const CARD = { number: '8600120412345678', bank_name: 'Kapitalbank', fullName: 'AKMAL T.' };
const created = new Date().toISOString();

const flush = async (times = 3) => {
  for (let i = 0; i < times; i += 1) await new Promise((r) => setTimeout(r, 0));
};
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** What the sandbox sends (decision P2P-04): AES-256-GCM, ciphertext and tag apart, all base64. */
async function encrypt(card: object) {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, key, new TextEncoder().encode(JSON.stringify(card))));
  return { key: b64(raw), iv: b64(iv), encrypted: b64(sealed.slice(0, -16)), tag: b64(sealed.slice(-16)) };
}

const invoiceAnswer = async (extra: object = {}) => ({ depositId: 501, card: await encrypt(CARD), created, timeout_minutes: 15, passedAmount: 30000, passedCurrency: 'UZS', processingAmount: 30000, processingCurrency: 'UZS', payment_amount: 30000, payment_currency: 'UZS', ...extra });

describe('p2p model', () => {
  let api: MockApi;
  let messages: OutboundMessage[];
  let stopMessages: () => void;
  beforeEach(() => {
    resetP2p(testScope());
    api = installMockApi();
    messages = [];
    stopMessages = onHostMessage(testScope(), (m) => messages.push(m));
    $amount(testScope()).set({ text: '30000', touched: true, fromChip: false });
    startForm(testScope(), uzcard);
  });
  afterEach(() => {
    stopMessages();
    closeBasePage(testScope());
    resetP2p(testScope());
    uninstallMockApi();
  });

  async function openForm(method = uzcard) {
    api.expectCall('deposit-check').andRespond({ exists: false });
    await openBasePage(testScope(), method, undefined, api);
    expect($basePage(testScope()).get().phase).to.equal('form');
  }

  it('P2P-12: an open deposit found by deposit-check resumes on the invoice; nothing is created', async () => {
    api.expectCall('deposit-check').andRespond({ ...(await invoiceAnswer()), exists: true });
    await openBasePage(testScope(), uzcard, undefined, api);
    expect($navigationRequest(testScope()).get()).to.include({ to: '/deposit/peer-to-peer/invoice', replace: true });
    expect($invoice(testScope()).get()?.depositId).to.equal(501);
    expect($pendingDeposit(testScope()).get()).to.include({ depositId: 501, paymentMethod: 'uzcard', amount: 30000, currency: 'UZS' });
    expect(api.callsTo('deposit-create-p2p')).to.have.length(0);
  });

  it('P2P-12, contract with the unified form: an open unified deposit is recorded as response.apiResponse.data.unifiedFlow', async () => {
    const unifiedFlow = { requisites: [{ name: 'phone', value: '+996555000111' }], lifetime: 600 };
    api.expectCall('deposit-check').andRespond({ depositId: 77, unifiedFlow, exists: true });
    await openBasePage(testScope(), uzcard, undefined, api);
    expect($navigationRequest(testScope()).get()).to.include({ to: '/deposit/peer-to-peer/unified-form', replace: true });
    expect($pendingDeposit(testScope()).get()?.response).to.deep.equal({ depositId: 77, apiResponse: { depositId: 77, data: { unifiedFlow } } });
  });

  it('P2P-11/P2P-13: after validation deposit-create-p2p is sent once; a second press while it runs sends nothing', async () => {
    await openForm();
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps_1' });
    const create = api.expectCall('deposit-create-p2p').andHang();
    const first = submitP2p(testScope(), '.');
    expect(await submitP2p(testScope(), '.')).to.equal('busy');
    await flush();
    expect($basePage(testScope()).get().phase).to.equal('creating');
    create.release(await invoiceAnswer());
    expect(await first).to.equal('sent');
    const [payload] = api.callsTo('deposit-create-p2p') as Array<Record<string, unknown>>;
    expect(payload).to.include({ amount: 30000, paymentMethod: 'uzcard', isActivatedBonus: false, paymentSessionId: 'ps_1' });
    expect(payload?.['idempotencyKey']).to.be.a('string');
    expect($navigationRequest(testScope()).get()).to.include({ to: '/deposit/peer-to-peer/invoice' });
  });

  it('P2P-41/P2P-42: the p2p market checks the amount against its amount field\'s regex, then carries the amount in its fields', async () => {
    const market: PaymentMethod = {
      name: 'p2p_market',
      cardViewType: 5,
      text: { en: 'P2P market' },
      fields: [{ name: 'amount', type: 'amount', validations: [{ regex: '^\\d{3,5}$', message: 'form.field.invalid' }] }],
    };
    startForm(testScope(), market);
    await openForm(market);
    $amount(testScope()).set({ text: '30', touched: true, fromChip: false }); // two digits: the regex refuses it
    expect(await submitP2p(testScope(), '.')).to.equal('invalid');
    expect($formFields(testScope()).get().errors, 'refused by the amount field\'s regex').to.have.property('amount');
    $amount(testScope()).set({ text: '30000', touched: true, fromChip: false });
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps_m' });
    api.expectCall('deposit-create-p2p').andRespond(await invoiceAnswer());
    expect(await submitP2p(testScope(), '.')).to.equal('sent');
    const [payload] = api.callsTo('deposit-create-p2p') as Array<{ fields: Record<string, string> }>;
    expect(payload?.fields).to.include({ amount: '30000' });
  });

  it('P2P-11: an invalid amount sends nothing', async () => {
    await openForm();
    $amount(testScope()).set({ text: '', touched: true, fromChip: false });
    expect(await submitP2p(testScope(), '.')).to.equal('invalid');
    expect($basePage(testScope()).get().submitted).to.equal(true);
  });

  it('P2P-14: cancelling a create is silent: no snackbar, no navigation, the form is back', async () => {
    await openForm();
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps_1' });
    const create = api.expectCall('deposit-create-p2p').andHang();
    const press = submitP2p(testScope(), '.');
    await flush();
    cancelCreate(testScope());
    expect($basePage(testScope()).get().phase).to.equal('form');
    create.release(await invoiceAnswer());
    expect(await press).to.equal('cancelled');
    expect($navigationRequest(testScope()).get()).to.equal(null);
    expect($snackbar(testScope()).get().open).to.equal(false);
  });

  it('P2P-15: fields required adds the fields and stays; the next press continues that deposit', async () => {
    await openForm();
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps_1' });
    api.expectCall('deposit-create-p2p').andRespond({ depositId: 9, isFieldsRequired: true, fields: [{ name: 'card_holder', type: 'text' }] });
    expect(await submitP2p(testScope(), '.')).to.equal('sent');
    expect($basePage(testScope()).get()).to.include({ phase: 'form', depositId: 9 });
    expect($navigationRequest(testScope()).get()).to.equal(null);
  });

  it('P2P-23/P2P-24: a malformed answer (no card) sends onInvalidP2PResponse and shows the generic error', async () => {
    await openForm();
    api.expectCall('session-start').andRespond({ paymentSessionId: 'ps_1' });
    api.expectCall('deposit-create-p2p').andRespond({ depositId: 9, created, timeout_minutes: 15 });
    await submitP2p(testScope(), '.');
    const report = messages.find((m) => m.messageType === 'onInvalidP2PResponse');
    expect(report?.payload).to.deep.equal({ paymentMethod: 'uzcard', reason: 'no card' });
    expect($snackbar(testScope()).get().open).to.equal(true);
    expect($navigationRequest(testScope()).get()).to.equal(null);
  });

  it('P2P-02/P2P-04/P2P-25: the AES-GCM card (number, bank_name, fullName) is decrypted with WebCrypto', async () => {
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    expect($invoice(testScope()).get()?.card.state).to.equal('pending');
    await flush(10);
    const card = $invoice(testScope()).get()?.card;
    expect(card?.state === 'ready' ? card.card : null).to.deep.equal(CARD);
  });

  it("ERR-27, P2P-04: a card that fails to decrypt is shown as failed and reported as 'Error while decrypting data', without the data", async () => {
    const answer = await invoiceAnswer();
    openInvoice(testScope(), 'uzcard', { ...answer, card: { ...(answer.card as object), tag: btoa('x'.repeat(16)) } as never });
    await flush(10);
    expect($invoice(testScope()).get()?.card.state).to.equal('failed');
    const error = messages.find((m) => m.messageType === 'Error');
    expect(error?.payload).to.deep.equal({ message: 'Error while decrypting data', paymentMethod: 'uzcard' });
  });

  it('P2P-18/P2P-19: deposit-status every 5000 ms with one request in flight; CANCELED completes automatically (as declined)', async () => {
    const clock = createFakeClock();
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    const slow = api.expectCall('deposit-status').andHang();
    api.expectCall('deposit-status').andRespond({ status: 'CANCELED' });
    const stop = watchInvoice(testScope(), api, clock);
    clock.tick(4_999);
    expect(api.callsTo('deposit-status')).to.have.length(0);
    clock.tick(1);
    expect(api.callsTo('deposit-status')).to.deep.equal([{ depositId: 501, paymentMethod: 'uzcard' }]);
    clock.tick(20_000);
    expect(api.callsTo('deposit-status'), 'nothing more while one is in flight').to.have.length(1);
    slow.release({ status: 'PENDING' });
    await flush();
    clock.tick(5_000);
    await flush();
    expect($navigationRequest(testScope()).get()).to.include({ to: '/deposit/complete', replace: true });
    expect(clock.pending()).to.equal(0);
    stop();
  });

  it('P2P-20: at expiry deposit-cancel is sent and polling stops', async () => {
    const clock = createFakeClock();
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    watchInvoice(testScope(), api, clock);
    api.expectCall('deposit-cancel').andRespond({});
    expireInvoice(testScope(), api);
    await flush();
    expect(api.callsTo('deposit-cancel')).to.deep.equal([{ depositId: 501, paymentMethod: 'uzcard' }]);
    expect($invoice(testScope()).get()?.expired).to.equal(true);
    expect(clock.pending()).to.equal(0);
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(true);
  });

  it('issue #21: Cancel sends deposit-cancel, stops polling, then the invoice is cancelled and cannot be paid', async () => {
    const clock = createFakeClock();
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    watchInvoice(testScope(), api, clock);
    api.expectCall('deposit-cancel').andRespond({});
    const done = cancelInvoice(testScope(), api);
    expect($invoice(testScope()).get()?.cancel).to.equal('sending');
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(true);
    await done;
    expect(api.callsTo('deposit-cancel')).to.deep.equal([{ depositId: 501, paymentMethod: 'uzcard' }]);
    expect($invoice(testScope()).get()?.cancel).to.equal('done');
    expect(clock.pending()).to.equal(0);
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(true);
    // The countdown's end after a cancel sends no second cancel (the strict mock fails a stray call).
    expireInvoice(testScope(), api);
    expect($invoice(testScope()).get()?.expired).to.equal(false);
  });

  it('issue #21: a refused Cancel keeps the invoice payable and says so', async () => {
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    api.expectCall('deposit-cancel').andFail(new Error('refused'));
    await cancelInvoice(testScope(), api);
    expect($invoice(testScope()).get()?.cancel).to.equal('failed');
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(false);
    resetP2p(testScope()); // the restarted polling stops
  });

  it('deposit.status pushes for this deposit end the wait early; other deposits do not', async () => {
    const clock = createFakeClock();
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    watchInvoice(testScope(), api, clock);
    applyDepositStatusPush(testScope(), { depositId: 999, status: 1 });
    expect($navigationRequest(testScope()).get()).to.equal(null);
    applyDepositStatusPush(testScope(), { depositId: 501, status: 1 });
    expect($navigationRequest(testScope()).get()).to.include({ to: '/deposit/complete' });
    expect(clock.pending()).to.equal(0);
  });

  it('P2P-16/P2P-17/P2P-21: I paid sends deposit-complete and goes to complete, even when the call fails', async () => {
    openInvoice(testScope(), 'uzcard', await invoiceAnswer());
    api.expectCall('deposit-complete').andFail(new Error('boom'));
    await markPaid(testScope(), api);
    expect(api.callsTo('deposit-complete')).to.deep.equal([{ depositId: 501, paymentMethod: 'uzcard' }]);
    expect($navigationRequest(testScope()).get()).to.include({ to: '/deposit/complete' });
  });

  it('P2P-21/P2P-35: with a confirmation id method, paid is blocked until 8–10 digits, then sends confirmationId', async () => {
    openInvoice(testScope(), 'nagad_p2p', await invoiceAnswer());
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(true);
    await markPaid(testScope(), api);
    expect(api.calls).to.have.length(0);
    typeConfirmationId(testScope(), '1234567');
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(true);
    typeConfirmationId(testScope(), '12345678');
    expect(paidBlocked($invoice(testScope()).get()!)).to.equal(false);
    api.expectCall('deposit-complete').andRespond({});
    await markPaid(testScope(), api);
    expect(api.callsTo('deposit-complete')).to.deep.equal([{ depositId: 501, paymentMethod: 'nagad_p2p', confirmationId: '12345678' }]);
  });
});
