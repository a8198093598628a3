// Issue #21: an IBAN reads in groups of 4 on every invoice; the copy keeps the raw value.
import { expect } from '@open-wc/testing';
import { groupIban, ibanOf } from '../../../src/domain/iban.ts';

describe('IBAN display', () => {
  it('groups an IBAN in blocks of 4 (the last block may be shorter)', () => {
    expect(groupIban('TR330006100519786457841326')).to.equal('TR33 0006 1005 1978 6457 8413 26');
    expect(groupIban('DE89370400440532013000')).to.equal('DE89 3704 0044 0532 0130 00');
  });

  it('reads an IBAN written with spaces or in lower case as the same IBAN', () => {
    expect(groupIban('gb29 nwbk 6016 1331 9268 19')).to.equal('GB29 NWBK 6016 1331 9268 19');
    expect(ibanOf(' TR33 0006 1005 1978 6457 8413 26 ')).to.equal('TR330006100519786457841326');
  });

  it('leaves other values as given: card numbers, phones, accounts, names, too short or too long', () => {
    for (const value of ['2202206812345678', '+79001234567', '40817810099910004312', 'Ziraat Bankası', 'TR33000610', `TR33${'1'.repeat(31)}`, '']) {
      expect(groupIban(value), value).to.equal(value);
      expect(ibanOf(value), value).to.equal(null);
    }
  });
});
