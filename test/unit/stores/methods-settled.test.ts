import { expect } from '@open-wc/testing';
import { $methods, methodsSettled, resetMethods, setMethods } from '../../../src/stores/methods.ts';

describe('methodsSettled', () => {
  afterEach(resetMethods);

  it('resolves when the method list has loaded', async () => {
    let settled = false;
    const done = methodsSettled(10_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).to.equal(false);
    setMethods({ methods: [], groups: [] });
    await done;
    expect(settled).to.equal(true);
    expect($methods.get().status).to.equal('ok');
  });

  it('resolves at once when the list is already there, and after the wait when it never comes', async () => {
    setMethods({ methods: [], groups: [] });
    await methodsSettled(10_000);
    resetMethods();
    const started = performance.now();
    await methodsSettled(30);
    expect(performance.now() - started).to.be.greaterThan(25);
  });
});
