import { expect } from '@open-wc/testing';
import { SOCKET_GIVE_UP_PAUSE_MS } from '../../../src/domain/constants.ts';
import { createClient } from '../../../src/transport/client.ts';
import { CashierError } from '../../../src/transport/errors.ts';
import { backoffDelay, withCallRetry } from '../../../src/transport/retry.ts';
import { context, fakeFetch, fakeSleep, fakeTimers, json, recorder, rejectionOf } from './fakes.ts';
import { socketClient } from './socket-harness.ts';
import { flush } from '../flush.ts';

function httpClient(respond: Parameters<typeof fakeFetch>[0]) {
  const host = recorder();
  const server = fakeFetch(respond);
  const sleeper = fakeSleep();
  const timers = fakeTimers();
  const timeouts: string[] = [];
  const client = createClient({
    getContext: () => context({ transport: 'http' }),
    notifyHost: host.notifyHost,
    onPush: host.onPush,
    onRequestTimeout: (call) => timeouts.push(call),
    fetch: server.fetch,
    sleep: sleeper.sleep,
    schedule: timers.schedule,
  });
  return { client, host, server, sleeper, timers, timeouts };
}

const offline = () => new TypeError('Failed to fetch');

describe('transport/retry', () => {
  it('RETRY-01, RETRY-04, RETRY-05: a retry-enabled call is tried 4 times (3 retries), 2 s apart', async () => {
    const t = httpClient((_, i) => (i < 3 ? offline() : json({ methods: [] })));
    expect(await t.client.call('methods-payment-v5', { country: 'DE', currency: { code: 'EUR', type: 'fiat' } })).to.deep.equal({ methods: [] });
    expect(t.server.calls.length).to.equal(4);
    expect(t.sleeper.delays).to.deep.equal([2000, 2000, 2000]);
  });

  it('RETRY-06: after 3 failed retries the call fails with socket.networkError', async () => {
    const t = httpClient(offline);
    const error = (await rejectionOf(t.client.call('deposit-status', { depositId: 1, paymentMethod: 'x' }))) as CashierError;
    expect(t.server.calls.length).to.equal(4);
    expect([error.code, error.messageKey, error.message]).to.deep.equal(['network', 'socket.networkError', 'Network connection failed']);
  });

  it('RETRY-03 (issue #21): bank-get is retried on network failures, 2 s apart, and answers the card\'s bank', async () => {
    const t = httpClient((_, i) => (i < 2 ? offline() : json({ bank: 'sber', name: 'Sberbank' })));
    expect(await t.client.call('bank-get', { payment_method: 'mir', bin: '22022012' })).to.deep.equal({ bank: 'sber', name: 'Sberbank' });
    expect(t.server.calls.length).to.equal(3);
    expect(t.sleeper.delays).to.deep.equal([2000, 2000]);
  });

  it('RETRY-03: a call that is not retry-enabled fails on the first network error', async () => {
    const t = httpClient(offline);
    const error = (await rejectionOf(t.client.call('deposit-create', {} as never))) as CashierError;
    expect(t.server.calls.length).to.equal(1);
    expect(t.sleeper.delays).to.deep.equal([]);
    expect(error.code).to.equal('network');
  });

  it('RETRY-02: server errors are not retried, even on retry-enabled calls', async () => {
    const t = httpClient(() => json({ error: { message: 'Not found', code: 'x' } }, 404));
    const error = (await rejectionOf(t.client.call('bank-get', { payment_method: 'card', bin: '4111' }))) as CashierError;
    expect(t.server.calls.length).to.equal(1);
    expect(error.status).to.equal(404);
  });

  it('HOST-31: onRequest once per call, onRequestRetry before each retry', async () => {
    const t = httpClient((_, i) => (i < 2 ? offline() : json({ countries: [] })));
    await t.client.call('methods-country-selector-v2', {});
    expect(t.host.of('onRequest').map((n) => n.payload)).to.deep.equal([{ call: 'methods-country-selector-v2', transport: 'http' }]);
    expect(t.host.of('onRequestRetry').map((n) => n.payload)).to.deep.equal([
      { kind: 'call', call: 'methods-country-selector-v2', attempt: 1, delayMs: 2000, reason: 'Failed to fetch' },
      { kind: 'call', call: 'methods-country-selector-v2', attempt: 2, delayMs: 2000, reason: 'Failed to fetch' },
    ]);
  });

  it('RETRY-12, RETRY-13: timeouts are retried per attempt; the exhausted call reports the timeout', async () => {
    const t = httpClient(() => new Promise<Response>(() => undefined));
    const pending = t.client.call('methods-withdrawal-v4', { currency: 'USD' });
    for (let i = 0; i < 4; i += 1) {
      await flush();
      t.timers.advance(30_000);
    }
    const error = (await rejectionOf(pending)) as CashierError;
    expect(t.server.calls.length).to.equal(4);
    expect(error.messageKey).to.equal('socket.networkError');
    expect(t.timeouts).to.deep.equal(['methods-withdrawal-v4']);
  });

  it('RETRY-09, RETRY-10: backoff is min(2^n s + jitter up to 1 s, 10 s), n from 1', () => {
    expect(backoffDelay(1, () => 0)).to.equal(2000);
    expect(backoffDelay(2, () => 0.5)).to.equal(4500);
    expect(backoffDelay(3, () => 0.999)).to.equal(8999);
    expect(backoffDelay(4, () => 0)).to.equal(10_000);
  });

  it('RETRY-07, RETRY-09: the socket connect is retried 3 times with backoff, then the call proceeds', async () => {
    const t = socketClient({ plan: (n) => (n < 3 ? 'fail' : 'ok'), random: () => 0.25 });
    const pending = t.client.call('deposit-cancel', { depositId: 1, paymentMethod: 'x' });
    await flush(40);
    expect(t.net.sockets.length).to.equal(4);
    expect(t.sleeper.delays).to.deep.equal([2250, 4250, 8250]);
    expect(t.host.of('onRequestRetry').map((n) => n.payload?.attempt)).to.deep.equal([1, 2, 3]);
    t.answer({ status: 200, data: { ok: true } });
    expect(await pending).to.deep.equal({ ok: true });
  });

  it('RETRY-07 FAULT-07a: after 4 failed connects the call fails; later calls fail at once, with no handshake, until the player presses; then a call reconnects afresh', async () => {
    const t = socketClient({ plan: (n) => (n < 4 ? 'fail' : 'ok') });
    const error = (await rejectionOf(t.client.call('deposit-cancel', { depositId: 1, paymentMethod: 'x' }))) as CashierError;
    expect(t.net.sockets.length).to.equal(4);
    expect([error.code, error.messageKey]).to.deep.equal(['socket-connect', 'socket.networkError']);
    // An automatic call (a poll, an analytics flush, a resend) starts no new run of handshakes.
    const unattended = (await rejectionOf(t.client.call('deposit-status', { depositId: 1, paymentMethod: 'x' }))) as CashierError;
    expect([unattended.code, unattended.messageKey]).to.deep.equal(['socket-connect', 'socket.networkError']);
    t.client.connect();
    await flush(20);
    expect(t.net.sockets.length).to.equal(4);
    // The player's press lets the connect policy try again, from its first attempt.
    t.client.connect(true);
    const next = t.client.call('deposit-cancel', { depositId: 1, paymentMethod: 'x' });
    await flush(20);
    expect(t.net.sockets.length).to.equal(5);
    t.answer({ status: 200, data: {} });
    expect(await next).to.deep.equal({});
  });

  it('FAULT-07c: after giving up, the widget\'s own calls start a new run of handshakes no sooner than 60 s later, so a waiting page still learns its end', async () => {
    let now = 1_000_000;
    const t = socketClient({ plan: (n) => (n < 4 ? 'fail' : 'ok'), now: () => now });
    await rejectionOf(t.client.call('deposit-cancel', { depositId: 1, paymentMethod: 'x' }));
    expect(t.net.sockets.length).to.equal(4);
    now += SOCKET_GIVE_UP_PAUSE_MS - 1;
    const early = (await rejectionOf(t.client.call('deposit-status', { depositId: 1, paymentMethod: 'x' }))) as CashierError;
    expect(early.code).to.equal('socket-connect');
    expect(t.net.sockets.length).to.equal(4);
    now += 1;
    const later = t.client.call('deposit-status', { depositId: 1, paymentMethod: 'x' });
    await flush(20);
    expect(t.net.sockets.length).to.equal(5);
    t.answer({ status: 200, data: { status: 'PAYED' } });
    expect(await later).to.deep.equal({ status: 'PAYED' });
  });

  it('FAULT-07a: a press while the socket is up, or before any connect gave up, changes nothing', async () => {
    const t = socketClient();
    const first = t.client.call('deposit-cancel', { depositId: 1, paymentMethod: 'x' });
    await flush(20);
    t.answer({ status: 200, data: {} });
    await first;
    t.client.connect(true);
    await flush(20);
    expect(t.net.sockets.length).to.equal(1);
    expect(t.sleeper.delays).to.deep.equal([]);
  });

  it('RETRY-01, SOCK-05: a drop mid-flow fails pending calls as network errors; retries reconnect', async () => {
    const t = socketClient();
    const retried = t.client.call('deposit-status', { depositId: 5, paymentMethod: 'x' });
    const plain = t.client.call('deposit-cancel', { depositId: 5, paymentMethod: 'x' });
    await flush();
    t.last().connected = false;
    t.last().serverEmit('disconnect', 'transport close');
    const error = (await rejectionOf(plain)) as CashierError;
    expect(error.code).to.equal('network');
    await flush(20);
    expect(t.net.sockets.length).to.equal(2);
    expect(t.sleeper.delays).to.deep.equal([2000]);
    t.answer({ status: 200, data: { status: 'PAYED' } });
    expect(await retried).to.deep.equal({ status: 'PAYED' });
  });

  it('RETRY-08: over http no socket is ever opened', async () => {
    const t = socketClient({ ctx: { transport: 'http' } });
    t.client.connect();
    await flush();
    expect(t.net.sockets.length).to.equal(0);
  });

  it('RETRY-04: withCallRetry passes non-network failures straight through', async () => {
    let tries = 0;
    const error = await rejectionOf(
      withCallRetry('x', () => {
        tries += 1;
        return Promise.reject(new Error('Invalid amount'));
      }, { sleep: () => Promise.resolve() }),
    );
    expect(tries).to.equal(1);
    expect((error as Error).message).to.equal('Invalid amount');
  });
});
