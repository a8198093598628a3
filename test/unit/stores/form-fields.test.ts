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
  startForm,
  validateForm,
} from '../../../src/stores/form-fields.ts';
import { testScope } from '../scope.ts';

const code: FormField = { name: 'code', type: 'text', validations: [{ regex: '^\\d{4}$', message: 'form.code.invalid' }] };
const bank: FormField = { name: 'bank', type: 'dropdown', values: [{ value: 'a', text: 'A' }, { value: 'b', text: 'B' }] };
const method = (fields: FormField[], more: Partial<PaymentMethod> = {}): PaymentMethod => ({ name: 'm', fields, ...more });
const s = () => $formFields(testScope()).get();

describe('stores/form-fields', () => {

  it("FORM-03: the form holds the method's fields and its regex field; CREATE-17 adds a fields-required answer's", () => {
    startForm(testScope(), method([code], { regex: '^\\d{10}$', wallet: true }));
    expect(s().fields.map((f) => f.name)).to.deep.equal(['code', 'customWallet']);
    inputField(testScope(), 'code', '1234');
    addFields(testScope(), [{ name: 'code', type: 'text' }, { name: 'iban', type: 'text' }]);
    expect(s().fields.map((f) => f.name)).to.deep.equal(['code', 'customWallet', 'iban']);
    expect(s().texts['code'], 'what the player typed stays').to.equal('1234');
  });

  it('FORM-15: a field starts untouched; FORM-18: form-valid and amount-valid start true', () => {
    startForm(testScope(), method([code]));
    expect(s().triggered).to.deep.equal({});
    expect(s().errors).to.deep.equal({});
    expect([s().formValid, s().amountValid]).to.deep.equal([true, true]);
  });

  it('FORM-16: a field becomes triggered on input, on blur and on change', () => {
    startForm(testScope(), method([code, { ...code, name: 'other' }, bank]));
    inputField(testScope(), 'code', '1');
    blurField(testScope(), 'other');
    chooseOption(testScope(), 'bank', 'b');
    expect(s().triggered).to.deep.equal({ code: true, other: true, bank: true });
    expect(s().texts['bank']).to.equal('b');
  });

  it('FORM-10: blur trims a text field and shows its error', () => {
    startForm(testScope(), method([code]));
    inputField(testScope(), 'code', '  12 ');
    blurField(testScope(), 'code');
    expect(s().texts['code']).to.equal('12');
    expect(s().errors['code']).to.deep.equal({ key: 'form.code.invalid' });
  });

  it("FORM-17: on focus a field's errors are cleared; FORM-13's own focus keeps them once", () => {
    startForm(testScope(), method([code]));
    blurField(testScope(), 'code');
    expect(s().errors).to.have.key('code');
    keepErrorOnNextFocus(testScope(), 'code');
    focusField(testScope(), 'code');
    expect(s().errors, 'FORM-13 moved the focus: the error stays').to.have.key('code');
    focusField(testScope(), 'code');
    expect(s().errors).to.deep.equal({});
    blurField(testScope(), 'code');
    keepErrorOnNextFocus(testScope(), 'code');
    blurField(testScope(), 'code'); // the field had the focus already: no focus event came
    focusField(testScope(), 'code');
    expect(s().errors, 'the keep ends with the blur').to.deep.equal({});
  });

  it('FORM-19: submit is disabled when fields are incomplete and a field is triggered, or the form is invalid', () => {
    startForm(testScope(), method([code, { ...code, name: 'pin' }]));
    expect($submitDisabled(testScope()).get(), 'untouched and valid: enabled').to.equal(false);
    inputField(testScope(), 'code', '1234');
    expect($submitDisabled(testScope()).get(), 'triggered, pin still empty').to.equal(true);
    inputField(testScope(), 'pin', '9');
    expect($submitDisabled(testScope()).get(), 'complete (even if pin is wrong)').to.equal(false);

    startForm(testScope(), method([code]));
    const check = validateForm(testScope(), '10', true);
    expect(check.ok).to.equal(false);
    expect(s().formValid).to.equal(false);
    expect(s().triggered, 'nothing triggered').to.deep.equal({});
    expect($submitDisabled(testScope()).get(), 'invalid and incomplete').to.equal(true);
    inputField(testScope(), 'code', '12');
    blurField(testScope(), 'code');
    inputField(testScope(), 'code', '1234');
    expect($submitDisabled(testScope()).get(), 'complete again').to.equal(false);
  });

  it('FORM-20: only one dropdown is open at a time; null closes it (FORM-21)', () => {
    startForm(testScope(), method([bank, { ...bank, name: 'branch' }]));
    openDropdown(testScope(), 'bank');
    openDropdown(testScope(), 'branch');
    expect(s().openDropdown).to.equal('branch');
    chooseOption(testScope(), 'branch', 'a');
    expect(s().openDropdown, 'a choice closes it').to.equal(null);
    openDropdown(testScope(), 'bank');
    openDropdown(testScope(), null);
    expect(s().openDropdown).to.equal(null);
  });

  it("FORM-08: a phone without a mask prefix starts with the user's dialling code; a new country keeps the number", () => {
    startForm(testScope(), method([{ name: 'phone', type: 'phone_with_prefix' }]), 'tr');
    expect(s().texts['phone']).to.equal('+90 ');
    inputField(testScope(), 'phone', '+90 5321234567');
    choosePhoneCountry(testScope(), 'phone', 'DE');
    expect(s().texts['phone']).to.equal('+49 5321234567');
    expect(formPayload(testScope(), '')).to.deep.equal({ phone: '+495321234567' });
    startForm(testScope(), method([{ name: 'phone', type: 'phone_with_prefix', mask: '+880 ##########' }]), 'tr');
    expect(s().texts['phone'], "the mask's prefix wins").to.equal('+880 ');
  });

  it('FORM-27: a server-triggered field starts triggered with its error shown', () => {
    startForm(testScope(), method([{ ...code, isTriggered: true, value: '12' }]));
    expect(s().triggered).to.deep.equal({ code: true });
    expect(s().errors['code']).to.deep.equal({ key: 'form.code.invalid' });
  });

  it('FORM-27: validation sets amount-valid from the amount and a bound amount field; an advanced error opens the toggle', () => {
    const amount: FormField = { name: 'amount', type: 'amount', validations: [{ regex: '^\\d{2,6}$', message: 'form.field.invalid' }] };
    const extra: FormField = { name: 'note', type: 'text', isAdvanced: true, validations: [{ regex: '^\\w{3,}$', message: 'x.y' }] };
    startForm(testScope(), method([amount, extra]));
    expect(validateForm(testScope(), '150', true).ok).to.equal(true);
    expect(s().amountValid).to.equal(true);
    validateForm(testScope(), '5', true);
    expect(s().amountValid).to.equal(false);
    expect(validateForm(testScope(), '150', false).ok, 'fields fine').to.equal(true);
    expect(s().amountValid, 'the amount itself failed').to.equal(false);
    inputField(testScope(), 'note', 'a');
    expect(validateForm(testScope(), '150', true).badFieldNames()).to.deep.equal(['note']);
    expect(s().showAdvanced).to.equal(true);
  });

  it('AN-04 hook: onFieldsRejected records each rejection with the bad field names', () => {
    startForm(testScope(), method([code, { ...code, name: 'pin' }]));
    const before = $fieldsRejected(testScope()).get().count;
    const check = validateForm(testScope(), '', true);
    expect(check.badFieldNames()).to.deep.equal(['code', 'pin']);
    onFieldsRejected(testScope(), check.badFieldNames());
    onFieldsRejected(testScope(), []);
    expect($fieldsRejected(testScope()).get()).to.deep.equal({ names: ['code', 'pin'], count: before + 1 });
  });
});
