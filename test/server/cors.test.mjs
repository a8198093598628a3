// Which host pages may call the banking API and open the socket (decision CDN-07): the sandbox's
// own origin and an allow-list of host origins (by default any port of the loopback names).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { io } from 'socket.io-client';
import { issue, request, start } from './helpers.mjs';

let loopback;
let listed;
before(async () => {
  loopback = await start();
  listed = await start({ corsOrigins: ['https://casino.example', 'http://dev.casino.test:*'] });
});
after(async () => {
  await loopback.stop();
  await listed.stop();
});

const methods = (ctx, token, origin) => request(ctx.base, '/api/BANKING/methods-payment-v5', { method: 'POST', json: { country: 'RU', currency: { code: 'RUB', type: 'fiat' } }, token, headers: origin ? { origin } : {} });
const preflight = (ctx, origin) =>
  request(ctx.base, '/api/BANKING/methods-payment-v5', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });

/** Opens a websocket with the Origin a browser page would send; resolves 'connected' or 'refused'. */
function socketFrom(ctx, origin) {
  const socket = io(ctx.base, { path: '/v4/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { origin } });
  return new Promise((resolve) => {
    socket.once('connect', () => (socket.close(), resolve('connected')));
    socket.once('connect_error', () => (socket.close(), resolve('refused')));
  });
}

test('CDN-07: by default a page on any port of localhost or 127.0.0.1 calls the API: its origin is echoed, without credentials', async () => {
  const { token } = await issue(loopback.base);
  for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4321', 'http://localhost']) {
    const r = await methods(loopback, token, origin);
    assert.equal(r.status, 200, origin);
    assert.equal(r.headers.get('access-control-allow-origin'), origin);
    assert.match(r.headers.get('vary'), /Origin/);
    assert.equal(r.headers.get('access-control-allow-credentials'), null);
    const pre = await preflight(loopback, origin);
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), origin);
    assert.match(pre.headers.get('access-control-allow-headers'), /Authorization/);
  }
});

test('CDN-07: a page of another site is refused before anything runs, its preflight too, and gets no CORS header', async () => {
  const { token } = await issue(loopback.base);
  for (const origin of ['https://evil.example', 'http://localhost.evil.example:5173', 'null']) {
    const r = await methods(loopback, token, origin);
    assert.equal(r.status, 403, origin);
    assert.equal(r.body.error.code, 'cors.originNotAllowed');
    assert.equal(r.headers.get('access-control-allow-origin'), null);
    assert.equal((await preflight(loopback, origin)).status, 403, origin);
  }
});

test('CDN-07: corsOrigins names the host origins exactly, or any port with :*; the sandbox’s own origin and requests without Origin always pass', async () => {
  const { token } = await issue(listed.base);
  assert.equal((await methods(listed, token, 'https://casino.example')).status, 200);
  assert.equal((await methods(listed, token, 'http://dev.casino.test:8080')).status, 200);
  assert.equal((await methods(listed, token, 'https://casino.example:8443')).status, 403);
  assert.equal((await methods(listed, token, 'http://localhost:5173')).status, 403);
  assert.equal((await methods(listed, token, listed.base)).status, 200);
  assert.equal((await methods(listed, token)).status, 200);
});

test('CDN-07: the socket accepts allowed origins and refuses the others at the handshake', async () => {
  assert.equal(await socketFrom(loopback, 'http://localhost:5173'), 'connected');
  assert.equal(await socketFrom(loopback, 'https://evil.example'), 'refused');
  assert.equal(await socketFrom(listed, 'https://casino.example'), 'connected');
  assert.equal(await socketFrom(listed, 'http://127.0.0.1:4321'), 'refused');
  assert.equal(await socketFrom(listed, listed.base), 'connected');
});
