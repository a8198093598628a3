// The card's bank while the player types a card number (issue #21; HTTP-31 bank-get, RETRY-03;
// decision BANK-GET): debounced, one call in flight, once per BIN, a failure shows nothing.
import { expect } from '@open-wc/testing';
import type { FormField } from '../../../src/domain/form-field.ts';
import { BANK_LOOKUP_DEBOUNCE_MS, setCardBankClock } from '../../../src/stores/card-bank.ts';
import { realClock } from '../../../src/stores/clock.ts';
import { $formFields, formPayload, inputField, resetForm, startForm, validateForm } from '../../../src/stores/form-fields.ts';
import { createFakeClock, type FakeClock } from './fake-clock.ts';
import { installMockApi, uninstallMockApi, type MockApi } from '../flows/helpers/mock-api.ts';
import { testScope } from '../scope.ts';
import { flush } from '../flush.ts';
const cardNumber: FormField = { name: 'cardNumber', type: 'text', mask: '#### #### #### ####' };
const holder: FormField = { name: 'cardholder', type: 'text' };

/** Types `digits` one key at a time into the card number field. */
function type(digits: string): void {
  let text = $formFields(testScope()).get().texts['cardNumber'] ?? '';
  for (const d of digits) {
    text += d;
    inputField(testScope(), 'cardNumber', text);
    text = $formFields(testScope()).get().texts['cardNumber'] ?? '';
  }
}

describe('stores/card-bank', () => {
  let mock: MockApi;
  let clock: FakeClock;
  beforeEach(() => {
    clock = createFakeClock();
    setCardBankClock(testScope(), clock);
    mock = installMockApi();
    startForm(testScope(), { name: 'mir', fields: [cardNumber, holder], checkLuhn: true });
  });
  afterEach(() => {
    setCardBankClock(testScope(), realClock);
    uninstallMockApi();
  });

  it(`HTTP-31: bank-get is asked with the method and the BIN ${BANK_LOOKUP_DEBOUNCE_MS} ms after typing pauses, and the bank shows`, async () => {
    mock.expectCall('bank-get').andRespond({ bank: 'sber', name: 'Sberbank', country: 'RU' });
    type('22022');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS * 2);
    expect(mock.calls, 'under 6 digits: no BIN yet').to.deep.equal([]);
    type('0');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS - 1);
    expect(mock.calls, 'still typing').to.deep.equal([]);
    type('1');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS - 1);
    expect(mock.calls, 'each key restarts the pause').to.deep.equal([]);
    clock.tick(1);
    expect(mock.callsTo('bank-get')).to.deep.equal([{ payment_method: 'mir', bin: '220220' }]);
    await flush();
    expect($formFields(testScope()).get().cardBank).to.equal('Sberbank');
  });

  it('HTTP-31: one call per BIN: typing on within the BIN, deleting back and retyping ask nothing more', async () => {
    mock.expectCall('bank-get').andRespond({ name: 'Sberbank' });
    type('2202201');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS);
    await flush();
    inputField(testScope(), 'cardNumber', '2202 2');
    expect($formFields(testScope()).get().cardBank, 'a number shorter than a BIN hides the bank').to.equal(undefined);
    inputField(testScope(), 'cardNumber', '2202 20');
    expect($formFields(testScope()).get().cardBank, 'a known BIN shows at once').to.equal('Sberbank');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS * 3);
    await flush();
    expect(mock.callsTo('bank-get')).to.have.length(1);
  });

  it('HTTP-31: the 8-digit BIN is asked too, and the 6-digit bank stays on screen meanwhile', async () => {
    mock.expectCall('bank-get').andRespond({ name: 'Sberbank' });
    const eight = mock.expectCall('bank-get').andHang();
    type('220220');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS);
    await flush();
    type('12');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS);
    expect(mock.callsTo('bank-get')).to.deep.equal([{ payment_method: 'mir', bin: '220220' }, { payment_method: 'mir', bin: '22022012' }]);
    expect($formFields(testScope()).get().cardBank).to.equal('Sberbank');
    eight.release({ name: 'Sberbank Premier' });
    await flush();
    expect($formFields(testScope()).get().cardBank).to.equal('Sberbank Premier');
  });

  it('HTTP-31: one call in flight: a BIN typed meanwhile is asked when the first answers', async () => {
    const first = mock.expectCall('bank-get').andHang();
    mock.expectCall('bank-get').andRespond({ name: 'T-Bank' });
    type('220220');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS);
    inputField(testScope(), 'cardNumber', '5536 91');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS);
    expect(mock.callsTo('bank-get'), 'the second waits').to.have.length(1);
    first.release({ name: 'Sberbank' });
    await flush();
    expect(mock.callsTo('bank-get')).to.deep.equal([{ payment_method: 'mir', bin: '220220' }, { payment_method: 'mir', bin: '553691' }]);
    await flush();
    expect($formFields(testScope()).get().cardBank, "the card now typed, not the first answer").to.equal('T-Bank');
  });

  it('RETRY-03: a failed lookup (after the transport retried it) shows nothing, no error, and is not asked again', async () => {
    mock.expectCall('bank-get').andFail(Object.assign(new Error('Network connection failed'), { code: 'network' }));
    type('2202201234567895');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS);
    await flush();
    inputField(testScope(), 'cardNumber', '2202 2012 3456 789');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS);
    await flush();
    expect(mock.callsTo('bank-get')).to.deep.equal([{ payment_method: 'mir', bin: '22022012' }]);
    expect($formFields(testScope()).get().cardBank).to.equal(undefined);
    expect($formFields(testScope()).get().errors).to.deep.equal({});
  });

  it('an unknown BIN (null) shows nothing; leaving the page drops a late answer', async () => {
    mock.expectCall('bank-get').andRespond(null);
    const late = mock.expectCall('bank-get').andHang();
    type('999999');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS);
    await flush();
    expect($formFields(testScope()).get().cardBank).to.equal(undefined);
    inputField(testScope(), 'cardNumber', '4400 43');
    clock.tick(BANK_LOOKUP_DEBOUNCE_MS);
    resetForm(testScope());
    late.release({ name: 'Kaspi Bank' });
    await flush();
    expect($formFields(testScope()).get().cardBank).to.equal(undefined);
  });

  it('ENT-13: checkLuhn refuses a press with a mistyped card number and sends a good one', () => {
    mock.always('bank-get', null);
    inputField(testScope(), 'cardholder', 'ANA');
    inputField(testScope(), 'cardNumber', '2202 2012 3456 7890');
    expect(validateForm(testScope(), '100', true).ok).to.equal(false);
    expect($formFields(testScope()).get().errors).to.deep.equal({ cardNumber: { key: 'form.card.invalid' } });
    inputField(testScope(), 'cardNumber', '2202 2012 3456 7895');
    expect(validateForm(testScope(), '100', true).ok).to.equal(true);
    expect(formPayload(testScope(), '100')).to.deep.equal({ cardNumber: '2202 2012 3456 7895', cardholder: 'ANA' });
  });
});
