// UNI-01..11: what the unified form reads from the recorded deposit (src/flows/unified-form/unified-form.ts),
// tolerant of whatever the server sends.
import { expect } from '@open-wc/testing';
import { UNIFIED_DEFAULT_LIFETIME_S } from '../../../../src/domain/constants.ts';
import {
  createdMs,
  lifetimeSeconds,
  offersPaidButton,
  paidButtonShown,
  readUnifiedForm,
  unifiedEndsAt,
  unifiedInstruction,
  unifiedRequisites,
  type UnifiedFormData,
} from '../../../../src/flows/unified-form/unified-form.ts';

const CREATED = '2026-11-24T10:00:00.000Z';
const CREATED_MS = Date.parse(CREATED);
const flow = (extra: Record<string, unknown> = {}) => ({
  requisites: [
    { name: 'phone', title: 'Phone number', type: 'phone', value: '+7 900 123-45-67', isCopyable: true },
    { name: 'bank', title: 'Bank', type: 'text', value: 'T-Bank', isCopyable: false },
    { name: 'amount', title: 'Amount', type: 'amount', value: '1500.00', isCopyable: true },
  ],
  inputFields: [{ name: 'payerName', type: 'text' }],
  buttons: ['complete'],
  instruction: { steps: [{ stepNumber: 1, stepInstruction: 'Open the <b>app</b>' }] },
  created: CREATED,
  lifetime: 300,
  ...extra,
});
const deposit = (unifiedFlow: unknown, depositId: unknown = 77) => ({ depositId, response: { apiResponse: { data: { unifiedFlow } } } as never });
const form = (unifiedFlow: unknown): UnifiedFormData => {
  const read = readUnifiedForm(deposit(unifiedFlow));
  if (read.kind !== 'form') throw new Error(`not a form: ${read.reason}`);
  return read;
};

