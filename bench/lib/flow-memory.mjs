/**
 * Issue #24 deliverable 5, M2: the heap over 20 round trips through each flow (bench/memory-trips.mjs),
 * each flow in a fresh browser context on the bench page, loopback, no throttle. The first trip loads
 * the flow's chunks, locale part and caches, so the figure is the growth over the 19 after it, with
 * a forced GC before every measure (heap-snapshot.mjs). A trip is: the flow's `go`, then Back until
 * the widget's first page is back (its `data-route`, the attribute the app shell names it by).
 */
import { DEMO_TOKEN } from './site.mjs';
import { heapBreakdown, grownObjects } from './heap-snapshot.mjs';
import { countTimers, pageCounters } from './page-counters.mjs';
import { phoneContext } from './timing.mjs';

const ROUTE = '[data-route]';

/**
 * The widget's current route, read with plain DOM code. Decision MEM-07: not `page.waitForFunction`,
 * which plants Playwright's whole selector engine (~330 KB of page objects) in the page's own world
 * the first time it runs — in the middle of a measured window if no step used it before.
 */
const currentRoute = (page) => page.evaluate((sel) => document.querySelector('payment-cashier')?.shadowRoot?.querySelector(sel)?.getAttribute('data-route') ?? null, ROUTE);

/** Resolves once the route is no longer `was` (≤ 15 s). */
async function routeLeaves(page, was) {
  for (const started = performance.now(); (await currentRoute(page)) === was; await page.waitForTimeout(50)) {
    if (performance.now() - started > 15_000) throw new Error(`still on ${was} 15 s after Back`);
  }
}

/** The bench page's widget, replaced by one embedded as the flow needs (once, before measuring). */
async function embed(page, { attributes, scenario, bonuses } = {}) {
  await page.evaluate(
    async ([token, attrs, patch, withBonuses]) => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      // Flows share the demo player: each starts from the default scenario, except that a created
      // deposit stays waiting for the sandbox's longest delay (2 min): its outcome would move a later
      // trip to the complete page and load that flow mid-measure (decision MEM-01).
      await fetch('/sandbox/scenario', { method: 'DELETE', headers });
      await fetch('/sandbox/scenario', { method: 'PUT', headers, body: JSON.stringify({ outcomeDelayMs: 120_000, ...patch }) });
      if (!attrs && !withBonuses) return;
      const next = document.createElement('payment-cashier');
      for (const [name, value] of Object.entries(attrs ?? {})) next.setAttribute(name, value);
      next.setAttribute('token', token);
      if (withBonuses) next.bonusList = await (await fetch('/sandbox/bonuses')).json();
      document.querySelector('payment-cashier').replaceWith(next);
    },
    [DEMO_TOKEN, attributes ?? null, scenario ?? null, bonuses ?? false],
  );
}

/** Opens the bench page with the widget embedded for one flow; resolves with what a trip needs. */
export async function openWidget(browser, url, flowEmbed) {
  const context = await phoneContext(browser);
  await context.addInitScript(countTimers);
  const page = await context.newPage();
  // Requests in flight, so a measure waits for what the list fetches when idle (screen prefetch).
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  for (const end of ['requestfinished', 'requestfailed']) page.on(end, () => (inFlight -= 1));
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await page.goto(url);
  const widget = page.locator('payment-cashier');
  await widget.locator('.cashier-tile').first().waitFor({ timeout: 30_000 });
  await embed(page, flowEmbed);
  await widget.locator(`${ROUTE}`).first().waitFor({ timeout: 30_000 });
  // The first page settles (its tiles or its first control) before its route is taken as home.
  await page.waitForTimeout(1000);
  const routeOf = () => currentRoute(page);
  const home = await routeOf();
  const back = async () => {
    for (let presses = 0; (await routeOf()) !== home; presses++) {
      if (presses > 6) throw new Error(`no way back to ${home} from ${await routeOf()}`);
      const before = await routeOf();
      await widget.getByRole('button', { name: 'Back', exact: true }).first().click({ timeout: 15_000 });
      await routeLeaves(page, before);
    }
    await page.waitForTimeout(300); // the leaving screen's exit transition ends
  };
  /** Before a measure: the list's idle work (prefetches) is done — no request for 500 ms (≤ 10 s). */
  const settle = async () => {
    for (let quiet = 0, waited = 0; quiet < 500 && waited < 10_000; waited += 100) {
      await page.waitForTimeout(100);
      quiet = inFlight > 0 ? 0 : quiet + 100;
    }
  };
  return { context, page, cdp, widget, back, settle, home };
}

/**
 * Runs `step` `count` times, measuring after steps 1, 2, count − 1 and count. Decision MEM-01: React
 * keeps the last removed screen of a part of the tree until that part renders again (a fiber's
 * `deletions`), so one measure may hold one screen more than the next; each end of the window is
 * the smaller of its two measures: a one-off is in at most one of them, a leak in both.
 */
export async function measureWindow({ cdp, settle }, step, count) {
  const measure = async () => (await settle(), heapBreakdown(cdp, { objects: true }));
  const smaller = (pair) => (pair[0].js <= pair[1].js ? pair[0] : pair[1]);
  const atStart = await measure();
  await step();
  const first = [await measure()];
  const countersFirst = await pageCounters(cdp);
  await step();
  first.push(await measure());
  for (let i = 2; i < count - 1; i++) await step();
  const last = [await measure()];
  await step();
  last.push(await measure());
  return { atStart, afterFirst: smaller(first), after: smaller(last), countersFirst, counters: await pageCounters(cdp) };
}

/**
 * One flow's figures: the page objects' growth from after the first trip to after the last (each
 * end the smaller of two measures a trip apart), what grew, the counters.
 */
export async function measureFlowMemory(browser, url, trip, { trips = 20 } = {}) {
  const { context, page, cdp, widget, back, settle } = await openWidget(browser, url, trip.embed);
  try {
    const once = async () => {
      await trip.go({ widget, page });
      await back();
    };
    const { atStart: atList, afterFirst, after, countersFirst, counters } = await measureWindow({ cdp, settle }, once, trips);
    return {
      page: trip.page,
      trips,
      jsAtList: atList.js,
      firstTrip: afterFirst.js - atList.js,
      steadyGrowth: after.js - afterFirst.js,
      usedSteadyGrowth: after.used - afterFirst.used,
      grew: grownObjects(afterFirst.objects, after.objects),
      countersFirst,
      counters,
    };
  } catch (error) {
    return { page: trip.page, trips, error: String(error.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}
