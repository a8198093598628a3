// Issue #23 deliverable 6 / decision SSR-03: listeners a host attaches right after mounting the
// element — in the same task, in a microtask, or in a React 19 `useEffect` — receive everything
// from the first `Loaded` on, in the order the widget sent it; the request itself is not held.
import { expect, waitUntil } from '@open-wc/testing';
import { createElement, useEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import '../../../src/element/index.ts';
import { scopeOf } from '../../../src/element/payment-cashier-element.ts';
import { startHostConnection } from '../../../src/element/host/host-connection.ts';
import { applyHandshake } from '../../../src/stores/config.ts';
import { notifyHost, onHostMessage } from '../../../src/stores/host-outbox.ts';
import { createScope } from '../../../src/stores/scope.ts';
import { clearPage, create, useOutsideAct } from './element-env.ts';

const realFetch = globalThis.fetch;
/** The widget's API calls over HTTP: recorded, never answered (the list stays loading). */
let apiCalls: string[] = [];
function holdApiCalls(): void {
  apiCalls = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/api/')) return realFetch(input, init);
    apiCalls.push(url.slice(url.lastIndexOf('/') + 1));
    return new Promise<Response>(() => undefined);
  };
}

/** What a host's listener saw: event name and the message's call, if any. */
type Seen = string[];
const listenAll = (el: Element, seen: Seen): void => {
  for (const name of ['cashier:Loaded', 'cashier-loaded', 'cashier:onRequest', 'cashier-request'])
    el.addEventListener(name, (e) => seen.push(`${name}${(e as CustomEvent<{ call?: string }>).detail.call ? ` ${(e as CustomEvent<{ call: string }>).detail.call}` : ''}`));
};

/** The integrator's component: a ref, and listeners added in useEffect after the mount. */
function Host({ seen }: { seen: Seen }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    listenAll(ref.current!, seen);
  }, [seen]);
  return createElement('payment-cashier', { ref, token: 't', transport: 'http', 'api-base': 'https://api.example' });
}

/**
 * The Next.js recipe of docs/server-rendering.md: a placeholder first (what the server renders), the
 * element after mount, events as React 19 custom-element event props, the token set through the ref.
 */
function RecipeHost({ seen }: { seen: Seen }) {
  const [mounted, setMounted] = useState(false);
  const ref = useRef<HTMLElement & { token?: string }>(null);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) void Promise.resolve('t').then((token) => ref.current && (ref.current.token = token));
  }, [mounted]);
  if (!mounted) return createElement('div', { className: 'cashier-slot' });
  return createElement('payment-cashier', {
    ref,
    transport: 'http',
    'api-base': 'https://api.example',
    'oncashier-loaded': () => seen.push('cashier-loaded'),
    'oncashier-request': (e: CustomEvent<{ call: string }>) => seen.push(`cashier-request ${e.detail.call}`),
  });
}

