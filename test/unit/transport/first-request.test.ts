// issue #4: the request that opens the socket rides in the CONNECT packet (auth.first), saving a
// round trip before the method list; a server that ignores it gets it the usual way.
import { expect } from '@open-wc/testing';
import { FIRST_REQUEST_GRACE_MS } from '../../../src/transport/socket-protocol.ts';
import { socketClient } from './socket-harness.ts';
import { flush } from '../flush.ts';

const METHODS = { country: 'RU', currency: { code: 'RUB', type: 'fiat' as const } };

describe('transport/socket first request', () => {
  it('SOCK-09: the opening methods call travels in auth.first, with the full envelope', async () => {
    const t = socketClient({ ctx: { token: 'HOST' } });
    const answer = t.client.call('methods-payment-v5', METHODS);
    await flush();
    const first = (t.last().options.auth as { first: Record<string, unknown> }).first;
    expect(first).to.include({ token: 'HOST', type: 'methods-payment-v5' });
    expect(first.data).to.deep.equal(METHODS);
    expect(t.last().requests()).to.deep.equal([]);
    t.last().serverEmit('response', { id: first.id, status: 200, data: { methods: [], groups: [] } });
    expect(await answer).to.deep.equal({ methods: [], groups: [] });
    t.timers.advance(FIRST_REQUEST_GRACE_MS);
    expect(t.last().requests()).to.deep.equal([]);
  });

  it('SOCK-10: a server that ignores auth.first gets the same envelope after the grace', async () => {
    const t = socketClient();
    const answer = t.client.call('methods-payment-v5', METHODS);
    await flush();
    const first = (t.last().options.auth as { first: Record<string, unknown> }).first;
    t.timers.advance(FIRST_REQUEST_GRACE_MS - 1);
    expect(t.last().requests()).to.deep.equal([]);
    t.timers.advance(1);
    expect(t.last().requests()).to.deep.equal([first]);
    t.answer({ status: 200, data: { methods: [] } });
    expect(await answer).to.deep.equal({ methods: [] });
  });

  it('a call that is not an idempotent read (deposit-create) never rides in the handshake', async () => {
    const t = socketClient();
    void t.client.call('deposit-create', { amount: 10, currency: 'RUB', paymentType: 'sbp' } as never);
    await flush();
    expect(t.last().options.auth).to.equal(undefined);
    expect(t.last().requests().map((r) => r.type)).to.deep.equal(['deposit-create']);
  });

  it('once connected, later calls are plain requests', async () => {
    const t = socketClient();
    const opening = t.client.call('methods-payment-v5', METHODS);
    await flush();
    const first = (t.last().options.auth as { first: { id: string } }).first;
    t.last().serverEmit('response', { id: first.id, status: 200, data: {} });
    await opening;
    void t.client.call('methods-payment-v5', METHODS);
    await flush();
    expect(t.last().requests().map((r) => r.type)).to.deep.equal(['methods-payment-v5']);
  });
});
