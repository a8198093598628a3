/**
 * Issue #24 deliverable 5, M3: 20 socket drops from the server side (POST /sandbox/sockets/drop,
 * decision MEM-02), on the method list and with a deposit waiting (the crypto address page). The
 * widget has no socket-level reconnect (SOCK-05): its next call reconnects. So after each drop the
 * runner waits 2 s for a call of the widget's own, else the player takes the row's next step (the
 * list: the Bank cards group and back, whose analytics events are sent within 5 s; the waiting page:
 * back to the list and the next USDT address, a deposit-create), and the drop counts as recovered
 * once the sandbox sees the player's socket open again (≤ 20 s). Measured
 * after a forced GC: page objects (heap-snapshot.mjs) and what a leak would leave besides bytes —
 * live WebSocket objects, their listeners, pending timers (page-counters.mjs). The first drop is a
 * warm-up (it loads the failure path's code), as the first trip is for the flows.
 */
import { DEMO_TOKEN } from './site.mjs';
import { grownObjects } from './heap-snapshot.mjs';
import { measureWindow, openWidget } from './flow-memory.mjs';
import { MEMORY_TRIPS } from '../memory-trips.mjs';

const auth = { authorization: `Bearer ${DEMO_TOKEN}` };

const openSockets = async (page, origin) => (await (await page.request.get(`${origin}/sandbox/sockets`, { headers: auth })).json()).open;

/** Polls the sandbox until the player has an open socket again; resolves false after `withinMs`. */
async function reopened(page, origin, withinMs) {
  for (const started = performance.now(); performance.now() - started < withinMs; ) {
    await page.waitForTimeout(100);
    if ((await openSockets(page, origin)) >= 1) return true;
  }
  return false;
}

/** One drop and its recovery: `{ ms, byItself }` (ms from the drop to the socket open again). */
async function dropAndRecover(ctx, origin, nextStep) {
  const dropped = await (await ctx.page.request.post(`${origin}/sandbox/sockets/drop`, { headers: auth })).json();
  if (dropped.dropped < 1) throw new Error('no open socket to drop');
  const started = performance.now();
  if (await reopened(ctx.page, origin, 2000)) return { ms: performance.now() - started, byItself: true };
  await nextStep(ctx);
  if (!(await reopened(ctx.page, origin, 20_000))) throw new Error('the socket was not open again within 20 s of the next step');
  return { ms: performance.now() - started, byItself: false };
}

const WHERE = {
  list: {
    label: 'method list',
    go: async () => undefined,
    next: async ({ widget, back }) => {
      await MEMORY_TRIPS['group list'].go({ widget });
      await back();
    },
  },
  waiting: {
    label: 'crypto address page (deposit waiting)',
    go: MEMORY_TRIPS['crypto address'].go,
    next: async ({ widget, back }) => {
      await back();
      await MEMORY_TRIPS['crypto address'].go({ widget });
    },
  },
};

/** One row: `where` is 'list' or 'waiting'. */
export async function measureSocketDrops(browser, origin, path, where, { drops = 20 } = {}) {
  const ctx = await openWidget(browser, origin + path);
  const { context } = ctx;
  const row = WHERE[where];
  try {
    await row.go(ctx);
    const recoveries = [];
    const dropOnce = async () => recoveries.push(await dropAndRecover(ctx, origin, row.next));
    const { afterFirst: before, after, countersFirst: countersBefore, counters } = await measureWindow(ctx, dropOnce, drops);
    return {
      page: row.label,
      drops,
      recovered: recoveries.length,
      byItself: recoveries.filter((r) => r.byItself).length,
      recoveryMs: median(recoveries.map((r) => r.ms)),
      jsAtStart: before.js,
      steadyGrowth: after.js - before.js,
      grew: grownObjects(before.objects, after.objects),
      countersFirst: countersBefore,
      counters,
    };
  } catch (error) {
    if (process.env.BENCH_DEBUG_SHOTS) await ctx.page.screenshot({ path: `${process.env.BENCH_DEBUG_SHOTS}/drops-${where}.png` }).catch(() => undefined);
    return { page: row.label, drops, error: String(error.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}

const median = (values) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
