/**
 * Tap → first screen, for every flow (bench/flows.mjs): on slow 4G with 4× CPU, for a player who
 * starts at once and for one who looked at the method list for 4 s first (the app fetches the
 * flows' `prefetch` screens once the list is on screen and the browser is idle, src/app/start.ts).
 * A scenario whose host embeds the widget otherwise (another region or mode) replaces it first
 * (`mount`): the look starts once the new element's first page shows. After the look, the
 * scenario's steps and the tap follow at once. BENCH_TAP_ONLY=name,name runs only those scenarios.
 *
 * Timed on the browser's clocks, not around Playwright's calls: from the tap's `pointerdown`
 * (`performance.timeOrigin + event.timeStamp`) to the first frame-checked moment the first-screen
 * selector matches a visible element (the bench's probe, bench/lib/probe.mjs, in the page or in the
 * popup the tap opens). The probe also charges WebSocket frames the latency the emulation leaves
 * out, so a deposit's socket calls cost what they would over the network. Popups get the same
 * network and CPU from their first request (bench/lib/popups.mjs). Playwright holds a new window
 * until it has attached to it, which a real browser does not: that pause (tens of ms, more on a
 * busy machine) is inside the popup rows.
 */
import { FLOW_SCENARIOS, PAGE_SCENARIOS } from '../flows.mjs';
import { probe } from './probe.mjs';
import { pressClock, tapLog, tapWaves, traceScripts } from './tap-network.mjs';
import { throttlePopups } from './popups.mjs';
import { summarize } from './stats.mjs';
import { CPU_THROTTLE, PROFILES, phoneContext, throttle } from './timing.mjs';

/** How long each kind of player looks at the list before the steps and the tap, ms. */
export const TAP_DELAYS = { atOnce: 0, afterLooking: 4000 };

const PROFILE = 'slow4g';
const TIMEOUT_MS = 60_000;

/**
 * Page-side clocks (an init script, serialized by Playwright): the armed tap's `pointerdown`, and
 * in a popup, the probe's first-screen moment handed to the opener (the popup may navigate away
 * right after, as the helper window does once it has the redirect).
 */
function tapClock() {
  let armed = false;
  Object.defineProperty(window, '__benchArmTap', {
    value: () => {
      armed = true;
      window.__benchTapAt = null;
    },
  });
  addEventListener(
    'pointerdown',
    (event) => {
      if (!armed) return;
      armed = false;
      window.__benchTapAt = performance.timeOrigin + event.timeStamp;
    },
    true,
  );
  if (!window.opener) return;
  const handOver = () => {
    if (!window.__bench) return void setTimeout(handOver, 5);
    window.__bench.done.then(() => {
      try {
        window.opener.__benchPopupScreenAt = performance.timeOrigin + window.__bench.list;
      } catch {
        // another origin: the run times out and says so
      }
    });
  };
  handOver();
}

/**
 * One run of `scenario`: ms from the tap to its first screen, the JS waves the tap caused before
 * it, and for a press that waits for the backend, tap → busy state and last answer → first screen.
 */
async function tapOnce(browser, url, scenario, lookMs) {
  const context = await phoneContext(browser);
  try {
    const profile = PROFILES[PROFILE];
    await context.addInitScript(probe, { selector: scenario.firstScreen.selector, wsLatencyMs: profile.latency, wsDownloadBps: profile.downloadThroughput });
    await context.addInitScript(tapClock);
    await context.addInitScript(pressClock);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const trace = traceScripts(cdp);
    await cdp.send('Network.enable');
    await throttle(cdp, PROFILE);
    await page.goto(url);
    const widget = page.locator('payment-cashier');
    await widget.locator('.cashier-tile').first().waitFor({ timeout: TIMEOUT_MS });
    // The host's own widget (another region or mode) first: the look is at its first page.
    if (scenario.mount) await scenario.mount({ widget, page });
    if (lookMs) await page.waitForTimeout(lookMs);
    const target = await scenario.before({ widget, page });
    await target.waitFor({ timeout: TIMEOUT_MS });
    const afterTap = scenario.firstScreen.afterTap === true;
    // The page clock watches one selector: the first screen's when it shows before the tap too,
    // else the page's frame, for a page whose content waits for a backend call (`frame`).
    const watched = afterTap ? scenario.firstScreen.selector : (scenario.frame ?? null);
    await page.evaluate((screen) => (window.__benchArmTap(), window.__benchArmPress(screen)), watched);
    const popup = scenario.firstScreen.in === 'popup' ? page.waitForEvent('popup', { timeout: TIMEOUT_MS }) : null;
    await target.click();
    let shownAt;
    if (popup) {
      await popup;
      // The opener may be hidden behind the popup (no animation frames): poll on a timer.
      shownAt = await (await page.waitForFunction(() => window.__benchPopupScreenAt ?? null, null, { polling: 50, timeout: TIMEOUT_MS })).jsonValue();
    } else if (afterTap) {
      shownAt = await (await page.waitForFunction(() => window.__benchScreenAt ?? null, null, { polling: 50, timeout: TIMEOUT_MS })).jsonValue();
    } else {
      shownAt = await page.evaluate(
        (ms) =>
          Promise.race([
            window.__bench.done.then(() => performance.timeOrigin + window.__bench.list),
            new Promise((_, reject) => setTimeout(() => reject(new Error('the first screen never became visible')), ms)),
          ]),
        TIMEOUT_MS,
      );
    }
    const tapAt = await page.evaluate(() => window.__benchTapAt);
    if (typeof tapAt !== 'number') throw new Error('the tap was not seen (no pointerdown)');
    if (shownAt < tapAt) throw new Error(`the first screen (${scenario.firstScreen.selector}) was visible before the tap`);
    const { busyAt, answers, frameAt } = await page.evaluate(() => ({ busyAt: window.__benchBusyAt, answers: window.__benchAnswers, frameAt: window.__benchScreenAt }));
    const answerAt = Math.max(...answers.filter((at) => at <= shownAt));
    if (process.env.BENCH_TAP_LOG === '1') {
      const marks = [`busy ${busyAt === null ? '—' : Math.round(busyAt - tapAt)}`, `answers ${answers.map((a) => Math.round(a - tapAt)).join(', ') || '—'}`, `screen ${Math.round(shownAt - tapAt)}`];
      console.log([`tap log (ms from the tap; ${marks.join('; ')}):`, ...tapLog(trace.all(), tapAt, shownAt)].join('\n  '));
    }
    return {
      ms: shownAt - tapAt,
      waves: tapWaves(trace.list(), tapAt, shownAt).waves,
      busyMs: scenario.press && busyAt !== null ? busyAt - tapAt : null,
      answerMs: scenario.press && Number.isFinite(answerAt) && !popup ? shownAt - answerAt : null,
      // The frame shows with the content at the latest.
      frameMs: scenario.frame && !afterTap ? Math.min(frameAt ?? shownAt, shownAt) - tapAt : null,
    };
  } finally {
    await context.close();
  }
}

