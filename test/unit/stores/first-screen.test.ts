import { expect } from '@open-wc/testing';
import { firstScreenShown, markMethodsShown } from '../../../src/stores/methods-shown.ts';
import { loadMethods, resetMethods } from '../../../src/stores/methods.ts';
import { testScope } from '../scope.ts';

describe('firstScreenShown', () => {

  it('resolves when the method list is on screen, not before', async () => {
    let settled = false;
    const done = firstScreenShown(testScope(), 10_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).to.equal(false);
    markMethodsShown(testScope(), Date.now());
    await done;
    expect(settled).to.equal(true);
  });

  it('resolves when the list failed to load, and after the wait when nothing happens', async () => {
    const failed = firstScreenShown(testScope(), 10_000);
    await loadMethods(testScope(), () => Promise.reject(new Error('down'))).catch(() => undefined);
    await failed;
    resetMethods(testScope());
    const started = performance.now();
    await firstScreenShown(testScope(), 30);
    expect(performance.now() - started).to.be.greaterThan(25);
  });
});
