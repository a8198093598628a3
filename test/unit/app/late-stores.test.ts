// Decision CRIT-01 (issue #24): the store chunks (analytics, bonuses) are fetched only after the
// first screen has painted and the browser is idle; an element gone before then fetches nothing.
import { expect } from '@open-wc/testing';
import { startAfterFirstScreen } from '../../../src/app/late-stores.ts';
import { markMethodsShown } from '../../../src/stores/methods-shown.ts';
import { testScope } from '../scope.ts';
import { flush } from '../flush.ts';

/** Waits until the browser has been idle once (the helper's own wait). */
const idle = (): Promise<void> => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }));

describe('store chunks after the first screen (CRIT-01)', () => {
  it('CRIT-01: nothing is fetched before the list is shown; once it is and the browser is idle, the chunk loads and starts, and the stop stops it', async () => {
    const seen: string[] = [];
    const stop = startAfterFirstScreen(testScope(), () => {
      seen.push('load');
      return Promise.resolve(() => (seen.push('start'), () => void seen.push('stop')));
    });
    await flush(10);
    expect(seen).to.deep.equal([]);
    markMethodsShown(testScope(), Date.now());
    await flush(1); // the helper asks for its idle callback first
    await idle();
    await flush();
    expect(seen).to.deep.equal(['load', 'start']);
    stop();
    expect(seen).to.deep.equal(['load', 'start', 'stop']);
  });

  it('CRIT-01: an element stopped before its list showed never fetches the chunk', async () => {
    let loads = 0;
    const stop = startAfterFirstScreen(testScope(), () => {
      loads += 1;
      return Promise.resolve(() => () => undefined);
    });
    stop();
    markMethodsShown(testScope(), Date.now());
    await flush(1);
    await idle();
    await flush();
    expect(loads).to.equal(0);
  });
});
