import { expect, waitUntil } from '@open-wc/testing';
import { PREFETCH_SCREENS, startCashier } from '../../../../src/app/start.ts';
import { registerScreens, preloadScreens, screenComponent } from '../../../../src/app/screen-registry.ts';
import { markMethodsShown, resetMethodsShown } from '../../../../src/stores/methods-shown.ts';
import { testScope } from '../../scope.ts';

describe('flow chunks load after the list (issue #4)', () => {
  it('fetches the screens a tap leads to once the list is shown and the browser is idle, not before', async () => {
    const loaded: string[] = [];
    const stop = startCashier(testScope());
    registerScreens(Object.fromEntries(PREFETCH_SCREENS.map((key) => [key, async () => (loaded.push(key), { default: () => null })])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).to.deep.equal([]);
    markMethodsShown(testScope(), Date.now());
    await waitUntil(() => loaded.length === PREFETCH_SCREENS.length, 'the flow chunks are preloaded', { timeout: 3000 });
    expect(loaded).to.have.members(['deposit-group-list', 'deposit-redirect', 'deposit-complete']);
    stop();
    resetMethodsShown(testScope());
  });

  it('preloadScreens loads lazy screens only, and a failed chunk is left to the screen', async () => {
    let calls = 0;
    registerScreens({
      'x-lazy': async () => (calls++, { default: () => null }),
      'x-failing': () => (calls++, Promise.reject(new Error('chunk failed'))),
      'x-eager': { default: () => null },
    });
    let unhandled = 0;
    const onUnhandled = () => unhandled++;
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      preloadScreens(['x-lazy', 'x-failing', 'x-eager', 'x-unknown']);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).to.equal(2);
      expect(unhandled).to.equal(0);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
      registerScreens({ 'x-lazy': null, 'x-failing': null, 'x-eager': null });
    }
  });

  it('issue #24: a screen whose chunk is in renders as its own component, not a lazy one React holds 300 ms; keys sharing a loader share it', async () => {
    const Page = () => null;
    const loader = async () => ({ default: Page });
    registerScreens({ 'x-first': loader, 'x-twin': loader, 'x-cold': async () => ({ default: Page }) });
    try {
      preloadScreens(['x-first']);
      // Asked only once loaded: a key keeps the component it was first given (React keeps the page's state).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screenComponent('x-twin')).to.equal(Page);
      expect(screenComponent('x-first')).to.equal(Page);
      expect(screenComponent('x-cold')).to.not.equal(Page);
    } finally {
      registerScreens({ 'x-first': null, 'x-twin': null, 'x-cold': null });
    }
  });
});
