// Issue #23 deliverable 4/6 (decision SSR-04): React 19 and Svelte write `token="…"` as an
// attribute while the element is not defined yet. Upgrade takes it into the element's settings and
// removes it; later writes are removed at once. This file defines the element itself, after
// putting elements on the page (no static import of src/element/index.ts).
import { expect, waitUntil } from '@open-wc/testing';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { scopeOf } from '../../../src/element/payment-cashier-element.ts';
import { $config, $handshake } from '../../../src/stores/config.ts';

const realFetch = globalThis.fetch;
/** Authorization headers of the widget's API calls (never answered). */
const authorizations: string[] = [];

/** An element put on the page before the definition, as a server-rendered or React host does. */
function early(attrs: Record<string, string>): HTMLElement & Record<string, unknown> {
  const el = document.createElement('payment-cashier') as HTMLElement & Record<string, unknown>;
  for (const [name, value] of Object.entries({ transport: 'http', 'api-base': 'https://api.example', ...attrs })) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

describe('<payment-cashier> token attribute before and after upgrade (SSR-04)', () => {
  const page: Record<string, HTMLElement & Record<string, unknown>> = {};
  let reactRoot: Root | undefined;

  before(async () => {
    // Observed from outside act(), as a page does (element-env.ts useOutsideAct, which waits for the definition).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).includes('/api/')) return realFetch(input, init);
      authorizations.push(new Headers(init?.headers).get('Authorization') ?? '');
      return new Promise<Response>(() => undefined);
    };
    page.attribute = early({ token: 'secret-attr' });
    page.changed = early({ token: 'secret-first' });
    page.changed.setAttribute('token', 'secret-second');
    page.property = early({});
    page.property.token = 'secret-prop';
    page.renewed = early({ token: 'secret-stale' });
    page.renewed.token = 'secret-fresh';
    // A React 19 host whose first render comes before the definition, the token as a JSX prop.
    const mount = document.createElement('div');
    document.body.append(mount);
    reactRoot = createRoot(mount);
    flushSync(() => reactRoot!.render(createElement('payment-cashier', { token: 'secret-react', transport: 'http', 'api-base': 'https://api.example' })));
    page.react = mount.querySelector('payment-cashier') as HTMLElement & Record<string, unknown>;
    expect(page.react.getAttribute('token')).to.equal('secret-react'); // what the integrator found
    expect(customElements.get('payment-cashier')).to.equal(undefined);
    expect(page.attribute.getAttribute('token')).to.equal('secret-attr'); // the window the docs tell hosts to avoid
    await import('../../../src/element/index.ts');
    await customElements.whenDefined('payment-cashier');
  });

  after(() => {
    document.querySelectorAll('div').forEach((div) => div.remove());
    reactRoot?.unmount();
    document.querySelectorAll('payment-cashier').forEach((el) => el.remove());
    globalThis.fetch = realFetch;
  });

  it('SSR-01: an element in the page before the definition upgrades into the cashier (open shadow root, content)', async () => {
    const el = page.attribute!;
    expect(el).to.be.instanceOf(customElements.get('payment-cashier')!);
    expect(el.shadowRoot?.mode).to.equal('open');
    await waitUntil(() => el.shadowRoot!.querySelector('header, [role="progressbar"], main'), 'shadow content');
  });

  it('SSR-04: a token attribute written before the definition is taken at upgrade, removed, and used for the calls', async () => {
    const el = page.attribute!;
    expect(el.hasAttribute('token')).to.equal(false);
    expect(el.outerHTML).not.to.contain('secret');
    expect($config(scopeOf(el)).get().token).to.equal('secret-attr');
    expect($handshake(scopeOf(el)).get()).to.equal('ready');
    await waitUntil(() => authorizations.includes('Bearer secret-attr'), 'a call with the token');
  });

  it('SSR-04: the token React 19 wrote as an attribute before the definition is taken and removed at upgrade', () => {
    const el = page.react!;
    expect(el.hasAttribute('token')).to.equal(false);
    expect($config(scopeOf(el)).get().token).to.equal('secret-react');
  });

  it('SSR-04: changed again before the definition, the last value is used and none stays', () => {
    const el = page.changed!;
    expect(el.hasAttribute('token')).to.equal(false);
    expect($config(scopeOf(el)).get().token).to.equal('secret-second');
  });

  it('SSR-04: a token property set before the definition never becomes an attribute', () => {
    const el = page.property!;
    expect(el.hasAttribute('token')).to.equal(false);
    expect(el.token).to.equal('secret-prop');
    expect($config(scopeOf(el)).get().token).to.equal('secret-prop');
  });

  it('SSR-04: a token property set before the definition over an earlier attribute wins, and the attribute goes', async () => {
    const el = page.renewed!;
    expect(el.hasAttribute('token')).to.equal(false);
    expect($config(scopeOf(el)).get().token).to.equal('secret-fresh');
  });

  it('SSR-04: once the upgrade is over, attributes apply again — also on an element upgraded while detached', async () => {
    const el = document.createElement('payment-cashier') as HTMLElement & Record<string, unknown>;
    el.setAttribute('locale', 'de-DE');
    el.locale = 'fr-FR';
    customElements.upgrade(el);
    expect(el.locale).to.equal('fr-FR');
    await Promise.resolve();
    el.setAttribute('locale', 'es-ES');
    expect(el.locale).to.equal('es-ES');
  });

  it('SSR-04: a token attribute written after the upgrade is taken and removed in the same task', () => {
    const el = page.attribute!;
    const seen: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => seen.push(`${r.attributeName}=${(r.target as Element).getAttribute('token')}`)));
    observer.observe(el, { attributes: true, attributeFilter: ['token'] });
    el.setAttribute('token', 'secret-renewed');
    expect(el.hasAttribute('token')).to.equal(false);
    expect($config(scopeOf(el)).get().token).to.equal('secret-renewed');
    expect(observer.takeRecords().map((r) => r.attributeName)).to.deep.equal(['token', 'token']); // set, then removed
    observer.disconnect();
    expect(seen).to.deep.equal([]);
  });
});
