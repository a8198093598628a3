// The form store's side of player input (issue #25 deliverable 6; decisions INPUT-01, INPUT-02): a
// refused input leaves the field's text as it was, its message stands through blur until the next
// accepted input or the press, which judges what the field holds; a card past its length is said at once.
import { expect } from '@open-wc/testing';
import type { FormField } from '../../../src/domain/form-field.ts';
import { $formFields, blurField, focusField, formPayload, inputField, startForm, validateForm } from '../../../src/stores/form-fields.ts';
import { testScope } from '../scope.ts';

const holder: FormField = { name: 'cardholder', type: 'text', validations: [{ regex: '^[\\p{L} .\\-]{2,64}$', message: 'form.holder.invalid' }] };
const card: FormField = { name: 'cardNumber', type: 'text', mask: '#### #### #### ####' };
const s = () => $formFields(testScope()).get();

describe('stores/form entry', () => {
  it('INPUT-02: a 10,000-character paste is refused: the text stays, the message stands through blur until the next accepted input', () => {
    startForm(testScope(), { name: 'm', fields: [holder] });
    inputField(testScope(), 'cardholder', 'Ivan');
    inputField(testScope(), 'cardholder', `Ivan${'x'.repeat(10_000)}`);
    expect(s().texts['cardholder']).to.equal('Ivan');
    expect(s().errors['cardholder']).to.deep.equal({ key: 'form.entry.tooLong', values: { max: 64 } });
    blurField(testScope(), 'cardholder');
    expect(s().errors['cardholder'], 'blur keeps it').to.deep.equal({ key: 'form.entry.tooLong', values: { max: 64 } });
    focusField(testScope(), 'cardholder');
    inputField(testScope(), 'cardholder', 'Ivan P');
    expect(s().errors['cardholder'], 'an accepted input ends it').to.equal(undefined);
    blurField(testScope(), 'cardholder');
    expect(s().errors['cardholder']).to.equal(undefined);
    expect(formPayload(testScope(), '100')).to.deep.equal({ cardholder: 'Ivan P' });
  });

  it('INPUT-02: the press judges what the field holds: the refused paste never reaches the payload', () => {
    startForm(testScope(), { name: 'm', fields: [holder] });
    inputField(testScope(), 'cardholder', 'x'.repeat(10_000));
    expect(validateForm(testScope(), '100', true).badFieldNames(), 'empty, so required').to.deep.equal(['cardholder']);
    expect(s().errors['cardholder']).to.deep.equal({ key: 'form.field.required' });
    inputField(testScope(), 'cardholder', 'Ivan');
    inputField(testScope(), 'cardholder', `Ivan${'x'.repeat(10_000)}`);
    expect(validateForm(testScope(), '100', true).ok).to.equal(true);
    expect(formPayload(testScope(), '100')).to.deep.equal({ cardholder: 'Ivan' });
  });

  it('INPUT-02: an emoji is refused with its own message and nothing of it reaches the text', () => {
    startForm(testScope(), { name: 'm', fields: [holder] });
    inputField(testScope(), 'cardholder', 'Ivan 😀');
    expect(s().texts['cardholder']).to.equal('');
    expect(s().errors['cardholder']).to.deep.equal({ key: 'form.entry.characters' });
    expect(validateForm(testScope(), '100', true).badFieldNames()).to.deep.equal(['cardholder']);
  });

  it('INPUT-01: a 17th card digit stays in the field and its length message shows at once; the press is refused', () => {
    startForm(testScope(), { name: 'wd', fields: [card] });
    inputField(testScope(), 'cardNumber', '4111 1111 1111 11111');
    expect(s().texts['cardNumber']).to.equal('4111 1111 1111 1111 1');
    expect(s().errors['cardNumber']).to.deep.equal({ key: 'form.card.length', values: { digits: '16' } });
    expect(validateForm(testScope(), '100', true).ok).to.equal(false);
    inputField(testScope(), 'cardNumber', '4111 1111 1111 1111');
    expect(s().errors['cardNumber'], 'the extra digit deleted: the length message goes').to.equal(undefined);
    inputField(testScope(), 'cardNumber', '4111 1111 1111 1112');
    expect(validateForm(testScope(), '100', true).ok, 'Luhn, without the method\'s checkLuhn').to.equal(false);
    expect(s().errors['cardNumber']).to.deep.equal({ key: 'form.card.invalid' });
    inputField(testScope(), 'cardNumber', '4111 1111 1111 1111');
    expect(validateForm(testScope(), '100', true).ok).to.equal(true);
  });

  it('INPUT-02: a paste longer than a digits mask is refused, not cut; a mask that inserts its own literals still fills', () => {
    const nuban: FormField = { name: 'accountNumber', type: 'text', mask: '##########' };
    const cpf: FormField = { name: 'cpf', type: 'text', mask: '000.000.000-00' };
    startForm(testScope(), { name: 'ng', fields: [nuban, cpf] });
    inputField(testScope(), 'accountNumber', '01234567891');
    expect(s().texts['accountNumber']).to.equal('');
    expect(s().errors['accountNumber']).to.deep.equal({ key: 'form.entry.tooLong', values: { max: 10 } });
    inputField(testScope(), 'accountNumber', '0123 456 789');
    expect(s().texts['accountNumber']).to.equal('0123456789');
    expect(s().errors['accountNumber']).to.equal(undefined);
    inputField(testScope(), 'cpf', '12345678909');
    expect(s().texts['cpf']).to.equal('123.456.789-09');
    inputField(testScope(), 'cpf', '123.456.789-091');
    expect(s().texts['cpf']).to.equal('123.456.789-09');
    expect(s().errors['cpf']).to.deep.equal({ key: 'form.entry.tooLong', values: { max: 14 } });
  });
});
