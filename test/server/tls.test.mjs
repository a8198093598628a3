// Issue #24 (decision TAP-11): with `tls`, the sandbox speaks HTTPS with HTTP/2 as a CDN serves the
// widget, keeps HTTP/1.1 on the same port, and its socket (a WebSocket, which browsers open over
// HTTP/1.1) and its own-origin checks work as over plain HTTP.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect as h2Connect } from 'node:http2';
import { request as h1Request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { io } from 'socket.io-client';
import { makeCertificate } from '../../bench/lib/tls.mjs';
import { createSandbox, socketCall } from './helpers.mjs';

const METHODS = { country: 'RU', currency: { code: 'RUB', type: 'fiat' } };

/** One HTTP/2 request; resolves with the status, the headers and the text. */
function h2(base, ca, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const session = h2Connect(base, { ca });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, ...headers });
    let text = '';
    let head;
    stream.setEncoding('utf8');
    stream.on('response', (h) => (head = h));
    stream.on('data', (d) => (text += d));
    stream.on('end', () => (session.close(), resolve({ status: head[':status'], headers: head, text })));
    stream.on('error', reject);
    stream.end(body);
  });
}

/** A fresh player token, issued over HTTP/2. */
async function issueToken(base, ca) {
  const r = await h2(base, ca, '/sandbox/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  assert.equal(r.status, 201);
  return JSON.parse(r.text).token;
}

describe('sandbox over HTTPS with HTTP/2', () => {
  let ctx;
  let dir;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-tls-'));
    const { keyPath, certPath } = makeCertificate(dir);
    const tls = { key: readFileSync(keyPath), cert: readFileSync(certPath) };
    // Own origin only, so the origin checks below prove the sandbox knows its https origin.
    const sandbox = await createSandbox({ outcomeDelayMs: 150, demoToken: null, corsOrigins: [], tls });
    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `https://127.0.0.1:${sandbox.app.server.address().port}`;
    ctx = { sandbox, base, ca: tls.cert };
  });
  after(async () => {
    await ctx?.sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('TAP-11: one port answers HTTP/2 and HTTP/1.1 (ALPN)', async () => {
    const overH2 = await h2(ctx.base, ctx.ca, '/');
    assert.equal(overH2.status, 200);
    assert.match(overH2.headers['content-type'], /text\/html/);
    const overH1 = await new Promise((resolve, reject) => {
      const req = h1Request(`${ctx.base}/`, { ca: ctx.ca, ALPNProtocols: ['http/1.1'] }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, version: res.httpVersion }));
      });
      req.on('error', reject);
      req.end();
    });
    assert.deepEqual(overH1, { status: 200, version: '1.1' });
  });

  it('TAP-11: over HTTP/2 a page of the sandbox\'s own https origin (the :authority it was reached by) calls the API, another origin is refused', async () => {
    const token = await issueToken(ctx.base, ctx.ca);
    // Reached by name, not by the listening address: the own origin comes from HTTP/2's :authority.
    const own = `https://localhost:${new URL(ctx.base).port}`;
    const call = (origin) =>
      h2(ctx.base, ctx.ca, '/api/BANKING/methods-payment-v5', { method: 'POST', headers: { ':authority': new URL(own).host, origin, authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(METHODS) });
    const answer = await call(own);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['access-control-allow-origin'], own);
    assert.equal((await call('https://evil.example')).status, 403);
  });

  it('TAP-11: the socket connects over wss from the own https origin and answers a call', async () => {
    const token = await issueToken(ctx.base, ctx.ca);
    const socket = io(ctx.base, { path: '/v4/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, ca: ctx.ca, extraHeaders: { origin: ctx.base } });
    try {
      await new Promise((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
      assert.equal((await socketCall(socket, token, 'methods-payment-v5', METHODS)).status, 200);
    } finally {
      socket.close();
    }
  });
});
