import { expect } from '@open-wc/testing';
import { currencyNumberFormat, isFormattedNumber, numberSeparators } from '../../../src/domain/number-format.ts';

const en = { decimalSeparator: '.', groupSeparator: ',', decimals: 2 };
const de = { decimalSeparator: ',', groupSeparator: '.', decimals: 2 };
const fr = { decimalSeparator: ',', groupSeparator: '\u202F', decimals: 2 };

describe('domain/number-format', () => {
  it('DOM-14: numberSeparators reads the language separators from Intl', () => {
    expect(numberSeparators('en')).to.deep.equal({ decimal: '.', group: ',' });
    expect(numberSeparators('de')).to.deep.equal({ decimal: ',', group: '.' });
    expect(numberSeparators('ru').decimal).to.equal(',');
    expect(numberSeparators('ru').group).to.match(/^\s$/);
    expect(numberSeparators('es').decimal).to.equal(',');
  });

  it('DOM-14: Latin digits are forced, so Arabic gets usable separators', () => {
    const ar = numberSeparators('ar');
    expect(ar.decimal).to.not.equal(ar.group);
    expect(ar.decimal.length).to.equal(1);
  });

  it('DOM-14: an invalid locale falls back to dot and comma', () => {
    expect(numberSeparators('not a locale!!')).to.deep.equal({ decimal: '.', group: ',' });
  });

  it('DOM-13/DOM-14: currencyNumberFormat combines language separators with currency decimals', () => {
    expect(currencyNumberFormat('de', 'BTC')).to.deep.equal({ decimalSeparator: ',', groupSeparator: '.', decimals: 8 });
    expect(currencyNumberFormat('en', 'USD')).to.deep.equal({ decimalSeparator: '.', groupSeparator: ',', decimals: 2 });
  });

  it('DOM-13: accepts plain and correctly grouped numbers with allowed decimals', () => {
    for (const v of ['0', '12', '1234', '1,234', '1,234.5', '1,234.56', '12,345,678.9', '1234.56']) {
      expect(isFormattedNumber(v, en), v).to.equal(true);
    }
    for (const v of ['1.234,56', '1234,5', '12.345.678']) expect(isFormattedNumber(v, de), v).to.equal(true);
  });

  it('DOM-13: accepts Indian lakh grouping', () => {
    expect(isFormattedNumber('1,00,000.50', en)).to.equal(true);
    expect(isFormattedNumber('12,34,567', en)).to.equal(true);
  });

  it('DOM-13: rejects too many decimals, wrong separators, bad grouping and garbage', () => {
    for (const v of ['1.234', '1,23', '1,2345', ',5', '.5', '12.', '1.2.3', '1,234.567', 'abc', '', ' 12', '-1', '1 234']) {
      expect(isFormattedNumber(v, en), v).to.equal(false);
    }
    expect(isFormattedNumber('1,234.56', de)).to.equal(false);
  });

  it('DOM-13: the allowed number of decimals follows the options', () => {
    expect(isFormattedNumber('0.12345678', { ...en, decimals: 8 })).to.equal(true);
    expect(isFormattedNumber('0.123456789', { ...en, decimals: 8 })).to.equal(false);
    expect(isFormattedNumber('10', { ...en, decimals: 0 })).to.equal(true);
    expect(isFormattedNumber('10.5', { ...en, decimals: 0 })).to.equal(false);
  });

  it('DOM-13: a space-like group separator accepts any space variant', () => {
    expect(isFormattedNumber('1\u202F234,56', fr)).to.equal(true);
    expect(isFormattedNumber('1\u00A0234,56', fr)).to.equal(true);
    expect(isFormattedNumber('1 234,56', fr)).to.equal(true);
    expect(isFormattedNumber('1 23,56', fr)).to.equal(false);
  });

  it('DOM-13: identical decimal and group separators are refused', () => {
    expect(isFormattedNumber('1.5', { decimalSeparator: '.', groupSeparator: '.', decimals: 2 })).to.equal(false);
  });
});
