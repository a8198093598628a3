import { expect } from '@open-wc/testing';
import { maxIntegerDigits, sanitizeAmountInput } from '../../../src/domain/amount-input.ts';

const dot = { decimalSeparator: '.', decimals: 2 };
const comma = { decimalSeparator: ',', decimals: 2 };

describe('domain/amount-input', () => {
  it('DOM-23: only digits and one decimal separator survive', () => {
    expect(sanitizeAmountInput('12a3.4b5', dot)).to.equal('123.45');
    expect(sanitizeAmountInput('1.2.3', dot)).to.equal('1.23');
    expect(sanitizeAmountInput('-5 $', dot)).to.equal('5');
    expect(sanitizeAmountInput('', dot)).to.equal('');
  });

  it('DOM-24: a leading separator is rejected', () => {
    expect(sanitizeAmountInput('.5', dot)).to.equal('5');
    expect(sanitizeAmountInput(',', comma)).to.equal('');
  });

  it('DOM-25: fraction digits are capped at the currency decimals (fiat 2, crypto 8)', () => {
    expect(sanitizeAmountInput('1.2345', dot)).to.equal('1.23');
    expect(sanitizeAmountInput('0.123456789', { decimalSeparator: '.', decimals: 8 })).to.equal('0.12345678');
    expect(sanitizeAmountInput('10.5', { decimalSeparator: '.', decimals: 0 })).to.equal('105');
  });

  it('DOM-26: integer digits are capped at the digit count of max plus one', () => {
    expect(maxIntegerDigits(20155)).to.equal(6);
    expect(maxIntegerDigits(0)).to.equal(Infinity);
    expect(maxIntegerDigits(undefined)).to.equal(Infinity);
    expect(sanitizeAmountInput('12345678', { ...dot, max: 20155 })).to.equal('123456');
    expect(sanitizeAmountInput('1234567.89', { ...dot, max: 20155 })).to.equal('123456.89');
    expect(sanitizeAmountInput('12345678', { ...dot, max: 0 })).to.equal('12345678');
  });

  it('DOM-27: either typed separator is shown as the language separator', () => {
    expect(sanitizeAmountInput('12.5', comma)).to.equal('12,5');
    expect(sanitizeAmountInput('12,5', dot)).to.equal('12.5');
    expect(sanitizeAmountInput('12,', comma)).to.equal('12,');
  });
});
