import { expect, oneEvent, aTimeout, waitUntil } from '@open-wc/testing';
import '../../../src/element/index.ts';
import { scopeOf } from '../../../src/element/payment-cashier-element.ts';
import { PaymentCashierElement } from '../../../src/element/index.ts';
import { $config, $handshake } from '../../../src/stores/config.ts';
import { adoptFlowStyles } from '../../../src/stores/stylesheets.ts';
import { $methods, setMethods } from '../../../src/stores/methods.ts';
import { beginDepositCreation, endDepositCreation, installUnloadGuard } from '../../../src/stores/deposit/creation-guard.ts';

import { clearPage, create, useOutsideAct, type CashierEl } from './element-env.ts';

/** Mocha hooks for a suite of element tests: clean stores, no elements left behind. */
function useElementEnvironment() {
  useOutsideAct();
  afterEach(() => {
    clearPage();
  });
}

describe('<payment-cashier>', () => {
  useElementEnvironment();
  before(() => customElements.whenDefined('payment-cashier'));

  it('is defined once even when the entry runs twice', async () => {
    const first = customElements.get('payment-cashier');
    // @ts-expect-error a second import with a query string re-executes the module
    await import('../../../src/element/index.ts?again');
    expect(customElements.get('payment-cashier')).to.equal(first);
  });

  it('HOST-15, CONST-01: sends Loaded with version v1.0.486 on connect, as a composed DOM event', async () => {
    const el = create();
    const seen = oneEvent(el, 'cashier:Loaded');
    document.body.append(el);
    const event = await seen;
    expect(event.detail.messageType).to.equal('Loaded');
    expect(event.detail.version).to.equal('v1.0.486');
    expect(event.composed).to.equal(true);
  });

  it('renders inside an open shadow root with adopted stylesheets and no <style> elements', async () => {
    const el = create({ token: 't' });
    document.body.append(el);
    await waitUntil(() => el.shadowRoot?.querySelector('header, [role="progressbar"], main'), 'shadow content');
    expect(el.shadowRoot?.mode).to.equal('open');
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(1);
    expect(el.shadowRoot!.querySelectorAll('style').length).to.equal(0);
  });

  it('HOST-09: every scalar handshake field is an attribute and a property feeding one store', async () => {
    const el = create({ locale: 'de-DE', 'widget-view-type': 'sweep', 'payment-geo': 'KZ', 'closing-button': 'false', 'partner-key': 'p1', 'x-origin': 'https://x.example' });
    document.body.append(el);
    const c = $config(scopeOf(el)).get();
    expect([c.locale, c.widgetViewType, c.paymentGeo, c.closingButton, c.partnerKey, c.xOrigin]).to.deep.equal(['de-DE', 'sweep', 'KZ', false, 'p1', 'https://x.example']);
    el.transport = 'http';
    el.isMobileApp = true;
    expect($config(scopeOf(el)).get().transport).to.equal('http');
    expect($config(scopeOf(el)).get().isMobileApp).to.equal(true);
    expect(el.locale).to.equal('de-DE');
  });

  it('HOST-10, CONST-04: removing an attribute restores the default', async () => {
    const el = create({ 'widget-view-type': 'sweep', 'closing-button': 'false' });
    document.body.append(el);
    el.removeAttribute('widget-view-type');
    el.removeAttribute('closing-button');
    expect($config(scopeOf(el)).get().widgetViewType).to.equal('main');
    expect($config(scopeOf(el)).get().closingButton).to.equal(true);
  });

  it('object fields (schema, experiments, bonusList, methodsResponse) are properties', async () => {
    const el = create();
    document.body.append(el);
    el.experiments = [{ key: 'abTestGroup', group: 'group_b' }];
    el.bonusList = [{ id: 1 }];
    el.schema = { variables: { primary: '#123456' } };
    el.user = { id_user: 42, currency: 'EUR', lang: 'de' };
    expect((el.user as { id_user?: number }).id_user).to.equal(42);
    el.methodsResponse = { methods: [{ name: 'visa' }] };
    expect($config(scopeOf(el)).get().methodsResponse).to.deep.equal({ methods: [{ name: 'visa' }] });
    expect($config(scopeOf(el)).get().experiments).to.deep.equal([{ key: 'abTestGroup', group: 'group_b' }]);
    expect($config(scopeOf(el)).get().bonusList).to.deep.equal([{ id: 1 }]);
    expect(el.shadowRoot!.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes('--cashier-primary: #123456')))).to.equal(true);
  });

  it('adopts a lazily loaded flow\'s stylesheet when its chunk registers it', async () => {
    const el = create();
    document.body.append(el);
    const before = el.shadowRoot!.adoptedStyleSheets.length;
    adoptFlowStyles('.flow-probe { color: rgb(1, 2, 3); }');
    adoptFlowStyles('.flow-probe { color: rgb(1, 2, 3); }');
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(before + 1);
    const texts = el.shadowRoot!.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join(''));
    expect(texts.findIndex((t) => t.includes('flow-probe'))).to.be.lessThan(texts.length - 1);
  });

  it('honours properties set before the element was defined', async () => {
    const tag = 'payment-cashier-late';
    const el = document.createElement(tag) as CashierEl;
    el.locale = 'fr-FR';
    el.token = 'early-token';
    customElements.define(tag, class extends PaymentCashierElement {});
    customElements.upgrade(el);
    expect($config(scopeOf(el)).get().locale).to.equal('fr-FR');
    expect($config(scopeOf(el)).get().token).to.equal('early-token');
    expect(Object.prototype.hasOwnProperty.call(el, 'token')).to.equal(false);
  });

  it('never reflects the token into the DOM, and removes a token attribute once read', async () => {
    const el = create();
    document.body.append(el);
    el.token = 'secret-1';
    expect(el.hasAttribute('token')).to.equal(false);
    el.setAttribute('token', 'secret-2');
    expect($config(scopeOf(el)).get().token).to.equal('secret-2');
    expect(el.hasAttribute('token')).to.equal(false);
    expect(el.outerHTML).not.to.contain('secret');
  });

  it('HOST-16: waits for the handshake, and a token given as property completes it', async () => {
    const el = create();
    document.body.append(el);
    expect($handshake(scopeOf(el)).get()).to.equal('waiting');
    el.token = 'late';
    expect($handshake(scopeOf(el)).get()).to.equal('ready');
  });

  it('HOST-17, CONST-02, CONST-03, CONST-05: a loaded event without payload reports Error (incorrect data from host) and applies the defaults', async () => {
    const el = create();
    document.body.append(el);
    const error = oneEvent(el, 'cashier:Error');
    el.dispatchEvent(new CustomEvent('host:loaded'));
    expect((await error).detail.message).to.equal('Incorrect data from host');
    expect($handshake(scopeOf(el)).get()).to.equal('ready');
    expect($config(scopeOf(el)).get().paymentGeo).to.equal('RU');
    expect($config(scopeOf(el)).get().transport).to.equal('socket');
    expect($config(scopeOf(el)).get().closingButton).to.equal(true);
    expect($config(scopeOf(el)).get().platformVersion).to.equal('redesign');
  });

  it('HOST-08: a loaded message posted from the configured origin feeds the store; other origins are ignored', async () => {
    const el = create({ 'host-origin': location.origin });
    document.body.append(el);
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: 'loaded', payload: { locale: 'ru-RU', token: 'x' } } }));
    expect($config(scopeOf(el)).get().locale).to.equal(undefined);
    window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: JSON.stringify({ type: 'loaded', payload: { locale: 'ru-RU', token: 'x' } }) }));
    expect($config(scopeOf(el)).get().locale).to.equal('ru-RU');
    expect($handshake(scopeOf(el)).get()).to.equal('ready');
  });

  it('HOST-21, HOST-22: bonus-list-fetched replaces the list only on success; bonus-list-updated replaces it', async () => {
    const el = create({ token: 't' });
    document.body.append(el);
    el.dispatchEvent(new CustomEvent('host:bonus-list-fetched', { detail: { success: true, bonusList: [{ id: 'a' }] } }));
    expect($config(scopeOf(el)).get().bonusList).to.deep.equal([{ id: 'a' }]);
    el.dispatchEvent(new CustomEvent('host:bonus-list-fetched', { detail: { success: false, bonusList: [] } }));
    expect($config(scopeOf(el)).get().bonusList).to.deep.equal([{ id: 'a' }]);
    el.dispatchEvent(new CustomEvent('host:bonus-list-updated', { detail: { bonusList: [{ id: 'b' }] } }));
    expect($config(scopeOf(el)).get().bonusList).to.deep.equal([{ id: 'b' }]);
  });

  it('removing the element ends its session: put back, it starts afresh (handshake, methods) and keeps the host settings', async () => {
    const first = create({ token: 't', locale: 'de-DE' });
    document.body.append(first);
    const before = scopeOf(first);
    expect($handshake(before).get()).to.equal('ready');
    setMethods(before, { methods: [], groups: [] });
    first.remove();
    const loaded = oneEvent(first, 'cashier:Loaded');
    document.body.append(first);
    await loaded;
    const after = scopeOf(first);
    expect(after).not.to.equal(before);
    expect($methods(after).get().status).not.to.equal('ok'); // its own list, loading afresh
    expect($config(after).get().locale).to.equal('de-DE');
    expect($handshake(after).get()).to.equal('ready'); // the token in the element's settings carries over
  });

  it('a second element has its own world: nothing set on the first reaches it', async () => {
    const first = create({ token: 't', locale: 'de-DE' });
    const second = create({ locale: 'fr-FR' });
    document.body.append(first, second);
    expect($config(scopeOf(first)).get().locale).to.equal('de-DE');
    expect($config(scopeOf(second)).get().locale).to.equal('fr-FR');
    expect($handshake(scopeOf(first)).get()).to.equal('ready');
    expect($handshake(scopeOf(second)).get()).to.equal('waiting');
  });

  it('CREATE-28: removing the element while a deposit is being created posts session-form-on-close-modal once', async () => {
    const sent: unknown[] = [];
    const el = create({ token: 't' });
    document.body.append(el);
    installUnloadGuard(scopeOf(el), window, { send: (payload) => void sent.push(payload) });
    beginDepositCreation(scopeOf(el), { paymentMethod: 'sbp', paymentMethodText: 'SBP' });
    el.remove();
    expect(sent.length).to.equal(1);
    expect(sent[0]).to.include({ paymentMethod: 'sbp', paymentMethodText: 'SBP' });
    endDepositCreation(scopeOf(el));
  });

  it('HOST-06: the theme is dark in the native app and light otherwise', async () => {
    const el = create({ token: 't' });
    document.body.append(el);
    expect(el.dataset.theme).to.equal('light');
    el.isMobileApp = true;
    expect(el.dataset.theme).to.equal('dark');
  });

  it('HOST-18, HOST-19, HOST-24: in a native web view without user data, fails after the wait with onInitError', async function () {
    this.timeout(8000);
    const el = create({ 'is-mobile-app': 'true' });
    const initError = oneEvent(el, 'cashier:onInitError');
    document.body.append(el);
    // Issue #21: during the 5 s wait a visible, announced "Loading…", not a blank dark screen.
    await waitUntil(() => el.shadowRoot?.querySelector('[data-native-wait] [role="status"]'), 'native loading state');
    expect(el.shadowRoot!.querySelector('[data-native-wait] .cashier-spinner__label')?.textContent).to.equal('Loading…');
    expect(el.dataset.theme).to.equal('dark');
    const event = await initError;
    expect(event.detail.message).to.equal('Property paymentCashierUser not found');
    // The player reads the translated start failure; the property text is for the host only.
    await waitUntil(() => el.shadowRoot?.querySelector('.cashier-status__detail'), 'error page');
    expect(el.shadowRoot!.querySelector('.cashier-status__detail')?.textContent).to.equal('The cashier could not start. Close it and open it again');
    expect(el.shadowRoot!.textContent).not.to.contain('paymentCashierUser');
    expect(el.shadowRoot!.querySelector('[data-native-wait]')).to.equal(null);
  });

  it('HOST-03, HOST-18: in a native web view, the injected user object (with its token) completes the handshake within 5 s', async () => {
    const el = create({ 'is-mobile-app': 'true' });
    document.body.append(el);
    await aTimeout(50);
    expect($handshake(scopeOf(el)).get()).to.equal('waiting');
    (window as unknown as Record<string, unknown>).paymentCashierUser = { token: 'native-token', id_user: 9, lang: 'en' };
    await waitUntil(() => $handshake(scopeOf(el)).get() === 'ready', 'handshake', { timeout: 1000 });
    expect($config(scopeOf(el)).get().token).to.equal('native-token');
    delete (window as unknown as Record<string, unknown>).paymentCashierUser;
  });
});

describe('<payment-cashier> host back events', () => {
  useElementEnvironment();

  for (const type of ['onGoBack', 'onSwipeBack'] as const) {
    it(`HOST-25, HOST-26: ${type} from the host acts like the header back button (root page: onClose)`, async () => {
      const el = create({ token: 't' });
      document.body.append(el);
      await waitUntil(() => el.shadowRoot?.querySelector('header'), 'header rendered');
      const closed = oneEvent(el, 'cashier:onClose');
      el.dispatchEvent(new CustomEvent(`host:${type}`));
      expect((await closed).detail.reason).to.equal('back');
    });
  }
});
