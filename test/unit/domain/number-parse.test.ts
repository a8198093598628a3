import { expect } from '@open-wc/testing';
import { parseAmount } from '../../../src/domain/number-parse.ts';

const cases: Array<[string, number | null]> = [
  ['12', 12],
  ['0', 0],
  ['12.5', 12.5],
  ['12,5', 12.5],
  ['1 234,56', 1234.56],
  ['1,234.56', 1234.56],
  ['1.234,56', 1234.56],
  ["1'234.5", 1234.5],
  ['1\u2019234.5', 1234.5],
  ['1\u00A0234,56', 1234.56],
  ['1\u202F234,56', 1234.56],
  ['  42  ', 42],
  ['1 000 000', 1000000],
  ["1'000'000,25", 1000000.25],
  [',5', 0.5],
  ['.5', 0.5],
  ['1.', 1],
  ['1.2.3', 12.3],
  ['1,234', 1.234],
  ['1.000.000', 1000.0],
  ['0.00000001', 0.00000001],
  ['\u0661\u0662\u066B\u0665', 12.5],
  ['', null],
  ['   ', null],
  ['.', null],
  [',', null],
  ['abc', null],
  ['12abc', null],
  ['-5', null],
  ['+5', null],
  ['1e5', null],
  ['0x10', null],
  ['Infinity', null],
  ['NaN', null],
  ['1_000', null],
];

describe('domain/number-parse', () => {
  for (const [input, expected] of cases) {
    it(`DOM-10/DOM-11/DOM-12: parseAmount(${JSON.stringify(input)}) → ${String(expected)}`, () => {
      expect(parseAmount(input)).to.equal(expected);
    });
  }

  it('DOM-12: the last separator is the decimal one, earlier ones are groups', () => {
    expect(parseAmount('1,234,567.8')).to.equal(1234567.8);
    expect(parseAmount('1.234.567,8')).to.equal(1234567.8);
    expect(parseAmount('1,2')).to.equal(1.2);
  });

  it('DOM-15: the result is a number, not a string', () => {
    expect(typeof parseAmount('100,50')).to.equal('number');
  });

  it('DOM-10: non-strings give null', () => {
    expect(parseAmount(12 as unknown as string)).to.equal(null);
    expect(parseAmount(null as unknown as string)).to.equal(null);
  });

  it('DOM-10: absurdly long input that overflows gives null', () => {
    expect(parseAmount('9'.repeat(400))).to.equal(null);
  });
});
