// The peer-to-peer flow's model with the strict request mock (flows §4 "Peer-to-peer"; P2P-04,
// P2P-11..24): check first, resume, create once, silent cancel, fields required, malformed answers,
// the unified-form contract (the invoice itself: p2p-invoice-model.test.ts).
import { expect } from '@open-wc/testing';
import { $basePage, cancelCreate, openBasePage, submitP2p } from '../../../../src/flows/p2p/model.ts';
import { $invoice } from '../../../../src/flows/p2p/invoice-state.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { $amount } from '../../../../src/stores/deposit/amount.ts';
import { $pendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import type { OutboundMessage } from '../../../../src/stores/host-outbox.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import { $snackbar } from '../../../../src/stores/snackbar.ts';
import { $formFields, startForm } from '../../../../src/stores/form-fields.ts';
import type { MockApi } from '../helpers/mock-api.ts';

import { created, invoiceAnswer, useP2pModelSuite, uzcard } from '../helpers/p2p-fixtures.ts';
import { flush } from '../../flush.ts';
import { testScope } from '../../scope.ts';

describe('p2p model', () => {
  const suite = useP2pModelSuite();
  let api: MockApi;
  let messages: OutboundMessage[];
  beforeEach(() => {
    ({ api, messages } = suite);
    $amount(testScope()).set({ text: '30000', touched: true, fromChip: false });
    startForm(testScope(), uzcard);
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
});
