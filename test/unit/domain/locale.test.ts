import { expect } from '@open-wc/testing';
import { localeToLanguage } from '../../../src/domain/locale.ts';
import { localeToLanguage as i18nLocaleToLanguage } from '../../../src/i18n/locale.ts';

describe('domain/locale', () => {
  it('I18N-08: i18n and the stores share one locale → language rule', () => {
    expect(i18nLocaleToLanguage).to.equal(localeToLanguage);
  });

  it('I18N-04 I18N-05: reducing is idempotent, so an already reduced language passes through unchanged', () => {
    for (const locale of ['de-DE', 'pt-BR', 'ru-RU', 'hi-IN', 'hi-Latn-IN', 'es-MX', 'es-ES', 'en-US', 'fil-PH']) {
      const language = localeToLanguage(locale);
      expect(localeToLanguage(language), locale).to.equal(language);
    }
    expect(['de-DE', 'pt-BR', 'ru-RU'].map((l) => localeToLanguage(l))).to.deep.equal(['de', 'pt', 'ru']);
  });
});
