// Issue #24 deliverable 5: the memory bench's short slice, as a player uses the playground (which
// hands the widget a bonus list). Round trips through two flows and socket drops; after a forced
// GC the page's own objects (heap snapshot without compiled code and browser buffers, as the bench
// counts them) and the socket's listeners must not grow. The first trips load chunks and caches,
// so the baseline is taken after them (decision MEM-01); tolerances are wide enough for a loaded
// CI machine and far below what one retained screen weighs (decision MEM-05).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { heapBreakdown } from '../../bench/lib/heap-snapshot.mjs';
import { pageCounters } from '../../bench/lib/page-counters.mjs';
import { Playground } from './models/playground.ts';

/** Decision MEM-05: page objects may move this much between trips 1–2 and 4–5 (a leaked list is ~35 KB a trip here). */
const TOLERANCE = 24 * 1024;

/** List → Bank cards → Visa / Mastercard → Back, Back; then list → the first bonus's Details → Back. */
async function roundTrips(widget: Locator) {
  // The header's Back (the bonus details page has a second one at its end).
  const back = widget.getByRole('button', { name: 'Back', exact: true }).first();
  const list = widget.getByRole('heading', { name: 'Deposit method' });
  await widget.getByRole('button', { name: /^Bank cards/ }).click();
  await widget.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
  await expect(widget.getByRole('textbox', { name: 'Amount' })).toBeVisible();
  await back.click();
  await back.click();
  await expect(list).toBeVisible();
  await widget.getByRole('button', { name: 'Details' }).first().click();
  await expect(widget.getByRole('heading', { name: 'Terms' })).toBeVisible();
  await back.click();
  await expect(list).toBeVisible();
}

async function openMeasured(page: Page) {
  const pg = new Playground(page);
  const tokens = pg.recordIssuedTokens();
  await pg.open();
  const widget = pg.widget();
  await expect(widget.getByRole('radiogroup', { name: 'Your bonuses' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const headers = () => ({ authorization: `Bearer ${tokens.at(-1)}` });
  const openSockets = async () => ((await (await page.request.get('/sandbox/sockets', { headers: headers() })).json()) as { open: number }).open;
  const drop = async () => expect((await page.request.post('/sandbox/sockets/drop', { headers: headers() })).ok()).toBe(true);
  return { widget, cdp, openSockets, drop };
}

test('MEM-01..MEM-05: 5 round trips through the redirect page and the bonus details, the last 3 each after a socket drop from the server side — every drop recovers, and after trips 4–5 neither the page\'s objects (within 24 KB of after trips 1–2) nor the socket\'s listeners have grown', async ({ page }) => {
  // ~35 s on an idle 2-core machine (4 heap snapshots of the playground page, 3 waits for the
  // analytics send that reconnects); up to ~55 s measured beside a running bench.
  test.setTimeout(90_000);
  const { widget, cdp, openSockets, drop } = await openMeasured(page);
  // React keeps the last removed screen until its part of the tree renders again, so one measure
  // may hold one screen more than the next: each end is the smaller of two measures (MEM-01).
  const pageObjects = async () => (await heapBreakdown(cdp)).js;
  const dropAndRoundTrip = async () => {
    await drop();
    await expect.poll(openSockets).toBe(0);
    // No socket-level reconnect (SOCK-05): the widget's next call reconnects — here the analytics
    // events of the player's next round trip (sent within 5 s).
    await roundTrips(widget);
    await expect.poll(openSockets, { timeout: 10_000 }).toBe(1);
  };
  await roundTrips(widget);
  await expect.poll(openSockets).toBe(1);
  const countersBefore = await pageCounters(cdp);
  const baseline = [await pageObjects()];
  await roundTrips(widget);
  baseline.push(await pageObjects());
  await dropAndRoundTrip();
  await dropAndRoundTrip();
  const after = [await pageObjects()];
  await dropAndRoundTrip();
  after.push(await pageObjects());
  const counters = await pageCounters(cdp);
  const growth = Math.min(...after) - Math.min(...baseline);
  expect(counters.openSockets).toBe(1);
  expect(counters.webSockets).toBeLessThanOrEqual(countersBefore.webSockets);
  expect(counters.socketListeners).toBeLessThanOrEqual(countersBefore.socketListeners);
  expect(growth, `page objects grew by ${growth} bytes (${baseline} → ${after})`).toBeLessThanOrEqual(TOLERANCE);
});
