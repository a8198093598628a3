/**
 * Which HTTP version the browser really used (CDP `Network.responseReceived` → `response.protocol`):
 * the bench states it in the report's header, so an h2 run that silently fell back to HTTP/1.1
 * cannot pass for one.
 */

/**
 * Loads `url` once in a fresh context and counts the responses per protocol until `selector` shows.
 * @returns {Promise<Record<string, number>>} e.g. `{ h2: 3, 'http/1.1': 1 }` (the WebSocket's 101 is HTTP/1.1)
 */
export async function servedProtocols(browser, url, selector, { timeoutMs = 30_000 } = {}) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const counts = {};
    cdp.on('Network.responseReceived', ({ response }) => (counts[response.protocol ?? 'unknown'] = (counts[response.protocol ?? 'unknown'] ?? 0) + 1));
    await page.goto(url);
    await page.locator(selector).first().waitFor({ timeout: timeoutMs });
    return counts;
  } finally {
    await context.close();
  }
}

/** `h2 (14 responses)` or `h2 (14), http/1.1 (2)`, the most used first. */
export const protocolLine = (counts) =>
  Object.entries(counts ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} (${n})`)
    .join(', ');
