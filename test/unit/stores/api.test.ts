import { expect } from '@open-wc/testing';
import { api, configureApi, playerPressed } from '../../../src/stores/api.ts';
import { fakeIo } from '../transport/fakes.ts';
import { flush } from '../flush.ts';
import { applyHandshake } from '../../../src/stores/config.ts';
import { $navigationRequest, reportLocation } from '../../../src/stores/navigation.ts';
import { setTransportChoice } from '../../../src/stores/debug-switches.ts';
import { testScope } from '../scope.ts';

describe('stores/api', () => {
  beforeEach(() => {
    setTransportChoice(testScope(), undefined);
  });
  after(() => configureApi(testScope(), {}));

  it('HTTP-01 HTTP-02: the shared client calls /api/BANKING/… with the handshake settings', async () => {
    const urls: string[] = [];
    configureApi(testScope(), {
      fetch: (input) => {
        urls.push(String(input));
        return Promise.resolve(new Response(JSON.stringify({ methods: [], initCurrencies: {} }), { status: 200 }));
      },
    });
    applyHandshake(testScope(), { transport: 'http', apiBase: 'https://bank.example', token: 't' });
    await api(testScope()).call('methods-payment-v5', { country: 'RU', currency: { code: 'USD', type: 'fiat' } });
    expect(urls.length).to.equal(1);
    expect(urls[0]?.startsWith('https://bank.example/api/BANKING/')).to.equal(true);
  });

  it('RETRY-12: a request timeout from the client routes to /error with the back route', async () => {
    let fire: (() => void) | undefined;
    configureApi(testScope(), {
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      schedule: (fn) => {
        fire = fn;
        return () => undefined;
      },
    });
    applyHandshake(testScope(), { transport: 'http' });
    reportLocation(testScope(), '/withdrawal');
    const pending = api(testScope()).call('deposit-prepare', { paymentMethod: 'card' }).catch((e: unknown) => e);
    await Promise.resolve();
    fire?.();
    await pending;
    expect($navigationRequest(testScope()).get()?.to).to.equal('/error?backRoute=%2Fwithdrawal');
  });

  it('FAULT-07a: once the socket gave up connecting, calls fail without a handshake until the player presses (playerPressed); then it connects again', async () => {
    const net = fakeIo((attempt) => (attempt < 4 ? 'fail' : 'ok'));
    configureApi(testScope(), { io: net.io, sleep: () => Promise.resolve(), random: () => 0 });
    applyHandshake(testScope(), { transport: 'socket', token: 't' });
    const cancel = () => api(testScope()).call('deposit-cancel', { depositId: 1, paymentMethod: 'x' }).catch((e: unknown) => e);
    expect(((await cancel()) as { code?: string }).code).to.equal('socket-connect');
    expect(net.sockets.length).to.equal(4);
    expect(((await cancel()) as { code?: string }).code).to.equal('socket-connect');
    expect(net.sockets.length).to.equal(4);
    playerPressed(testScope());
    await flush(20);
    expect(net.sockets.length).to.equal(5);
    expect(net.sockets[4]?.connected).to.equal(true);
  });
});
