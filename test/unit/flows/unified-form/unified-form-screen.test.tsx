// The unified form through the app (issue #13 deliverable 6; flows §2 "Unified form", §4;
// UNI-03..11): both routes, the app/QR section, requisites with copy, sanitised instruction steps,
// input fields, the countdown, the paid button's rules, and "I have paid" = deposit-complete.
import { expect } from '@open-wc/testing';
import { DEPOSIT_COMPLETE } from '../../../../src/domain/paths.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { setPendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { mountApp, recordHost, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { blur, buttonByText, clickButton, textOf, textsOf, typeInto } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const sbp: PaymentMethod = { name: 'sbp_transgran_tbank', cardViewType: 0, text: { en: 'Cross-border SBP: T-Bank' }, amount_rules: { RUB: { min: 1000, max: 100000 } } };
const PAID = 'I have paid';

const flow = (extra: Record<string, unknown> = {}) => ({
  requisites: [
    { name: 'phone', title: 'Phone number', type: 'phone', value: '+7 900 123-45-67', isCopyable: true },
    { name: 'bank', title: 'Bank', type: 'text', value: 'T-Bank', isCopyable: false },
  ],
  inputFields: [],
  buttons: ['complete'],
  instruction: {
    steps: [
      { stepNumber: 2, stepInstruction: 'Enter the <b>exact amount</b><script>window.__uniXss = 1</script>' },
      { stepNumber: 1, stepInstruction: 'Open your <a href="javascript:alert(1)">bank app</a> or <a href="https://help.test/sbp">read how</a><img src="x" onerror="window.__uniXss = 2">' },
    ],
  },
  created: new Date().toISOString(),
  lifetime: 90,
  ...extra,
});

