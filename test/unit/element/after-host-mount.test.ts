// Decision SSR-03: when a connection's first DOM events are released — never in the connecting
// task or its microtasks, in a task after the next frame, and after 100 ms on a page without frames.
import { expect, waitUntil } from '@open-wc/testing';
import { afterHostMount } from '../../../src/element/host/after-host-mount.ts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('afterHostMount (SSR-03)', () => {
  it('SSR-03: runs first in a task queued after the next frame — not in the same task or a microtask', async () => {
    const calls: string[] = [];
    afterHostMount(() => calls.push('released'));
    await Promise.resolve();
    expect(calls).to.deep.equal([]);
    await nextFrame();
    expect(calls).to.deep.equal([]); // the frame itself only queues the task
    await waitUntil(() => calls.length > 0, 'released after the frame');
    // The 100 ms hop for pages without frames runs it once more: the caller's release is idempotent.
    await waitUntil(() => calls.length === 2, 'the fallback hop');
  });

  it('SSR-03: a page that runs no frames (hidden) still releases, after 100 ms', async () => {
    const realFrame = globalThis.requestAnimationFrame;
    globalThis.requestAnimationFrame = () => 0; // a hidden page: no frame ever comes
    const started = performance.now();
    let releasedAt = 0;
    try {
      afterHostMount(() => (releasedAt ||= performance.now()));
    } finally {
      globalThis.requestAnimationFrame = realFrame;
    }
    await waitUntil(() => releasedAt > 0, 'released without frames', { timeout: 2000 });
    expect(releasedAt - started).to.be.at.least(100);
  });
});
