/**
 * One untimed warm-up load of the widget page that also captures the methods answer the widget
 * really received (socket frame or HTTP body), so the floor and Adyen pages render exactly the
 * list the widget rendered, from the same JSON.
 */

const isMethods = (v) => v && typeof v === 'object' && Array.isArray(v.methods) && Array.isArray(v.groups);

/** The methods answer inside one socket.io frame (`42["response",{…,"data":{…}}]`), or null. */
function fromFrame(payload) {
  const m = /^\d+(\[.*)$/s.exec(payload);
  if (!m) return null;
  try {
    const [, answer] = JSON.parse(m[1]);
    return isMethods(answer?.data) ? answer.data : null;
  } catch {
    return null;
  }
}

/** Loads `url` once and resolves with the methods JSON the page received. */
export async function captureMethods(browser, url, { timeoutMs = 30_000 } = {}) {
  // The bench's HTTPS sandbox has a throw-away self-signed certificate (bench/lib/tls.mjs).
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const found = new Promise((resolve) => {
      cdp.on('Network.webSocketFrameReceived', (e) => {
        const data = fromFrame(e.response.payloadData);
        if (data) resolve(data);
      });
      cdp.on('Network.loadingFinished', async (e) => {
        try {
          const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: e.requestId });
          const data = JSON.parse(base64Encoded ? Buffer.from(body, 'base64').toString() : body);
          if (isMethods(data)) resolve(data);
        } catch {
          // not JSON, or not the methods
        }
      });
    });
    await page.goto(url);
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('the widget received no methods answer')), timeoutMs));
    return await Promise.race([found, timeout]);
  } finally {
    await context.close();
  }
}

/** Every icon id the list can show. */
export function iconIds(methods) {
  const all = [...methods.methods, ...methods.groups.flatMap((g) => g.paymentMethods)];
  return [...new Set(all.flatMap((m) => m.iconIds ?? []))].filter((id) => /^[A-Za-z0-9_-]{1,40}$/.test(id));
}
