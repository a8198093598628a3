/**
 * Popups on the same network and CPU as their opener, from their very first request.
 *
 * Network emulation (and the CPU slowdown) is set per page through the DevTools protocol, so a
 * window the widget opens (the deposit's helper window, `window.open`) would load unthrottled.
 * Setting it from Playwright's `popup` event is too late: by then the popup's document and its
 * first scripts are in (measured: 0.1–0.2 s instead of ≥ 0.6 s each on slow 4G). Chromium can hold
 * a new window before its first request (`Target.setAutoAttach` with `waitForDebuggerOnStart`),
 * but only a flat browser-level session may ask for that, and Playwright's CDPSession cannot talk
 * to the child sessions it creates. So a controller page (its own context) gets a raw channel to
 * the browser target (`Target.exposeDevToolsProtocol`) and does it there: every new page is held,
 * a page that has an opener gets the profile and the CPU rate, then each is released. Pages
 * without an opener (the bench's own) are released and detached at once.
 */
import { CPU_THROTTLE, PROFILES } from './timing.mjs';

/**
 * Starts throttling every popup opened in `browser` with `profileKey` and CPU_THROTTLE.
 * @returns {Promise<{ throttled(): Promise<number>, stop(): Promise<void> }>} `throttled` = popups handled so far
 */
export async function throttlePopups(browser, profileKey) {
  const context = await browser.newContext();
  const controller = await context.newPage();
  const session = await context.newCDPSession(controller);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  const browserSession = await browser.newBrowserCDPSession();
  await browserSession.send('Target.exposeDevToolsProtocol', { targetId: targetInfo.targetId, bindingName: '__benchCdp' });
  await browserSession.detach();
  // Runs in the controller page: a minimal CDP client over the exposed binding.
  await controller.evaluate(
    ({ network, rate, self }) =>
      new Promise((resolve, reject) => {
        let id = 0;
        const waiting = new Map();
        const send = (method, params = {}, sessionId) =>
          new Promise((done, fail) => {
            id += 1;
            waiting.set(id, { done, fail });
            window.__benchCdp.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
          });
        window.__benchPopups = 0;
        window.__benchCdp.onmessage = (raw) => {
          const message = JSON.parse(raw);
          const reply = waiting.get(message.id);
          if (reply) {
            waiting.delete(message.id);
            return message.error ? reply.fail(new Error(`${message.error.message}`)) : reply.done(message.result);
          }
          if (message.method !== 'Target.attachedToTarget') return;
          const { sessionId, targetInfo: target, waitingForDebugger } = message.params;
          const popup = target.type === 'page' && Boolean(target.openerId) && target.targetId !== self;
          const steps = popup
            ? [['Network.enable'], ['Network.emulateNetworkConditions', network], ['Emulation.setCPUThrottlingRate', { rate }]]
            : [];
          (async () => {
            for (const [method, params] of steps) await send(method, params, sessionId);
            if (popup) window.__benchPopups += 1;
            if (waitingForDebugger) await send('Runtime.runIfWaitingForDebugger', {}, sessionId);
            // A popup keeps this session: its conditions live as long as the session does.
            if (!popup) await send('Target.detachFromTarget', { sessionId });
          })().catch(() => {
            // The target went away meanwhile; nothing to release.
          });
        };
        send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true, filter: [{ type: 'page' }] }).then(resolve, reject);
      }),
    { network: PROFILES[profileKey], rate: CPU_THROTTLE, self: targetInfo.targetId },
  );
  return {
    throttled: () => controller.evaluate(() => window.__benchPopups),
    stop: () => context.close(),
  };
}
