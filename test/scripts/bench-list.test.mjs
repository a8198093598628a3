// Issue #24, time to list: the bench judges what the README tells integrators to do and shows the
// token-only pages beside it (decision LIST-T3), and its probe charges a socket frame what Chromium's
// emulation leaves out, nothing more (decision LIST-T4).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chromium } from 'playwright';
import { evaluateGoals } from '../../bench/lib/goals.mjs';
import { probe } from '../../bench/lib/probe.mjs';
import { PAGES } from '../../bench/lib/timing.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/** One timed page's summary, as bench/lib/timing-summary.mjs folds it, with `list` as its median. */
const timed = (list) => ({
  runs: 5,
  list: { median: list, min: list, max: list },
  longestTask: { median: 100, max: 150 },
  jsRequestsMax: 1,
  jsWavesMax: 1,
  blockingCssMax: 0,
  connectionBeforeRender: 5,
  connectionLead: { median: 100 },
  localeBeforeList: 0,
});

test('LIST-T3: G3 and G4 are judged on the README embedding (token + currency); the token-only pages are printed, not judged', () => {
  assert.equal(PAGES.widgetCurrency.path, '/bench/widget-currency.html');
  assert.equal(PAGES.widget.path, '/bench/widget.html');
  assert.equal(PAGES.widgetNextPage.afterVisit, true);
  const slow4g = { widgetCurrency: timed(3000), widget: timed(4000), widgetNextPage: timed(3100), widgetHttpCurrency: timed(3300), widgetHttp: timed(3900), adyen: timed(2500), floor: timed(1900) };
  const bytes = { widget: { initial: { gzip: 110_000, brotli: 97_000 }, lazy: [], locales: [] }, peers: {}, pages: {} };
  const goals = evaluateGoals({ bytes, timing: { profiles: { slow4g } } });
  const g3 = goals.filter((g) => g.id === 'G3');
  const row = (words) => g3.find((g) => g.goal.includes(words));
  assert.equal(row('README: token + currency').value, '3000 ms');
  assert.equal(row('README: token + currency').pass, false); // 3000 > 0.8 × 2500
  assert.equal(row('README, transport="http"').pass, false);
  for (const words of ['token only, first visit', 'token only, next page in the tab', 'token only, transport="http"']) {
    assert.equal(row(words).pass, null, words);
    assert.match(row(words).goal, /not judged/);
  }
  assert.equal(row('token only, first visit').value, '4000 ms');
  // The token-only first visit's network minimum counts its second methods request.
  const minimum = (words) => Number(/network alone ≥ (\d+)/.exec(row(words).ratio)[1]);
  const extra = minimum('token only, first visit') - minimum('README: token + currency');
  assert.ok(extra >= 562 && extra <= 563, `one more latency: ${extra} ms`);
});

test('LIST-T4: the probe delays a frame the page sends by one latency and hands a received frame over as it arrives', async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    // A stand-in socket installed before the probe (one script: the order of init scripts is not
    // defined): what the probe wraps, with no network under it.
    const installFake = () => {
      class FakeSocket extends EventTarget {
        static OPEN = 1;
        readyState = 1;
        sent = [];
        handler = null;
        constructor() {
          super();
          window.fakeSocket = this;
        }
        // An accessor on the prototype, as on a real WebSocket, so a subclass can wrap it.
        get onmessage() {
          return this.handler;
        }
        set onmessage(handler) {
          this.handler = handler;
        }
        send(data) {
          this.sent.push([data, performance.now()]);
        }
        deliver(data) {
          const event = new MessageEvent('message', { data });
          this.dispatchEvent(event);
          this.handler?.call(this, event);
        }
      }
      window.WebSocket = FakeSocket;
    };
    const options = { selector: '.tile', wsLatencyMs: 300, wsDownloadBps: 1000 };
    await page.addInitScript({ content: `(${installFake})();\n(${probe})(${JSON.stringify(options)});` });
    // A navigation, so the init script runs (setContent writes into the current document).
    await page.goto('data:text/html,<p>bench</p>');
    const result = await page.evaluate(async () => {
      const socket = new WebSocket('ws://bench.invalid/');
      const received = [];
      socket.onmessage = (event) => received.push(event.data.length);
      const sentAt = performance.now();
      socket.send('40{"first":{}}');
      const sentEarly = window.fakeSocket.sent.length;
      window.fakeSocket.deliver('x'.repeat(11_000));
      const deliveredAtOnce = received.length;
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { sentEarly, deliveredAtOnce, sentAfter: window.fakeSocket.sent[0][1] - sentAt, received };
    });
    assert.equal(result.sentEarly, 0);
    assert.ok(result.sentAfter >= 299, `sent after ${result.sentAfter} ms`);
    // 11,000 bytes at the 1,000 B/s passed in would have waited 11 s: the probe no longer charges it.
    assert.equal(result.deliveredAtOnce, 1);
    assert.deepEqual(result.received, [11_000]);
  } finally {
    await browser.close();
  }
});
