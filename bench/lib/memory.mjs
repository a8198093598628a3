/**
 * JS heap of the widget page: after a forced GC once the list shows, and again after 20 route
 * round trips (list → a method → back) driven by real clicks inside the shadow root. Loopback,
 * no CPU throttle (the figure is bytes, not time).
 */
import { heapBreakdown } from './heap-snapshot.mjs';
import { probe } from './probe.mjs';
import { phoneContext } from './timing.mjs';

const TILE = '.cashier-tile';
// Screens may stay mounted but hidden under the current one: only visible tiles are clickable.
const VISIBLE_TILE = `${TILE}:visible`;
const BACK = '.cashier-header__back';
// The app shell names the current route on its root element.
const ROUTE = '[data-route]';

/**
 * `growth` is the used heap after the trips minus at the list (the figure);
 * `steadyGrowth` leaves out the first trip, whose lazily loaded screens are a one-time cost;
 * `jsGrowth` is the growth of the page's own objects (heap snapshot, compiled code and browser
 * buffers left out, see heap-snapshot.mjs) — the figure that shows a leak.
 */
export async function measureMemory(browser, origin, path, { trips = 20 } = {}) {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript(probe, { selector: TILE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(origin + path);
    // Playwright's CSS locators pierce open shadow roots.
    const tile = page.locator(TILE).first();
    const routeOf = () => page.locator(ROUTE).first().getAttribute('data-route');
    await tile.waitFor({ state: 'visible', timeout: 30_000 });
    const listRoute = await routeOf();
    const visited = [];
    let firstTripDone = false;
    const changedFrom = async (from) => {
      await page.waitForFunction(
        ([sel, before]) => {
          const el = document.querySelector('payment-cashier')?.shadowRoot?.querySelector(sel);
          return el && el.getAttribute('data-route') !== before;
        },
        [ROUTE, from],
        { timeout: 15_000 },
      );
      return routeOf();
    };
    // A screen that has tiles shows them within a moment (lazy screen, entering transition).
    const hasTiles = () =>
      page.locator(VISIBLE_TILE).first().waitFor({ state: 'visible', timeout: 800 }).then(
        () => true,
        () => false,
      );
    // list → (a group's list →) a method → back until the list: every screen built and torn down.
    const trip = async () => {
      let route = listRoute;
      for (let hops = 0; hops < 3 && (await hasTiles()); hops++) {
        await page.locator(VISIBLE_TILE).first().click();
        route = await changedFrom(route);
        if (!firstTripDone) visited.push(route);
      }
      firstTripDone = true;
      while (route !== listRoute) {
        await page.locator(BACK).first().click({ timeout: 15_000 });
        route = await changedFrom(route);
      }
      await tile.waitFor({ state: 'visible', timeout: 15_000 });
    };
    const atList = await heapBreakdown(cdp);
    await trip();
    const afterFirstTrip = await heapBreakdown(cdp);
    for (let i = 1; i < trips; i++) await trip();
    const after = await heapBreakdown(cdp);
    return {
      atList: atList.used,
      afterFirstTrip: afterFirstTrip.used,
      afterTrips: after.used,
      growth: after.used - atList.used,
      steadyGrowth: after.used - afterFirstTrip.used,
      jsAtList: atList.js,
      jsGrowth: after.js - atList.js,
      jsSteadyGrowth: after.js - afterFirstTrip.js,
      vmGrowth: after.vm - atList.vm,
      nativeGrowth: after.native - atList.native,
      trips,
      route: visited.join(' → '),
    };
  } finally {
    await context.close();
  }
}
