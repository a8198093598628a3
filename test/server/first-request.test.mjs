// docs/protocol.md "First request in the handshake": the opening request rides in auth.first and
// is answered right after the CONNECT ack; the same envelope sent again is not handled twice.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { io } from 'socket.io-client';
import { issue, start } from './helpers.mjs';

describe('socket first request (SOCK-09, SOCK-10)', () => {
  let ctx;
  before(async () => {
    ctx = await start();
  });
  after(() => ctx.stop());

  it('answers auth.first without a request event, and ignores the same id sent again', async () => {
    const { token } = await issue(ctx.base, { country: 'RU', currency: 'RUB' });
    const first = { id: 'first-1', type: 'methods-payment-v5', token, sendTime: Date.now(), data: { country: 'RU', currency: { code: 'RUB', type: 'fiat' } } };
    const socket = io(ctx.base, { path: '/v4/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: { first } });
    const answers = [];
    socket.on('response', (a) => answers.push(a));
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(answers.length, 1);
    assert.equal(answers[0].id, 'first-1');
    assert.equal(answers[0].status, 200);
    assert.ok(Array.isArray(answers[0].data.methods));
    socket.emit('request', first);
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(answers.length, 1, 'the repeated envelope is not answered again');
    socket.disconnect();
  });
});
