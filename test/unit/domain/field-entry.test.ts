// Player input in dynamic form fields beyond amounts (issue #25 deliverable 6; decisions INPUT-01..03):
// card numbers keep their length and Luhn rules, long pastes and emoji are refused cleanly, digits
// of one script are read whole. Property-based (fast-check) and example tests.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { cardLength, cardNumberError, cardText, CARD_LENGTH_KEY } from '../../../src/domain/card-entry.ts';
import { luhnValid } from '../../../src/domain/card-number.ts';
import { DEFAULT_FIELD_MAX_LENGTH, fieldMaxLength, isDigitField, readFieldEntry } from '../../../src/domain/field-entry.ts';
import { parseMask } from '../../../src/domain/field-mask.ts';
import type { FormField } from '../../../src/domain/form-field.ts';
import { editText } from '../../../src/domain/field-input.ts';

const CARD_MASK = '#### #### #### ####';
const card: FormField = { name: 'cardNumber', type: 'text', mask: CARD_MASK };
const bareCard: FormField = { name: 'pan', type: 'text' };
const holder: FormField = { name: 'cardholder', type: 'text', validations: [{ regex: '^[\\p{L} .\\-]{2,64}$', message: 'x' }] };
const email: FormField = { name: 'email', type: 'text' };
const nuban: FormField = { name: 'accountNumber', type: 'text', mask: '##########' };
const typeInto = (field: FormField, raw: string): string => {
  const entry = readFieldEntry(field, raw);
  if (entry.kind === 'refused') throw new Error(`refused ${entry.reason}`);
  return editText(field, entry.text, { pixForm: false, previous: '' });
};
/** The check digit that makes `body` pass Luhn. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10];
const inScript = (digits: string, zero: number): string => [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('');

describe('domain/field-entry and card-entry', () => {
  it('INPUT-01: a card number is never cut to its mask: a 17th digit stays, grouped, and is refused for its length', () => {
    const text = typeInto(card, '41111111111111111');
    expect(text).to.equal('4111 1111 1111 1111 1');
    expect(cardNumberError(parseMask(CARD_MASK), text)).to.deep.equal({ key: CARD_LENGTH_KEY, values: { digits: '16' } });
    expect(cardNumberError(null, '4111 1111 1111 1111 1111')).to.deep.equal({ key: CARD_LENGTH_KEY, values: { digits: '12–19' } });
    expect(cardNumberError(null, '4111 1111 111')).to.deep.equal({ key: CARD_LENGTH_KEY, values: { digits: '12–19' } });
  });

  it('INPUT-01: a Luhn-failing number of the right length gets the check-digit message; a valid one none', () => {
    expect(cardNumberError(parseMask(CARD_MASK), '4111 1111 1111 1112')).to.deep.equal({ key: 'form.card.invalid' });
    expect(cardNumberError(parseMask(CARD_MASK), '4111 1111 1111 1111')).to.equal(null);
    expect(cardNumberError(null, cardText(null, withCheckDigit('675964982643845365'))), '19 digits without a mask').to.equal(null);
  });

  it('INPUT-01: pasted with spaces, dashes, bidi marks or a line break, in Arabic-Indic or full-width digits, a card reads the same', () => {
    for (const raw of ['4111 1111 1111 1111', '4111-1111-1111-1111', '\u20664111\u200f 1111 1111 1111\u2069', '4111111111111111\n', inScript('4111111111111111', 0x660), inScript('4111111111111111', 0xff10)]) {
      expect(typeInto(card, raw), JSON.stringify(raw)).to.equal('4111 1111 1111 1111');
    }
  });

  it('INPUT-01: the card length is the mask\'s when it has 12 to 19 digit slots, else ISO/IEC 7812\'s 12–19', () => {
    expect(cardLength(parseMask(CARD_MASK))).to.deep.equal({ min: 16, max: 16 });
    expect(cardLength(parseMask('#### ###### #####'))).to.deep.equal({ min: 15, max: 15 });
    expect(cardLength(parseMask('####'))).to.deep.equal({ min: 12, max: 19 });
    expect(cardLength(null)).to.deep.equal({ min: 12, max: 19 });
  });

  it('INPUT-01 (property): any 12–19 digit number with its check digit passes; changing one digit fails', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const number = withCheckDigit(body);
        expect(cardNumberError(null, cardText(null, number))).to.equal(null);
        const i = at % number.length;
        const wrong = number.slice(0, i) + String((Number(number[i]) + delta) % 10) + number.slice(i + 1);
        expect(cardNumberError(null, wrong)).to.deep.equal({ key: 'form.card.invalid' });
      }),
    );
  });

  it('INPUT-01 (property): the card text keeps every digit typed, in order: none is cut, none added', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,40}$/), fc.constantFrom(null, parseMask(CARD_MASK)), (digits, mask) => {
        expect(cardText(mask, digits).replace(/\D/g, '')).to.equal(digits);
      }),
    );
  });

  it('INPUT-02: a 10,000-character paste is refused whole, in every kind of field, within a few milliseconds', () => {
    const pastes = ['a'.repeat(10_000), '4'.repeat(10_000), 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'.repeat(330), '\u200f'.repeat(10_000)];
    const started = performance.now();
    for (const field of [card, bareCard, holder, email, nuban]) for (const paste of pastes) expect(readFieldEntry(field, paste)).to.deep.equal({ kind: 'refused', reason: 'tooLong' });
    expect(performance.now() - started, 'ms for 20 refusals').to.be.below(50);
  });

  it('INPUT-02: a field takes 256 characters, or its one-class regex\'s bound below that', () => {
    expect(fieldMaxLength(email)).to.equal(DEFAULT_FIELD_MAX_LENGTH);
    expect(fieldMaxLength(holder)).to.equal(64);
    expect(fieldMaxLength({ name: 'iban', type: 'text', validations: [{ regex: '^KZ[0-9A-Z]{18}$', message: '' }] })).to.equal(256);
    expect(readFieldEntry(email, 'a'.repeat(256)).kind).to.equal('ok');
    expect(readFieldEntry(email, 'a'.repeat(257))).to.deep.equal({ kind: 'refused', reason: 'tooLong' });
    expect(readFieldEntry(holder, `${'a'.repeat(64)}  `).kind, 'trailing spaces are trimmed on blur').to.equal('ok');
    expect(readFieldEntry(holder, 'a'.repeat(65))).to.deep.equal({ kind: 'refused', reason: 'tooLong' });
  });

  it('INPUT-02: emoji, their joiners and skin tones, flags, control and private-use characters are refused', () => {
    for (const raw of ['Ivan 😀', 'Ivan\u200d', '👍🏽', '🇷🇺', 'Ivan\u0000', 'Ivan\u0007', '\ue000', 'x\ud800y', '❤\ufe0f', 'a\u0301\u200d']) {
      for (const field of [holder, email, card]) expect(readFieldEntry(field, raw), `${field.name} ${JSON.stringify(raw)}`).to.deep.equal({ kind: 'refused', reason: 'characters' });
    }
  });

  it('INPUT-02: names in any script, accents and punctuation pass; bidi marks are cleaned; a pasted line break becomes a space', () => {
    for (const name of ['Иван Петров', 'محمد علي', 'José Müller-O\'Neil', '山田 太郎', 'Nguyễn Văn A']) expect(readFieldEntry(holder, name)).to.deep.equal({ kind: 'ok', text: name });
    expect(readFieldEntry(holder, '\u200fIvan\u200e Petrov')).to.deep.equal({ kind: 'ok', text: 'Ivan Petrov' });
    expect(readFieldEntry(holder, 'Ivan\r\nPetrov')).to.deep.equal({ kind: 'ok', text: 'Ivan Petrov' });
  });

  it('INPUT-03: in a digit field, digits of one script are normalised whole; two scripts or letters are refused', () => {
    expect(isDigitField(nuban) && isDigitField(card) && !isDigitField(holder) && !isDigitField({ name: 'iban', type: 'text', mask: 'KZ00 0000' })).to.equal(true);
    expect(readFieldEntry(nuban, '٠١٢٣٤٥٦٧٨٩')).to.deep.equal({ kind: 'ok', text: '0123456789' });
    expect(readFieldEntry(nuban, '01٢3')).to.deep.equal({ kind: 'refused', reason: 'mixedDigits' });
    expect(readFieldEntry(nuban, '0123a')).to.deep.equal({ kind: 'refused', reason: 'digits' });
    expect(readFieldEntry({ name: 'phone', type: 'phone_with_prefix' }, '+7 912 345-67-89').kind).to.equal('ok');
    expect(readFieldEntry(holder, 'Flat ٣').kind, 'a text field keeps what it is given').to.equal('ok');
  });

  it('INPUT-03: a field whose rules are digits only (the unified form\'s last 4 card digits) is a digit field, its bound counted in digits', () => {
    const last4: FormField = { name: 'cardLast4', type: 'text', validations: [{ regex: '^\\d{4}$', message: 'form.field.invalid' }] };
    expect(isDigitField(last4)).to.equal(true);
    expect(readFieldEntry(last4, '٤٢٤٢')).to.deep.equal({ kind: 'ok', text: '4242' });
    expect(readFieldEntry(last4, '42424')).to.deep.equal({ kind: 'refused', reason: 'tooLong' });
    expect(readFieldEntry(last4, '42 42').kind, 'separators are not counted').to.equal('ok');
    expect(readFieldEntry(last4, '4a')).to.deep.equal({ kind: 'refused', reason: 'digits' });
    expect(isDigitField({ ...last4, validations: [...last4.validations!, { regex: '^4', message: '' }] }), 'every rule must be digits only').to.equal(false);
  });

  it('INPUT-03 (property): a number in one digit script reads as the same ASCII digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,30}$/), fc.constantFrom(...ZEROS), (digits, zero) => {
        expect(readFieldEntry(nuban, inScript(digits, zero))).to.deep.equal({ kind: 'ok', text: digits });
      }),
    );
  });

  it('INPUT-02 (property): any text is either refused or taken without emoji, control characters or bidi marks, and never longer than sent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom(card, holder, email, nuban), (raw, field) => {
        const entry = readFieldEntry(field, raw);
        if (entry.kind === 'refused') return;
        expect(entry.text.length).to.be.at.most(raw.length);
        expect(/[\p{Extended_Pictographic}\p{Cc}\p{Co}\p{Cs}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(entry.text), JSON.stringify(raw)).to.equal(false);
      }),
      { numRuns: 500 },
    );
  });

  it('INPUT-02 (property): reading is linear: 256-character texts of any kind are read in well under a millisecond each', () => {
    const texts = fc.sample(fc.string({ unit: 'grapheme', minLength: 200, maxLength: 256 }), 300);
    const started = performance.now();
    for (const text of texts) for (const field of [card, holder, email]) readFieldEntry(field, text);
    expect((performance.now() - started) / 900, 'ms per read').to.be.below(1);
  });
});
