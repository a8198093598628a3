// The shared form store (flows §4 "Form behaviour"; FORM-03, FORM-08, FORM-10, FORM-13, FORM-15..20, AN-04 hook).
import { expect } from '@open-wc/testing';
import type { FormField } from '../../../src/domain/form-field.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';
import {
  $fieldsRejected,
  $formFields,
  $submitDisabled,
  addFields,
  blurField,
  chooseOption,
  choosePhoneCountry,
  focusField,
  formPayload,
  inputField,
  keepErrorOnNextFocus,
  onFieldsRejected,
  openDropdown,
  resetForm,
  startForm,
  validateForm,
} from '../../../src/stores/form-fields.ts';

const code: FormField = { name: 'code', type: 'text', validations: [{ regex: '^\\d{4}$', message: 'form.code.invalid' }] };
const bank: FormField = { name: 'bank', type: 'dropdown', values: [{ value: 'a', text: 'A' }, { value: 'b', text: 'B' }] };
const method = (fields: FormField[], more: Partial<PaymentMethod> = {}): PaymentMethod => ({ name: 'm', fields, ...more });
const s = () => $formFields.get();

describe('stores/form-fields', () => {
  beforeEach(() => resetForm());
  after(() => resetForm());

  it("FORM-03: the form holds the method's fields and its regex field; CREATE-17 adds a fields-required answer's", () => {
    startForm(method([code], { regex: '^\\d{10}$', wallet: true }));
    expect(s().fields.map((f) => f.name)).to.deep.equal(['code', 'customWallet']);
    inputField('code', '1234');
    addFields([{ name: 'code', type: 'text' }, { name: 'iban', type: 'text' }]);
    expect(s().fields.map((f) => f.name)).to.deep.equal(['code', 'customWallet', 'iban']);
    expect(s().texts['code'], 'what the player typed stays').to.equal('1234');
  });

  it('FORM-15: a field starts untouched; FORM-18: form-valid and amount-valid start true', () => {
    startForm(method([code]));
    expect(s().triggered).to.deep.equal({});
    expect(s().errors).to.deep.equal({});
    expect([s().formValid, s().amountValid]).to.deep.equal([true, true]);
  });

  it('FORM-16: a field becomes triggered on input, on blur and on change', () => {
    startForm(method([code, { ...code, name: 'other' }, bank]));
    inputField('code', '1');
    blurField('other');
    chooseOption('bank', 'b');
    expect(s().triggered).to.deep.equal({ code: true, other: true, bank: true });
    expect(s().texts['bank']).to.equal('b');
  });

  it('FORM-10: blur trims a text field and shows its error', () => {
    startForm(method([code]));
    inputField('code', '  12 ');
    blurField('code');
    expect(s().texts['code']).to.equal('12');
    expect(s().errors['code']).to.deep.equal({ key: 'form.code.invalid' });
  });

  it("FORM-17: on focus a field's errors are cleared; FORM-13's own focus keeps them once", () => {
    startForm(method([code]));
    blurField('code');
    expect(s().errors).to.have.key('code');
    keepErrorOnNextFocus('code');
    focusField('code');
    expect(s().errors, 'FORM-13 moved the focus: the error stays').to.have.key('code');
    focusField('code');
    expect(s().errors).to.deep.equal({});
    blurField('code');
    keepErrorOnNextFocus('code');
    blurField('code'); // the field had the focus already: no focus event came
    focusField('code');
    expect(s().errors, 'the keep ends with the blur').to.deep.equal({});
  });

  it('FORM-19: submit is disabled when fields are incomplete and a field is triggered, or the form is invalid', () => {
    startForm(method([code, { ...code, name: 'pin' }]));
    expect($submitDisabled.get(), 'untouched and valid: enabled').to.equal(false);
    inputField('code', '1234');
    expect($submitDisabled.get(), 'triggered, pin still empty').to.equal(true);
    inputField('pin', '9');
    expect($submitDisabled.get(), 'complete (even if pin is wrong)').to.equal(false);

    startForm(method([code]));
    const check = validateForm('10', true);
    expect(check.ok).to.equal(false);
    expect(s().formValid).to.equal(false);
    expect(s().triggered, 'nothing triggered').to.deep.equal({});
    expect($submitDisabled.get(), 'invalid and incomplete').to.equal(true);
    inputField('code', '12');
    blurField('code');
    inputField('code', '1234');
    expect($submitDisabled.get(), 'complete again').to.equal(false);
  });

  it('FORM-20: only one dropdown is open at a time; null closes it (FORM-21)', () => {
    startForm(method([bank, { ...bank, name: 'branch' }]));
    openDropdown('bank');
    openDropdown('branch');
    expect(s().openDropdown).to.equal('branch');
    chooseOption('branch', 'a');
    expect(s().openDropdown, 'a choice closes it').to.equal(null);
    openDropdown('bank');
    openDropdown(null);
    expect(s().openDropdown).to.equal(null);
  });

  it("FORM-08: a phone without a mask prefix starts with the user's dialling code; a new country keeps the number", () => {
    startForm(method([{ name: 'phone', type: 'phone_with_prefix' }]), 'tr');
    expect(s().texts['phone']).to.equal('+90 ');
    inputField('phone', '+90 5321234567');
    choosePhoneCountry('phone', 'DE');
    expect(s().texts['phone']).to.equal('+49 5321234567');
    expect(formPayload('')).to.deep.equal({ phone: '+495321234567' });
    startForm(method([{ name: 'phone', type: 'phone_with_prefix', mask: '+880 ##########' }]), 'tr');
    expect(s().texts['phone'], "the mask's prefix wins").to.equal('+880 ');
  });

  it('FORM-27: a server-triggered field starts triggered with its error shown', () => {
    startForm(method([{ ...code, isTriggered: true, value: '12' }]));
    expect(s().triggered).to.deep.equal({ code: true });
    expect(s().errors['code']).to.deep.equal({ key: 'form.code.invalid' });
  });

  it('FORM-27: validation sets amount-valid from the amount and a bound amount field; an advanced error opens the toggle', () => {
    const amount: FormField = { name: 'amount', type: 'amount', validations: [{ regex: '^\\d{2,6}$', message: 'form.field.invalid' }] };
    const extra: FormField = { name: 'note', type: 'text', isAdvanced: true, validations: [{ regex: '^\\w{3,}$', message: 'x.y' }] };
    startForm(method([amount, extra]));
    expect(validateForm('150', true).ok).to.equal(true);
    expect(s().amountValid).to.equal(true);
    validateForm('5', true);
    expect(s().amountValid).to.equal(false);
    expect(validateForm('150', false).ok, 'fields fine').to.equal(true);
    expect(s().amountValid, 'the amount itself failed').to.equal(false);
    inputField('note', 'a');
    expect(validateForm('150', true).badFieldNames()).to.deep.equal(['note']);
    expect(s().showAdvanced).to.equal(true);
  });

  it('AN-04 hook: onFieldsRejected records each rejection with the bad field names', () => {
    startForm(method([code, { ...code, name: 'pin' }]));
    const before = $fieldsRejected.get().count;
    const check = validateForm('', true);
    expect(check.badFieldNames()).to.deep.equal(['code', 'pin']);
    onFieldsRejected(check.badFieldNames());
    onFieldsRejected([]);
    expect($fieldsRejected.get()).to.deep.equal({ names: ['code', 'pin'], count: before + 1 });
  });
});