describe('unified form data (UNI-01..11)', () => {
  it('UNI-01: requisites keep name, title (as the label), value and isCopyable; only isCopyable: true is copyable', () => {
    expect(form(flow()).requisites).to.deep.equal([
      { name: 'phone', label: 'Phone number', value: '+7 900 123-45-67', copyable: true, emphasis: false },
      { name: 'bank', label: 'Bank', value: 'T-Bank', copyable: false, emphasis: false },
      { name: 'amount', label: 'Amount', value: '1500.00', copyable: true, emphasis: true },
    ]);
  });

  it('UNI-01: a requisite without a name or a value is left out; a number value is text; no title → its name; a repeated name keeps the first', () => {
    const rows = unifiedRequisites([null, 'x', { value: '1' }, { name: 'a' }, { name: 'sum', value: 1500 }, { name: 'sum', value: 'again' }, { name: 'iban', value: 'DE00', isCopyable: 'yes' }]);
    expect(rows).to.deep.equal([
      { name: 'sum', label: 'sum', value: '1500', copyable: false, emphasis: false },
      { name: 'iban', label: 'iban', value: 'DE00', copyable: false, emphasis: false },
    ]);
    expect(unifiedRequisites('garbage')).to.deep.equal([]);
  });

  it('UNI-01, UNI-05: input fields are the answer\'s; one without a name is left out, an unknown type is drawn as text', () => {
    const fields = form(flow({ inputFields: [{ name: 'payerName', type: 'text' }, { type: 'text' }, 7, { name: 'code', type: 'hologram' }] })).inputFields;
    expect(fields.map((f) => [f.name, f.type])).to.deep.equal([
      ['payerName', 'text'],
      ['code', 'text'],
    ]);
    expect(form(flow({ inputFields: 'nope' })).inputFields).to.deep.equal([]);
  });

  it('UNI-02, UNI-06: steps are ordered by stepNumber; without readable steps the text is the instruction', () => {
    expect(
      unifiedInstruction({ steps: [{ stepNumber: 2, stepInstruction: 'second' }, { stepNumber: 1, stepInstruction: 'first' }, { stepInstruction: 'unnumbered' }, { stepNumber: 3 }, 'x'] }),
    ).to.deep.equal({ kind: 'steps', steps: ['first', 'second', 'unnumbered'] });
    expect(unifiedInstruction({ steps: [], text: '<p>Pay <b>now</b></p>' })).to.deep.equal({ kind: 'text', html: '<p>Pay <b>now</b></p>' });
    expect(unifiedInstruction({ steps: 'x', text: '   ' })).to.equal(null);
    expect(unifiedInstruction('x')).to.equal(null);
  });

  it('UNI-03, decision UNI-11: the app or QR section only when the answer carries a QR content or an app link; a refused link gives its scheme', () => {
    expect(form(flow()).app).to.equal(null);
    expect(form(flow({ qrCode: 'https://qr.test/1' })).app).to.deep.equal({ qrCode: 'https://qr.test/1', appLink: null, rejectedScheme: null });
    expect(form(flow({ appLink: 'https://bank.test/pay' })).app).to.deep.equal({ qrCode: null, appLink: 'https://bank.test/pay', rejectedScheme: null });
    expect(form(flow({ appLink: 'javascript:alert(1)' })).app).to.deep.equal({ qrCode: null, appLink: null, rejectedScheme: 'javascript' });
  });

  it('UNI-04: the invoice rows reach the page in the answer\'s order', () => {
    expect(form(flow()).requisites.map((r) => r.name)).to.deep.equal(['phone', 'bank', 'amount']);
  });

  it('UNI-07, UNI-08: the countdown ends at created + lifetime (seconds)', () => {
    expect(form(flow()).endsAt).to.equal(CREATED_MS + 300_000);
    expect(unifiedEndsAt(CREATED_MS, 60)).to.equal(CREATED_MS + 60_000);
  });

  it('UNI-08: lifetime defaults to 600 s when missing, zero, negative or not a number', () => {
    expect(UNIFIED_DEFAULT_LIFETIME_S).to.equal(600);
    for (const bad of [undefined, null, 0, -5, 'soon', Number.NaN]) expect(lifetimeSeconds(bad), String(bad)).to.equal(600);
    expect(lifetimeSeconds('120')).to.equal(120);
    expect(form(flow({ lifetime: undefined })).endsAt).to.equal(CREATED_MS + 600_000);
  });

  it('UNI-08: created may be an ISO date, epoch ms or Unix seconds; anything else gives no end (the countdown shows --:--)', () => {
    expect(createdMs(CREATED)).to.equal(CREATED_MS);
    expect(createdMs(CREATED_MS)).to.equal(CREATED_MS);
    expect(createdMs(CREATED_MS / 1000)).to.equal(CREATED_MS);
    expect(createdMs(String(CREATED_MS / 1000))).to.equal(CREATED_MS);
    expect(Number.isNaN(form(flow({ created: 'yesterday' })).endsAt)).to.equal(true);
    expect(Number.isNaN(form(flow({ created: undefined })).endsAt)).to.equal(true);
  });

  it('UNI-09: once the countdown has expired the paid button is hidden', () => {
    const f = form(flow());
    expect(paidButtonShown(f, false)).to.equal(true);
    expect(paidButtonShown(f, true)).to.equal(false);
  });

  it("UNI-10: the paid button shows only when buttons is missing or contains 'complete'", () => {
    expect(offersPaidButton(undefined)).to.equal(true);
    expect(offersPaidButton(null)).to.equal(true);
    expect(offersPaidButton(['cancel', 'complete'])).to.equal(true);
    expect(offersPaidButton([' Complete '])).to.equal(true);
    expect(offersPaidButton([])).to.equal(false);
    expect(offersPaidButton(['cancel'])).to.equal(false);
    expect(form(flow({ buttons: [] })).paidButton).to.equal(false);
    expect(form(flow({ buttons: undefined })).paidButton).to.equal(true);
  });

  it('decision UNI-11: bad input is "invalid" with a reason, never an exception', () => {
    expect(readUnifiedForm(null)).to.deep.equal({ kind: 'invalid', reason: 'missing' });
    expect(readUnifiedForm({ response: 'x' as never })).to.deep.equal({ kind: 'invalid', reason: 'missing' });
    expect(readUnifiedForm(deposit([]))).to.deep.equal({ kind: 'invalid', reason: 'missing' });
    expect(readUnifiedForm(deposit(flow(), {}))).to.deep.equal({ kind: 'invalid', reason: 'no-deposit' });
    expect(readUnifiedForm(deposit({ requisites: 'x', instruction: 5, inputFields: {} }))).to.deep.equal({ kind: 'invalid', reason: 'empty' });
  });

  it('decision UNI-11: the deposit id is the recorded one, else the answer\'s (the p2p flow records p2p answers in the same shape)', () => {
    expect(form(flow()).depositId).to.equal(77);
    const fromAnswer = readUnifiedForm({ response: { depositId: '500123', apiResponse: { data: { unifiedFlow: flow() } } } as never });
    expect(fromAnswer.kind === 'form' && fromAnswer.depositId).to.equal('500123');
    const fromApi = readUnifiedForm({ response: { apiResponse: { depositId: 9, data: { unifiedFlow: flow() } } } as never });
    expect(fromApi.kind === 'form' && fromApi.depositId).to.equal(9);
  });
});
