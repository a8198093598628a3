/**
 * Decision STATUS-18 (push format), end to end from the socket to the complete page: a fake
 * server emits `deposit.status`, the real client decodes it (pushes.ts), the stores route it
 * (handlePush) and the page's status machine follows it (or not).
 */
import { expect } from '@open-wc/testing';
import { handlePush } from '../../../../src/stores/api-events.ts';
import { setPendingDeposit, type PendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { $transaction } from '../../../../src/stores/transaction.ts';
import { createClient } from '../../../../src/transport/client.ts';
import type { CashierClient } from '../../../../src/transport/types.ts';
import { startCompletePage } from '../../../../src/flows/complete/model.ts';
import { context, fakeIo, type FakeSocket } from '../../transport/fakes.ts';
import { createFakeClock } from '../../stores/fake-clock.ts';
import { createMockApi } from '../helpers/mock-api.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';
const card: PendingDeposit = { depositId: 42, paymentMethod: 'visa', amount: 10, currency: 'USD', crypto: false, onramp: false };

describe('complete page ← deposit.status push format (STATUS-18)', () => {
  let client: CashierClient;
  let socket: FakeSocket;
  let stop: (() => void) | undefined;

  /** The deposit is created (the stores watch it), the page opens, the socket is up. */
  async function open(pending: PendingDeposit | null = card): Promise<void> {
    setPendingDeposit(testScope(), pending);
    stop = startCompletePage(testScope(), { statusQuery: null, transaction: 'deposit', pending, poll: false, api: createMockApi(), clock: createFakeClock() });
    const net = fakeIo();
    client = createClient({ getContext: () => context({ transport: 'socket' }), notifyHost: () => undefined, onPush: handlePush.bind(null, testScope()), io: net.io });
    client.connect();
    await flush();
    socket = net.sockets[0]!;
  }
  afterEach(() => {
    stop?.();
    stop = undefined;
    client?.dispose();
  });

  it('STATUS-18 SOCK-14: a push without depositId reaches the page of the lone pending deposit', async () => {
    await open();
    socket.serverEmit('deposit.status', { status: 1, amount: 10, currency: 'USD' });
    expect($transaction(testScope()).get().status).to.equal('processed');
    expect($transaction(testScope()).get().data?.depositId).to.equal(42);
  });

  it('STATUS-18 SOCK-14: a push wrapped as { data: { … } } reaches the page', async () => {
    await open();
    socket.serverEmit('deposit.status', { data: { depositId: 42, status: 2 } });
    expect($transaction(testScope()).get().status).to.equal('mistaked');
    expect($transaction(testScope()).get().data).to.deep.equal({ depositId: 42, status: 2 });
  });

  it('STATUS-18: a wrapped push without depositId reaches the page too', async () => {
    await open();
    socket.serverEmit('deposit.status', { data: { status: 1 } });
    expect($transaction(testScope()).get().status).to.equal('processed');
  });

  it('STATUS-12 STATUS-18: a push for ANOTHER deposit id is still ignored, plain or wrapped', async () => {
    await open();
    socket.serverEmit('deposit.status', { depositId: 41, status: 1 });
    socket.serverEmit('deposit.status', { data: { depositId: '43', status: 2 } });
    expect($transaction(testScope()).get().status).to.equal('waiting');
    socket.serverEmit('deposit.status', { depositId: '42', status: 1 });
    expect($transaction(testScope()).get().status).to.equal('processed');
  });

  it('STATUS-18: an id-less push with no deposit being watched is not followed by a later deposit\'s page', async () => {
    setPendingDeposit(testScope(), null);
    handlePush(testScope(), { type: 'deposit.status', data: { status: 2 } });
    await open();
    expect($transaction(testScope()).get().status).to.equal('waiting');
  });

  it('STATUS-18: a payload that is not an object is dropped', async () => {
    await open();
    socket.serverEmit('deposit.status', 'PAYED');
    socket.serverEmit('deposit.status', null);
    expect($transaction(testScope()).get()).to.deep.equal({ status: 'waiting' });
    expect($transaction(testScope()).get().status).to.equal('waiting');
  });

  it('STATUS-11: crypto still follows every push, with or without id', async () => {
    await open({ ...card, depositId: undefined, crypto: true });
    socket.serverEmit('deposit.status', { status: 1, txid: 'abc' });
    expect($transaction(testScope()).get().status).to.equal('processed');
    expect($transaction(testScope()).get().data?.depositId).to.equal(undefined);
  });
});
