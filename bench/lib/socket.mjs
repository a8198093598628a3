/**
 * Socket cost from Node: connect + the first methods-payment-v5 call with socket.io-client and
 * the widget's own socket options and envelope (src/transport/socket-protocol.ts, bundled on
 * the fly so the bench cannot drift from the widget), the way src/transport/socket.ts does it:
 * connect, wait for the CONNECT ack, then emit.
 *
 * Round trips are measured, not assumed: the same sequence runs again through a TCP proxy that
 * delays every chunk by D ms each way (one round trip = 2D). For each phase, (time through the
 * proxy − time on loopback) / 2D is the number of round trips it waits for:
 *   upgrade   = connect → WebSocket 101 (the HTTP Upgrade request/response);
 *   open      = 101 → engine.io open packet (server push right after the 101: expected 0);
 *   connect   = open packet → socket.io CONNECT ack (client sends CONNECT, waits);
 *   request   = ack → the methods response.
 * TCP's own handshake is not counted: the client connects to the proxy over loopback, which
 * costs no round trip here (over a real network it adds 1). Over the bench's HTTPS sandbox (wss, the
 * default) the TLS handshake is in `upgrade`: TLS 1.3 adds 1 round trip there.
 */
import { build } from 'esbuild';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { io } from 'socket.io-client';
import { summarize } from './stats.mjs';

const PAYLOAD = { country: 'RU', currency: { code: 'RUB', type: 'fiat' } };

/** The widget's socket wire module, bundled for Node. */
async function loadProtocol(root) {
  const outfile = join(root, 'bench/results/cache/socket-protocol.mjs');
  await build({ entryPoints: [join(root, 'src/transport/socket-protocol.ts')], outfile, bundle: true, platform: 'node', format: 'esm', logLevel: 'silent' });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** One connect + first call; resolves with phase timestamps (ms from the start). */
function once(protocol, origin, token, inConnect) {
  return new Promise((resolve, reject) => {
    const context = { token, userToken: undefined, xOrigin: '', language: 'en', isNative: false, platform: '', pwa: false, isMobileApp: false };
    const t0 = performance.now();
    const at = {};
    const envelope = { data: PAYLOAD, token, id: 'bench-1', sendTime: Date.now(), type: 'methods-payment-v5' };
    const socket = io(origin, { ...protocol.socketOptions(context, inConnect ? envelope : undefined), autoConnect: false });
    const timer = setTimeout(() => (socket.disconnect(), reject(new Error('socket call timed out'))), 10_000);
    socket.on('connect_error', (e) => (clearTimeout(timer), socket.disconnect(), reject(e)));
    socket.on('connect', () => {
      at.connect = performance.now() - t0;
      if (!inConnect) socket.emit(protocol.REQUEST_EVENT, envelope);
    });
    socket.on(protocol.RESPONSE_EVENT, (answer) => {
      if (answer?.id !== 'bench-1') return;
      at.response = performance.now() - t0;
      clearTimeout(timer);
      socket.disconnect();
      if (answer.status && answer.status !== 200) return reject(new Error(`methods answered ${answer.status}`));
      resolve(at);
    });
    socket.connect();
    const engine = socket.io.engine;
    engine.transport.once('open', () => (at.upgrade = performance.now() - t0));
    engine.once('open', () => (at.open = performance.now() - t0));
  });
}

/** A TCP proxy to `port` delaying each chunk by `delayMs` in each direction (order kept). */
function delayProxy(port, delayMs) {
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    for (const s of [client, upstream]) {
      // No Nagle: a small write right after another would otherwise wait for the peer's delayed
      // ACK (up to 40 ms on Linux) and look like a round trip of its own.
      s.setNoDelay(true);
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.on('data', (d) => setTimeout(() => upstream.write(d), delayMs));
    upstream.on('data', (d) => setTimeout(() => client.write(d), delayMs));
    client.on('end', () => setTimeout(() => upstream.end(), delayMs));
    upstream.on('end', () => setTimeout(() => client.end(), delayMs));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        close: () => new Promise((done) => (sockets.forEach((s) => s.destroy()), server.close(() => done()))),
      }),
    ),
  );
}

const PHASES = ['upgrade', 'open', 'connect', 'response'];
const deltas = (at) => PHASES.map((p, i) => at[p] - (i ? at[PHASES[i - 1]] : 0));

/**
 * Median connect + first call over `runs` loopback runs (after 3 warm-ups), and the round trips of
 * each phase from `proxyRuns` runs through the delaying proxy: the widget's sequence (first call
 * in CONNECT), with the plain one under `plain`.
 * @returns {Promise<{ runs: number, total: object, phases: Record<string, number>, roundTrips: Record<string, number>, roundTripsTotal: number, proxyDelayMs: number, plain: object }>}
 */
export async function measureSocket(root, origin, port, token, options = {}) {
  const protocol = await loadProtocol(root);
  const widget = await measureSequence(protocol, origin, port, token, true, options);
  const plain = await measureSequence(protocol, origin, port, token, false, options);
  return { ...widget, plain };
}

async function measureSequence(protocol, origin, port, token, inConnect, { runs = 50, proxyRuns = 15, delayMs = 25 } = {}) {
  for (let i = 0; i < 3; i++) await once(protocol, origin, token, inConnect); // warm-up: JIT and the server's first-call paths
  const loop = [];
  for (let i = 0; i < runs; i++) loop.push(await once(protocol, origin, token, inConnect));
  const proxy = await delayProxy(port, delayMs);
  const slow = [];
  try {
    for (let i = 0; i < proxyRuns; i++) slow.push(await once(protocol, `${new URL(origin).protocol}//127.0.0.1:${proxy.port}`, token, inConnect));
  } finally {
    await proxy.close();
  }
  const rtt = 2 * delayMs;
  const med = (rows, i) => summarize(rows.map((at) => deltas(at)[i])).median;
  const names = ['upgrade', 'open', 'connect', 'request'];
  const phases = Object.fromEntries(names.map((n, i) => [n, med(loop, i)]));
  const roundTrips = Object.fromEntries(names.map((n, i) => [n, Math.round((med(slow, i) - med(loop, i)) / rtt)]));
  return {
    runs,
    total: summarize(loop.map((at) => at.response)),
    phases,
    roundTrips,
    roundTripsTotal: Object.values(roundTrips).reduce((a, b) => a + b, 0),
    proxyDelayMs: delayMs,
    proxyTotal: summarize(slow.map((at) => at.response)),
  };
}
