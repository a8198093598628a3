// The pure rules of dynamic fields (flows §4 "Form behaviour", §5 "Dynamic fields"; FORM-01..12,
// FORM-22..27; decisions FORM-05 and FORM-27).
import { expect } from '@open-wc/testing';
import type { FormField } from '../../../src/domain/form-field.ts';
import {
  FIELD_INVALID_KEY,
  FIELD_REQUIRED_KEY,
  fieldError,
  fieldPayload,
  fieldsIncomplete,
  formErrors,
  mergeFields,
  sentValue,
  validationMessage,
} from '../../../src/domain/form-fields.ts';
import { applyMask, applyNumberMask, DEFAULT_NUMBER_SCALE, maskHint, parseMask, pixMask } from '../../../src/domain/field-mask.ts';
import { blurText, editText, inputHints, maskOf } from '../../../src/domain/field-input.ts';
import { fieldRole } from '../../../src/domain/field-visibility.ts';
import { CUSTOM_ACCOUNT_FIELD, CUSTOM_WALLET_FIELD, methodRegexField } from '../../../src/domain/method-regex-field.ts';
import { chosenPixKeyType, pixNumberValues } from '../../../src/domain/pix-fields.ts';
import { filterOptions, optionText, SEARCH_THRESHOLD } from '../../../src/domain/field-options.ts';

const text = (name: string, more: Partial<FormField> = {}): FormField => ({ name, type: 'text', ...more });
const pixFields: FormField[] = [
  { name: 'pixKeyType', type: 'dropdown', value: 'cpf', values: ['cpf', 'email', 'phone', 'random'].map((v) => ({ value: v, text: v })) },
  text('cpf', { mask: '999.999.999-99' }),
  text('email'),
  { name: 'phone', type: 'phone_with_prefix', mask: '+55 ###########' },
  text('random'),
  text('numberId', { isHidden: true, value: '' }),
  text('numberType', { isHidden: true, value: 'cpf' }),
];

