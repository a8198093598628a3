import { expect, waitUntil } from '@open-wc/testing';
import { NEXT_FROM_LIST } from '../../../src/flows/register-flows.ts';
import { registerScreens, preloadScreens } from '../../../src/app/screen-registry.ts';
import { markMethodsShown, resetMethodsShown } from '../../../src/stores/deposit-session.ts';

describe('flow chunks load after the list (issue #4)', () => {
  it('fetches the screens a tap leads to once the list is shown and the browser is idle, not before', async () => {
    const loaded: string[] = [];
    registerScreens(Object.fromEntries(NEXT_FROM_LIST.map((key) => [key, async () => (loaded.push(key), { default: () => null })])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).to.deep.equal([]);
    markMethodsShown(Date.now());
    await waitUntil(() => loaded.length === NEXT_FROM_LIST.length, 'the flow chunks are preloaded', { timeout: 3000 });
    expect(loaded).to.have.members(['deposit-redirect']);
    resetMethodsShown();
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
});
