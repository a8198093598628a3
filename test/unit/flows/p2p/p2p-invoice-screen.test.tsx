// The p2p invoice through the app (flows §2 "Peer-to-peer invoice"; P2P-25..43, ERR-27, CONST-11):
// the requisites with the card in groups of 4, the guarantee banner, the support button, the
// confirmation id, the virtual bank, the wallet header, cross-border and instruction banks, the
// amount difference, a decrypt failure, and the details alert.
import { expect } from '@open-wc/testing';
import type { P2pDepositResponse, PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { $invoice } from '../../../../src/flows/p2p/invoice-state.ts';
import { openInvoice } from '../../../../src/flows/p2p/invoice.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { mountApp, recordHost, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { buttonByText, clickButton, textOf, textsOf, typeInto } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const CARD = { number: '8600120412345678', bank_name: 'Kapitalbank', fullName: 'AKMAL T.' };
const answer = (extra: Partial<P2pDepositResponse> = {}): P2pDepositResponse => ({
  depositId: 501, card: CARD, created: new Date().toISOString(), timeout_minutes: 15,
  passedAmount: 30000, passedCurrency: 'UZS', processingAmount: 30000, processingCurrency: 'UZS', payment_amount: 30000, payment_currency: 'UZS', ...extra,
});

describe('p2p invoice page (P2P-25..43)', () => {
  const suite = useFlowScreenSuite();
  before(() => import('../../../../src/flows/p2p/screens.ts'));

  async function open(name: string, extra: Partial<P2pDepositResponse> = {}): Promise<Mounted> {
    const method: PaymentMethod = { name, cardViewType: 5, text: { en: name } };
    selectMethod(testScope(), method);
    openInvoice(testScope(), name, answer(extra));
    suite.mounted = await mountApp('/deposit/peer-to-peer/invoice');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-p2p') !== null, 'the invoice');
    return m;
  }

  it('P2P-25/P2P-26/P2P-27/P2P-28/P2P-29: uzcard: the card in groups of 4 (copied as digits), the guarantee, the warning, the countdown and I paid', async () => {
    const m = await open('uzcard');
    expect(textOf(m.host, 'h2')).to.match(/^Transfer .*30,000\.00/);
    expect(textOf(m.host, '[data-requisite="number"] .cashier-requisites__text')).to.equal('8600 1204 1234 5678');
    expect(m.host.querySelector('[data-requisite="number"] .cashier-requisites__text')?.getAttribute('dir')).to.equal('ltr');
    expect(buttonByText(m.host, 'Copy Card number')).to.not.equal(undefined);
    expect(textsOf(m.host, '.cashier-requisites__label')).to.deep.equal(['Amount', 'Card number', 'Bank', 'Recipient']);
    expect(textOf(m.host, '.cashier-p2p__guarantee')).to.contain('Guaranteed transfer');
    expect(textOf(m.host, '.cashier-p2p__warning')).to.equal('Transfer exactly this amount to this card number. A transfer to other details will be lost.');
    expect(m.host.querySelector('[role="timer"]')).to.not.equal(null);
    expect(buttonByText(m.host, 'I have paid')?.disabled).to.equal(false);
    expect(buttonByText(m.host, 'Contact support')).to.equal(undefined);
    // The plaintext card is text only, never an attribute.
    const attributes = [...m.host.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.value)).join(' ');
    expect(attributes).to.not.contain('8600120412345678');
  });

  it('P2P-30/P2P-31: a Kyrgyz bank shows Contact support, which asks the host (openExtBrowser, support)', async () => {
    const host = recordHost();
    const m = await open('optima_p2p');
    await clickButton(m.host, 'Contact support');
    expect(host.messages.find((x) => x.messageType === 'openExtBrowser')?.payload).to.deep.equal({ support: true, paymentMethod: 'optima_p2p', depositId: 501 });
    host.stop();
  });

  it('P2P-32/P2P-33/P2P-34/P2P-35: nagad: the confirmation id input is invalid and paid disabled until it has 8 to 10 digits', async () => {
    const m = await open('nagad_p2p');
    const input = m.host.querySelector<HTMLInputElement>('.cashier-p2p__confirm input')!;
    expect(m.host.querySelector(`label[for="${input.id}"]`)?.textContent).to.equal('Confirmation id');
    expect(buttonByText(m.host, 'I have paid')?.disabled).to.equal(true);
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    await typeInto(input, '1234');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(textOf(m.host, '.cashier-p2p__hint')).to.equal('Enter a confirmation id of 8 to 10 digits.');
    expect(buttonByText(m.host, 'I have paid')?.disabled).to.equal(true);
    await typeInto(input, '123456789');
    expect(input.getAttribute('aria-invalid')).to.equal('false');
    expect(buttonByText(m.host, 'I have paid')?.disabled).to.equal(false);
    expect(textOf(m.host, '.cashier-p2p__warning')).to.contain('confirmation id');
  });

  it('P2P-39: nigerian_virtual_accounts names the bank row "Virtual bank"; P2P-40: qiwi_h2h shows the wallet header', async () => {
    const m = await open('nigerian_virtual_accounts');
    expect(textsOf(m.host, '.cashier-requisites__label')).to.include('Virtual bank');
    suite.restart();
    const q = await open('qiwi_h2h');
    expect(textOf(q.host, '.cashier-p2p__header')).to.equal('Pay from your e-wallet to the details below.');
  });

  it('P2P-37/P2P-38/P2P-44: a Sber card shows the cross-border note and the way to the steps of paying with Sber', async () => {
    const m = await open('card-p2p', { card: { ...CARD, bank_name: 'Sber' } });
    expect(textOf(m.host, '.cashier-p2p__note')).to.contain('cross-border');
    await clickButton(m.host, 'How to pay with Sber');
    await waitFor(() => m.host.querySelector('.cashier-p2p-instruction') !== null, 'the instruction page');
    expect(textOf(m.host, 'h2')).to.equal('How to pay with Sber');
    expect(textsOf(m.host, '.cashier-p2p__steps li')).to.deep.equal([
      'Open the Sber app and choose a transfer by card number.',
      'Enter the card number and the exact amount, then confirm the transfer.',
      'Come back here and press “I have paid”.',
    ]);
    await clickButton(m.host, 'Back to the payment details');
    await waitFor(() => m.host.querySelector('[data-requisite="amount"]') !== null, 'the invoice again');
  });

  it('P2P-38, issue #21: a phone transfer to T-Bank says phone number in every step, never card number', async () => {
    const m = await open('phone_p2p', { card: { phone: '+79001234567', bank_name: 'T-Bank', fullName: 'MARIA S.' } });
    await clickButton(m.host, 'How to pay with T-Bank');
    await waitFor(() => m.host.querySelector('.cashier-p2p-instruction') !== null, 'the instruction page');
    const steps = textsOf(m.host, '.cashier-p2p__steps li');
    expect(steps[0]).to.equal('Open the T-Bank app and choose a transfer by phone number.');
    expect(steps[1]).to.equal('Enter the phone number and the exact amount, then confirm the transfer.');
    expect(steps.join(' ')).to.not.contain('card');
    await clickButton(m.host, 'Back to the payment details');
    await waitFor(() => m.host.querySelector('.cashier-p2p__warning') !== null, 'the invoice again');
    expect(textOf(m.host, '.cashier-p2p__warning')).to.equal('Transfer exactly this amount to this phone number. A transfer to other details will be lost.');
  });

  it('P2P-38, issue #21: an account at Gazprombank gets the account steps; a bank outside the list offers no instruction', async () => {
    const m = await open('gazprom_p2p', { card: { bank_account: '40817810099910004312', bank_name: 'Gazprombank', fullName: 'OLGA N.' } });
    await clickButton(m.host, 'How to pay with Gazprombank');
    await waitFor(() => m.host.querySelector('.cashier-p2p-instruction') !== null, 'the instruction page');
    expect(textsOf(m.host, '.cashier-p2p__steps li')[1]).to.equal('Enter the account number and the exact amount, then confirm the transfer.');
    suite.restart();
    const other = await open('uzcard');
    expect(buttonByText(other.host, 'How to pay with Kapitalbank')).to.equal(undefined);
  });

  it('issue #21: Cancel asks first, sends deposit-cancel, says the deposit is cancelled and leads back to the methods', async () => {
    const m = await open('uzcard');
    await clickButton(m.host, 'Cancel deposit');
    expect(textOf(m.host, '.cashier-p2p__cancel-ask p')).to.contain('Cancel this deposit?');
    await clickButton(m.host, 'No, I will pay');
    expect(buttonByText(m.host, 'I have paid')).to.not.equal(undefined);
    await clickButton(m.host, 'Cancel deposit');
    suite.api.expectCall('deposit-cancel').andRespond({});
    await clickButton(m.host, 'Yes, cancel the deposit');
    await waitFor(() => m.host.querySelector('.cashier-p2p__cancelled') !== null, 'the cancelled note');
    expect(suite.api.callsTo('deposit-cancel')).to.deep.equal([{ depositId: 501, paymentMethod: 'uzcard' }]);
    expect(textOf(m.host, '.cashier-p2p__cancelled p')).to.equal('The deposit is cancelled. Do not transfer money to these details.');
    expect(buttonByText(m.host, 'I have paid')).to.equal(undefined);
    expect(m.host.querySelector('[role="timer"]')).to.equal(null);
    expect(m.host.querySelector('.cashier-p2p__alert'), 'no "waiting for your transfer" on a cancelled deposit').to.equal(null);
    expect(buttonByText(m.host, 'Choose another method')).to.not.equal(undefined);
  });

  it('P2P-43: the processed amount differs from the one passed: the note says both', async () => {
    const m = await open('p2p_market', { processingAmount: 30010, payment_amount: 30010 });
    expect(textOf(m.host, '.cashier-p2p__difference')).to.match(/30,010\.00.*30,000\.00/);
  });

  it("ERR-27: a card that cannot be read shows 'Error while decrypting data' as an alert", async () => {
    const m = await open('uzcard', { card: { key: 'AAAA', iv: 'AAAA', encrypted: 'AAAA', tag: 'AAAA' } });
    await waitFor(() => $invoice(testScope()).get()?.card.state === 'failed', 'the decrypt failure');
    await waitFor(() => textOf(m.host, '.cashier-p2p__error') !== '', 'the alert');
    expect(m.host.querySelector('.cashier-p2p__error')?.getAttribute('role')).to.equal('alert');
    expect(textOf(m.host, '.cashier-p2p__error')).to.equal('Error while decrypting data');
  });
});
