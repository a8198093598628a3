import { expect } from '@open-wc/testing';
import { createClient } from '../../../src/transport/client.ts';
import type { TransportContext } from '../../../src/transport/types.ts';
import { context, fakeFetch, fakeIo, json, recorder } from './fakes.ts';
import { flush } from '../flush.ts';

function mixedClient(initial: Partial<TransportContext>) {
  const host = recorder();
  const server = fakeFetch(() => json({ ok: 'http' }));
  const net = fakeIo();
  const ctx = { current: context(initial) };
  const client = createClient({
    getContext: () => ctx.current,
    notifyHost: host.notifyHost,
    onPush: host.onPush,
    fetch: server.fetch,
    io: net.io,
    sleep: () => Promise.resolve(),
  });
  return { client, host, server, net, ctx };
}

describe('transport/client', () => {
  it('SOCK-01: each call uses the transport the context names at that moment', async () => {
    const t = mixedClient({ transport: 'http' });
    expect(await t.client.call('events', { events: [] })).to.deep.equal({ ok: 'http' });
    expect(t.net.sockets.length).to.equal(0);
    t.ctx.current = { ...t.ctx.current, transport: 'socket' };
    const viaSocket = t.client.call('events', { events: [{ key: 'k', timestamp: 1, value: 2 }] });
    await flush();
    const socket = t.net.sockets[0]!;
    const request = socket.requests()[0];
    expect(request?.type).to.equal('events');
    socket.serverEmit('response', { id: request?.id, status: 200, data: { ok: 'socket' } });
    expect(await viaSocket).to.deep.equal({ ok: 'socket' });
    expect(t.server.calls.length).to.equal(1);
  });

  it('SOCK-05: connect() opens the socket before any call, and calls reuse it', async () => {
    const t = mixedClient({ transport: 'socket' });
    t.client.connect();
    await flush();
    expect(t.net.sockets.length).to.equal(1);
    expect(t.net.sockets[0]!.connected).to.equal(true);
    void t.client.call('deposit-prepare', { paymentMethod: 'upi' });
    await flush();
    expect(t.net.sockets.length).to.equal(1);
    expect(t.net.sockets[0]!.requests().length).to.equal(1);
  });

  it('SOCK-06: a reconnect reads the context afresh (new token in the query)', async () => {
    const t = mixedClient({ transport: 'socket', userToken: 'OLD' });
    t.client.connect();
    await flush();
    t.ctx.current = { ...t.ctx.current, userToken: 'NEW' };
    t.net.sockets[0]!.connected = false;
    t.net.sockets[0]!.serverEmit('disconnect', 'transport close');
    t.client.connect();
    await flush();
    expect((t.net.sockets[1]!.options.query as Record<string, string>).Authorization).to.equal('NEW');
  });

  it('CREATE-28, HTTP-32: keepalive goes over HTTP even in socket mode', async () => {
    const t = mixedClient({ transport: 'socket', token: 'HOST' });
    t.client.sendKeepalive('session-form-on-close-modal', { paymentMethod: 'visa', paymentMethodText: 'Visa', userId: '9' });
    await flush();
    expect(t.net.sockets.length).to.equal(0);
    expect(t.server.calls.map((c) => [c.url, c.init.keepalive, c.init.method])).to.deep.equal([
      ['https://api.test/api/BANKING/session-form-on-close-modal', true, 'POST'],
    ]);
  });

  it('HOST-31 CREATE-28: a keepalive send is announced with onRequest { call, transport: "http" }, also in socket mode', async () => {
    const t = mixedClient({ transport: 'socket', token: 'HOST' });
    t.client.sendKeepalive('session-form-on-close-modal', { paymentMethod: 'visa', paymentMethodText: 'Visa', userId: '9' });
    await flush();
    expect(t.host.of('onRequest').map((n) => n.payload)).to.deep.equal([{ call: 'session-form-on-close-modal', transport: 'http' }]);
    expect(t.net.sockets.length).to.equal(0);
  });

  it('HTTP-01: without an injected fetch the global fetch is used', async () => {
    const original = globalThis.fetch;
    const seen: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return json({ amount: 3 });
    }) as typeof fetch;
    try {
      const client = createClient({ getContext: () => context(), notifyHost: () => undefined, onPush: () => undefined });
      expect(await client.call('sweepstake-recoup-sum', { currency: 'USD' })).to.deep.equal({ amount: 3 });
      expect(seen).to.deep.equal(['https://api.test/api/BANKING/sweepstake-recoup-sum']);
    } finally {
      globalThis.fetch = original;
    }
  });
});
