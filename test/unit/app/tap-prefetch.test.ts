// Issue #24 deliverable 3: once the list is idle, the screens of the tiles in view — and of the pages
// the current page leads to — are fetched before the tap, once each, and not at all for a player who
// asked the browser to save data.
import { expect, waitUntil } from '@open-wc/testing';
import { PAGES_AFTER_ANSWER, PAGES_AHEAD } from '../../../src/app/next-pages.ts';
import { hasScreen, registerScreens } from '../../../src/app/screen-registry.ts';
import { registerFlowScreens } from '../../../src/app/start.ts';
import { startTapPrefetch, targetScreens } from '../../../src/app/tap-prefetch.ts';
import { claimScreens, resetPrefetched, savesData, visiblePrefetch, type WatchFactory } from '../../../src/app/visible-prefetch.ts';
import { setMethods } from '../../../src/stores/methods.ts';
import { $currentPath } from '../../../src/stores/navigation.ts';
import { banks, cashMethod, p2pMethod, usdt, visa } from '../flows/helpers/fixtures.ts';
import { testScope } from '../scope.ts';

/** A visibility watch the test drives by hand: `show(...)` is what scrolling into view does. */
function manualWatch(): { factory: WatchFactory; watched: Set<Element>; show(...targets: Element[]): void } {
  const watched = new Set<Element>();
  let notify: (targets: readonly Element[]) => void = () => undefined;
  return {
    watched,
    factory: (onVisible) => {
      notify = onVisible;
      return { observe: (t) => void watched.add(t), unobserve: (t) => void watched.delete(t), disconnect: () => watched.clear() };
    },
    show: (...targets) => notify(targets.filter((t) => watched.has(t))),
  };
}

function tile(attrs: Record<string, string>): HTMLElement {
  const button = document.createElement('button');
  for (const [name, value] of Object.entries(attrs)) button.setAttribute(name, value);
  return button;
}

