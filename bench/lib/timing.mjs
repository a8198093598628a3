/**
 * Time to method list: headless system Chromium, 4× CPU throttle and network emulation through
 * the DevTools protocol, every run in a fresh browser context (empty cache), pages interleaved.
 */
import { criticalPath, recordRequests } from './network.mjs';
import { probe } from './probe.mjs';

/** 4× CPU slowdown: a mid-range phone (issue #4). */
export const CPU_THROTTLE = 4;

/**
 * Network profiles. slow4G is Lighthouse's "Slow 4G": 150 ms RTT × 3.75 = 562.5 ms latency,
 * 1.6 Mbps × 0.9 ≈ 1.47 Mbps (≈ 180 KB/s) down, 750 Kbps × 0.9 = 675 Kbps up.
 */
export const PROFILES = {
  loopback: { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
  slow4g: { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 },
};

/** The pages timed, and what "the list is visible" means on each. */
export const PAGES = {
  // The README's embedding (token + currency) is what goals G3/G4 judge; the token-only pages are
  // printed beside it (decision LIST-T3). `widget` stays the token-only page the other parts load.
  widgetCurrency: { path: '/bench/widget-currency.html', selector: '.cashier-tile', label: 'payment-cashier, token + currency (README)' },
  widget: { path: '/bench/widget.html', selector: '.cashier-tile', label: 'payment-cashier, token only (first visit)' },
  // LIST-T1: the host's next page in the same tab after a first visit (the tab remembers the player's
  // currency); the cache is emptied between the two loads, so only the tab's storage carries over.
  widgetNextPage: { path: '/bench/widget.html', selector: '.cashier-tile', label: 'payment-cashier, token only, next page in the tab', afterVisit: true },
  widgetHttpCurrency: { path: '/bench/widget-http-currency.html', selector: '.cashier-tile', label: 'payment-cashier, token + currency, transport="http"' },
  widgetHttp: { path: '/bench/widget-http.html', selector: '.cashier-tile', label: 'payment-cashier, token only, transport="http"' },
  widgetPrefetch: { path: '/bench/widget-prefetch.html', selector: '.cashier-tile', label: 'payment-cashier, host-prefetched methods' },
  floor: { path: '/bench/floor.html', selector: '.cashier-tile', label: 'React floor (same tiles)' },
  adyen: { path: '/bench/adyen.html', selector: '.adyen-checkout__payment-method', label: 'Adyen Drop-in (all methods)' },
};

// Any host but the sandbox is cut off natively (no Playwright routing, which would slow every
// request): the pages render offline, and a peer that tries to phone home is counted, not waited for.
const BLOCKED = ['*://*.com/*', '*://*.net/*', '*://*.io/*', '*://*.org/*', '*://*.cloud/*'];

/** A fresh phone-sized context: an empty cache for every load. */
export const phoneContext = (browser) => browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1, ignoreHTTPSErrors: true });

/** Applies a network profile and the CPU slowdown to a page's DevTools session (Network enabled). */
export async function throttle(cdp, profileKey) {
  await cdp.send('Network.emulateNetworkConditions', PROFILES[profileKey]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
}

/**
 * An untimed, unthrottled first visit until the list shows; then a blank page (the first page's
 * socket and prefetches end there, not during the timed load) and an empty HTTP cache. The tab's
 * storage is kept.
 */
async function visitFirst(page, cdp, url, timeoutMs) {
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  await page.waitForFunction(() => window.__bench?.list != null, null, { timeout: timeoutMs });
  await page.goto('about:blank');
  await cdp.send('Network.clearBrowserCache');
}

/**
 * One load of `pageKey` under `profile`; resolves with the probe's and the network's figures.
 * With `afterListMs`, it also watches that long after the list for long tasks (icon decoding):
 * a separate pass, because lingering on a page slows the runs that follow on this machine.
 */
export async function timeOnce(browser, origin, pageKey, profileKey, { timeoutMs = 60_000, afterListMs = 0 } = {}) {
  const def = PAGES[pageKey];
  const context = await phoneContext(browser);
  try {
    const profile = PROFILES[profileKey];
    const ws = profile.latency > 0 ? { wsLatencyMs: profile.latency } : {};
    await context.addInitScript(probe, { selector: def.selector, ...ws });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: BLOCKED });
    if (def.afterVisit) await visitFirst(page, cdp, origin + def.path, timeoutMs);
    await throttle(cdp, profileKey);
    const network = recordRequests(cdp);
    await page.goto(origin + def.path, { waitUntil: 'commit', timeout: timeoutMs });
    const probed = await page.evaluate(
      ({ ms, afterMs }) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('the list never became visible')), ms);
          const wait = () => {
            const b = window.__bench;
            if (!b) return void setTimeout(wait, 5);
            // Long-task entries arrive after their task ends, and the list usually shows inside one:
            // read them a while later. Tasks that started before the list count for the load; those
            // in the second after it show what the list's icons cost to decode and paint (issue #4:
            // 30 <img> SVGs once cost a 250–300 ms task).
            b.done.then(() => new Promise((r) => setTimeout(r, Math.max(300, afterMs + 100)))).then(() => {
              clearTimeout(timer);
              const { list, listCount, firstRender, socketAt, socketOpenAt, methodsAt, longTasks, resources } = b;
              resolve({ list, listCount, firstRender, socketAt, socketOpenAt, methodsAt, longTasks, resources });
            });
          };
          wait();
        }),
      { ms: timeoutMs, afterMs: afterListMs },
    );
    const tasks = probed.longTasks.filter(([start]) => start <= probed.list);
    const after = probed.longTasks.filter(([start]) => start > probed.list && start <= probed.list + afterListMs);
    const path = criticalPath(network.requests(), probed.list);
    return {
      page: pageKey,
      profile: profileKey,
      list: probed.list,
      listCount: probed.listCount,
      firstRender: probed.firstRender,
      connectionAt: [probed.socketAt, probed.methodsAt].filter((v) => v !== null).sort((a, b) => a - b)[0] ?? null,
      socketOpenAt: probed.socketOpenAt,
      // When the last script the page fetched before the list had arrived.
      jsDone: probed.resources.filter((r) => /\.m?js(\?|$)/.test(r.name)).reduce((m, r) => Math.max(m, r.end), 0) || null,
      longestTask: tasks.reduce((m, [, d]) => Math.max(m, d), 0),
      longestTaskAfter: afterListMs ? after.reduce((m, [, d]) => Math.max(m, d), 0) : null,
      // TBT from navigation start to the list (there is no FCP→TTI window to speak of here).
      tbt: tasks.reduce((n, [, d]) => n + Math.max(0, d - 50), 0),
      ...path,
      resources: probed.resources,
    };
  } finally {
    await context.close();
  }
}
