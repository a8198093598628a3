// issue #9 deliverable 5: the host opens any tree with `route` (attribute, property, the iframe
// page's query, the `loaded` payload and the native record); decision ROUTE-02.
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../src/element/index.ts';
import { scopeOf } from '../../../src/element/payment-cashier-element.ts';
import { isFormHelperWindow } from '../../../src/element/cashier-root.tsx';
import { iframeSetup } from '../../../src/iframe/iframe-setup.ts';
import { $config } from '../../../src/stores/config.ts';
import { $user } from '../../../src/stores/user.ts';
import { clearPage, create, useOutsideAct } from './element-env.ts';

/** The route name the app shows (`data-route` on the shell's `.cashier` div). */
const shown = (el: Element) => el.shadowRoot?.querySelector('.cashier')?.getAttribute('data-route') ?? null;

async function expectShown(el: Element, name: string) {
  await waitUntil(() => shown(el) === name, `route ${name} (shown: ${shown(el)})`, { timeout: 3000 });
}

describe('<payment-cashier> route (first page)', () => {
  useOutsideAct();
  afterEach(() => {
    clearPage();
  });

  it('ROUTE-11: the route attribute opens the withdrawal tree at /withdrawal', async () => {
    const el = create({ token: 't', route: '/withdrawal' });
    document.body.append(el);
    await expectShown(el, 'withdrawal-list');
    expect(el.route).to.equal('/withdrawal');
  });

  it('ROUTE-15: the route property (set before connect) opens /cryptobalance at the crypto-balance deposit list', async () => {
    const el = create();
    el.route = '/cryptobalance';
    el.token = 't';
    document.body.append(el);
    await expectShown(el, 'cb-deposit');
    expect(el.hasAttribute('route')).to.equal(false);
  });

  it('ROUTE-11, ROUTE-15: setting route later navigates there', async () => {
    const el = create({ token: 't', route: '/cryptobalance' });
    document.body.append(el);
    await expectShown(el, 'cb-deposit');
    el.route = '/withdrawal';
    await expectShown(el, 'withdrawal-list');
    el.setAttribute('route', '/cryptobalance/withdrawal');
    await expectShown(el, 'cb-withdrawal-list');
  });

  it('ROUTE-02, ROUTE-03: an unknown route falls back as unknown paths do (main: / → /deposit)', async () => {
    const el = create({ token: 't', route: '/no-such-page' });
    document.body.append(el);
    await expectShown(el, 'deposit-list');
  });

  it('ROUTE-28: an unknown crypto-balance route falls back to the crypto-balance deposit list', async () => {
    const el = create({ token: 't', route: '/cryptobalance/no-such-page' });
    document.body.append(el);
    await expectShown(el, 'cb-deposit');
  });

  it('ROUTE-03, ROUTE-18: in sweepstake mode an unknown route falls back to /deposit', async () => {
    const el = create({ token: 't', 'widget-view-type': 'sweep', route: '/cryptobalance' });
    document.body.append(el);
    await expectShown(el, 'sweep-deposit-list');
  });

  it('HOST-20: an invalid route is refused, keeps the previous value and is reported as Error (by name only)', async () => {
    const el = create({ token: 't', route: '/withdrawal' });
    document.body.append(el);
    await expectShown(el, 'withdrawal-list');
    for (const bad of ['https://evil.example/x', '//evil.example', 'withdrawal', '/with\\drawal', '/a//b', '/javascript:alert(1)', `/${'a'.repeat(200)}`]) {
      const error = oneEvent(el, 'cashier:Error');
      el.route = bad;
      const { detail } = await error;
      expect(detail.fields, bad).to.deep.equal(['route']);
      expect(detail.message).to.equal('Incorrect data from host: route');
      expect(JSON.stringify(detail)).not.to.contain('evil');
      expect($config(scopeOf(el)).get().route).to.equal('/withdrawal');
    }
    expect(shown(el)).to.equal('withdrawal-list');
  });

  it('HOST-20: an invalid route attribute set before the element connects is reported once it has said Loaded', async () => {
    const el = create({ token: 't', route: '//evil.example/path' });
    const seen: string[] = [];
    el.addEventListener('cashier:Loaded', () => seen.push('Loaded'));
    el.addEventListener('cashier:Error', (e) => seen.push(`Error ${(e as CustomEvent).detail.fields}`));
    const reported = oneEvent(el, 'cashier:Error');
    document.body.append(el);
    // A connection's first events wait for the host's mount code (decision SSR-03), and come in
    // order with what else happened meanwhile (this page has no server: failed calls follow).
    await reported;
    expect(seen.slice(0, 2)).to.deep.equal(['Loaded', 'Error route']);
    expect($config(scopeOf(el)).get().route).to.equal(undefined);
    await expectShown(el, 'deposit-list');
  });

  it('HOST-08: the loaded payload may carry route', async () => {
    const el = create();
    document.body.append(el);
    el.dispatchEvent(new CustomEvent('host:loaded', { detail: { token: 't', route: '/withdrawal' } }));
    await expectShown(el, 'withdrawal-list');
  });

  it('HOST-18, HOST-20: the native record may carry route; it is applied, not kept as a user field', async () => {
    (window as unknown as Record<string, unknown>).paymentCashierUser = JSON.stringify({ token: 'n', id_user: 5, route: '/withdrawal' });
    const el = create({ 'is-mobile-app': '' });
    document.body.append(el);
    await expectShown(el, 'withdrawal-list');
    expect($config(scopeOf(el)).get().route).to.equal('/withdrawal');
    expect($user(scopeOf(el)).get()).not.to.have.property('route');
    expect($config(scopeOf(el)).get().token).to.equal('n');
  });

  it('the iframe page passes its route query value through as the route attribute', () => {
    expect(iframeSetup({ search: '?route=/withdrawal&token=SECRET' }, '').attributes).to.deep.equal({ route: '/withdrawal' });
    // The element checks it like the attribute: a bad one arrives and is refused there.
    expect(iframeSetup({ search: '?route=https://evil.example' }, '').attributes).to.deep.equal({ route: 'https://evil.example' });
  });

  it('CREATE-10: the helper window is the iframe page opened with route=/form by an opener', () => {
    const win = (search: string, opener: unknown) => ({ location: { search }, opener }) as unknown as Window;
    expect(isFormHelperWindow(win('?route=/form', {}))).to.equal(true);
    expect(isFormHelperWindow(win('?route=/form', null))).to.equal(false);
    expect(isFormHelperWindow(win('?route=/withdrawal', {}))).to.equal(false);
  });
});
