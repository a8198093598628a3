// The host-to-host invoice as the page reads it (flows §3 "Host-to-host invoice data", §4
// "Host-to-host"; H2H-01, H2H-02, H2H-05, H2H-06 and decision H2H-07).
import { expect } from '@open-wc/testing';
import { BANK_TRANSFER_TIMEOUT_MIN, createdAt, groupCardNumber, h2hEndsAt, h2hInvoice, requisiteRows } from '../../../../src/flows/host-to-host/h2h-invoice.ts';
import type { DepositCreateResponse, PaymentMethod } from '../../../../src/domain/payment-entities.ts';

const yoomoney: PaymentMethod = { name: 'yamoney_h2h', cardViewType: 0, text: { en: 'YooMoney' } };
const spei: PaymentMethod = { name: 'spei', cardViewType: 9, text: { en: 'SPEI' } };
const answer = (data: Record<string, unknown>): DepositCreateResponse => ({ depositId: 7, apiResponse: { depositId: 7, data } });
const CREATED = '2026-11-24T10:00:00.000Z';
const T0 = Date.parse(CREATED);
const fallback = { amount: 500, currency: 'RUB' };

describe('host-to-host invoice (H2H)', () => {
  it('H2H-01: payment_system, payment_amount, payment_currency, created, timeout_minutes and requisites are read from the answer', () => {
    const view = h2hInvoice(
      answer({ payment_system: 'SPEI', payment_amount: 1200.5, payment_currency: 'mxn', created: CREATED, timeout_minutes: 20, requisites: [{ name: 'clabe', title: 'CLABE', value: '646180157012345678', isCopyable: true }] }),
      yoomoney,
      fallback,
      0,
    );
    expect(view.paymentSystem).to.equal('SPEI');
    expect(view.amount).to.equal(1200.5);
    expect(view.currency).to.equal('MXN');
    expect(view.endsAt).to.equal(T0 + 20 * 60_000);
    expect(view.requisites).to.deep.equal([{ name: 'clabe', title: 'CLABE', value: '646180157012345678', copyable: true }]);
  });

  it('H2H-01: without payment_amount/payment_currency the created deposit\'s amount and currency are shown', () => {
    const view = h2hInvoice(answer({ card: { number: '4100118812345678' } }), yoomoney, fallback, 0);
    expect([view.amount, view.currency]).to.deep.equal([500, 'RUB']);
  });

  it('H2H-02: the card has number (grouped by 4, copied without spaces), account_number, fullName and payment_system; only the system is not copyable', () => {
    const view = h2hInvoice(
      answer({ card: { number: '2202 2068 1234 5678', account_number: '40817810000000000001', fullName: 'IVAN P.', payment_system: 'MIR' } }),
      yoomoney,
      fallback,
      0,
    );
    expect(view.card).to.deep.equal([
      { name: 'number', labelKey: 'h2h.card.number', value: '2202206812345678', display: '2202 2068 1234 5678', copyable: true, emphasis: true },
      { name: 'account_number', labelKey: 'h2h.card.account', value: '40817810000000000001', copyable: true, emphasis: false },
      { name: 'fullName', labelKey: 'h2h.card.holder', value: 'IVAN P.', copyable: true },
      { name: 'payment_system', labelKey: 'h2h.card.system', value: 'MIR', copyable: false },
    ]);
    expect(view.paymentSystem, 'the card\'s system when the answer names none').to.equal('MIR');
  });

  it('H2H-02: an account_number equal to the number is shown once; a phone-like number is not grouped', () => {
    const view = h2hInvoice(answer({ card: { number: '+77011234567', account_number: '+77011234567' } }), yoomoney, fallback, 0);
    expect(view.card.map((r) => [r.name, r.display ?? r.value])).to.deep.equal([['number', '+77011234567']]);
    expect(groupCardNumber('4100118812345678')).to.equal('4100 1188 1234 5678');
    expect(groupCardNumber('9860100112345678901')).to.equal('9860 1001 1234 5678 901');
  });

  it('H2H-01: requisites may be a list (isCopyable false honoured, empty values dropped) or a name → value record', () => {
    expect(requisiteRows([{ name: 'bank_name', title: 'Bank', value: 'STP', isCopyable: false }, { name: 'x', value: '' }, null, { value: 'REF-1' }])).to.deep.equal([
      { name: 'bank_name', title: 'Bank', value: 'STP', copyable: false },
      { name: 'requisite-3', title: 'requisite-3', value: 'REF-1', copyable: true },
    ]);
    expect(requisiteRows({ iban: 'TR330006100519786457841326', empty: '' })).to.deep.equal([{ name: 'iban', title: 'iban', value: 'TR330006100519786457841326', copyable: true }]);
    expect(requisiteRows('nope')).to.deep.equal([]);
  });

  it('H2H-05: the countdown ends at created + timeout_minutes of the answer', () => {
    expect(h2hEndsAt({ created: CREATED, timeout_minutes: 30 }, false, 0)).to.equal(T0 + 30 * 60_000);
    expect(h2hEndsAt({ created: T0 / 1000, timeout_minutes: 30 }, false, 0), 'epoch seconds').to.equal(T0 + 30 * 60_000);
    expect(h2hEndsAt({ created: T0, timeout_minutes: '45' }, false, 0), 'epoch ms, numeric string').to.equal(T0 + 45 * 60_000);
  });

  it('H2H-06: the bank-transfer variant (card view type 9) uses 15 minutes, whatever the answer says', () => {
    expect(BANK_TRANSFER_TIMEOUT_MIN).to.equal(15);
    expect(h2hEndsAt({ created: CREATED, timeout_minutes: 30 }, true, 0)).to.equal(T0 + 15 * 60_000);
    expect(h2hInvoice(answer({ created: CREATED, timeout_minutes: 60, requisites: { iban: 'X1' } }), spei, fallback, 0).endsAt).to.equal(T0 + 15 * 60_000);
  });

  it('H2H-07 (decision): a missing or garbled created counts from when the page got the answer; no timeout means no countdown', () => {
    const opened = T0 + 5_000;
    expect(h2hEndsAt({ timeout_minutes: 10 }, false, opened)).to.equal(opened + 10 * 60_000);
    expect(h2hEndsAt({ created: 'yesterday', timeout_minutes: 10 }, false, opened)).to.equal(opened + 10 * 60_000);
    expect(h2hEndsAt({ created: CREATED }, false, opened)).to.equal(null);
    expect(h2hEndsAt({ created: CREATED, timeout_minutes: 0 }, false, opened)).to.equal(null);
    expect(h2hEndsAt(undefined, true, opened), 'bank transfer: 15 minutes from the page').to.equal(opened + 15 * 60_000);
    expect(createdAt('')).to.equal(null);
  });
});
