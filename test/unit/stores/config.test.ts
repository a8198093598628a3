import { expect } from '@open-wc/testing';
import {
  $config,
  $handshake,
  CONFIG_DEFAULTS,
  applyHandshake,
  markHandshakeReady,
  resetConfigField,
} from '../../../src/stores/config.ts';
import { testScope } from '../scope.ts';

describe('stores/config', () => {

  it('HOST-10 HOST-11 CONST-04: starts with the shell §3 defaults', () => {
    const c = $config(testScope()).get();
    expect(c.closingButton).to.equal(true);
    expect(c.experiments).to.deep.equal([]);
    expect(c.widgetViewType).to.equal('main');
    expect(c.transport).to.equal('socket');
    expect(c.platformVersion).to.equal('redesign');
    expect(c.paymentGeo).to.equal('RU');
    expect(c.apiPrefix).to.equal('BANKING');
    expect(c.apiBase).to.equal('');
    expect(c.debug).to.equal(false);
  });

  it('HOST-14: fields without a spec default stay absent', () => {
    const c = $config(testScope()).get();
    for (const field of ['bonusId', 'bonusList', 'host', 'token', 'xOrigin', 'userId', 'partnerKey', 'pwa', 'isMobileApp', 'currency', 'platform', 'locale'] as const) {
      expect(field in c, field).to.equal(false);
    }
  });

  it('HOST-09: applies every handshake field and drops unknown keys', () => {
    const rejected = applyHandshake(testScope(), {
      bonusId: 42,
      bonusList: [{ id: 1 }],
      closingButton: false,
      experiments: [{ key: 'bonus', group: 'group_b' }],
      host: 'casino.example',
      schema: { variables: { primary: '#fff' } },
      token: 'tkn',
      xOrigin: 'x',
      userId: 7,
      partnerKey: 'pk',
      widgetViewType: 'sweep',
      transport: 'http',
      platformVersion: 'classic',
      pwa: true,
      isMobileApp: false,
      currency: 'eur',
      paymentGeo: 'de',
      platform: 'ios',
      locale: 'es_MX',
      evil: 'dropped',
    });
    expect(rejected).to.deep.equal([]);
    const c = $config(testScope()).get() as unknown as Record<string, unknown>;
    expect(c['bonusId']).to.equal(42);
    expect(c['closingButton']).to.equal(false);
    expect(c['experiments']).to.deep.equal([{ key: 'bonus', group: 'group_b' }]);
    expect(c['userId']).to.equal('7');
    expect(c['widgetViewType']).to.equal('sweep');
    expect(c['transport']).to.equal('http');
    expect(c['currency']).to.equal('EUR');
    expect(c['paymentGeo']).to.equal('DE');
    expect(c['locale']).to.equal('es-MX');
    expect(c['schema']).to.deep.equal({ variables: { primary: '#fff' } });
    expect('evil' in c).to.equal(false);
  });

  it('HOST-09: coerces attribute strings to booleans and ids', () => {
    expect(applyHandshake(testScope(), { closingButton: 'false', pwa: '', isMobileApp: 'true', bonusId: ' 15 ' })).to.deep.equal([]);
    const c = $config(testScope()).get();
    expect(c.closingButton).to.equal(false);
    expect(c.pwa).to.equal(true);
    expect(c.isMobileApp).to.equal(true);
    expect(c.bonusId).to.equal('15');
  });

  it('HOST-05 HOST-09: rejects out-of-range enums and wrong types, keeping the old value', () => {
    applyHandshake(testScope(), { transport: 'http' });
    const rejected = applyHandshake(testScope(), {
      widgetViewType: 'crypto',
      transport: 'carrier-pigeon',
      closingButton: 'maybe',
      experiments: [{ key: 'a' }],
      bonusList: 'nope',
      platform: 'tv',
      paymentGeo: 'Russia',
      hostOrigin: 'javascript:alert(1)',
    });
    expect([...rejected].sort()).to.deep.equal(
      ['bonusList', 'closingButton', 'experiments', 'hostOrigin', 'paymentGeo', 'platform', 'transport', 'widgetViewType'],
    );
    const c = $config(testScope()).get();
    expect(c.widgetViewType).to.equal('main');
    expect(c.transport).to.equal('http');
    expect(c.closingButton).to.equal(true);
    expect(c.hostOrigin).to.equal(undefined);
  });

  it('HOST-17: a payload that is not an object is reported and the defaults stay', () => {
    expect(applyHandshake(testScope(), undefined)).to.deep.equal(['payload']);
    expect(applyHandshake(testScope(), 'loaded')).to.deep.equal(['payload']);
    expect($config(testScope()).get()).to.deep.equal({ ...CONFIG_DEFAULTS, experiments: [] });
  });

  it('DOM-08: a legacy QGC currency becomes QSC', () => {
    applyHandshake(testScope(), { currency: 'qgc' });
    expect($config(testScope()).get().currency).to.equal('QSC');
  });

  it('HOST-12 HOST-13: keeps valid schema parts and names the dropped ones', () => {
    const rejected = applyHandshake(testScope(), {
      schema: {
        fonts: [{ family: 'Inter', url: 'https://f.example/inter.woff2', weight: 400 }, { url: 'x' }],
        variables: { accent: '#123', bad: { nested: true } },
        assets: { logo: '/logo.svg' },
        meta: { geetestCaptchaId: 'cap', showCryptoInstruction: 'true', isCryptoBonusAvailable: 'sometimes' },
      },
    });
    expect([...rejected].sort()).to.deep.equal(['schema.fonts', 'schema.meta.isCryptoBonusAvailable', 'schema.variables']);
    expect($config(testScope()).get().schema).to.deep.equal({
      fonts: [{ family: 'Inter', url: 'https://f.example/inter.woff2', weight: 400 }],
      variables: { accent: '#123' },
      assets: { logo: '/logo.svg' },
      meta: { geetestCaptchaId: 'cap', showCryptoInstruction: true },
    });
  });

  it('CAPTCHA-08: schema.meta carries the site keys and the script URLs; a malformed script list is dropped and named', () => {
    const scripts = { geetest: ['https://cdn.test/gt4.js', 'https://static.geetest.com/v4/gt4.js'], recaptcha: 'https://cdn.test/api.js', recaptchaEnterprise: 'https://cdn.test/enterprise.js' };
    expect(applyHandshake(testScope(), { schema: { meta: { geetestCaptchaId: 'gt', recaptchaSiteKey: 'inv', recaptchaEnterpriseSiteKey: 'score', captchaScripts: scripts } } })).to.deep.equal([]);
    expect($config(testScope()).get().schema?.meta).to.deep.equal({ geetestCaptchaId: 'gt', recaptchaSiteKey: 'inv', recaptchaEnterpriseSiteKey: 'score', captchaScripts: scripts });
    expect(applyHandshake(testScope(), { schema: { meta: { recaptchaSiteKey: { key: 1 }, captchaScripts: { geetest: 'https://cdn.test/gt4.js' } } } })).to.deep.equal([
      'schema.meta.recaptchaSiteKey',
      'schema.meta.captchaScripts',
    ]);
  });

  it('ERR-14 (decision EMPTY-VPN): schema.meta.hideVpnHint is kept as a boolean; anything else is dropped and named', () => {
    expect(applyHandshake(testScope(), { schema: { meta: { hideVpnHint: true } } })).to.deep.equal([]);
    expect($config(testScope()).get().schema?.meta).to.deep.equal({ hideVpnHint: true });
    expect(applyHandshake(testScope(), { schema: { meta: { hideVpnHint: { on: 1 } } } })).to.deep.equal(['schema.meta.hideVpnHint']);
  });

  it('HOST-14: null or blank restores a default; undefined leaves the value alone', () => {
    applyHandshake(testScope(), { token: 'abc', paymentGeo: 'KZ', apiBase: 'https://api.example/' });
    expect($config(testScope()).get().apiBase).to.equal('https://api.example');
    applyHandshake(testScope(), { token: undefined });
    expect($config(testScope()).get().token).to.equal('abc');
    expect(applyHandshake(testScope(), { token: null, paymentGeo: '  ', apiBase: '' })).to.deep.equal([]);
    const c = $config(testScope()).get();
    expect('token' in c).to.equal(false);
    expect(c.paymentGeo).to.equal('RU');
    expect(c.apiBase).to.equal('');
  });

  it('HOST-14: resetConfigField restores one field only', () => {
    applyHandshake(testScope(), { closingButton: false, locale: 'de', hostOrigin: 'https://host.example:8443/path' });
    expect($config(testScope()).get().hostOrigin).to.equal('https://host.example:8443');
    resetConfigField(testScope(), 'closingButton');
    resetConfigField(testScope(), 'locale');
    const c = $config(testScope()).get();
    expect(c.closingButton).to.equal(true);
    expect('locale' in c).to.equal(false);
    expect(c.hostOrigin).to.equal('https://host.example:8443');
  });

  it('HOST-16: the handshake is waiting until marked ready', () => {
    expect($handshake(testScope()).get()).to.equal('waiting');
    markHandshakeReady(testScope());
    expect($handshake(testScope()).get()).to.equal('ready');
  });

  it('HOST-09: listeners see a handshake as one change', () => {
    let calls = 0;
    const stop = $config(testScope()).listen(() => calls++);
    applyHandshake(testScope(), { token: 'a', userId: 'b', locale: 'fr' });
    stop();
    expect(calls).to.equal(1);
  });
});
