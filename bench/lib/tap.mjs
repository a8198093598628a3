/**
 * Opening a method: from a tap on a method tile to its page (the amount field), on slow 4G with
 * 4× CPU, for a player who taps at once and for one who looks at the list first. The flow's
 * chunks load when the list is on screen and the browser is idle (src/flows/register-flows.ts);
 * a tap before that pays for them. Driven as a player: a group tile, then its first method.
 */
import { summarize } from './stats.mjs';
import { phoneContext, throttle } from './timing.mjs';

/** How long each kind of player looks at the list before tapping, ms. */
export const TAP_DELAYS = { atOnce: 0, afterLooking: 4000 };

async function tapOnce(browser, url, lookMs) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await throttle(cdp, 'slow4g');
    await page.goto(url);
    const widget = page.locator('payment-cashier');
    const group = widget.locator('.cashier-tile[data-group]').first();
    await group.waitFor({ timeout: 60_000 });
    await group.click();
    const method = widget.locator('.cashier-tile[data-method]').first();
    await method.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(lookMs);
    const started = Date.now();
    await method.click();
    await widget.locator('.cashier-amount__input').waitFor({ timeout: 60_000 });
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

/** Median (min–max) ms from the tap to the method's page, per kind of player. */
export async function measureTaps(browser, url, { runs = 3 } = {}) {
  const times = Object.fromEntries(Object.keys(TAP_DELAYS).map((k) => [k, []]));
  for (let i = 0; i < runs; i++) for (const [kind, look] of Object.entries(TAP_DELAYS)) times[kind].push(await tapOnce(browser, url, look));
  return { runs, ...Object.fromEntries(Object.entries(times).map(([k, v]) => [k, summarize(v)])) };
}
