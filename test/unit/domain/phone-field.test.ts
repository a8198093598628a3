// The phone field (flows §5, shell §9; FORM-06..08).
import { expect } from '@open-wc/testing';
import { PHONE_COUNTRIES, dialCodeOf, phoneCountriesFor } from '../../../src/domain/phone-countries.ts';
import { editPhone, maskPrefix, phoneDigits, phoneText, phoneValue } from '../../../src/domain/phone-prefix.ts';
import { sentValue } from '../../../src/domain/form-fields.ts';

describe('domain/phone field', () => {
  it('FORM-06: the country prefix is fixed: it cannot be deleted or typed over', () => {
    const start = phoneText('+880', '');
    expect(start).to.equal('+880 ');
    expect(editPhone('+880', '+880 171', '+88 171'), 'a deleted prefix digit is refused').to.equal('+880 171');
    expect(editPhone('+880', '+880 171', '+8890 171'), 'a digit typed into the prefix is refused').to.equal('+880 171');
    expect(editPhone('+880', '+880 171', '+880 1712')).to.equal('+880 1712');
    expect(editPhone('+880', '+880 171', ''), 'emptied: the prefix stays').to.equal('+880 ');
    expect(maskPrefix('+880 ##########')).to.equal('+880');
    expect(editPhone('+7', '+7 ', '+7 9001234567', '+7 ###-###-##-##')).to.equal('+7 900-123-45-67');
  });

  it('FORM-07: the phone field blocks the plus sign', () => {
    expect(editPhone('+880', '+880 17', '+880 17+1')).to.equal('+880 171');
    expect(phoneDigits('+880', '+880 +17')).to.equal('17');
  });

  it('FORM-06: the value sent is the plus and the digits of prefix and number; a bare prefix is empty', () => {
    expect(phoneValue('+880', '+880 1712345678')).to.equal('+8801712345678');
    expect(phoneValue('+880', '+880 ')).to.equal('');
    expect(sentValue({ name: 'phone', type: 'phone_with_prefix', mask: '+880 ##########' }, '+880 1712345678')).to.equal('+8801712345678');
  });

  it('FORM-08: about 240 countries, each once, each a real region with a dialling code', () => {
    expect(PHONE_COUNTRIES.length).to.be.within(235, 250);
    expect(new Set(PHONE_COUNTRIES.map((c) => c.code)).size).to.equal(PHONE_COUNTRIES.length);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const c of PHONE_COUNTRIES) {
      expect(names.of(c.code), c.code).to.be.a('string');
      expect(c.dial, c.code).to.match(/^\+\d{1,4}$/);
    }
    expect([dialCodeOf('br'), dialCodeOf('RU'), dialCodeOf('NG'), dialCodeOf('US'), dialCodeOf('GB')]).to.deep.equal(['+55', '+7', '+234', '+1', '+44']);
  });

  it("FORM-08: the user's country comes first, the rest keep their order", () => {
    const list = phoneCountriesFor('tr');
    expect(list[0]).to.deep.equal({ code: 'TR', dial: '+90' });
    expect(list.length).to.equal(PHONE_COUNTRIES.length);
    expect(list.slice(1).map((c) => c.code)).to.deep.equal(PHONE_COUNTRIES.filter((c) => c.code !== 'TR').map((c) => c.code));
    expect(phoneCountriesFor(undefined)[0]!.code, 'unknown: alphabetical').to.equal('AD');
  });
});
