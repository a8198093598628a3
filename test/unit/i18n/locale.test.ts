import { expect } from '@open-wc/testing';
import { SUPPORTED_LOCALES, fileLocaleFor, isRtl, localeToLanguage } from '../../../src/i18n/locale.ts';

describe('i18n locale mapping', () => {
  it('I18N-01: lists exactly the 32 locales of shell §1', () => {
    expect([...SUPPORTED_LOCALES].join(' ')).to.equal(
      'ar az bn de el en es fil fr hi id it ja kk ko ky mr ms pl pt ro ru sw te tg th tr uk ur uz vi zh',
    );
  });

  it('I18N-04: keeps hi-Latn-IN, hi-IN, es-MX and es-ES whole, tolerating case and "_"', () => {
    expect(localeToLanguage('hi-Latn-IN')).to.equal('hi-Latn-IN');
    expect(localeToLanguage('hi-IN')).to.equal('hi-IN');
    expect(localeToLanguage('es-MX')).to.equal('es-MX');
    expect(localeToLanguage('es-ES')).to.equal('es-ES');
    expect(localeToLanguage('es_mx')).to.equal('es-MX');
    expect(localeToLanguage('HI_latn_in')).to.equal('hi-Latn-IN');
  });

  it('I18N-05: reduces any other locale to its language part', () => {
    expect(localeToLanguage('de-DE')).to.equal('de');
    expect(localeToLanguage('pt_BR')).to.equal('pt');
    expect(localeToLanguage('es-AR')).to.equal('es');
    expect(localeToLanguage('hi-Deva-IN')).to.equal('hi');
    expect(localeToLanguage('zh-Hant-TW')).to.equal('zh');
    expect(localeToLanguage('FR')).to.equal('fr');
    expect(localeToLanguage('fil-PH')).to.equal('fil');
  });

  it('I18N-06: defaults to en-US, that is language en and file en', () => {
    expect(localeToLanguage()).to.equal('en');
    expect(localeToLanguage('')).to.equal('en');
    expect(localeToLanguage('  ')).to.equal('en');
    expect(localeToLanguage('12-34')).to.equal('en');
    expect(fileLocaleFor(localeToLanguage())).to.equal('en');
  });

  it('I18N-08: kept-whole locales load their base file; unsupported languages load en', () => {
    expect(fileLocaleFor('hi-IN')).to.equal('hi');
    expect(fileLocaleFor('hi-Latn-IN')).to.equal('hi');
    expect(fileLocaleFor('es-MX')).to.equal('es');
    expect(fileLocaleFor('es-ES')).to.equal('es');
    expect(fileLocaleFor('de')).to.equal('de');
    expect(fileLocaleFor('fil')).to.equal('fil');
    expect(fileLocaleFor('tl')).to.equal('fil');
    expect(fileLocaleFor('nl')).to.equal('en');
    expect(fileLocaleFor('he')).to.equal('en');
  });

  it('I18N-08: every supported locale loads its own file', () => {
    const mismatched = SUPPORTED_LOCALES.filter((code) => fileLocaleFor(localeToLanguage(code)) !== code);
    expect(mismatched.join(',')).to.equal('');
  });

  it('I18N-02, I18N-03: only ar and ur are right-to-left', () => {
    const rtl = SUPPORTED_LOCALES.filter((code) => isRtl(code));
    expect(rtl.join(',')).to.equal('ar,ur');
    expect(isRtl('ar-EG')).to.equal(true);
    expect(isRtl('ur_PK')).to.equal(true);
    expect(isRtl('en')).to.equal(false);
  });
});
