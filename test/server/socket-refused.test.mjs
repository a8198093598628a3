// Issue #25, decision FAULT-07: "a socket that never opens" at any socket call. `socketRefused`
// with `fromCall` lets the player's sockets in until that call arrives over the socket, drops the
// socket then, and refuses the next `times` handshakes; a handshake with no token (a host-token
// widget reconnecting for a call that does not ride in the CONNECT packet) is known by the
// sandbox-only `sandbox-player` cookie the token issue sets: the player's id, never the token.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { io } from 'socket.io-client';
import { connect, httpCall, request, socketCall, start } from './helpers.mjs';

const v5 = { country: 'RU', currency: { code: 'RUB', type: 'fiat' } };

/** A socket like a browser's that holds the cookie (no token in its query). */
function cookieSocket(base, cookie) {
  const socket = io(base, { path: '/v4/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: cookie ? { cookie } : {} });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

describe('socketRefused from a call (FAULT-07)', () => {
  let ctx;
  before(async () => {
    ctx = await start();
  });
  after(() => ctx.stop());

  /** A new player's token, its Set-Cookie and the `name=value` a browser sends back. */
  const issueWithCookie = async () => {
    const r = await fetch(`${ctx.base}/sandbox/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ country: 'RU' }) });
    assert.equal(r.status, 201);
    const setCookie = r.headers.get('set-cookie') ?? '';
    const { token, user } = await r.json();
    return { token, user, setCookie, cookie: setCookie.split(';')[0] };
  };
  const arm = async (token, json) => assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json })).status, 200);
  const refusals = async (token) => (await request(ctx.base, '/sandbox/calls', { token })).body.filter((c) => c.call === 'socket-connect');

  it('FAULT-07: the token issue sets the sandbox-player cookie: the player id, never the token, HttpOnly, only on the socket path', async () => {
    const { token, user, setCookie } = await issueWithCookie();
    assert.equal(setCookie, `sandbox-player=${user.id}; Path=/v4/socket.io; SameSite=Strict; HttpOnly`);
    assert.ok(!setCookie.includes(token));
  });

  it('FAULT-07: sockets open until fromCall arrives; it is dropped, then the next `times` handshakes are refused, token-less ones known by the cookie', async () => {
    const { token, cookie } = await issueWithCookie();
    await arm(token, { socketRefused: { times: 3, fromCall: 'deposit-check' } });
    const socket = await cookieSocket(ctx.base, cookie);
    assert.equal((await socketCall(socket, token, 'methods-payment-v5', v5)).status, 200, 'another call passes');
    assert.equal(await socketCall(socket, token, 'deposit-check', {}), 'disconnected');
    socket.close();
    assert.deepEqual((await request(ctx.base, '/sandbox/scenario', { token })).body.socketRefused, { times: 3 });
    // A token-less handshake (the cookie alone), one by its token, one by the opening request.
    await assert.rejects(cookieSocket(ctx.base, cookie), /Connection refused/);
    await assert.rejects(connect(ctx.base, { Authorization: token }), /Connection refused/);
    const first = { id: 'f-1', type: 'methods-payment-v5', token, data: v5, sendTime: Date.now() };
    const opening = io(ctx.base, { path: '/v4/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { first } });
    assert.match(String((await new Promise((resolve) => opening.once('connect_error', resolve))).message), /Connection refused/);
    opening.close();
    (await cookieSocket(ctx.base, cookie)).close();
    assert.deepEqual((await refusals(token)).map((c) => c.outcome), ['refused', 'refused', 'refused']);
    const dropped = (await request(ctx.base, '/sandbox/calls', { token })).body.filter((c) => c.call === 'deposit-check');
    assert.deepEqual(dropped.map((c) => c.outcome), ['network']);
  });

  it('FAULT-07: the cookie refuses only its own player: another browser, and a cookie-less handshake, go through', async () => {
    const armed = await issueWithCookie();
    const other = await issueWithCookie();
    await arm(armed.token, { socketRefused: { times: 5, fromCall: 'deposit-check' } });
    const socket = await cookieSocket(ctx.base, armed.cookie);
    await socketCall(socket, armed.token, 'deposit-check', {});
    socket.close();
    (await cookieSocket(ctx.base, other.cookie)).close();
    (await cookieSocket(ctx.base, undefined)).close();
    (await cookieSocket(ctx.base, 'sandbox-player=not-a-number')).close();
    assert.deepEqual(await refusals(other.token), []);
    assert.equal((await request(ctx.base, '/sandbox/scenario', { token: armed.token })).body.socketRefused.times, 5);
  });

  it('FAULT-07: over HTTP fromCall passes untouched and nothing starts', async () => {
    const { token, cookie } = await issueWithCookie();
    await arm(token, { socketRefused: { times: 1, fromCall: 'methods-payment-v5' } });
    assert.equal((await httpCall(ctx.base, token, 'methods-payment-v5', v5)).status, 200);
    (await cookieSocket(ctx.base, cookie)).close();
    assert.deepEqual((await request(ctx.base, '/sandbox/scenario', { token })).body.socketRefused, { times: 1, fromCall: 'methods-payment-v5' });
  });

  it('FAULT-07: fromCall is validated: a call the sandbox does not know → 400', async () => {
    const { token } = await issueWithCookie();
    for (const bad of [{ fromCall: 'no-such-call' }, { fromCall: '*' }, { times: 2, fromCall: 7 }]) {
      assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { socketRefused: bad } })).status, 400, JSON.stringify(bad));
    }
  });
});
