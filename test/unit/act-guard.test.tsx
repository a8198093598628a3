import { expect, fixture, html } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { act } from 'react';
import { createActGuard, failTestOnActWarnings, isActWarning, pageActGuard } from './act-guard.ts';

const $n = atom(1);
function Counter() {
  return <span>count {useStore($n)}</span>;
}

/** What a hook's `this` offers the guard: `this.test.error(err)` (here it records `err`). */
const hookContext = (failed: unknown[]) => ({ test: { error: (e: unknown) => failed.push(e) } }) as unknown as Mocha.Context;

describe('act() guard (issue #22: no act warnings, and none can come back)', () => {
  it('is installed on every test page: console.error goes through it', () => {
    expect(console.error).to.equal(pageActGuard.log);
  });

  it('fails the running test when React updates outside act()', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = createRoot(host);
    await act(async () => root.render(<Counter />));
    // This test's own guard, not the page's: the warning below is on purpose, so it is neither
    // printed nor allowed to fail this test; everything else is the real path.
    const printed: unknown[][] = [];
    const guard = createActGuard((...args) => printed.push(args));
    const pageError = console.error;
    console.error = guard.log;
    try {
      $n.set(2); // a store set outside act(): React warns
    } finally {
      console.error = pageError;
    }
    const failed: unknown[] = [];
    failTestOnActWarnings(guard).call(hookContext(failed));
    expect(failed).to.have.length(1);
    expect(String(failed[0])).to.contain('An update to Counter inside a test was not wrapped in act(');
    expect(printed).to.have.length(1); // still printed (through `print`), never swallowed
    expect(guard.failure()).to.equal(undefined); // reported once
    act(() => root.unmount());
  });

  it('lets a test with no act() warning pass, and ignores other errors', () => {
    const guard = createActGuard(() => {});
    guard.log('[payment-cashier] Empty withdrawal methods');
    const failed: unknown[] = [];
    failTestOnActWarnings(guard).call(hookContext(failed));
    expect(failed).to.deep.equal([]);
  });

  it('knows both of React’s act() warnings', () => {
    expect(isActWarning(['An update to %s inside a test was not wrapped in act(...).', 'Root'])).to.equal(true);
    expect(isActWarning(['A suspended resource finished loading inside a test, but the event was not wrapped in act(...).'])).to.equal(true);
    expect(isActWarning(['Warning: something else'])).to.equal(false);
  });
});
