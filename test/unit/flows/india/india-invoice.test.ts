// The India invoice as the page reads it (flows §3 "India invoice"; INDIA-01, INDIA-02, decision INDIA-04).
import { expect } from '@open-wc/testing';
import { indiaInvoice, isBankNameEntry } from '../../../../src/flows/india/india-invoice.ts';

const upi = 'upi://pay?pa=sandbox.merchant@upi&pn=Sandbox&tr=IN1';

describe('India invoice (INDIA)', () => {
  it('INDIA-01: details keep name, value, type and the QR content; entries without a name or value are dropped', () => {
    const view = indiaInvoice({
      details: [
        { name: 'UPI ID', value: 'sandbox.merchant@upi', type: 'upi', QR: upi },
        { name: 'IFSC', value: 'HDFC0001234', type: 'ifsc' },
        { name: '', value: 'x' },
        { name: 'Empty', value: ' ' },
        'junk',
      ],
    });
    expect(view?.details).to.deep.equal([
      { name: 'UPI ID', value: 'sandbox.merchant@upi', type: 'upi', qr: upi },
      { name: 'IFSC', value: 'HDFC0001234', type: 'ifsc', qr: null },
    ]);
  });

  it('INDIA-01: a QR content too long for a QR code is not drawn (the value stays copyable)', () => {
    const view = indiaInvoice({ details: [{ name: 'UPI ID', value: 'a@upi', type: 'upi', QR: 'x'.repeat(2332) }] });
    expect(view?.details[0]?.qr).to.equal(null);
  });

  it('INDIA-02: the fields and the requisites come through; the bank name entry is marked and listed first', () => {
    const utr = { name: 'utr', type: 'text', validations: [{ regex: '^\\d{12}$', message: 'form.field.invalid' }] };
    const view = indiaInvoice({
      fields: [utr, { type: 'text' }],
      requisites: [
        { name: 'Beneficiary', value: 'Sandbox Payments Pvt Ltd' },
        { name: 'bank_name', value: 'HDFC Bank' },
      ],
    });
    expect(view?.fields).to.deep.equal([utr]);
    expect(view?.requisites).to.deep.equal([
      { name: 'bank_name', value: 'HDFC Bank', bank: true },
      { name: 'Beneficiary', value: 'Sandbox Payments Pvt Ltd', bank: false },
    ]);
    expect(['bank_name', 'Bank name', 'bank-name', 'BANKNAME'].every(isBankNameEntry)).to.equal(true);
    expect(isBankNameEntry('bank')).to.equal(false);
  });

  it('decision INDIA-04: the deposit id of the answer is kept for "I have paid"; nothing to pay to → null', () => {
    expect(indiaInvoice({ depositId: 42, requisites: [{ name: 'bank_name', value: 'HDFC Bank' }] })?.depositId).to.equal(42);
    expect(indiaInvoice({ depositId: '', requisites: [{ name: 'bank_name', value: 'HDFC Bank' }] })?.depositId).to.equal(undefined);
    expect(indiaInvoice({ fields: [{ name: 'utr', type: 'text' }] })).to.equal(null);
    expect(indiaInvoice(null)).to.equal(null);
    expect(indiaInvoice({})).to.equal(null);
  });
});
