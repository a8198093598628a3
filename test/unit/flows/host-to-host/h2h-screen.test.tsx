// The host-to-host invoice through the app (flows §2, §4 "Host-to-host"; H2H-01..07): the amount,
// the card and requisites with copy buttons, the countdown from the answer (bank transfer 15
// minutes), "I have paid" → deposit-complete → the complete page in status accepted, and no paid
// button once the time is up.
import { expect } from '@open-wc/testing';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { setPendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { mountApp, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { buttonByText, clickButton, textOf, textsOf } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const yoomoney: PaymentMethod = { name: 'yamoney_h2h', cardViewType: 0, text: { en: 'YooMoney' } };
const spei: PaymentMethod = { name: 'spei', cardViewType: 9, text: { en: 'SPEI bank transfer' } };

const minutesAgo = (m: number): string => new Date(Date.now() - m * 60_000).toISOString();

function pend(method: PaymentMethod, data: Record<string, unknown>): void {
  setPendingDeposit(testScope(), {
    depositId: 77,
    paymentMethod: method.name,
    amount: 500,
    currency: 'RUB',
    crypto: false,
    onramp: false,
    response: { depositId: 77, apiResponse: { depositId: 77, data } },
  });
}

const card = { number: '4100118812345678', account_number: '41001188', fullName: 'SANDBOX LLC', payment_system: 'YOOMONEY' };
const timeLeft = (m: Mounted): string => textOf(m.host, '[role="timer"]');
/** Seconds a "mm:ss" shows. */
const seconds = (mmss: string): number => {
  const [mm, ss] = mmss.split(':').map(Number);
  return (mm ?? 0) * 60 + (ss ?? 0);
};

describe('host-to-host invoice (H2H)', () => {
  const suite = useFlowScreenSuite();
  beforeEach(() => {
    applyHandshake(testScope(), { currency: 'RUB', paymentGeo: 'RU' });
    suite.api.always('deposit-status', { status: 'PENDING' });
  });

  async function open(method: PaymentMethod): Promise<Mounted> {
    selectMethod(testScope(), method);
    suite.mounted = await mountApp('/deposit/host-to-host');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-invoice') !== null, 'host-to-host page');
    return m;
  }

  it('H2H-01/02: the method, the amount of the answer, the card rows (number in groups of 4) each with its copy button but the payment system', async () => {
    pend(yoomoney, { card, payment_system: 'YOOMONEY', payment_amount: 510, payment_currency: 'RUB', created: minutesAgo(0), timeout_minutes: 30 });
    const m = await open(yoomoney);
    expect(textOf(m.host, 'h2')).to.equal('YooMoney');
    expect(textOf(m.host, '.cashier-invoice__amount').replace(/\s/g, ' ')).to.match(/510/);
    expect(textsOf(m.host, '.cashier-requisites__label')).to.deep.equal(['Amount', 'Card number', 'Account number', 'Recipient', 'Payment system']);
    expect(textsOf(m.host, '.cashier-requisites__text').slice(1)).to.deep.equal(['4100 1188 1234 5678', '41001188', 'SANDBOX LLC', 'YOOMONEY']);
    for (const name of ['Card number', 'Account number', 'Recipient']) expect(buttonByText(m.host, `Copy ${name}`), name).to.not.equal(undefined);
    expect(buttonByText(m.host, 'Copy Payment system')).to.equal(undefined);
  });

  it('issue #21: the amount is the first detail, shown with its currency and copied as the plain number', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } });
    try {
      pend(spei, { requisites: [{ name: 'clabe', title: 'CLABE', value: '646180157012345678' }], payment_amount: 1000, payment_currency: 'MXN', created: minutesAgo(0) });
      const m = await open(spei);
      expect(textOf(m.host, '[data-requisite="amount"] .cashier-requisites__text')).to.equal('MXN\u00A01,000.00');
      await clickButton(m.host, 'Copy Amount');
      expect(written).to.deep.equal(['1000']);
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('H2H-01: requisites show with the server\'s titles; a row marked not copyable has no copy button', async () => {
    pend(spei, {
      requisites: [
        { name: 'bank_name', title: 'Bank', value: 'STP', isCopyable: false },
        { name: 'clabe', title: 'CLABE', value: '646180157012345678', isCopyable: true },
      ],
      payment_amount: 1000,
      payment_currency: 'MXN',
      created: minutesAgo(0),
    });
    const m = await open(spei);
    expect(textsOf(m.host, '.cashier-requisites__label')).to.deep.equal(['Amount', 'Bank', 'CLABE']);
    expect(buttonByText(m.host, 'Copy CLABE')).to.not.equal(undefined);
    expect(buttonByText(m.host, 'Copy Bank')).to.equal(undefined);
  });

  it('H2H-05: the countdown runs to created + timeout_minutes of the answer', async () => {
    pend(yoomoney, { card, created: minutesAgo(10), timeout_minutes: 30 });
    const m = await open(yoomoney);
    const left = seconds(timeLeft(m));
    expect(left).to.be.within(19 * 60 + 55, 20 * 60);
    expect(m.host.querySelector('[role="timer"]')?.getAttribute('aria-label')).to.equal('Time left to pay');
  });

  it('H2H-06: a bank-transfer method counts 15 minutes from created, whatever timeout the answer gives', async () => {
    pend(spei, { requisites: [{ name: 'clabe', title: 'CLABE', value: '646180157012345678' }], created: minutesAgo(0), timeout_minutes: 60 });
    const m = await open(spei);
    expect(seconds(timeLeft(m))).to.be.within(14 * 60 + 55, 15 * 60);
  });

  it('H2H-03, H2H-07: "I have paid" sends deposit-complete, then the complete page opens in status accepted', async () => {
    pend(yoomoney, { card, created: minutesAgo(0), timeout_minutes: 30 });
    suite.api.expectCall('deposit-complete').andRespond({});
    const m = await open(yoomoney);
    await clickButton(m.host, 'I have paid');
    await waitFor(() => m.history.pathname === '/deposit/complete', 'complete page');
    expect(suite.api.callsTo('deposit-complete')).to.deep.equal([{ depositId: 77, paymentMethod: 'yamoney_h2h' }]);
    await waitFor(() => m.host.querySelector('[data-status]') !== null, 'status panel');
    expect(m.host.querySelector('[data-status]')?.getAttribute('data-status')).to.equal('accepted');
    expect(suite.api.unexpected).to.deep.equal([]);
  });

  it('H2H-07 (decision): the complete page opens in status accepted even when deposit-complete fails', async () => {
    pend(yoomoney, { card, created: minutesAgo(0), timeout_minutes: 30 });
    suite.api.expectCall('deposit-complete').andFail(new Error('network down'));
    const m = await open(yoomoney);
    await clickButton(m.host, 'I have paid');
    await waitFor(() => m.history.pathname === '/deposit/complete', 'complete page');
    await waitFor(() => m.host.querySelector('[data-status]') !== null, 'status panel');
    expect(m.host.querySelector('[data-status]')?.getAttribute('data-status')).to.equal('accepted');
  });

  it('H2H-04: once the countdown has expired, the paid button is gone and the expiry is said', async () => {
    pend(yoomoney, { card, created: minutesAgo(31), timeout_minutes: 30 });
    const m = await open(yoomoney);
    await waitFor(() => buttonByText(m.host, 'I have paid') === undefined, 'paid button hidden');
    expect(timeLeft(m)).to.equal('00:00');
    expect(textOf(m.host, '.cashier-invoice__expired')).to.equal('Time to pay is up. If you have not paid yet, start a new deposit');
    expect(textsOf(m.host, '[role="status"]')).to.include('Time to pay is up. If you have not paid yet, start a new deposit');
  });

  it('H2H-04: the paid button hides when the countdown ends while the page is open', async () => {
    pend(yoomoney, { card, created: new Date(Date.now() - 30 * 60_000 + 1_500).toISOString(), timeout_minutes: 30 });
    const m = await open(yoomoney);
    expect(buttonByText(m.host, 'I have paid')).to.not.equal(undefined);
    await waitFor(() => buttonByText(m.host, 'I have paid') === undefined, 'paid button hidden at expiry');
  });

  it('H2H-07 (decision): an answer without a timeout shows no countdown and keeps the paid button', async () => {
    pend(yoomoney, { card });
    const m = await open(yoomoney);
    expect(m.host.querySelector('[role="timer"]')).to.equal(null);
    expect(buttonByText(m.host, 'I have paid')).to.not.equal(undefined);
  });

  it('H2H-01: reached without a deposit or with nothing to pay to, the page says so and still leads on', async () => {
    const m = await open(yoomoney);
    expect(textOf(m.host, 'h2')).to.equal('No payment details for this deposit');
    await clickButton(m.host, 'I have paid');
    await waitFor(() => m.history.pathname === '/deposit/complete', 'complete page');
    expect(suite.api.callsTo('deposit-complete')).to.deep.equal([]);
  });
});
