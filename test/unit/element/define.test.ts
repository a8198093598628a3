import { expect } from '@open-wc/testing';
import { defineSoon, type Registry } from '../../../src/element/define.ts';
import { flush } from '../flush.ts';

class Fake extends HTMLElement {}

function registry(): Registry & { defined: Map<string, CustomElementConstructor> } {
  const defined = new Map<string, CustomElementConstructor>();
  return { defined, get: (tag) => defined.get(tag), define: (tag, ctor) => void defined.set(tag, ctor) };
}

describe('defineSoon', () => {
  it('defines the element in a later task, not during the bundle evaluation (issue #4: longest task)', async () => {
    const r = registry();
    defineSoon(r, 'x-cashier', Fake);
    expect(r.defined.size).to.equal(0);
    await flush(1);
    expect(r.defined.get('x-cashier')).to.equal(Fake);
  });

  it('leaves an earlier definition in place (a second bundle on the page)', () => {
    const r = registry();
    class First extends HTMLElement {}
    r.define('x-cashier', First);
    defineSoon(r, 'x-cashier', Fake, (run) => run());
    expect(r.defined.get('x-cashier')).to.equal(First);
  });

  it('SSR-01: with no registry (a server importing the bundle) nothing is scheduled', () => {
    const scheduled: Array<() => void> = [];
    defineSoon(undefined, 'x-cashier', Fake, (run) => void scheduled.push(run));
    expect(scheduled.length).to.equal(0);
  });
});