describe('domain/dynamic fields', () => {
  describe('validation (FORM-01, FORM-02)', () => {
    it('FORM-01: each rule is a unicode regex with its message', () => {
      const name = text('holder', { validations: [{ regex: '^[\\p{L} ]+$', message: 'Letters only' }] });
      expect(fieldError(name, 'Zoë Ångström')).to.equal(null);
      expect(fieldError(name, 'R2D2')).to.deep.equal({ text: 'Letters only' });
    });

    it('FORM-02: a field is flagged when a rule fails or the value is empty', () => {
      const f = text('code', { validations: [{ regex: '^\\d{4}$', message: 'form.code.invalid' }] });
      expect(fieldError(f, '')).to.deep.equal({ key: FIELD_REQUIRED_KEY });
      expect(fieldError(f, '   ')).to.deep.equal({ key: FIELD_REQUIRED_KEY });
      expect(fieldError(f, '12')).to.deep.equal({ key: 'form.code.invalid' });
      expect(fieldError(f, '1234')).to.equal(null);
      expect(fieldError(text('free'), 'anything'), 'no rules: only empty is flagged').to.equal(null);
    });

    it('FORM-27: a key-shaped message is a key, other text is the server\'s, none is the generic key', () => {
      expect(validationMessage('form.phone.invalid')).to.deep.equal({ key: 'form.phone.invalid' });
      expect(validationMessage('Enter the name as printed on the card')).to.deep.equal({ text: 'Enter the name as printed on the card' });
      expect(validationMessage('')).to.deep.equal({ key: FIELD_INVALID_KEY });
      expect(validationMessage(undefined)).to.deep.equal({ key: FIELD_INVALID_KEY });
    });

    it('FORM-27: a broken server regex never blocks; isExists rules make a field optional', () => {
      expect(fieldError(text('x', { validations: [{ regex: '(', message: 'm' }] }), 'a')).to.equal(null);
      const optional = text('ref', { validations: [{ regex: '^\\d+$', message: 'm', isExists: true }] });
      expect(formErrors([optional], { values: { ref: '' } })).to.deep.equal({});
      expect(formErrors([optional], { values: { ref: 'x' } })).to.deep.equal({ ref: { text: 'm' } });
    });

    it('FORM-27: an advanced field is optional but a value must pass', () => {
      const f = text('fullName', { isAdvanced: true, validations: [{ regex: '^[\\p{L} ]{3,}$', message: 'form.field.invalid' }] });
      expect(formErrors([f], { values: {} })).to.deep.equal({});
      expect(formErrors([f], { values: { fullName: 'Al' } })).to.have.key('fullName');
    });

    it('CREATE-17: merging a second answer keeps the first field of each name', () => {
      const merged = mergeFields([text('a', { value: '1' })], [text('a', { value: '2' }), text('b')]);
      expect(merged.map((f) => [f.name, f.value])).to.deep.equal([['a', '1'], ['b', undefined]]);
    });
  });

  describe('the method regex field (FORM-03..05)', () => {
    it('FORM-03: a method with a regex gets a single text field; none without', () => {
      expect(methodRegexField({ name: 'm' })).to.equal(null);
      expect(methodRegexField({ name: 'm', regex: '  ' })).to.equal(null);
      const f = methodRegexField({ name: 'm', regex: '^\\d{12}$' })!;
      expect(f.type).to.equal('text');
      expect(f.validations).to.deep.equal([{ regex: '^\\d{12}$', message: '' }]);
    });

    it('FORM-04: a wallet method names it customWallet', () => {
      expect(methodRegexField({ name: 'papara', regex: '^\\d{10}$', wallet: true })!.name).to.equal(CUSTOM_WALLET_FIELD);
      expect(methodRegexField({ name: 'papara', regex: '^\\d{10}$', wallet: 'ewallet' })!.name).to.equal('customWallet');
    });

    it('FORM-05: other methods name it customAccount; regex_error_key is its message, placeholder key/text its label, mask its mask', () => {
      const f = methodRegexField({
        name: 'neteller', regex: '^\\d{12}$', wallet: 'false', regex_error_key: 'form.account.invalid',
        placeholder_key: 'form.neteller.placeholder', placeholder_text: { en: 'Account ID' }, mask: '#### #### ####',
      })!;
      expect(f.name).to.equal(CUSTOM_ACCOUNT_FIELD);
      expect(f.validations![0]!.message).to.equal('form.account.invalid');
      expect(f.placeholder_key).to.equal('form.neteller.placeholder');
      expect(f.placeholder_text).to.deep.equal({ en: 'Account ID' });
      expect(f.mask).to.equal('#### #### ####');
      expect(methodRegexField({ name: 'w', regex: '.', wallet: true })!.placeholder_key, 'generic label').to.equal('form.wallet.label');
      expect(methodRegexField({ name: 'a', regex: '.' })!.placeholder_key).to.equal('form.account.label');
    });
  });

  describe('text, case and masks (FORM-09..12, FORM-26, FORM-27)', () => {
    const ctx = { pixForm: false, previous: '' };

    it('FORM-09: text_uppercase forces upper case, as typed and as sent', () => {
      const f: FormField = { name: 'ifsc', type: 'text_uppercase' };
      expect(editText(f, 'sbin0001234', ctx)).to.equal('SBIN0001234');
      expect(sentValue(f, ' sbin0001234 ')).to.equal('SBIN0001234');
    });

    it('FORM-10: a text field trims spaces on blur', () => {
      expect(blurText(text('name'), '  Ana Souza  ')).to.equal('Ana Souza');
      expect(blurText({ name: 'v', type: 'text_uppercase' }, ' AB ')).to.equal('AB');
    });

    it('FORM-11: Pix mask digits become zeros (digit slots)', () => {
      expect(pixMask('999.999.999-99')).to.equal('000.000.000-00');
      const cpf = text('cpf', { mask: '999.999.999-99' });
      expect(editText(cpf, '12345678909', { pixForm: true, previous: '' })).to.equal('123.456.789-09');
      expect(maskHint(maskOf(cpf, true))).to.equal('000.000.000-00');
      // Outside a Pix form, 9 is a literal, not a slot.
      expect(maskHint(maskOf(cpf, false))).to.equal('999.999.999-99');
    });

    it('FORM-12: there is no mask for email', () => {
      const email = text('email', { mask: '****' });
      expect(maskOf(email, false)).to.equal(null);
      expect(maskOf(text('payerEmail', { mask: '****' }), true)).to.equal(null);
      expect(editText(email, 'ana@example.com', ctx)).to.equal('ana@example.com');
      expect(inputHints(email, false)).to.deep.equal({ inputMode: 'email', autoComplete: 'email' });
    });

    it('FORM-26: the default number mask scale is 2', () => {
      expect(DEFAULT_NUMBER_SCALE).to.equal(2);
      expect(parseMask('number')).to.deep.equal({ kind: 'number', scale: 2 });
      expect(applyNumberMask('1234.5678')).to.equal('1234.56');
      expect(applyNumberMask('12,5')).to.equal('12.5');
      expect(applyMask(parseMask('number:0'), '12.9')).to.equal('12');
    });

    it('FORM-27: mask syntax: 0/# a digit, a a letter, * either, \\ escapes, the rest literal; masking twice changes nothing', () => {
      const m = parseMask('aa-00\\0*');
      expect(applyMask(m, 'ab12x')).to.equal('ab-120x');
      expect(applyMask(m, 'ab-120x')).to.equal('ab-120x');
      expect(applyMask(parseMask('###.###'), '123')).to.equal('123', 'no literal after the last typed character');
      expect(applyMask(parseMask('###.###'), '12a3')).to.equal('123', 'a letter fits no digit slot');
      expect(parseMask('')).to.equal(null);
      expect(inputHints(text('cpf', { mask: '###.###.###-##' }), false).inputMode).to.equal('numeric');
      expect(inputHints(text('cardholder'), false).autoComplete).to.equal('cc-name');
    });
  });

  describe('Pix, hidden and bank name fields (FORM-22..25)', () => {
    const roles = (values: Record<string, string>, fields = pixFields, cardViewType?: number) =>
      Object.fromEntries(fields.map((f) => [f.name, fieldRole(f, fields, { values, cardViewType })]));

    it('FORM-22: the Pix key type shows only the matching key field', () => {
      expect(roles({ pixKeyType: 'email' })).to.include({ email: 'shown', phone: 'off', random: 'off' });
      expect(roles({ pixKeyType: 'random' })).to.include({ email: 'off', phone: 'off', random: 'shown' });
      expect(chosenPixKeyType(pixFields, {}), 'the default').to.equal('cpf');
    });

    it('FORM-23: Pix always shows cpf', () => {
      for (const type of ['cpf', 'email', 'phone', 'random']) expect(roles({ pixKeyType: type }).cpf).to.equal('shown');
    });

    it('FORM-24: numberId and numberType stay hidden, and carry the chosen key', () => {
      const r = roles({ pixKeyType: 'email' });
      expect([r.numberId, r.numberType]).to.deep.equal(['hidden', 'hidden']);
      expect(roles({}, [text('numberId'), text('numberType')]), 'even without isHidden').to.deep.equal({ numberId: 'hidden', numberType: 'hidden' });
      const payload = fieldPayload(pixFields, { values: { pixKeyType: 'email', cpf: '123.456.789-09', email: 'ana@example.com' } });
      expect(payload).to.deep.equal({ pixKeyType: 'email', cpf: '123.456.789-09', email: 'ana@example.com', numberId: 'ana@example.com', numberType: 'email' });
      expect(pixNumberValues([text('a')], {}), 'no Pix form, nothing added').to.deep.equal({});
    });

    it('FORM-25: the bank name field is hidden for the bank-transfer view (card view type 9)', () => {
      const fields = [text('bankName', { value: 'Wema Bank' }), text('iban')];
      expect(roles({}, fields, 9)).to.deep.equal({ bankName: 'hidden', iban: 'shown' });
      expect(roles({}, fields, 0)).to.deep.equal({ bankName: 'shown', iban: 'shown' });
      expect(fieldPayload(fields, { values: { iban: 'X' }, cardViewType: 9 }), 'sent with its value').to.deep.equal({ bankName: 'Wema Bank', iban: 'X' });
    });

    it('FORM-27: an amount field is bound to the page amount; hidden fields are sent, not checked', () => {
      const amount: FormField = { name: 'amount', type: 'amount', validations: [{ regex: '^\\d{2,6}(\\.\\d{1,2})?$', message: 'form.field.invalid' }] };
      const hidden = text('ref', { isHidden: true, value: 'r-1' });
      expect(fieldRole(amount, [amount], { values: {} })).to.equal('bound');
      expect(fieldPayload([amount, hidden], { values: {}, amount: '150.5' })).to.deep.equal({ amount: '150.5', ref: 'r-1' });
      expect(formErrors([amount, hidden], { values: {}, amount: '5' })).to.deep.equal({ amount: { key: FIELD_INVALID_KEY } });
    });

    it('FORM-19/27: fields are incomplete while a shown, required field is empty', () => {
      const fields = [text('a'), text('b', { isAdvanced: true }), text('c', { isHidden: true })];
      expect(fieldsIncomplete(fields, { values: {} })).to.equal(true);
      expect(fieldsIncomplete(fields, { values: { a: 'x' } })).to.equal(false);
      expect(fieldsIncomplete([{ name: 'p', type: 'phone_with_prefix', mask: '+7 ##########' }], { values: { p: '+7 ' } }), 'a bare prefix is empty').to.equal(true);
    });
  });

  describe('dropdown options (FORM-14)', () => {
    it('FORM-14: the search threshold is more than 5 items; search ignores case and accents', () => {
      expect(SEARCH_THRESHOLD).to.equal(5);
      const options = ['Banco Itaú', 'Bradesco', 'Caixa'].map((t) => ({ value: t, text: t }));
      expect(filterOptions(options, 'itau').map((o) => o.text)).to.deep.equal(['Banco Itaú']);
      expect(filterOptions(options, '  ')).to.have.length(3);
    });

    it('countries and currencies are named in the user language (Intl.DisplayNames)', () => {
      expect(optionText({ name: 'c', type: 'dropdown_country' }, { value: 'DE', text: 'DE' }, 'fr')).to.equal('Allemagne');
      expect(optionText({ name: 'c', type: 'dropdown_currency' }, { value: 'EUR', text: 'EUR' }, 'en')).to.equal('EUR · Euro');
      expect(optionText({ name: 'b', type: 'dropdown' }, { value: 'gt', text: 'GTBank' }, 'en')).to.equal('GTBank');
    });
  });
});
