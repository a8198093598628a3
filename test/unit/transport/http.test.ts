import { expect } from '@open-wc/testing';
import { CashierError } from '../../../src/transport/errors.ts';
import { buildHttpRequest, httpCall, sendHttpKeepalive } from '../../../src/transport/http.ts';
import { context, fakeFetch, fakeTimers, header, json, recorder, rejectionOf } from './fakes.ts';
import { flush } from '../flush.ts';

const deps = (fetchFn: typeof fetch, notifyHost = recorder().notifyHost, schedule = fakeTimers().schedule) => ({
  fetch: fetchFn,
  notifyHost,
  schedule,
});

describe('transport/http', () => {
  it('HTTP-01, HTTP-02, HTTP-03: POSTs JSON to {apiBase}/api/{prefix}/{call}', async () => {
    const server = fakeFetch(() => json({ min: 1, max: 5 }));
    const answer = await httpCall('deposit-limits', { currency: 'USD', paymentMethod: 'visa' }, context({ apiBase: 'https://api.test/' }), deps(server.fetch));
    expect(answer).to.deep.equal({ min: 1, max: 5 });
    const [call] = server.calls;
    expect(call?.url).to.equal('https://api.test/api/BANKING/deposit-limits');
    expect(call?.init.method).to.equal('POST');
    expect(JSON.parse(String(call?.init.body))).to.deep.equal({ currency: 'USD', paymentMethod: 'visa' });
    expect(header(call!.init, 'Content-Type')).to.equal('application/json');
  });

  it('HTTP-01: an empty apiBase means same origin; an empty prefix falls back to BANKING', () => {
    const { url } = buildHttpRequest('events', { events: [] }, context({ apiBase: '', apiPrefix: '' }));
    expect(url).to.equal('/api/BANKING/events');
  });

  it('HTTP-04: GET parameters go in the query string, without a body', () => {
    const { url, init } = buildHttpRequest('deposit-status', { depositId: 17, paymentMethod: 'card p2p' }, context());
    expect(url).to.equal('https://api.test/api/BANKING/deposit-status?depositId=17&paymentMethod=card+p2p');
    expect(init.method).to.equal('GET');
    expect(init.body).to.equal(undefined);
    expect(header(init, 'Content-Type')).to.equal(undefined);
  });

  it('HTTP-05, HTTP-06: no-cache headers and the extra-params header', () => {
    const { init } = buildHttpRequest('methods-withdrawal-v4', { currency: 'EUR' }, context({ pwa: true, isMobileApp: false, platformVersion: 'redesign' }));
    expect(header(init, 'Cache-Control')).to.equal('no-cache, no-store');
    expect(header(init, 'Pragma')).to.equal('no-cache');
    expect(init.cache).to.equal('no-store');
    expect(JSON.parse(header(init, 'X-Extra-Params') ?? '')).to.deep.equal({ platformVersion: 'redesign', isMobileApp: false, pwa: true });
  });

  it('HTTP-07: auth is a bearer header — host token first, else user token — never in the URL', () => {
    const host = buildHttpRequest('deposit-status', { depositId: 1, paymentMethod: 'x' }, context({ token: 'HOST', userToken: 'USER' }));
    expect(header(host.init, 'Authorization')).to.equal('Bearer HOST');
    expect(host.url.includes('HOST')).to.equal(false);
    const user = buildHttpRequest('deposit-cancel', { depositId: 1, paymentMethod: 'x' }, context({ userToken: 'USER' }));
    expect(header(user.init, 'Authorization')).to.equal('Bearer USER');
    const none = buildHttpRequest('deposit-cancel', { depositId: 1, paymentMethod: 'x' }, context());
    expect(header(none.init, 'Authorization')).to.equal(undefined);
  });

  it('HTTP-08: native adds isNative and platform to POST bodies and GET queries', () => {
    const native = context({ isNative: true, platform: 'ios' });
    const post = buildHttpRequest('deposit-prepare', { paymentMethod: 'upi' }, native);
    expect(JSON.parse(String(post.init.body))).to.deep.equal({ paymentMethod: 'upi', isNative: true, platform: 'ios' });
    const get = buildHttpRequest('methods-withdrawal', { country: 'IN', currency: 'INR' }, native);
    expect(get.url.endsWith('?country=IN&currency=INR&isNative=true&platform=ios')).to.equal(true);
    const web = buildHttpRequest('deposit-prepare', { paymentMethod: 'upi' }, context());
    expect(JSON.parse(String(web.init.body))).to.deep.equal({ paymentMethod: 'upi' });
  });

  it('HTTP-09, HTTP-10: a non-2xx answer notifies the host with the exact text and rejects', async () => {
    const host = recorder();
    const server = fakeFetch(() => json({ error: { message: 'Amount too low', code: 'banking.limit' } }, 422));
    const error = await rejectionOf(httpCall('deposit-create', {} as never, context(), deps(server.fetch, host.notifyHost)));
    expect(host.of('Error').map((n) => n.payload?.message)).to.deep.equal(['Server.HTTP.request.ERROR: Amount too low ErrorCode: banking.limit']);
    expect(error instanceof CashierError).to.equal(true);
    const e = error as CashierError;
    expect([e.code, e.status, e.serverCode, e.message]).to.deep.equal(['http', 422, 'banking.limit', 'Amount too low']);
    expect(host.of('onTokenExpired').length).to.equal(0);
  });

  it('HTTP-11: a 401 also asks the host for a fresh token', async () => {
    const host = recorder();
    const server = fakeFetch(() => json({ error: { message: 'Unauthorized', code: 'auth.expired' } }, 401));
    const error = (await rejectionOf(httpCall('deposit-cancel', { depositId: 1, paymentMethod: 'x' }, context(), deps(server.fetch, host.notifyHost)))) as CashierError;
    expect(host.notices.map((n) => n.type)).to.deep.equal(['Error', 'onTokenExpired']);
    expect(host.of('onTokenExpired')[0]?.payload).to.deep.equal({ call: 'deposit-cancel' });
    expect([error.code, error.status]).to.deep.equal(['unauthorized', 401]);
  });

  it('REL-10: a 503 or 429 carries its Retry-After wait (seconds, capped at 60 s); other refusals carry none', async () => {
    const answer = (status: number, retryAfter?: string) =>
      fakeFetch(() => new Response('{}', { status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } }));
    const waitOf = async (server: ReturnType<typeof fakeFetch>) =>
      ((await rejectionOf(httpCall('deposit-status', { depositId: 1, paymentMethod: 'x' }, context(), deps(server.fetch)))) as CashierError).retryAfterMs;
    expect(await waitOf(answer(503, '8'))).to.equal(8_000);
    expect(await waitOf(answer(429, '3600'))).to.equal(60_000);
    expect(await waitOf(answer(503))).to.equal(undefined);
    expect(await waitOf(answer(503, 'soon'))).to.equal(undefined);
  });

  it('REL-10: after a Retry-After, the next request of that call waits it out (then reads the context afresh); other calls go at once', async () => {
    const timers = fakeTimers();
    const server = fakeFetch((_call, index) => (index === 0 ? new Response('{}', { status: 503, headers: { 'retry-after': '8' } }) : json({ status: 'PENDING' })));
    const renewed = context({ token: 'renewed' });
    const gated = { ...deps(server.fetch, recorder().notifyHost, timers.schedule), notBefore: new Map<string, number>(), getContext: () => renewed };
    await rejectionOf(httpCall('deposit-status', { depositId: 1, paymentMethod: 'x' }, context(), gated));
    const held = httpCall('deposit-status', { depositId: 1, paymentMethod: 'x' }, context(), gated);
    await httpCall('methods-payment-v5', {} as never, context(), gated);
    await flush();
    expect(server.calls.map((c) => c.url.split('/').pop()?.split('?')[0])).to.deep.equal(['deposit-status', 'methods-payment-v5']);
    timers.advance(7_900);
    await flush();
    expect(server.calls).to.have.length(2);
    timers.advance(200);
    expect(await held).to.deep.equal({ status: 'PENDING' });
    expect(header(server.calls[2]!.init, 'Authorization')).to.equal('Bearer renewed');
  });

  it('HTTP-09: a failure without an error body still reports status text and code', async () => {
    const host = recorder();
    const server = fakeFetch(() => new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    await rejectionOf(httpCall('events', { events: [] }, context(), deps(server.fetch, host.notifyHost)));
    expect(host.of('Error')[0]?.payload?.message).to.equal('Server.HTTP.request.ERROR: Internal Server Error ErrorCode: 500');
  });

  it('HTTP-10: a 2xx answer that is not JSON rejects as invalid-response; an empty one is null', async () => {
    const bad = fakeFetch(() => new Response('<html>', { status: 200 }));
    const error = (await rejectionOf(httpCall('events', { events: [] }, context(), deps(bad.fetch)))) as CashierError;
    expect(error.code).to.equal('invalid-response');
    const empty = fakeFetch(() => new Response(null, { status: 204 }));
    expect(await httpCall('events', { events: [] }, context(), deps(empty.fetch))).to.equal(null);
  });

  it('RETRY-02: a fetch that fails is a network-type CashierError', async () => {
    const server = fakeFetch(() => new TypeError('Failed to fetch'));
    const error = (await rejectionOf(httpCall('bank-get', { payment_method: 'card', bin: '411111' }, context(), deps(server.fetch)))) as CashierError;
    expect([error.code, error.message, error.messageKey]).to.deep.equal(['network', 'Failed to fetch', 'socket.networkError']);
  });

  it('RETRY-11: a request without an answer in 30 s rejects with "Request timeout" and is aborted', async () => {
    const timers = fakeTimers();
    let signal: AbortSignal | undefined;
    const server = fakeFetch((call) => {
      signal = call.init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const pending = httpCall('deposit-check', { paymentMethod: 'x' }, context(), deps(server.fetch, recorder().notifyHost, timers.schedule));
    await flush();
    timers.advance(29_999);
    expect(signal?.aborted).to.equal(false);
    timers.advance(1);
    const error = (await rejectionOf(pending)) as CashierError;
    expect([error.code, error.message]).to.deep.equal(['timeout', 'Request timeout']);
    expect(signal?.aborted).to.equal(true);
  });

  it('CREATE-28: keepalive sends the call with fetch keepalive and swallows failures', async () => {
    const server = fakeFetch(() => new TypeError('Failed to fetch'));
    sendHttpKeepalive('session-form-on-close-modal', { paymentMethod: 'visa', paymentMethodText: 'Visa', userId: 7 }, context({ token: 'T' }), server.fetch);
    await flush();
    const [call] = server.calls;
    expect(call?.url).to.equal('https://api.test/api/BANKING/session-form-on-close-modal');
    expect(call?.init.keepalive).to.equal(true);
    expect(call?.init.method).to.equal('POST');
    expect(JSON.parse(String(call?.init.body))).to.deep.equal({ paymentMethod: 'visa', paymentMethodText: 'Visa', userId: 7 });
  });
});