describe('prefetch of what the player can tap (issue #24)', () => {
  beforeEach(() => {
    resetPrefetched();
    registerFlowScreens(testScope());
    setMethods(testScope(), { methods: [visa, cashMethod, p2pMethod, usdt], groups: [banks] });
  });

  it('TAP-03: a tile opens the screen its tap would: method, group, crypto, bonus details', () => {
    const scope = testScope();
    expect(targetScreens(scope, tile({ 'data-method': visa.name }))).to.deep.equal(['deposit-redirect']);
    expect(targetScreens(scope, tile({ 'data-method': cashMethod.name }))).to.deep.equal(['deposit-cash']);
    expect(targetScreens(scope, tile({ 'data-method': p2pMethod.name }))).to.deep.equal(['deposit-p2p-base']);
    expect(targetScreens(scope, tile({ 'data-method': usdt.name }))).to.deep.equal(['deposit-crypto-address']);
    expect(targetScreens(scope, tile({ 'data-group': banks.name }))).to.deep.equal(['deposit-group-list', 'deposit-group-redirect']);
    expect(targetScreens(scope, tile({ class: 'cashier-bonus-banner__details' }))).to.deep.equal(['deposit-bonus-details']);
    expect(targetScreens(scope, tile({ 'data-method': 'gone' }))).to.deep.equal([]);
  });

  it('TAP-08: a group tile that opens the group list brings its methods\' pages too, each screen once', () => {
    const scope = testScope();
    const cashGroup = { name: 'cash-grouped', label: { en: 'Cash' }, paymentMethods: [cashMethod, { ...cashMethod, name: 'cash_agent_2' }, visa] };
    setMethods(scope, { methods: [], groups: [cashGroup, banks] });
    expect(targetScreens(scope, tile({ 'data-group': 'cash-grouped' }))).to.deep.equal(['deposit-group-list', 'deposit-cash', 'deposit-group-redirect']);
  });

  it('TAP-08: a group tile a flow claims (crypto) brings the page its page\'s tiles open', () => {
    const scope = testScope();
    setMethods(scope, { methods: [], groups: [{ name: 'crypto', label: { en: 'Crypto' }, paymentMethods: [usdt] }] });
    const screens = targetScreens(scope, tile({ 'data-group': 'crypto' }));
    expect(screens).to.deep.equal(['deposit-crypto-list', ...PAGES_AHEAD['deposit-crypto-list']!]);
    expect(screens).to.include('deposit-crypto-address');
  });

  it('TAP-03: only the tiles that show are fetched, those that show together in one call (one wave)', () => {
    const watch = manualWatch();
    const calls: string[][] = [];
    const prefetch = visiblePrefetch((t) => [t.id], (keys) => calls.push([...keys]), watch.factory);
    const [a, b, c] = ['x-a', 'x-b', 'x-c'].map((id) => Object.assign(document.createElement('button'), { id }));
    prefetch.watch([a!, b!, c!]);
    expect(calls).to.deep.equal([]);
    watch.show(a!, b!);
    expect(calls).to.deep.equal([['x-a', 'x-b']]);
    expect(watch.watched.has(c!)).to.equal(true);
    prefetch.stop();
  });

  it('TAP-03: each screen is fetched once, however many tiles open it and however often they show', () => {
    const watch = manualWatch();
    const calls: string[][] = [];
    const prefetch = visiblePrefetch((t) => targetScreens(testScope(), t), (keys) => calls.push([...keys]), watch.factory);
    const one = tile({ 'data-method': visa.name });
    const two = tile({ 'data-method': visa.name, id: 'second' });
    const cash = tile({ 'data-method': cashMethod.name });
    prefetch.watch([one, two, cash]);
    watch.show(one, two);
    prefetch.watch([one]);
    watch.show(one, cash);
    expect(calls).to.deep.equal([['deposit-redirect'], ['deposit-cash']]);
    expect(claimScreens(['deposit-redirect', 'deposit-cash'])).to.deep.equal([]);
    prefetch.stop();
  });

  it('TAP-03: startTapPrefetch watches the tiles of the roots once idle and fetches the visible ones through their screen loaders', async () => {
    const root = document.createElement('div');
    const redirect = tile({ 'data-method': visa.name });
    const group = tile({ 'data-group': banks.name });
    const hidden = tile({ 'data-method': cashMethod.name });
    root.append(redirect, group, hidden);
    const loaded: string[] = [];
    const fake = (key: string) => async () => (loaded.push(key), { default: () => null });
    registerScreens({ 'x-always': fake('x-always'), 'deposit-redirect': fake('deposit-redirect'), 'deposit-group-list': fake('deposit-group-list'), 'deposit-cash': fake('deposit-cash') });
    const watch = manualWatch();
    const stop = startTapPrefetch(testScope(), { always: ['x-always'], roots: () => [root], watchFactory: watch.factory });
    try {
      await waitUntil(() => watch.watched.size === 3, 'the tiles are watched once the browser is idle', { timeout: 4000 });
      expect(loaded).to.deep.equal(['x-always']);
      watch.show(redirect, group);
      await waitUntil(() => loaded.length === 3, 'the visible tiles\' screens load');
      expect(loaded).to.have.members(['x-always', 'deposit-redirect', 'deposit-group-list']);
    } finally {
      stop();
      registerScreens({ 'x-always': null });
      registerFlowScreens(testScope());
    }
  });

  it('TAP-09: the visible tiles\' screens are asked for only once the common pages are in', async () => {
    const root = document.createElement('div');
    const cash = tile({ 'data-method': cashMethod.name });
    root.append(cash);
    const asked: string[] = [];
    let commonArrives: () => void = () => undefined;
    const common = new Promise<void>((resolve) => (commonArrives = resolve));
    registerScreens({
      'x-common': async () => (asked.push('x-common'), await common, { default: () => null }),
      'deposit-cash': async () => (asked.push('deposit-cash'), { default: () => null }),
    });
    const watch = manualWatch();
    const stop = startTapPrefetch(testScope(), { always: ['x-common'], roots: () => [root], watchFactory: watch.factory });
    try {
      await waitUntil(() => watch.watched.size === 1 && asked.length === 1, 'the common page is asked for and the tile watched once idle', { timeout: 4000 });
      watch.show(cash);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked, 'the tile waits for the common page').to.deep.equal(['x-common']);
      commonArrives();
      await waitUntil(() => asked.length === 2, 'the tile\'s screen follows the common page');
      expect(asked).to.deep.equal(['x-common', 'deposit-cash']);
    } finally {
      stop();
      registerScreens({ 'x-common': null });
      registerFlowScreens(testScope());
    }
  });

  it('TAP-04: a press that shows its busy state fetches every page its answer can open, without waiting for an idle moment', async () => {
    const root = document.createElement('div');
    const press = document.createElement('button');
    root.append(press);
    const loaded: string[] = [];
    const keys = PAGES_AFTER_ANSWER['deposit-redirect']!;
    registerScreens(Object.fromEntries(keys.map((key) => [key, async () => (loaded.push(key), { default: () => null })])));
    $currentPath(testScope()).set('/deposit/redirect');
    const stop = startTapPrefetch(testScope(), { always: [], roots: () => [root], watchFactory: manualWatch().factory });
    try {
      press.setAttribute('aria-busy', 'true');
      await waitUntil(() => loaded.length === keys.length, 'the answer\'s pages load while the call is in flight', { timeout: 500 });
      expect(loaded).to.have.members([...keys]);
    } finally {
      stop();
      registerFlowScreens(testScope());
    }
  });

  it('TAP-04: idle on a page, its sub-pages load first, then the pages a press\'s answer can open', async () => {
    const order: string[] = [];
    const ahead = PAGES_AHEAD['deposit-redirect']!;
    const after = PAGES_AFTER_ANSWER['deposit-redirect']!;
    registerScreens(Object.fromEntries([...ahead, ...after].map((key) => [key, async () => (order.push(key), { default: () => null })])));
    $currentPath(testScope()).set('/deposit/redirect');
    const stop = startTapPrefetch(testScope(), { always: [], roots: () => [], watchFactory: manualWatch().factory });
    try {
      await waitUntil(() => order.length === ahead.length + after.length, 'both kinds load once idle', { timeout: 5000 });
      expect(order.slice(0, ahead.length)).to.have.members([...ahead]);
      expect(order.slice(ahead.length)).to.have.members([...after]);
    } finally {
      stop();
      registerFlowScreens(testScope());
    }
  });

  it('TAP-13: the common pages come with their sub-pages at the first idle look: the redirect page brings its guides', async () => {
    const loaded: string[] = [];
    const ahead = PAGES_AHEAD['deposit-redirect']!;
    registerScreens(Object.fromEntries(['deposit-redirect', ...ahead].map((key) => [key, async () => (loaded.push(key), { default: () => null })])));
    $currentPath(testScope()).set('/deposit');
    const stop = startTapPrefetch(testScope(), { always: ['deposit-redirect'], roots: () => [], watchFactory: manualWatch().factory });
    try {
      await waitUntil(() => loaded.length === 1 + ahead.length, 'the redirect page and its guides load once idle on the list', { timeout: 5000 });
      expect(ahead.length, 'the redirect page has sub-pages').to.be.greaterThan(0);
      expect(loaded).to.have.members(['deposit-redirect', ...ahead]);
    } finally {
      stop();
      registerFlowScreens(testScope());
    }
  });

  it('TAP-05: a player who saves data gets no prefetch at all', async () => {
    expect(savesData({ connection: { saveData: true } } as unknown as Navigator)).to.equal(true);
    expect(savesData({} as Navigator)).to.equal(false);
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      const watch = manualWatch();
      const root = document.createElement('div');
      root.append(tile({ 'data-method': visa.name }));
      const stop = startTapPrefetch(testScope(), { always: ['x-always'], roots: () => [root], watchFactory: watch.factory });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(watch.watched.size).to.equal(0);
      stop();
    } finally {
      delete (navigator as unknown as Record<string, unknown>).connection;
    }
  });

  it('TAP-04: every page named in the next-pages tables is a registered screen', () => {
    const named = [PAGES_AHEAD, PAGES_AFTER_ANSWER].flatMap((table) => Object.entries(table).flatMap(([from, next]) => [from, ...next]));
    expect(named.filter((key) => !hasScreen(key))).to.deep.equal([]);
  });
});
