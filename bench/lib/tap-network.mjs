import { criticalPath } from './network.mjs';

/**
 * What a tap costs on the wire (issue #24): the scripts requested between the tap and its first
 * screen, and the waves they arrive in — a script asked for after another of the window finished
 * loading was discovered by it, so it opens a new wave (as bench/lib/network.mjs counts them before
 * the list). Times are wall-clock ms, as the page's `performance.timeOrigin + now()`.
 */

/**
 * Records the page's requests through CDP (Network must be enabled); `list()` gives the scripts,
 * `all()` every request with its type (the tap's network log, `BENCH_TAP_LOG=1`).
 */
export function traceScripts(cdp) {
  const scripts = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (scripts.has(e.requestId)) return;
    // CDP's own clock is monotonic seconds; wallTime ties it to the page's epoch clock.
    scripts.set(e.requestId, { url: e.request.url, type: e.type, start: e.wallTime * 1000, offset: e.wallTime * 1000 - e.timestamp * 1000, end: null });
  });
  const finish = (e) => {
    const s = scripts.get(e.requestId);
    if (s && s.end === null) s.end = e.timestamp * 1000 + s.offset;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  return { list: () => [...scripts.values()].filter((s) => s.type === 'Script'), all: () => [...scripts.values()] };
}

/** The requests started in [from − 1 s, to] as lines of ms relative to `from`: what a tap waited for. */
export function tapLog(requests, from, to) {
  const at = (t) => (t === null ? '…' : `${Math.round(t - from)}`);
  return requests
    .filter((r) => r.start >= from - 1000 && r.start <= to)
    .sort((a, b) => a.start - b.start)
    .map((r) => `${at(r.start).padStart(6)} → ${at(r.end).padStart(6)} ms  ${r.type.padEnd(10)} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`);
}

/** The scripts requested in [from, to] and the waves they came in (counted as before the list). */
export function tapWaves(scripts, from, to) {
  const inWindow = scripts.filter((s) => s.start >= from && s.start <= to).map((s) => ({ ...s, type: 'Script', initiator: {} }));
  return { scripts: inWindow.length, waves: criticalPath(inWindow, to).jsWaves };
}

/**
 * Page-side clocks for a press that waits for the backend (an init script after the probe, so its
 * WebSocket wraps the probe's and sees frames when the page gets them): once armed, the first moment
 * the widget shows a busy state (`aria-busy="true"`) and the moments the socket delivers call answers
 * (the socket's `response` events: `42["response",…]`, src/transport/socket-protocol.ts); with a selector, the first moment after the arm that it matches a visible
 * element of the widget (`__benchScreenAt`: for first screens whose markup also shows before the tap,
 * such as a busy region). Serialized by Playwright: self-contained.
 */
export function pressClock() {
  let armedAt = null;
  window.__benchBusyAt = null;
  window.__benchAnswers = [];
  const now = () => performance.timeOrigin + performance.now();
  const busyShown = () => document.querySelector('payment-cashier')?.shadowRoot?.querySelector('[aria-busy="true"]');
  let observer = null;
  const shown = (root, selector) =>
    [...root.querySelectorAll(selector)].some((el) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && (!el.checkVisibility || el.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
    });
  Object.defineProperty(window, '__benchArmPress', {
    value: (screen = null) => {
      armedAt = now();
      window.__benchBusyAt = null;
      window.__benchAnswers = [];
      window.__benchScreenAt = null;
      const root = document.querySelector('payment-cashier')?.shadowRoot;
      observer?.disconnect();
      if (!root) return;
      const check = () => {
        if (window.__benchBusyAt === null && busyShown()) window.__benchBusyAt = now();
        if (screen && window.__benchScreenAt === null && shown(root, screen)) window.__benchScreenAt = now();
      };
      observer = new MutationObserver(check);
      observer.observe(root, { subtree: true, childList: true, attributes: true });
      // Layout can make a matched element visible without a mutation: frames until found.
      const frame = () => (check(), screen && window.__benchScreenAt === null && requestAnimationFrame(frame));
      if (screen) requestAnimationFrame(frame);
    },
  });
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    set onmessage(handler) {
      super.onmessage =
        typeof handler === 'function'
          ? (event) => {
              if (armedAt !== null && typeof event.data === 'string' && event.data.startsWith('42["response"')) window.__benchAnswers.push(now());
              return handler.call(this, event);
            }
          : handler;
    }
    get onmessage() {
      return super.onmessage;
    }
  };
}