/** The scenarios named in `only` (comma-separated), or all of them. */
export function onlyThese(scenarios, only) {
  const names = (only ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !Object.hasOwn(scenarios, name));
  if (unknown.length) throw new Error(`BENCH_TAP_ONLY: no scenario ${unknown.join(', ')}`);
  return names.length ? Object.fromEntries(names.map((name) => [name, scenarios[name]])) : scenarios;
}

/**
 * Median (min–max) ms from the tap to the first screen, per flow and kind of player; runs are
 * interleaved (run i of every flow and kind, then run i + 1). A failed run is reported, not retried.
 * `popupsThrottled`: the windows opened during the runs that got the profile from their first request.
 * @returns {Promise<{ runs: number, profile: string, cpuThrottle: number, popupsThrottled: number, flows: Record<string, { tap: string, atOnce: object, afterLooking: object, errors: string[] }> }>}
 */
export async function measureTaps(browser, url, { runs = Number(process.env.BENCH_TAP_RUNS ?? 3), scenarios = onlyThese({ ...FLOW_SCENARIOS, ...PAGE_SCENARIOS }, process.env.BENCH_TAP_ONLY), log = () => undefined } = {}) {
  const times = {};
  const errors = {};
  const popups = await throttlePopups(browser, PROFILE);
  let popupsThrottled = 0;
  try {
    for (let i = 0; i < runs; i++)
      for (const [flow, scenario] of Object.entries(scenarios))
        for (const [kind, look] of Object.entries(TAP_DELAYS)) {
          const run = `${flow}, ${kind}, run ${i + 1}/${runs}`;
          try {
            const result = await tapOnce(browser, url, scenario, look);
            ((times[flow] ??= {})[kind] ??= []).push(result);
            const press = result.busyMs === null ? '' : `, busy ${Math.round(result.busyMs)} ms, answer → page ${result.answerMs === null ? '—' : Math.round(result.answerMs)} ms`;
            const frame = result.frameMs === null ? '' : `, frame ${Math.round(result.frameMs)} ms`;
            log(`${run}: ${Math.round(result.ms)} ms${frame}, ${result.waves} JS wave(s)${press}`);
          } catch (error) {
            const reason = String(error?.message ?? error).split('\n')[0];
            (errors[flow] ??= []).push(`${kind}, run ${i + 1}: ${reason}`);
            log(`${run}: failed (${reason})`);
          }
        }
    popupsThrottled = await popups.throttled();
  } finally {
    await popups.stop();
  }
  const perKind = (flow, pick) => Object.fromEntries(Object.keys(TAP_DELAYS).map((kind) => [kind, summarize((times[flow]?.[kind] ?? []).map(pick))]));
  const flows = Object.fromEntries(
    Object.entries(scenarios).map(([flow, scenario]) => [
      flow,
      {
        tap: scenario.tap,
        flow: scenario.flow ?? flow,
        press: scenario.press === true,
        ...perKind(flow, (r) => r.ms),
        // The JS waves the tap caused, and for a press tap → busy and last answer → page: per kind of player.
        waves: perKind(flow, (r) => r.waves),
        busy: perKind(flow, (r) => r.busyMs),
        answer: perKind(flow, (r) => r.answerMs),
        frame: scenario.frame ? perKind(flow, (r) => r.frameMs) : null,
        errors: errors[flow] ?? [],
      },
    ]),
  );
  return { runs, profile: PROFILE, cpuThrottle: CPU_THROTTLE, popupsThrottled, flows };
}
