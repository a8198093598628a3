import { expect } from '@open-wc/testing';
import { CashierError } from '../../../src/transport/errors.ts';
import { isSocketSuccess, socketOrigin } from '../../../src/transport/socket-protocol.ts';
import { rejectionOf } from './fakes.ts';
import { NOW, socketClient } from './socket-harness.ts';
import { flush } from '../flush.ts';

describe('transport/socket', () => {
  it('SOCK-02, SOCK-03, SOCK-04, SOCK-05, SOCK-08: one websocket-only connection, 20 s timeout, no socket reconnect', async () => {
    const t = socketClient();
    t.client.connect();
    t.client.connect();
    await flush();
    expect(t.net.sockets.length).to.equal(1);
    const { options, uri } = t.last();
    expect(uri).to.equal('https://api.test');
    expect([options.path, options.transports, options.timeout, options.reconnection, options.autoConnect]).to.deep.equal([
      '/v4/socket.io', ['websocket'], 20_000, false, false,
    ]);
    expect((options.query as Record<string, string>).cashier_type).to.equal('widget');
  });

  it('SOCK-06, SOCK-07: the query carries the user token only when there is no host token', () => {
    const user = socketClient({ ctx: { userToken: 'USER', xOrigin: 'casino.test', language: 'pt', isNative: true, platform: 'android', pwa: true, isMobileApp: true } });
    user.client.connect();
    expect(user.last().options.query).to.deep.equal({
      Authorization: 'USER', xorigin: 'casino.test', Language: 'pt', isNative: 'true', platform: 'android', pwa: 'true', isMobileApp: 'true', cashier_type: 'widget',
    });
    const host = socketClient({ ctx: { token: 'HOST', userToken: 'USER' } });
    host.client.connect();
    const query = host.last().options.query as Record<string, string>;
    expect('Authorization' in query).to.equal(false);
    expect(JSON.stringify(query).includes('HOST')).to.equal(false);
  });

  it('SOCK-11: the server is the origin of apiBase; empty means this page', () => {
    expect(socketOrigin('https://api.test/some/path')).to.equal('https://api.test');
    expect(socketOrigin('')).to.equal(undefined);
    expect(socketOrigin('/backend', 'https://page.test/x')).to.equal('https://page.test');
  });

  it('SOCK-09: a request is one `request` event with data, token, id, sendTime and type', async () => {
    const t = socketClient({ ctx: { token: 'HOST', isNative: true, platform: 'ios' } });
    void t.client.call('deposit-prepare', { paymentMethod: 'upi' });
    await flush();
    expect(t.last().requests()).to.deep.equal([
      { data: { paymentMethod: 'upi', isNative: true, platform: 'ios' }, token: 'HOST', id: t.last().requests()[0]?.id, sendTime: NOW, type: 'deposit-prepare' },
    ]);
    expect(typeof t.last().requests()[0]?.id).to.equal('string');
  });

  it('SOCK-10: answers are matched to requests by id, in any order', async () => {
    const t = socketClient();
    const first = t.client.call('deposit-check', { paymentMethod: 'a', selectedCountry: 'RU' });
    const second = t.client.call('deposit-check', { paymentMethod: 'b', selectedCountry: 'KZ' });
    await flush();
    const [a, b] = t.last().requests();
    expect(a?.id === b?.id).to.equal(false);
    t.last().serverEmit('response', { id: 'unknown', status: 200, data: { min: 0, max: 0 } });
    t.last().serverEmit('response', { id: b?.id, status: 200, data: { min: 2, max: 20 } });
    t.last().serverEmit('response', { id: a?.id, status: 200, data: { min: 1, max: 10 } });
    expect(await first).to.deep.equal({ min: 1, max: 10 });
    expect(await second).to.deep.equal({ min: 2, max: 20 });
  });

  it('SOCK-12, SOCK-13: below 100, 200–299 and above 600 succeed; 100–199 and 300–600 fail', () => {
    expect([0, 99, 200, 250, 299, 601, 700].map(isSocketSuccess)).to.deep.equal([true, true, true, true, true, true, true]);
    expect([100, 199, 300, 404, 500, 600].map(isSocketSuccess)).to.deep.equal([false, false, false, false, false, false]);
  });

  it('SOCK-13: a failing status notifies the host (Socket wording) and rejects', async () => {
    const t = socketClient();
    const pending = t.client.call('deposit-create-p2p', {} as never);
    await flush();
    t.answer({ status: 400, error: { message: 'Bad card', code: 'banking.paymentMethodRegex' } });
    const error = (await rejectionOf(pending)) as CashierError;
    expect(t.host.of('Error').map((n) => n.payload?.message)).to.deep.equal(['Server.Socket.request.ERROR: Bad card ErrorCode: banking.paymentMethodRegex']);
    expect([error.code, error.status, error.serverCode]).to.deep.equal(['socket-status', 400, 'banking.paymentMethodRegex']);
  });

  it('SOCK-12: status 601 resolves with data; a missing data is null', async () => {
    const t = socketClient();
    const pending = t.client.call('deposit-cancel', { depositId: 3, paymentMethod: 'x' });
    await flush();
    t.answer({ status: 601 });
    expect(await pending).to.equal(null);
    expect(t.host.of('Error').length).to.equal(0);
  });

  it('HTTP-11: a socket 401 also asks the host for a fresh token', async () => {
    const t = socketClient();
    const pending = t.client.call('deposit-cancel', { depositId: 3, paymentMethod: 'x' });
    await flush();
    t.answer({ status: 401, error: { message: 'expired', code: 'auth' } });
    expect(((await rejectionOf(pending)) as CashierError).code).to.equal('unauthorized');
    expect(t.host.of('onTokenExpired').length).to.equal(1);
  });

  it('SOCK-14, SOCK-15: deposit.status and login.token pushes reach onPush', async () => {
    const t = socketClient();
    t.client.connect();
    await flush();
    t.last().serverEmit('deposit.status', { status: 1, txid: 'abc' });
    t.last().serverEmit('login.token', { token: 'NEW' });
    expect(t.host.pushes).to.deep.equal([
      { type: 'deposit.status', data: { status: 1, txid: 'abc' } },
      { type: 'login.token', data: { token: 'NEW' } },
    ]);
  });

  it('WD-06: withdrawal.status pushes reach onPush with the withdrawal record', async () => {
    const t = socketClient();
    t.client.connect();
    await flush();
    t.last().serverEmit('withdrawal.status', { data: { withdrawalId: 700001, status: 'processing', cancellable: false } });
    expect(t.host.pushes).to.deep.equal([{ type: 'withdrawal.status', data: { withdrawalId: 700001, status: 'processing', cancellable: false } }]);
  });

  it('RETRY-11, RETRY-12: an unanswered socket request times out at 30 s and reports the call', async () => {
    const t = socketClient();
    const pending = t.client.call('deposit-create', {} as never);
    await flush();
    t.timers.advance(29_999);
    expect(t.timeouts).to.deep.equal([]);
    t.timers.advance(1);
    const error = (await rejectionOf(pending)) as CashierError;
    expect([error.code, error.message]).to.deep.equal(['timeout', 'Request timeout']);
    expect(t.timeouts).to.deep.equal(['deposit-create']);
    t.answer({ status: 200, data: {} }); // late answer is ignored, no throw
  });

  it('REL-03: a drop of the open socket is reported once; closing it ourselves (dispose) is not a drop', async () => {
    const t = socketClient();
    const first = t.client.call('deposit-status', { depositId: 1, paymentMethod: 'x' });
    await flush();
    t.answer({ status: 200, data: {} });
    await first;
    expect(t.drops.count).to.equal(0);
    t.last().serverEmit('disconnect', 'transport close');
    expect(t.drops.count).to.equal(1);
    const second = t.client.call('deposit-status', { depositId: 1, paymentMethod: 'x' });
    await flush();
    t.answer({ status: 200, data: {} });
    await second;
    t.client.dispose();
    expect(t.drops.count).to.equal(1);
  });

  it('dispose rejects pending calls, closes the socket and refuses later calls', async () => {
    const t = socketClient();
    const pending = t.client.call('deposit-cancel', { depositId: 3, paymentMethod: 'x' });
    await flush();
    t.client.dispose();
    expect(((await rejectionOf(pending)) as CashierError).code).to.equal('disposed');
    expect(t.last().disconnectCalls).to.equal(1);
    const later = (await rejectionOf(t.client.call('events', { events: [] }))) as CashierError;
    expect(later.code).to.equal('disposed');
  });
});
