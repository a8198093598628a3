// Shared helpers for the sandbox server tests: build once, start on port 0, talk HTTP and socket.
import { createDecipheriv } from 'node:crypto';
import { io } from 'socket.io-client';
import { buildServer } from '../../scripts/build-server.mjs';

// `npm test` builds once before the suites run side by side (CASHIER_PREBUILT, scripts/test.mjs).
if (!process.env.CASHIER_PREBUILT) await buildServer();
const mod = await import('../../dist-server/app.mjs');
export const { CALLS, CALL_NAMES, DEPOSIT_STATUS_WORDS, PUSH_NAMES, WITHDRAWAL_ERROR_CODES, WITHDRAWAL_STATUSES, createSandbox } = mod;

/** A listening sandbox on 127.0.0.1:0 with short delays; call `stop()` in `after`. */
export async function start(options = {}) {
  const sandbox = await createSandbox({ outcomeDelayMs: 150, demoToken: null, ...options });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${sandbox.app.server.address().port}`;
  return { sandbox, base, stop: () => sandbox.close() };
}

/** POST /sandbox/tokens → { token, user, expiresAt }. */
export async function issue(base, body = {}) {
  const r = await fetch(`${base}/sandbox/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (r.status !== 201) throw new Error(`token: ${r.status} ${await r.text()}`);
  return r.json();
}

/** Any JSON request; returns { status, body } (body null when not JSON). */
export async function request(base, path, { method = 'GET', token, json, raw, headers = {} } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    h['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (raw !== undefined) {
    h['content-type'] ??= 'application/json';
    body = raw;
  }
  const r = await fetch(`${base}${path}`, { method, headers: h, body });
  const text = await r.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: r.status, body: parsed, text, headers: r.headers };
}

/** One banking call over HTTP, the way the widget sends it (docs/protocol.md §2). */
export function httpCall(base, token, call, payload = {}) {
  if (CALLS[call]?.method === 'GET') {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null) q.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    const qs = q.toString();
    return request(base, `/api/BANKING/${call}${qs ? `?${qs}` : ''}`, { token });
  }
  return request(base, `/api/BANKING/${call}`, { method: 'POST', token, json: payload });
}

/** A connected socket (websocket only, like the widget); `query` adds e.g. Authorization. */
export async function connect(base, query = {}) {
  const socket = io(base, { path: '/v4/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, query });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

let seq = 0;
/** One banking call over the socket; resolves with the `response` (or 'disconnected'). */
export function socketCall(socket, token, type, data = {}, timeoutMs = 3000) {
  const id = `t-${++seq}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no response to ${type}`)), timeoutMs);
    const onResponse = (answer) => {
      if (answer?.id !== id) return;
      done();
      resolve(answer);
    };
    const onDisconnect = () => {
      done();
      resolve('disconnected');
    };
    const done = () => {
      clearTimeout(timer);
      socket.off('response', onResponse);
      socket.off('disconnect', onDisconnect);
    };
    socket.on('response', onResponse);
    socket.on('disconnect', onDisconnect);
    socket.emit('request', { data, token, id, sendTime: Date.now(), type });
  });
}

/** Collects pushes of one event; `next(n)` waits until n have arrived. */
export function collect(socket, event) {
  const items = [];
  const waiters = [];
  socket.on(event, (data) => {
    items.push(data);
    for (const w of [...waiters]) if (items.length >= w.n) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(items.slice());
    }
  });
  return {
    items,
    next(n, timeoutMs = 3000) {
      if (items.length >= n) return Promise.resolve(items.slice());
      return new Promise((resolve, reject) => {
        const w = { n, resolve: (v) => { clearTimeout(t); resolve(v); } };
        const t = setTimeout(() => reject(new Error(`only ${items.length}/${n} ${event} pushes`)), timeoutMs);
        waiters.push(w);
      });
    },
  };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A valid deposit-create payload. */
export const createPayload = (paymentType, amount, currency, fields = {}) => ({ amount, currency, paymentType, fields, isActivatedBonus: false });

/** The two transports a test runs a call over. */
export const TRANSPORTS = ['http', 'socket'];

/**
 * A sandbox on port 0 with one open socket, and `call(transport, token, name, payload)` that sends a
 * banking call over either transport and answers `{ status, data, error }` alike. `stop()` closes both.
 */
export async function startBoth(options = {}) {
  const ctx = await start(options);
  const socket = await connect(ctx.base);
  async function call(transport, token, name, payload = {}) {
    if (transport === 'socket') {
      const a = await socketCall(socket, token, name, payload);
      return { status: a.status, data: a.data, error: a.error };
    }
    const r = await httpCall(ctx.base, token, name, payload);
    return r.status === 200 ? { status: 200, data: r.body } : { status: r.status, error: r.body?.error };
  }
  return { ...ctx, socket, call, stop: async () => { socket.close(); await ctx.stop(); } };
}

/** The card inside a p2p answer's AES-GCM envelope (docs/decisions.md P2P-04); throws when the tag does not match. */
export function decryptCard(card) {
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(card.key, 'base64'), Buffer.from(card.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(card.tag, 'base64'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(card.encrypted, 'base64')), decipher.final()]).toString('utf8'));
}
