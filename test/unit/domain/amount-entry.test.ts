import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { MAX_AMOUNT_ENTRY_LENGTH, readAmountEntry, readPastedAmount } from '../../../src/domain/amount-entry.ts';
import { parseAmount } from '../../../src/domain/number-parse.ts';

/** The zero of each script the field reads whole. */
const ZEROS = { ascii: 0x30, arabicIndic: 0x660, persian: 0x6f0, devanagari: 0x966, bengali: 0x9e6, thai: 0xe50, fullWidth: 0xff10 };
const inScript = (digits: string, zero: number): string => [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('');

describe('domain/amount-entry', () => {
  it('REL-06: an amount written wholly in Arabic-Indic, Persian, Devanagari, Bengali, Thai or full-width digits is read as the same number', () => {
    for (const zero of Object.values(ZEROS)) expect(readAmountEntry(`${inScript('1234', zero)}.${inScript('50', zero)}`)).to.deep.equal({ kind: 'ok', text: '1234.50' });
    expect(readAmountEntry('١٬٢٣٤٫٥')).to.deep.equal({ kind: 'ok', text: '1٬234٫5' });
  });

  it('REL-06: digits of two scripts in one amount are refused, never read as fewer digits (12٣4 is not 124)', () => {
    expect(readAmountEntry('12٣4')).to.deep.equal({ kind: 'refused', reason: 'mixedDigits' });
    expect(readAmountEntry('１2')).to.deep.equal({ kind: 'refused', reason: 'mixedDigits' });
  });

  it('REL-06: exponents, signs, letters, emoji and inner line breaks are refused, never re-read (1e309 is not 1309, -100 is not 100)', () => {
    for (const input of ['1e309', '-100', '+5', '12a3', '10💰', '1234\n5', '1\r2', '12\u20283', 'NaN', 'Infinity', '0x10']) {
      expect(readAmountEntry(input), input).to.deep.equal({ kind: 'refused', reason: 'digits' });
    }
  });

  it('REL-06: invisible bidi marks and surrounding white space or line breaks are cleaned', () => {
    expect(readAmountEntry('\u200f1234\u200e')).to.deep.equal({ kind: 'ok', text: '1234' });
    expect(readAmountEntry('\u2066١٢٣\u2069\n')).to.deep.equal({ kind: 'ok', text: '123' });
    expect(readAmountEntry('  1 234,5 \n')).to.deep.equal({ kind: 'ok', text: '1 234,5' });
  });

  it('REL-06: a 10,000-character field is refused before it is read', () => {
    expect(readAmountEntry('1'.repeat(10_000))).to.deep.equal({ kind: 'refused', reason: 'digits' });
    expect(readAmountEntry('1'.repeat(MAX_AMOUNT_ENTRY_LENGTH)).kind).to.equal('ok');
    expect(readAmountEntry('1'.repeat(MAX_AMOUNT_ENTRY_LENGTH + 1)).kind).to.equal('refused');
  });

  it('REL-06: a pasted grouped number is read by its last separator (DOM-12) and handed on plain', () => {
    expect(readPastedAmount('1,234.56')).to.deep.equal({ kind: 'ok', text: '1234.56' });
    expect(readPastedAmount('1.234,56')).to.deep.equal({ kind: 'ok', text: '1234.56' });
    expect(readPastedAmount("1'234 567")).to.deep.equal({ kind: 'ok', text: '1234567' });
    expect(readPastedAmount('1500')).to.deep.equal({ kind: 'ok', text: '1500' });
    expect(readPastedAmount('12.5')).to.deep.equal({ kind: 'ok', text: '12.5' });
    expect(readPastedAmount('1234\n5')).to.deep.equal({ kind: 'refused', reason: 'digits' });
  });

  it('REL-06 (property): any amount written in one script reads back as the ASCII amount, whatever the script', () => {
    const amount = fc.tuple(fc.stringMatching(/^[1-9][0-9]{0,9}$/), fc.option(fc.stringMatching(/^[0-9]{1,8}$/), { nil: undefined }));
    fc.assert(
      fc.property(amount, fc.constantFrom(...Object.values(ZEROS)), ([int, frac], zero) => {
        const ascii = frac === undefined ? int : `${int}.${frac}`;
        const written = frac === undefined ? inScript(int, zero) : `${inScript(int, zero)}.${inScript(frac, zero)}`;
        const read = readAmountEntry(written);
        return read.kind === 'ok' && read.text === ascii && parseAmount(read.text) === parseAmount(ascii);
      }),
    );
  });

  it('REL-06 (property): whatever is typed or pasted, the field either refuses it or hands on only 0–9 and separators', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (raw) => {
        for (const read of [readAmountEntry(raw), readPastedAmount(raw)]) {
          if (read.kind === 'refused') continue;
          if (!/^[0-9.,\u066b\u066c'\u2019\u2018\u02bc\u2032 \u00a0\u2007\u2009\u202f]*$/.test(read.text)) return false;
        }
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('REL-06 (property): an input with a letter, a sign or a second digit script anywhere is refused, never shortened', () => {
    const intruder = fc.constantFrom('e', 'E', '-', '+', 'x', '٣', '５', '€', '\n', '🙂');
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}$/), intruder, fc.nat(), (digits, bad, at) => {
        const i = at % (digits.length + 1);
        // A line break at either end is white space around the amount: cleaned, not refused.
        const atEdge = bad === '\n' && (i === 0 || i === digits.length);
        return atEdge || readAmountEntry(digits.slice(0, i) + bad + digits.slice(i)).kind === 'refused';
      }),
    );
  });
});
