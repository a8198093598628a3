import { expect, fixture, html } from '@open-wc/testing';
import { memo } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { I18nProvider, useT } from '../../../src/i18n/react.tsx';

const Title = memo(function Title() {
  const { t, dir, language } = useT();
  return (
    <p dir={dir} lang={language}>
      {t('header.back')}
    </p>
  );
});

describe('i18n React binding', () => {
  it('I18N-02, I18N-07: useT consumers (memoised too) re-render after a language switch', async () => {
    const i18n = await createI18n({
      notifyHost: () => {},
      loadLocale: async (file) => (file === 'ar' ? { 'header.back': 'رجوع' } : { 'header.back': 'Zurück' }),
    });
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <I18nProvider i18n={i18n}>
          <Title />
        </I18nProvider>,
      ),
    );
    expect(host.textContent).to.equal('Back');
    await act(async () => i18n.changeLocale('ar-EG'));
    expect(host.textContent).to.equal('رجوع');
    expect(host.querySelector('p')?.getAttribute('dir')).to.equal('rtl');
    expect(host.querySelector('p')?.getAttribute('lang')).to.equal('ar');
    await act(async () => i18n.changeLocale('de'));
    expect(host.textContent).to.equal('Zurück');
    expect(host.querySelector('p')?.getAttribute('dir')).to.equal('ltr');
    await act(async () => root.unmount());
  });

  it('I18N-01: useT outside a provider fails loudly', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = createRoot(host);
    let message = '';
    const Probe = () => {
      try {
        useT();
      } catch (error) {
        message = (error as Error).message;
      }
      return null;
    };
    await act(async () => root.render(<Probe />));
    expect(message).to.contain('I18nProvider');
    await act(async () => root.unmount());
  });
});
