/**
 * Requests seen through the DevTools protocol during one load, and the critical-path figures
 * derived from them: JS requests before the list, the "waves" they arrive in, the longest
 * initiator chain, and render-blocking stylesheets.
 */

/** Starts recording Network events on `cdp`; call `.requests()` after the load. */
export function recordRequests(cdp) {
  const byId = new Map();
  let document = null;
  cdp.on('Network.requestWillBeSent', (e) => {
    const entry = { id: e.requestId, url: e.request.url, type: e.type, initiator: e.initiator, start: e.timestamp, end: null, wallTime: e.wallTime };
    if (!document && e.type === 'Document') document = entry;
    byId.set(e.requestId, entry);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = byId.get(e.requestId);
    if (entry) entry.end = e.timestamp;
  });
  cdp.on('Network.webSocketCreated', (e) => {
    byId.set(`ws-${e.requestId}`, { id: `ws-${e.requestId}`, url: e.url, type: 'WebSocket', initiator: e.initiator ?? {}, start: null, end: null });
  });
  cdp.on('Network.webSocketWillSendHandshakeRequest', (e) => {
    const entry = byId.get(`ws-${e.requestId}`);
    if (entry) entry.start = e.timestamp;
  });
  return {
    /** Requests with start/end in ms since the document request (≈ navigation start). */
    requests() {
      const t0 = document?.start ?? 0;
      return [...byId.values()].map((r) => ({ ...r, start: r.start === null ? null : (r.start - t0) * 1000, end: r.end === null ? null : (r.end - t0) * 1000 }));
    },
  };
}

/** The URL a request was started from (the parser's document or the calling script). */
export function initiatorUrl(r) {
  const i = r.initiator ?? {};
  if (i.url) return i.url;
  let stack = i.stack;
  while (stack) {
    const frame = stack.callFrames?.find((f) => f.url);
    if (frame) return frame.url;
    stack = stack.parent;
  }
  return null;
}

/**
 * Critical-path figures for the requests started before `listAt` (ms).
 * - jsRequests: scripts fetched before the list;
 * - jsWaves: how many sequential rounds those scripts arrive in: a script started after an
 *   earlier script finished loading was only discovered by it, so it opens a new wave;
 * - chain: the longest initiator chain (document → script → … → socket/API/locale) before the list;
 * - blockingCss: stylesheets the document's parser requested (render-blocking).
 */
export function criticalPath(requests, listAt) {
  const before = requests.filter((r) => r.start !== null && r.start <= listAt);
  const scripts = before.filter((r) => r.type === 'Script').sort((a, b) => a.start - b.start);
  let jsWaves = 0;
  let waveEnd = -Infinity;
  for (const s of scripts) {
    if (s.start >= waveEnd) {
      jsWaves += 1;
      waveEnd = Infinity;
    }
    // The wave's scripts were all known once its first one finished.
    waveEnd = Math.min(waveEnd, s.end ?? Infinity);
  }
  const byUrl = new Map(before.map((r) => [r.url.split('#')[0], r]));
  const depth = (r, seen = new Set()) => {
    if (r.type === 'Document' || seen.has(r)) return 1;
    seen.add(r);
    const parent = byUrl.get(initiatorUrl(r) ?? '');
    return parent ? depth(parent, seen) + 1 : 2;
  };
  const chains = before.filter((r) => !/^data:/.test(r.url) && r.type !== 'Image' && r.type !== 'Font').map((r) => ({ r, d: depth(r) }));
  const longest = chains.sort((a, b) => b.d - a.d)[0];
  const external = before.filter((r) => /^(https?|wss?):/.test(r.url) && !/\/\/(127\.0\.0\.1|localhost)[:/]/.test(r.url));
  return {
    jsRequests: scripts.length,
    jsWaves,
    chain: longest?.d ?? 0,
    chainEnd: longest ? `${longest.r.type} ${new URL(longest.r.url).pathname.split('/').pop()}` : '',
    blockingCss: before.filter((r) => r.type === 'Stylesheet' && (r.initiator?.type === 'parser')).length,
    external: external.length,
    externalHosts: [...new Set(external.map((r) => new URL(r.url).host))],
    scripts: scripts.map((s) => s.url),
    urls: before.map((r) => r.url),
  };
}
