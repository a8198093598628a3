// The phone number after a fixed country prefix (issue #21; decision PHONE-PLAN): the national trunk
// prefix typed out of habit is dropped, and each country's mobile length is checked.
import { expect } from '@open-wc/testing';
import type { FormField } from '../../../src/domain/form-field.ts';
import { fieldError, formErrors } from '../../../src/domain/form-fields.ts';
import { nationalDigits, numberingPlan, PHONE_TOO_LONG_KEY, PHONE_TOO_SHORT_KEY, phoneLengthKey } from '../../../src/domain/phone-numbering.ts';
import { editPhone, phoneValue } from '../../../src/domain/phone-prefix.ts';
import { PHONE_COUNTRIES } from '../../../src/domain/phone-countries.ts';

const bkash: FormField = { name: 'phone', type: 'phone_with_prefix', mask: '+880 ##########' };

/** Types `keys` one by one into a phone field, as a player does. */
function type(prefix: string, keys: string, mask?: string): string {
  let text = editPhone(prefix, '', '', mask);
  for (const key of keys) text = editPhone(prefix, text, text + key, mask);
  return text;
}

describe('domain/phone numbering', () => {
  it('FORM-06: bKash: 01712345678 typed after +880 is +880 1712345678, sent +8801712345678', () => {
    const text = type('+880', '01712345678', bkash.mask);
    expect(text).to.equal('+880 1712345678');
    expect(phoneValue('+880', text)).to.equal('+8801712345678');
  });

  it('FORM-06: the trunk prefix is dropped where no number starts with it (BD 0, UK 0, US 1, TR 0)', () => {
    expect(nationalDigits('+880', '01712345678')).to.equal('1712345678');
    expect(nationalDigits('+44', '07700900123')).to.equal('7700900123');
    expect(nationalDigits('+1', '12025550123')).to.equal('2025550123');
    expect(nationalDigits('+90', '0')).to.equal('');
    expect(nationalDigits('+90', '5321234567'), 'a number without the trunk is kept').to.equal('5321234567');
  });

  it('FORM-06: RU/KZ 8 is dropped only when the digits are 8 plus a whole number (8-00 and 812 numbers exist)', () => {
    expect(nationalDigits('+7', '8123456789'), '812: St Petersburg, kept').to.equal('8123456789');
    expect(nationalDigits('+7', '89001234567')).to.equal('9001234567');
    expect(type('+7', '89001234567', '+7 ##########')).to.equal('+7 9001234567');
    expect(type('+7', '89001234567')).to.equal('+7 9001234567');
  });

  it('FORM-06: a whole international number pasted after the prefix keeps the number once', () => {
    expect(editPhone('+880', '+880 ', '+880 +8801712345678', bkash.mask)).to.equal('+880 1712345678');
    expect(nationalDigits('+7', '79001234567')).to.equal('9001234567');
  });

  it('FORM-06: a country the table lacks keeps every digit', () => {
    expect(numberingPlan('+39')).to.equal(undefined);
    expect(nationalDigits('+39', '0612345678'), 'Italy: the 0 is part of the number').to.equal('0612345678');
    expect(phoneLengthKey('+39', '1')).to.equal(null);
  });

  it('FORM-01: a number of the wrong length for its country gets a translated message', () => {
    expect(phoneLengthKey('+880', '171234567')).to.equal(PHONE_TOO_SHORT_KEY);
    expect(phoneLengthKey('+880', '1712345678')).to.equal(null);
    expect(phoneLengthKey('+49', '15123456789'), 'DE: 10 or 11 digits').to.equal(null);
    expect(phoneLengthKey('+90', '53212345678')).to.equal(PHONE_TOO_LONG_KEY);
    const skrill: FormField = { name: 'phone', type: 'phone_with_prefix', validations: [{ regex: '^\\+\\d{8,15}$', message: 'form.phone.invalid' }] };
    expect(fieldError(skrill, '+90532123456', false, { prefix: '+90' }), 'before the server regex').to.deep.equal({ key: PHONE_TOO_SHORT_KEY });
    expect(fieldError(skrill, '+905321234567', false, { prefix: '+90' })).to.equal(null);
    expect(formErrors([skrill], { values: { phone: '+90 53212345678' }, prefixes: { phone: '+90' } })).to.deep.equal({ phone: { key: PHONE_TOO_LONG_KEY } });
  });

  it('every numbering plan is for a dialling code of the country list, with sane lengths', () => {
    const dials = new Set(PHONE_COUNTRIES.map((c) => c.dial));
    for (const dial of ['+1', '+7', '+44', '+55', '+62', '+234', '+880', '+998']) {
      expect(dials.has(dial), dial).to.equal(true);
      const plan = numberingPlan(dial)!;
      expect(plan.min, dial).to.be.within(7, plan.max);
      expect(plan.max, dial).to.be.within(plan.min, 12);
    }
  });
});
