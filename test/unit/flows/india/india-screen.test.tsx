// The India flow through the app (flows §2 "India", §3 "India invoice", §4 "Complete and prepare";
// INDIA-01..04): the base page validates and calls deposit-prepare, the invoice shows the details
// (with a QR code), the requisites with the bank name and the fields, and "I have paid" validates,
// calls deposit-complete and opens the complete page.
import { expect } from '@open-wc/testing';
import type { IndiaInvoice, PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $pendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { mountApp, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { buttonByText, clickButton, textOf, textsOf, typeInto } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { $preparedInvoice } from '../../../../src/flows/india/model.ts';
import { testScope } from '../../scope.ts';

const imps: PaymentMethod = {
  name: 'imps',
  cardViewType: 3,
  isPreparationRequired: true,
  text: { en: 'IMPS bank transfer' },
  amount_rules: { INR: { min: 1000, max: 200000 } },
  fields: [{ name: 'ifsc', type: 'text_uppercase', placeholder_text: { en: 'IFSC code' }, validations: [{ regex: '^[A-Z]{4}0[A-Z0-9]{6}$', message: 'form.field.invalid' }] }],
};

const upiLink = 'upi://pay?pa=sandbox.merchant@upi&pn=Sandbox&tr=IN1';
const invoice: IndiaInvoice = {
  depositId: 91,
  details: [
    { name: 'UPI ID', value: 'sandbox.merchant@upi', type: 'upi', QR: upiLink },
    { name: 'Account number', value: '50100123456789', type: 'account' },
  ],
  fields: [{ name: 'utr', type: 'text', placeholder_text: { en: 'UTR (12 digits)' }, validations: [{ regex: '^\\d{12}$', message: 'form.field.invalid' }] }],
  requisites: [
    { name: 'Beneficiary', value: 'Sandbox Payments Pvt Ltd' },
    { name: 'bank_name', value: 'HDFC Bank' },
  ],
};

const input = (m: Mounted, name: string) => m.host.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const amountInput = (m: Mounted) => m.host.querySelector<HTMLInputElement>('.cashier-amount__input');

describe('India flow (INDIA)', () => {
  const suite = useFlowScreenSuite();
  beforeEach(() => {
    applyHandshake(testScope(), { currency: 'INR', paymentGeo: 'IN' });
    $preparedInvoice(testScope()).set(null);
    suite.api.always('deposit-status', { status: 'PENDING' });
  });

  async function openBase(): Promise<Mounted> {
    selectMethod(testScope(), imps);
    suite.mounted = await mountApp('/deposit/india');
    const m = suite.mounted;
    await waitFor(() => amountInput(m) !== null && input(m, 'ifsc') !== null, 'India base page');
    return m;
  }

  async function toInvoice(): Promise<Mounted> {
    const m = await openBase();
    suite.api.expectCall('deposit-prepare').andRespond(invoice);
    await typeInto(amountInput(m), '1500');
    await typeInto(input(m, 'ifsc'), 'HDFC0001234');
    await clickButton(m.host, 'Continue');
    await waitFor(() => m.history.pathname === '/deposit/india/invoice', 'invoice page');
    await waitFor(() => input(m, 'utr') !== null, 'invoice fields');
    return m;
  }

  it('INDIA-03: the base page shows the method, the amount with its limits and the method\'s fields', async () => {
    const m = await openBase();
    expect(textOf(m.host, 'h2')).to.equal('IMPS bank transfer');
    expect(input(m, 'ifsc')?.labels?.[0]?.textContent).to.equal('IFSC code');
    expect(buttonByText(m.host, 'Continue')).to.not.equal(undefined);
  });

  it('INDIA-03: a bad field or amount sends nothing (validation first)', async () => {
    const m = await openBase();
    await typeInto(amountInput(m), '1500');
    await typeInto(input(m, 'ifsc'), 'nope');
    await clickButton(m.host, 'Continue');
    await typeInto(input(m, 'ifsc'), 'HDFC0001234');
    await typeInto(amountInput(m), '10');
    await clickButton(m.host, 'Continue');
    expect(suite.api.callsTo('deposit-prepare')).to.deep.equal([]);
    expect(m.history.pathname).to.equal('/deposit/india');
  });

  it('INDIA-03, decision INDIA-04: valid → deposit-prepare with the method, amount, currency and fields → the invoice', async () => {
    const m = await toInvoice();
    expect(suite.api.callsTo('deposit-prepare')).to.deep.equal([{ paymentMethod: 'imps', amount: 1500, currency: 'INR', fields: { ifsc: 'HDFC0001234' } }]);
    expect(m.host.querySelector('h2')?.textContent).to.equal('Pay the invoice');
  });

  it('INDIA-01: the invoice shows each detail (name, value, copy) and a QR code for the detail that carries one', async () => {
    const m = await toInvoice();
    const labels = textsOf(m.host, '.cashier-requisites__label');
    expect(labels.slice(0, 2)).to.deep.equal(['UPI ID', 'Account number']);
    expect(buttonByText(m.host, 'Copy UPI ID')).to.not.equal(undefined);
    expect(buttonByText(m.host, 'Copy Account number')).to.not.equal(undefined);
    await waitFor(() => m.host.querySelector('svg.cashier-qr[role="img"]') !== null, 'QR code');
    expect(m.host.querySelector('svg.cashier-qr')?.getAttribute('aria-label')).to.equal('QR code for UPI ID');
    expect(m.host.querySelector('[data-detail-type="upi"]')).to.not.equal(null);
  });

  it('INDIA-02: the requisites list the bank name first, labelled "Bank name", and the invoice\'s fields are shown', async () => {
    const m = await toInvoice();
    const labels = textsOf(m.host, '.cashier-requisites__label');
    expect(labels.slice(2)).to.deep.equal(['Bank name', 'Beneficiary']);
    expect(textsOf(m.host, '.cashier-requisites__text').slice(2)).to.deep.equal(['HDFC Bank', 'Sandbox Payments Pvt Ltd']);
    expect(input(m, 'utr')?.labels?.[0]?.textContent).to.equal('UTR (12 digits)');
  });

  it('INDIA-04 (decision), CREATE-29: "I have paid" with an invalid field sends nothing; valid → deposit-complete with the fields → the complete page', async () => {
    const m = await toInvoice();
    await typeInto(input(m, 'utr'), '123');
    await clickButton(m.host, 'I have paid');
    expect(suite.api.callsTo('deposit-complete')).to.deep.equal([]);
    suite.api.expectCall('deposit-complete').andRespond({});
    await typeInto(input(m, 'utr'), '123456789012');
    await clickButton(m.host, 'I have paid');
    await waitFor(() => m.history.pathname === '/deposit/complete', 'complete page');
    expect(suite.api.callsTo('deposit-complete')).to.deep.equal([{ depositId: 91, paymentMethod: 'imps', fields: { utr: '123456789012' } }]);
    expect($pendingDeposit(testScope()).get()).to.include({ depositId: 91, paymentMethod: 'imps', amount: 1500, currency: 'INR' });
  });

  it('INDIA-04 (decision): a failed deposit-complete keeps the player on the invoice with what they typed', async () => {
    const m = await toInvoice();
    suite.api.expectCall('deposit-complete').andFail(new Error('network down'));
    await typeInto(input(m, 'utr'), '123456789012');
    await clickButton(m.host, 'I have paid');
    await waitFor(() => buttonByText(m.host, 'I have paid')?.disabled === false, 'press ended');
    expect(m.history.pathname).to.equal('/deposit/india/invoice');
    expect(input(m, 'utr')?.value).to.equal('123456789012');
  });

  it('INDIA-04 (decision): an answer with nothing to pay to keeps the player on the base page', async () => {
    const m = await openBase();
    suite.api.expectCall('deposit-prepare').andRespond({ fields: [] });
    await typeInto(amountInput(m), '1500');
    await typeInto(input(m, 'ifsc'), 'HDFC0001234');
    await clickButton(m.host, 'Continue');
    await waitFor(() => buttonByText(m.host, 'Continue')?.disabled === false, 'press ended');
    expect(m.history.pathname).to.equal('/deposit/india');
  });

  it('INDIA-04 (decision): the invoice reached without a prepared invoice leads back to the base page', async () => {
    selectMethod(testScope(), imps);
    suite.mounted = await mountApp('/deposit/india/invoice');
    const m = suite.mounted;
    await waitFor(() => textOf(m.host, 'h2') !== '', 'invoice page');
    expect(textOf(m.host, 'h2')).to.equal('The payment details could not be prepared. Try again');
    await clickButton(m.host, 'Continue');
    await waitFor(() => m.history.pathname === '/deposit/india', 'base page');
  });
});
