import { expect } from '@open-wc/testing';
import { buildTransportContext } from '../../../src/stores/api-context.ts';
import { applyHandshake, resetConfig } from '../../../src/stores/config.ts';
import { $language } from '../../../src/stores/language.ts';
import { $isNative, isNativeContext, setNativeBridge } from '../../../src/stores/native.ts';
import { setTransportChoice } from '../../../src/stores/debug-switches.ts';
import { clearUser, setUser } from '../../../src/stores/user.ts';
import { createClient } from '../../../src/transport/client.ts';
import { fakeFetch, fakeIo, header, json } from '../transport/fakes.ts';
import { testScope } from '../scope.ts';
import { flush } from '../flush.ts';
describe('stores/transport context', () => {
  beforeEach(() => {
    setNativeBridge(testScope(), null);
    setTransportChoice(testScope(), undefined);
  });

  it('SOCK-01 HTTP-02 ENT-02: defaults give socket, BANKING prefix, same origin, redesign, en', () => {
    const c = buildTransportContext(testScope());
    expect(c.transport).to.equal('socket');
    expect(c.apiPrefix).to.equal('BANKING');
    expect(c.apiBase).to.equal('');
    expect(c.platformVersion).to.equal('redesign');
    expect(c.language).to.equal('en');
    expect(c.isNative).to.equal(false);
    expect(c.token).to.equal(undefined);
  });

  it('SOCK-06 SOCK-07 ENT-10: reads handshake, user token and the stored transport on every call', () => {
    applyHandshake(testScope(), { token: 'host', xOrigin: 'xo', pwa: true, isMobileApp: false, platform: 'desktop', transport: 'http' });
    setUser(testScope(), { token: 'user-token', platform: 'mobile' });
    let c = buildTransportContext(testScope());
    expect([c.token, c.userToken, c.xOrigin, c.pwa, c.isMobileApp, c.platform, c.transport]).to.deep.equal(
      ['host', 'user-token', 'xo', true, false, 'desktop', 'http'],
    );
    setTransportChoice(testScope(), 'socket');
    c = buildTransportContext(testScope());
    expect(c.transport).to.equal('socket');
  });

  it('ENT-02 SOCK-07: language is the handshake locale, else the user lang', () => {
    setUser(testScope(), { lang: 'tr' });
    expect($language(testScope()).get()).to.equal('tr');
    applyHandshake(testScope(), { locale: 'de-DE' });
    expect($language(testScope()).get()).to.equal('de');
    expect(buildTransportContext(testScope()).language).to.equal('de');
  });

  it('I18N-08 I18N-05 SOCK-11: from the first request, the context carries the reduced language (de-DE → de, pt-BR → pt, ru-RU → ru)', () => {
    for (const [locale, language] of [['de-DE', 'de'], ['pt_BR', 'pt'], ['ru-RU', 'ru'], ['EN-us', 'en']] as const) {
      applyHandshake(testScope(), { locale });
      expect(buildTransportContext(testScope()).language, locale).to.equal(language);
    }
    resetConfig(testScope());
    setUser(testScope(), { lang: 'uk-UA' });
    expect(buildTransportContext(testScope()).language).to.equal('uk');
  });

  it('I18N-08 I18N-04: kept-whole locales stay whole in the context (hi-IN, hi-Latn-IN, es-MX, es-ES)', () => {
    for (const locale of ['hi-IN', 'hi-Latn-IN', 'es-MX', 'es-ES']) {
      applyHandshake(testScope(), { locale });
      expect(buildTransportContext(testScope()).language).to.equal(locale);
    }
    applyHandshake(testScope(), { locale: 'es_mx' });
    expect(buildTransportContext(testScope()).language).to.equal('es-MX');
  });

  it('I18N-08 SOCK-07 HTTP-05: the first socket query `Language` and HTTP `Accept-Language` say `de` for locale de-DE', async () => {
    applyHandshake(testScope(), { locale: 'de-DE', transport: 'http' });
    const server = fakeFetch(() => json({ methods: [] }));
    const net = fakeIo();
    const client = createClient({
      getContext: () => buildTransportContext(testScope()),
      notifyHost: () => undefined,
      onPush: () => undefined,
      fetch: server.fetch,
      io: net.io,
      sleep: () => Promise.resolve(),
    });
    try {
      await client.call('methods-country-selector-v2', {});
      expect(header(server.calls[0]!.init, 'Accept-Language')).to.equal('de');
      setTransportChoice(testScope(), 'socket');
      client.connect();
      await flush();
      expect((net.sockets[0]!.options.query as Record<string, string>).Language).to.equal('de');
    } finally {
      client.dispose();
    }
  });

  it('HOST-07 HTTP-08: native when a bridge is found, isMobileApp is set, or the platform is android/ios', () => {
    expect(isNativeContext(testScope())).to.equal(false);
    setUser(testScope(), { platform: 'mobile' });
    expect($isNative(testScope()).get()).to.equal(false);
    setUser(testScope(), { platform: 'ios' });
    expect($isNative(testScope()).get()).to.equal(true);
    clearUser(testScope());
    applyHandshake(testScope(), { isMobileApp: 'true' });
    expect($isNative(testScope()).get()).to.equal(true);
    resetConfig(testScope());
    setNativeBridge(testScope(), 'webkit');
    expect(buildTransportContext(testScope()).isNative).to.equal(true);
  });
});
