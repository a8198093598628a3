// A card number field (issue #21; ENT-13 checkLuhn, HTTP-31 bank-get; decision CARD-FIELD).
import { expect } from '@open-wc/testing';
import type { FormField } from '../../../src/domain/form-field.ts';
import { CARD_LUHN_KEY, cardBin, isCardNumberField, luhnValid } from '../../../src/domain/card-number.ts';
import { fieldError, formErrors } from '../../../src/domain/form-fields.ts';

const card: FormField = { name: 'cardNumber', type: 'text', mask: '#### #### #### ####', validations: [{ regex: '^\\d{4} ?\\d{4} ?\\d{4} ?\\d{4}$', message: 'form.field.invalid' }] };

describe('domain/card number', () => {
  it('ENT-13: the Luhn check digit (ISO/IEC 7812)', () => {
    expect(luhnValid('4111 1111 1111 1111')).to.equal(true);
    expect(luhnValid('2202 2012 3456 7890')).to.equal(false);
    expect(luhnValid('4111 1111 1111 1112'), 'one digit off').to.equal(false);
    expect(luhnValid('5536 9137 6543 2105')).to.equal(true);
    expect(luhnValid('0000 0000 00'), 'too short for a card').to.equal(false);
  });

  it('ENT-13, decision INPUT-01: a card number failing Luhn gets a translated message, with checkLuhn or without it', () => {
    expect(fieldError(card, '4111 1111 1111 1112')).to.deep.equal({ key: CARD_LUHN_KEY });
    expect(fieldError(card, '4111 1111 1111 1111')).to.equal(null);
    expect(formErrors([card], { values: { cardNumber: '4111 1111 1111 1112' } })).to.deep.equal({ cardNumber: { key: CARD_LUHN_KEY } });
    const holder: FormField = { name: 'cardholder', type: 'text' };
    expect(fieldError(holder, 'ANA'), 'not a card number field').to.equal(null);
  });

  it('decision CARD-FIELD: a card number field is named for one', () => {
    for (const name of ['cardNumber', 'card_number', 'card-number', 'CARDNUMBER', 'pan', 'cardNo']) expect(isCardNumberField({ name, type: 'text' }), name).to.equal(true);
    for (const name of ['cardholder', 'card', 'panel', 'phone']) expect(isCardNumberField({ name, type: 'text' }), name).to.equal(false);
  });

  it('HTTP-31: the BIN is the first 8 digits once typed, else the first 6, else none', () => {
    expect(cardBin('2202 2')).to.equal(null);
    expect(cardBin('2202 20')).to.equal('220220');
    expect(cardBin('2202 201')).to.equal('220220');
    expect(cardBin('2202 2012 3')).to.equal('22022012');
  });
});
