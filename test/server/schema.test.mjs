// Payload schemas: bad input gets a 4xx with { error: { message, code } } over HTTP and a
// status-400 response over the socket; nothing crashes the server (HTTP-09, SOCK-12, SOCK-13).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CALL_NAMES, CALLS, connect, createPayload, httpCall, issue, request, socketCall, start } from './helpers.mjs';

const isErrorBody = (body) =>
  typeof body?.error?.message === 'string' && body.error.message.length > 0 && typeof body.error.code === 'string';

describe('schema rejection', () => {
  let ctx;
  let token;
  before(async () => {
    ctx = await start();
    ({ token } = await issue(ctx.base, { country: 'RU' }));
  });
  after(() => ctx.stop());

  it('HTTP-09: a missing required field is a 400 with the error shape', async () => {
    const { status, body } = await httpCall(ctx.base, token, 'deposit-create', { amount: 100, currency: 'RUB' });
    assert.equal(status, 400);
    assert.ok(isErrorBody(body));
    assert.equal(body.error.code, 'validation.invalidPayload');
  });

  it('HTTP-03: JSON bodies keep their types — a string amount is rejected, not coerced', async () => {
    const { status, body } = await httpCall(ctx.base, token, 'deposit-create', { ...createPayload('sbp', 100, 'RUB'), amount: '100' });
    assert.equal(status, 400);
    assert.match(body.error.message, /amount/);
  });

  it('HTTP-04: GET query values are coerced, and a bad one is a 400', async () => {
    const ok = await request(ctx.base, '/api/BANKING/methods-withdrawal?country=RU&currency=RUB', { token });
    assert.equal(ok.status, 200);
    const bad = await request(ctx.base, '/api/BANKING/methods-withdrawal?country=Russia&currency=RUB', { token });
    assert.equal(bad.status, 400);
    assert.ok(isErrorBody(bad.body));
  });

  it('HTTP-13: methods-payment-v5 needs currency as { code, type }', async () => {
    const { status, body } = await httpCall(ctx.base, token, 'methods-payment-v5', { country: 'RU', currency: 'RUB' });
    assert.equal(status, 400);
    assert.ok(isErrorBody(body));
  });

  it('HTTP-09: malformed JSON, arrays, wrong media type and oversized bodies get 4xx error bodies', async () => {
    const url = '/api/BANKING/deposit-create';
    const bad = await request(ctx.base, url, { method: 'POST', token, raw: '{"amount": 1,' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'request.invalidJson');
    const array = await request(ctx.base, url, { method: 'POST', token, json: [1, 2, 3] });
    assert.equal(array.status, 400);
    assert.ok(isErrorBody(array.body));
    const text = await request(ctx.base, url, { method: 'POST', token, raw: '<a/>', headers: { 'content-type': 'application/xml' } });
    assert.equal(text.status, 415);
    assert.ok(isErrorBody(text.body));
    const huge = await request(ctx.base, url, { method: 'POST', token, json: { ...createPayload('sbp', 100, 'RUB'), returnUrl: 'x'.repeat(2_000_000) } });
    assert.equal(huge.status, 413);
    assert.ok(isErrorBody(huge.body));
    const long = await httpCall(ctx.base, token, 'deposit-create', { ...createPayload('sbp', 100, 'RUB'), paymentType: 'x'.repeat(5000) });
    assert.equal(long.status, 400);
  });

  it('HTTP-01: an unknown call is a 404 "call.unknown" over HTTP and over the socket', async () => {
    const http = await request(ctx.base, '/api/BANKING/deposit-steal', { method: 'POST', token, json: {} });
    assert.equal(http.status, 404);
    assert.equal(http.body.error.code, 'call.unknown');
    const socket = await connect(ctx.base);
    try {
      const answer = await socketCall(socket, token, 'deposit-steal', {});
      assert.equal(answer.status, 404);
      assert.equal(answer.error.code, 'call.unknown');
    } finally {
      socket.close();
    }
  });

  it('SOCK-13: a bad socket payload is answered with status 400 and an error, never coerced', async () => {
    const socket = await connect(ctx.base);
    try {
      const missing = await socketCall(socket, token, 'deposit-status', { depositId: 1 });
      assert.equal(missing.status, 400);
      assert.equal(missing.error.code, 'validation.invalidPayload');
      const typed = await socketCall(socket, token, 'session-start', { amount: '10', currency: 'RUB' });
      assert.equal(typed.status, 400);
      const array = await socketCall(socket, token, 'events', [1, 2]);
      assert.equal(array.status, 400);
    } finally {
      socket.close();
    }
  });

  it('HTTP-08: native fields (isNative, platform) are accepted on any payload', async () => {
    const { status } = await httpCall(ctx.base, token, 'deposit-limits', { currency: 'RUB', paymentMethod: 'sbp', isNative: true, platform: 'ios' });
    assert.equal(status, 200);
  });

  it('fuzz: random junk to every call over both transports never gets a 5xx, and the server keeps answering', async () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const junk = () => {
      const pick = Math.floor(rand() * 9);
      return [null, 42, 'x'.repeat(Math.floor(rand() * 3000)), [], [{}], { amount: -1 }, { amount: 1e300, currency: '💥' },
        { depositId: { $gt: '' }, paymentMethod: ['a'] }, { __proto__: { polluted: true }, constructor: 'x', fields: { a: { b: 1 } } }][pick];
    };
    const socket = await connect(ctx.base);
    try {
      for (let round = 0; round < 3; round++) {
        for (const call of CALL_NAMES) {
          const payload = junk();
          const http = CALLS[call].method === 'GET'
            ? await request(ctx.base, `/api/BANKING/${call}?depositId[]=1&currency=%00&amount=NaN`, { token })
            : await request(ctx.base, `/api/BANKING/${call}`, { method: 'POST', token, raw: JSON.stringify(payload) ?? 'null' });
          assert.ok(http.status < 500, `${call} over HTTP gave ${http.status}: ${http.text.slice(0, 200)}`);
          const answer = await socketCall(socket, token, call, payload);
          assert.ok(answer.status < 500, `${call} over the socket gave ${answer.status}`);
        }
      }
      // Malformed envelopes are ignored without an answer and without killing the connection.
      for (const envelope of [null, 'str', 7, [], { type: 'events' }, { id: {}, type: 'events' }]) socket.emit('request', envelope);
      const still = await socketCall(socket, token, 'sweepstake-balance-get', {});
      assert.equal(still.status, 200);
      assert.equal(({}).polluted, undefined);
    } finally {
      socket.close();
    }
    const alive = await httpCall(ctx.base, token, 'methods-country-selector-v2');
    assert.equal(alive.status, 200);
  });
});
