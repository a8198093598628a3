/**
 * The in-page probe, installed with `page.addInitScript(probe, options)` before any page script
 * runs. It records, on the page's own clock (performance.now(), 0 = navigation start):
 * - `list`: the first moment an element matching `selector` exists AND is visible, searched in
 *   the document and in every shadow root attached since (attachShadow is wrapped to observe
 *   them; the widget's root is open). Checked on every DOM mutation, then on animation frames
 *   while the element exists but is not visible yet;
 * - `firstRender`: the first mutation that puts an element other than <style> into a shadow root
 *   (React's first commit in the widget);
 * - `socketAt` / `methodsAt`: when the first WebSocket is constructed and when the first
 *   methods request is fetched (the goal "the connection starts before React's first render");
 * - `longTasks`: [start, duration] of every long task (PerformanceObserver 'longtask');
 * - `resources`: at `list` time, the resource-timing entries loaded so far.
 * Chromium's network emulation delays a WebSocket's handshake, and meters the bytes of the
 * frames it receives at the profile's download rate, but adds no latency to frames. So with
 * `wsLatencyMs` set the probe charges what the emulation leaves out: every frame the page sends
 * waits one latency (the round trip of a client-initiated exchange, as DevTools charges each HTTP
 * request one latency). Received frames are not delayed again (decision LIST-T4: measured, the
 * methods answer's 11 KB frame arrives ~105 ms after the CONNECT answer at 1.47 Mbps, ~193 ms at
 * half that rate and ~25 ms unthrottled; charging its transfer here as well counted it twice).
 * Server pushes get no latency of their own: the engine.io open packet travels with the 101.
 * The function is serialized by Playwright, so it must be self-contained.
 * @param {{ selector: string, wsLatencyMs?: number }} options
 */
export function probe({ selector, wsLatencyMs = 0 }) {
  const state = {
    list: null,
    listCount: 0,
    firstRender: null,
    socketAt: null,
    socketOpenAt: null,
    methodsAt: null,
    longTasks: [],
    resources: [],
  };
  let resolveDone;
  state.done = new Promise((resolve) => (resolveDone = resolve));
  Object.defineProperty(window, '__bench', { value: state });
  const roots = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) state.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no longtask support: the report shows none
  }

  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      if (state.socketAt === null) state.socketAt = performance.now();
      super(...args);
      super.addEventListener('open', () => {
        if (state.socketOpenAt === null) state.socketOpenAt = performance.now();
      });
    }
    send(data) {
      if (!wsLatencyMs) return super.send(data);
      // Equal delays keep the frames in order.
      setTimeout(() => {
        if (this.readyState === NativeSocket.OPEN) super.send(data);
      }, wsLatencyMs);
    }
  };
  const nativeFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (state.methodsAt === null && /methods-payment/.test(url)) state.methodsAt = performance.now();
    return nativeFetch.call(this, input, init);
  };

  const find = () => {
    const found = document.querySelectorAll(selector);
    if (found.length) return found;
    for (const root of roots) {
      const inRoot = root.querySelectorAll(selector);
      if (inRoot.length) return inRoot;
    }
    return null;
  };
  const visible = (el) => {
    const rect = el.getBoundingClientRect();
    const shown = el.checkVisibility ? el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) : true;
    return shown && rect.width > 0 && rect.height > 0;
  };
  let waitingFrame = false;
  const check = () => {
    if (state.list !== null) return;
    const found = find();
    if (!found) return;
    if (visible(found[0])) {
      state.list = performance.now();
      state.listCount = found.length;
      state.resources = performance.getEntriesByType('resource').map((r) => ({
        name: r.name,
        type: r.initiatorType,
        start: r.startTime,
        end: r.responseEnd,
      }));
      observer.disconnect();
      resolveDone();
    } else if (!waitingFrame) {
      waitingFrame = true;
      requestAnimationFrame(() => {
        waitingFrame = false;
        check();
      });
    }
  };
  const observer = new MutationObserver(check);
  const watchRoot = (root) => {
    roots.push(root);
    new MutationObserver((records) => {
      if (state.firstRender === null && records.some((r) => [...r.addedNodes].some((n) => n.nodeType === 1 && n.nodeName !== 'STYLE')))
        state.firstRender = performance.now();
    }).observe(root, { childList: true, subtree: true });
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    watchRoot(root);
    return root;
  };
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}
