import { expect } from '@open-wc/testing';
import { currencyDisplayOf, formatAmount, formatCount } from '../../../src/i18n/format-amount.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';

const NBSP = '\u00A0';
const plain = (s: string) => s.replace(/[\u00A0\u202F]/g, ' ').replace(/[\u200E\u200F\u061C]/g, '');

describe('i18n formatAmount', () => {
  it('DOM-03: fiat uses the currency style with 2 decimals', () => {
    expect(formatAmount(1234.5, 'USD', 'en')).to.equal('$1,234.50');
    expect(formatAmount(10, 'usd ', 'en')).to.equal('$10.00');
    expect(plain(formatAmount(1234.5, 'EUR', 'de'))).to.equal('1.234,50 €');
  });

  it('DOM-04: crypto shows up to 8 decimals and appends the code', () => {
    expect(formatAmount(0.123456789, 'BTC', 'en')).to.equal(`0.12345679${NBSP}BTC`);
    expect(formatAmount(10, 'USDT', 'en')).to.equal(`10.00${NBSP}USDT`);
    expect(formatAmount(0.5, 'ETH', 'de')).to.equal(`0,50${NBSP}ETH`);
  });

  it('DOM-08: QSC and the bonus wallet are not ISO currencies, so the code is appended', () => {
    expect(formatAmount(5, 'QGC', 'en')).to.equal(`5.00${NBSP}QSC`);
    expect(formatAmount(5, 'BONUS', 'en')).to.equal(`5.00${NBSP}BONUS`);
  });

  it('I18N-02: Arabic keeps Latin digits (like the amount input) with Arabic currency layout', () => {
    const ar = formatAmount(1234.5, 'USD', 'ar');
    expect(/[\u0660-\u0669]/.test(ar)).to.equal(false);
    expect(ar).to.contain('1,234.50');
    expect(ar).to.not.equal(formatAmount(1234.5, 'USD', 'en'));
  });

  // Decision AMOUNT-DISPLAY (issue #21): the narrow symbol where it names one currency, the ISO
  // code where several of our currencies share it, "$" always the US dollar, crypto by its ticker.
  const LANGUAGES = ['en', 'ar', 'ru', 'hi', 'de', 'ja'];
  const sign = (s: string) => plain(s).replace(/[\d.,\s']/g, '');

  it('AMOUNT-DISPLAY: fiat wears the narrow symbol or the code, never a decorated "US$"/"$US"', () => {
    expect(currencyDisplayOf('USD')).to.equal('narrowSymbol');
    expect(currencyDisplayOf('CAD')).to.equal('code');
    for (const language of LANGUAGES) {
      expect(sign(formatAmount(4.99, 'USD', language)), `USD ${language}`).to.equal('$');
      expect(sign(formatAmount(4.99, 'RUB', language)), `RUB ${language}`).to.equal('₽');
      expect(sign(formatAmount(4.99, 'INR', language)), `INR ${language}`).to.equal('₹');
      expect(sign(formatAmount(4.99, 'EUR', language)), `EUR ${language}`).to.equal('€');
      expect(sign(formatAmount(4.99, 'CAD', language)), `CAD ${language}`).to.equal('CAD');
    }
  });

  it('AMOUNT-DISPLAY: exact forms per language', () => {
    expect(formatAmount(4.99, 'USD', 'en')).to.equal('$4.99');
    expect(plain(formatAmount(4.99, 'USD', 'ar'))).to.equal('4.99 $');
    expect(plain(formatAmount(1234.5, 'RUB', 'ru'))).to.equal('1 234,50 ₽');
    expect(formatAmount(123456.5, 'INR', 'hi')).to.equal('₹1,23,456.50');
    expect(plain(formatAmount(1234.5, 'EUR', 'de'))).to.equal('1.234,50 €');
    expect(formatAmount(1234.5, 'USD', 'ja')).to.equal('$1,234.50');
    expect(plain(formatAmount(10, 'CAD', 'en'))).to.equal('CAD 10.00');
    expect(plain(formatAmount(10, 'CAD', 'de'))).to.equal('10,00 CAD');
  });

  it('AMOUNT-DISPLAY: crypto shows its ticker with up to 8 decimals in every language', () => {
    for (const language of LANGUAGES) {
      expect(plain(formatAmount(0.00012345, 'BTC', language)), `BTC ${language}`).to.match(/^0[.,]00012345 BTC$/);
      expect(plain(formatAmount(25, 'USDT', language)), `USDT ${language}`).to.match(/^25[.,]00 USDT$/);
    }
  });

  it('AMOUNT-DISPLAY DOM-14: counts that are not money (coins) keep Latin digits in every language', () => {
    expect(formatCount(70000, 'mr')).to.equal('70,000');
    expect(formatCount(70000, 'bn')).to.equal('70,000');
    expect(plain(formatCount(1234.5, 'de'))).to.equal('1.234,5');
  });

  it('DOM-03: a non-finite amount formats as an empty string', () => {
    expect(formatAmount(Number.NaN, 'USD', 'en')).to.equal('');
    expect(formatAmount(Number.POSITIVE_INFINITY, 'BTC', 'en')).to.equal('');
  });

  it('I18N-05: the instance formats in its current language', async () => {
    const i18n = await createI18n({
      locale: 'de-DE',
      notifyHost: () => {},
      loadLocale: async () => ({ 'header.back': 'Zurück' }),
    });
    expect(plain(i18n.formatAmount(1234.5, 'EUR'))).to.equal('1.234,50 €');
  });
});
