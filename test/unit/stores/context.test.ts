import { expect } from '@open-wc/testing';
import { buildTransportContext } from '../../../src/stores/api-context.ts';
import { applyHandshake, resetConfig } from '../../../src/stores/config.ts';
import { $language, setLanguage, $reportedLanguage } from '../../../src/stores/language.ts';
import { $isNative, isNativeContext, setNativeBridge } from '../../../src/stores/native.ts';
import { setTransportChoice } from '../../../src/stores/debug-switches.ts';
import { clearUser, setUser } from '../../../src/stores/user.ts';

describe('stores/transport context', () => {
  beforeEach(() => {
    resetConfig();
    clearUser();
    setNativeBridge(null);
    setTransportChoice(undefined);
    $reportedLanguage.set(undefined);
  });

  it('SOCK-01 HTTP-02 ENT-02: defaults give socket, BANKING prefix, same origin, redesign, en', () => {
    const c = buildTransportContext();
    expect(c.transport).to.equal('socket');
    expect(c.apiPrefix).to.equal('BANKING');
    expect(c.apiBase).to.equal('');
    expect(c.platformVersion).to.equal('redesign');
    expect(c.language).to.equal('en');
    expect(c.isNative).to.equal(false);
    expect(c.token).to.equal(undefined);
  });

  it('SOCK-06 SOCK-07 ENT-10: reads handshake, user token and the stored transport on every call', () => {
    applyHandshake({ token: 'host', xOrigin: 'xo', pwa: true, isMobileApp: false, platform: 'desktop', transport: 'http' });
    setUser({ token: 'user-token', platform: 'mobile' });
    let c = buildTransportContext();
    expect([c.token, c.userToken, c.xOrigin, c.pwa, c.isMobileApp, c.platform, c.transport]).to.deep.equal(
      ['host', 'user-token', 'xo', true, false, 'desktop', 'http'],
    );
    setTransportChoice('socket');
    c = buildTransportContext();
    expect(c.transport).to.equal('socket');
  });

  it('ENT-02 SOCK-07: language is i18n\'s answer, else the handshake locale, else the user lang', () => {
    setUser({ lang: 'tr' });
    expect($language.get()).to.equal('tr');
    applyHandshake({ locale: 'de-DE' });
    expect($language.get()).to.equal('de-DE');
    setLanguage('de');
    expect(buildTransportContext().language).to.equal('de');
  });

  it('HOST-07 HTTP-08: native when a bridge is found, isMobileApp is set, or the platform is android/ios', () => {
    expect(isNativeContext()).to.equal(false);
    setUser({ platform: 'mobile' });
    expect($isNative.get()).to.equal(false);
    setUser({ platform: 'ios' });
    expect($isNative.get()).to.equal(true);
    clearUser();
    applyHandshake({ isMobileApp: 'true' });
    expect($isNative.get()).to.equal(true);
    resetConfig();
    setNativeBridge('webkit');
    expect(buildTransportContext().isNative).to.equal(true);
  });
});