describe('unified form screen (UNI-03..11)', () => {
  const suite = useFlowScreenSuite();
  beforeEach(() => {
    applyHandshake(testScope(), { currency: 'RUB', paymentGeo: 'RU' });
    delete (window as { __uniXss?: number }).__uniXss;
  });

  async function open(unifiedFlow: unknown, path = '/deposit/redirect/unified-form', ready = '.cashier-unified'): Promise<Mounted> {
    selectMethod(testScope(), sbp);
    setPendingDeposit(testScope(), { depositId: 500123, paymentMethod: sbp.name, amount: 1500, currency: 'RUB', crypto: false, onramp: false, response: { depositId: 500123, apiResponse: { data: { unifiedFlow } } } as never });
    suite.mounted = await mountApp(path, undefined);
    const m = suite.mounted;
    // Ready once the instruction steps are sanitised too (the sanitiser loads after the page shows).
    await waitFor(() => m.host.querySelector(ready) !== null && m.host.querySelector('.cashier-instruction[aria-busy="true"]') === null, ready);
    return m;
  }

  it('UNI-04, UNI-01: the invoice section lists the requisites; only isCopyable rows have a copy button', async () => {
    const m = await open(flow());
    expect(textsOf(m.host, '.cashier-requisites__label')).to.deep.equal(['Phone number', 'Bank']);
    expect(buttonByText(m.host, 'Copy Phone number')).to.not.equal(undefined);
    expect(buttonByText(m.host, 'Copy Bank')).to.equal(undefined);
    expect(textOf(m.host, 'main h2')).to.equal('Cross-border SBP: T-Bank');
  });

  it('issue #21: the amount row reads as money in the deposit currency through the one formatter; its copy is the plain number', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } });
    try {
      const m = await open(flow({ requisites: [{ name: 'amount', title: 'Amount', type: 'amount', value: '2000.00', isCopyable: true }] }));
      expect(textOf(m.host, '[data-requisite="amount"] .cashier-requisites__text')).to.equal('₽2,000.00');
      await clickButton(m.host, 'Copy Amount');
      expect(written).to.deep.equal(['2000.00']);
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('UNI-06, UNI-02: the steps are an ordered list by stepNumber, sanitised: formatting stays, scripts, handlers and javascript: links go; kept links open in a new tab', async () => {
    const m = await open(flow());
    await waitFor(() => m.host.querySelector('.cashier-unified__steps b') !== null, 'sanitised steps');
    const steps = [...m.host.querySelectorAll('.cashier-unified__steps > li')];
    expect(steps.map((li) => li.textContent?.trim())).to.deep.equal(['Open your bank app or read how', 'Enter the exact amount']);
    const scope = m.host.querySelector('.cashier-unified__instruction') as HTMLElement;
    expect(scope.querySelector('script, img, [onerror]')).to.equal(null);
    const links = [...scope.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]);
    expect(links).to.deep.equal([
      ['bank app', null, null, null],
      ['read how', 'https://help.test/sbp', '_blank', 'noopener noreferrer'],
    ]);
    expect((window as { __uniXss?: number }).__uniXss).to.equal(undefined);
  });

  it('UNI-06: an instruction text (no steps) is one sanitised block', async () => {
    const m = await open(flow({ instruction: { text: '<p>Pay by <strong>SBP</strong></p><script>window.__uniXss = 3</script>' } }));
    await waitFor(() => m.host.querySelector('.cashier-unified__instruction strong') !== null, 'sanitised text');
    expect(m.host.querySelector('.cashier-unified__steps')).to.equal(null);
    expect(textOf(m.host, '.cashier-unified__instruction .cashier-instruction')).to.equal('Pay by SBP');
    expect((window as { __uniXss?: number }).__uniXss).to.equal(undefined);
  });

  it('UNI-03, decision UNI-11: the app or QR section shows with a QR code and an "Open the bank app" link, and only then', async () => {
    const m = await open(flow({ qrCode: 'https://qr.test/sbp/1', appLink: 'https://qr.test/sbp/1' }));
    const app = m.host.querySelector('.cashier-unified__app') as HTMLElement;
    expect(app.querySelector('[role="img"][aria-label="QR code to pay"]')).to.not.equal(null);
    const link = app.querySelector('a') as HTMLAnchorElement;
    expect([link.textContent, link.getAttribute('href'), link.target, link.rel]).to.deep.equal(['Open the bank app', 'https://qr.test/sbp/1', '_blank', 'noopener noreferrer']);
    suite.restart();
    applyHandshake(testScope(), { currency: 'RUB', paymentGeo: 'RU' });
    const plain = await open(flow());
    expect(plain.host.querySelector('.cashier-unified__app')).to.equal(null);
  });

  it('decision UNI-11, DOM-36: an app link the guard refuses is not shown; the player reads why, the host gets the scheme only', async () => {
    const host = recordHost();
    try {
      const m = await open(flow({ appLink: 'javascript:alert(1)' }));
      expect(m.host.querySelector('.cashier-unified__app a')).to.equal(null);
      expect(textOf(m.host, '.cashier-unified__rejected')).to.contain('not safe to open');
      await waitFor(() => host.messages.some((msg) => JSON.stringify(msg).includes('javascript')), 'the rejected scheme report');
      expect(JSON.stringify(host.messages)).to.not.contain('alert(1)');
    } finally {
      host.stop();
    }
  });

  it('UNI-07, UNI-08: a countdown to created + lifetime and the paid button', async () => {
    const m = await open(flow({ lifetime: 90 }));
    const time = textOf(m.host, '.cashier-countdown__time');
    expect(['01:30', '01:29']).to.include(time);
    expect(m.host.querySelector('[role="timer"]')?.getAttribute('aria-label')).to.equal('Time left to pay');
    expect(buttonByText(m.host, PAID)).to.not.equal(undefined);
  });

  it('UNI-09: when the countdown has expired the paid button is hidden and the player reads that time is up', async () => {
    const m = await open(flow({ created: new Date(Date.now() - 120_000).toISOString(), lifetime: 60 }));
    await waitFor(() => m.host.querySelector('.cashier-unified__expired') !== null, 'expiry');
    expect(textOf(m.host, '.cashier-countdown__time')).to.equal('00:00');
    expect(buttonByText(m.host, PAID)).to.equal(undefined);
    expect(textOf(m.host, '.cashier-unified__expired')).to.equal('The time to pay is up');
  });

  it("UNI-10: no paid button when buttons lacks 'complete'; a missing list shows it", async () => {
    const m = await open(flow({ buttons: ['cancel'] }));
    expect(buttonByText(m.host, PAID)).to.equal(undefined);
    suite.restart();
    applyHandshake(testScope(), { currency: 'RUB', paymentGeo: 'RU' });
    const missing = await open(flow({ buttons: undefined }));
    expect(buttonByText(missing.host, PAID)).to.not.equal(undefined);
  });

  it('UNI-05, decision UNI-11: "I have paid" validates the input fields first — an invalid field sends nothing', async () => {
    const m = await open(flow({ inputFields: [{ name: 'cardLast4', type: 'text', validations: [{ regex: '^\\d{4}$', message: 'form.field.invalid' }] }] }));
    await waitFor(() => m.host.querySelector('input[data-field="cardLast4"]') !== null, 'the input field');
    await typeInto(m.host.querySelector('input[data-field="cardLast4"]'), '12a');
    await blur(m.host.querySelector('input[data-field="cardLast4"]'));
    await clickButton(m.host, PAID);
    expect(m.host.querySelector('input[data-field="cardLast4"]')?.getAttribute('aria-invalid')).to.equal('true');
    expect(suite.api.callsTo('deposit-complete')).to.deep.equal([]);
    expect(m.history.pathname).to.equal('/deposit/redirect/unified-form');
  });

  it('decision UNI-11: "I have paid" sends deposit-complete with the deposit id and the fields, then shows the complete page', async () => {
    const m = await open(flow({ inputFields: [{ name: 'cardLast4', type: 'text', validations: [{ regex: '^\\d{4}$', message: 'form.field.invalid' }] }] }));
    await waitFor(() => m.host.querySelector('input[data-field="cardLast4"]') !== null, 'the input field');
    await typeInto(m.host.querySelector('input[data-field="cardLast4"]'), '1234');
    suite.api.expectCall('deposit-complete').andRespond({});
    suite.api.always('deposit-status', { status: 'PENDING' } as never);
    await clickButton(m.host, PAID);
    await waitFor(() => m.history.pathname === DEPOSIT_COMPLETE && m.host.querySelector('.cashier-complete') !== null, 'the complete page');
    expect(suite.api.callsTo('deposit-complete')).to.deep.equal([{ depositId: 500123, paymentMethod: 'sbp_transgran_tbank', fields: { cardLast4: '1234' } }]);
  });

  it('decision UNI-11 (P2P flow step 5): on the unified path a failed deposit-complete shows the error and the player stays', async () => {
    const m = await open(flow());
    suite.api.expectCall('deposit-complete').andFail(new CashierError('http', { status: 500, message: 'Internal error', call: 'deposit-complete' }));
    await clickButton(m.host, PAID);
    await waitFor(() => m.host.querySelector('.cashier-unified__error[role="alert"]') !== null, 'the error');
    expect(textOf(m.host, '.cashier-unified__error')).to.not.equal('');
    expect(m.history.pathname).to.equal('/deposit/redirect/unified-form');
    expect(buttonByText(m.host, PAID)).to.not.equal(undefined);
  });

  it('the p2p route shows the same form from the same record (the p2p flow records its answer in this shape)', async () => {
    const m = await open(flow(), '/deposit/peer-to-peer/unified-form');
    expect(textsOf(m.host, '.cashier-requisites__label')).to.deep.equal(['Phone number', 'Bank']);
    expect(buttonByText(m.host, PAID)).to.not.equal(undefined);
  });

  it('decision UNI-11: an unreadable answer is said in words (and told to the host), with a way back; nothing crashes', async () => {
    const host = recordHost();
    try {
      const m = await open({ requisites: 'garbage', instruction: 42 }, '/deposit/redirect/unified-form', '.cashier-unified');
      expect(textOf(m.host, '.cashier-status__title')).to.equal('The payment details could not be read. Go back and choose the method again, or contact support');
      expect(buttonByText(m.host, 'Back')).to.not.equal(undefined);
      await waitFor(() => JSON.stringify(host.messages).includes('unified.invalid'), 'onDisplayError');
    } finally {
      host.stop();
    }
  });
});