describe('<payment-cashier> early host events (SSR-03)', () => {
  useOutsideAct();
  let root: Root | undefined;
  beforeEach(holdApiCalls);
  afterEach(() => {
    // Detached first, so the element's own React root unmounts outside the host's commit.
    document.querySelectorAll('div').forEach((div) => div.remove());
    root?.unmount();
    root = undefined;
    clearPage();
    globalThis.fetch = realFetch;
  });

  it('SSR-03: a React 19 host whose useEffect adds the listeners receives Loaded (both names) and the first onRequest', async () => {
    const seen: Seen = [];
    const mount = document.createElement('div');
    document.body.append(mount);
    root = createRoot(mount);
    root.render(createElement(Host, { seen }));
    await waitUntil(() => seen.some((s) => s.startsWith('cashier:onRequest')), 'the first onRequest reached the host', { timeout: 3000 });
    const firstCall = seen.find((s) => s.startsWith('cashier:onRequest'))!.split(' ')[1];
    expect(seen.slice(0, 4)).to.deep.equal(['cashier:Loaded', 'cashier-loaded', `cashier:onRequest ${firstCall}`, `cashier-request ${firstCall}`]);
    expect(firstCall).to.match(/^methods-/);
    expect(seen.filter((s) => s === 'cashier:Loaded')).to.have.length(1);
    // The token went in as a property: React never wrote it into the DOM.
    expect(mount.querySelector('payment-cashier')!.hasAttribute('token')).to.equal(false);
  });

  it('SSR-02: the Next.js recipe (placeholder, element after mount, event props, token through the ref) hears Loaded and the first request; no token attribute ever', async () => {
    const seen: Seen = [];
    const attributes: string[] = [];
    const mount = document.createElement('div');
    document.body.append(mount);
    const observer = new MutationObserver((records) => records.forEach((r) => r.attributeName && attributes.push(r.attributeName)));
    observer.observe(mount, { attributes: true, subtree: true });
    root = createRoot(mount);
    root.render(createElement(RecipeHost, { seen }));
    await waitUntil(() => seen.some((s) => s.startsWith('cashier-request')), 'the first request heard', { timeout: 3000 });
    observer.disconnect();
    expect(seen[0]).to.equal('cashier-loaded');
    expect(seen[1]).to.match(/^cashier-request methods-/);
    expect(attributes).not.to.include('token');
    await waitUntil(() => apiCalls.length > 0, 'the call went out (its HTTP module loads first)');
  });

  it('SSR-03: listeners added in the same task after append, and in a microtask, both get Loaded and the first request', async () => {
    const el = create({ transport: 'http', 'api-base': 'https://api.example' });
    el.token = 't';
    const sameTask: Seen = [];
    const microtask: Seen = [];
    document.body.append(el);
    listenAll(el, sameTask);
    await Promise.resolve();
    listenAll(el, microtask);
    await waitUntil(() => microtask.some((s) => s.startsWith('cashier:onRequest')), 'onRequest in the microtask listener', { timeout: 3000 });
    expect(sameTask[0]).to.equal('cashier:Loaded');
    expect(microtask.slice(0, 2)).to.deep.equal(sameTask.slice(0, 2));
    expect(microtask).to.deep.equal(sameTask);
  });

  it('SSR-03: the post to a parent window goes at once (the iframe handshake waits on it); the DOM events follow in order, and a disconnect releases them', async () => {
    const posts: string[] = [];
    const win = { parent: { postMessage: (json: string) => posts.push(JSON.parse(json).messageType) }, addEventListener() {}, removeEventListener() {} } as unknown as Window;
    const element = document.createElement('div');
    const heard: string[] = [];
    for (const type of ['Loaded', 'onInit', 'onClose']) element.addEventListener(`cashier:${type}`, () => heard.push(type));
    const scope = createScope();
    applyHandshake(scope, { token: 't', hostOrigin: 'https://host.example' });
    const stop = startHostConnection(scope, { element, win, onBack() {}, awaitsHost: false });
    notifyHost(scope, 'onInit', { page: 'deposit' });
    expect(posts).to.deep.equal(['Loaded', 'onInit']);
    expect(heard).to.deep.equal([]);
    await waitUntil(() => heard.length === 2, 'the held events');
    expect(heard).to.deep.equal(['Loaded', 'onInit']);
    stop();
    // A second connection that ends before the host's mount code ran still hands over what it held.
    const again = startHostConnection(scope, { element, win, onBack() {}, awaitsHost: false });
    notifyHost(scope, 'onClose', {});
    again();
    expect(heard).to.deep.equal(['Loaded', 'onInit', 'Loaded', 'onClose']);
  });

  it('SSR-03: only the DOM events wait — the widget starts its first request at once, before the host hears Loaded', async () => {
    const el = create({ transport: 'http', 'api-base': 'https://api.example' });
    el.token = 't';
    const order: string[] = [];
    onHostMessage(scopeOf(el), (message) => order.push(`sent ${message.messageType}`));
    el.addEventListener('cashier:Loaded', () => order.push('heard Loaded'));
    document.body.append(el);
    await waitUntil(() => order.includes('heard Loaded'), 'Loaded heard', { timeout: 3000 });
    expect(order.indexOf('sent onRequest')).to.be.within(1, order.indexOf('heard Loaded') - 1);
    expect(order[0]).to.equal('sent Loaded');
  });
});
