import { expect } from '@open-wc/testing';
import { createFetchLoader, localeUrl, setLocaleFiles } from '../../../src/i18n/locale-loader.ts';

/** A fetch stand-in that records the URLs it was asked for. */
function fakeFetch(answer: () => Response) {
  const urls: string[] = [];
  const impl = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return answer();
  }) as typeof fetch;
  return { urls, impl };
}

describe('i18n locale loader', () => {
  afterEach(() => setLocaleFiles('', ''));

  it('I18N-07, I18N-08: fetches locales/<locale>.<hash>.json under the assets base', async () => {
    setLocaleFiles('3f2a9c1b', 'https://cdn.example/cashier/');
    const { urls, impl } = fakeFetch(() => new Response('{"header.back":"Zurück"}'));
    const data = await createFetchLoader(impl)('de');
    expect(urls.join()).to.equal('https://cdn.example/cashier/locales/de.3f2a9c1b.json');
    expect(data['header.back']).to.equal('Zurück');
  });

  it('I18N-07, I18N-11: without a hash (tests, dev) locales/<locale>.json; a locale part is a folder with the same hash', () => {
    setLocaleFiles('', '');
    expect(localeUrl('fr')).to.equal('/locales/fr.json');
    expect(localeUrl('p2p/fr')).to.equal('/locales/p2p/fr.json');
    setLocaleFiles('3f2a9c1b', '');
    expect(localeUrl('de')).to.equal('/locales/de.3f2a9c1b.json');
    expect(localeUrl('p2p/de')).to.equal('/locales/p2p/de.3f2a9c1b.json');
  });

  it('I18N-09: rejects a non-2xx answer and a body that is not an object', async () => {
    const notFound = fakeFetch(() => new Response('nope', { status: 404 }));
    let error = '';
    await createFetchLoader(notFound.impl)('ru').catch((e: Error) => (error = e.message));
    expect(error).to.contain('HTTP 404');
    const array = fakeFetch(() => new Response('[1,2]'));
    error = '';
    await createFetchLoader(array.impl)('ru').catch((e: Error) => (error = e.message));
    expect(error).to.contain('Not a locale object');
  });
});
