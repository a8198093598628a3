/**
 * What a leak leaves besides heap bytes, counted from outside the widget (issue #24, decision
 * MEM-03): the page's live WebSocket objects and the DOM listeners on them (CDP
 * `Runtime.queryObjects` + `DOMDebugger.getEventListeners`, after a forced GC), and the timers
 * still pending (an init script wraps setTimeout/setInterval on the bench page, never the widget).
 */

/** Add with `context.addInitScript(countTimers)` before the page loads. */
export function countTimers() {
  const pending = new Set();
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
  window.setTimeout = (fn, ms, ...args) => {
    const id = set(
      (...a) => {
        pending.delete(id);
        return typeof fn === 'function' ? fn(...a) : undefined;
      },
      ms,
      ...args,
    );
    pending.add(id);
    return id;
  };
  window.clearTimeout = (id) => {
    pending.delete(id);
    clear(id);
  };
  window.setInterval = (fn, ms, ...args) => {
    const id = every(fn, ms, ...args);
    pending.add(id);
    return id;
  };
  window.clearInterval = (id) => {
    pending.delete(id);
    stop(id);
  };
  Object.defineProperty(window, '__benchPendingTimers', { get: () => pending.size });
}

/** `{ webSockets, socketListeners, openSockets, timers }` of the page now (after a forced GC). */
export async function pageCounters(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { result: proto } = await cdp.send('Runtime.evaluate', { expression: 'WebSocket.prototype' });
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: proto.objectId, objectGroup: 'bench-counters' });
  const { result: list } = await cdp.send('Runtime.getProperties', { objectId: objects.objectId, ownProperties: true });
  let socketListeners = 0;
  let openSockets = 0;
  for (const item of list.filter((p) => /^\d+$/.test(p.name) && p.value?.objectId)) {
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: item.value.objectId });
    socketListeners += listeners.length;
    const { result } = await cdp.send('Runtime.callFunctionOn', { objectId: item.value.objectId, functionDeclaration: 'function () { return this.readyState; }', returnByValue: true });
    if (result.value === 1) openSockets += 1;
  }
  const webSockets = list.filter((p) => /^\d+$/.test(p.name)).length;
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'bench-counters' });
  const { result: timers } = await cdp.send('Runtime.evaluate', { expression: 'window.__benchPendingTimers ?? null', returnByValue: true });
  return { webSockets, socketListeners, openSockets, timers: timers.value };
}
