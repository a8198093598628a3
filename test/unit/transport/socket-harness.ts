/** Builds a socket-mode client on fakes, with handles for the test to play the server. */
import { createClient } from '../../../src/transport/client.ts';
import type { CallName } from '../../../src/transport/calls.ts';
import type { TransportContext } from '../../../src/transport/types.ts';
import { context, fakeIo, fakeSleep, fakeTimers, recorder, type FakeSocket } from './fakes.ts';

export const NOW = 1_700_000_000_000;

export function socketClient(options: { plan?: (attempt: number) => 'ok' | 'fail' | 'hang'; ctx?: Partial<TransportContext>; random?: () => number; now?: () => number } = {}) {
  const host = recorder();
  const net = fakeIo(options.plan);
  const timers = fakeTimers();
  const sleeper = fakeSleep();
  const timeouts: CallName[] = [];
  const drops = { count: 0 };
  const ctx = { current: context({ transport: 'socket', ...options.ctx }) };
  const client = createClient({
    getContext: () => ctx.current,
    notifyHost: host.notifyHost,
    onPush: host.onPush,
    onRequestTimeout: (call) => timeouts.push(call),
    onSocketDrop: () => (drops.count += 1),
    io: net.io,
    sleep: sleeper.sleep,
    random: options.random ?? (() => 0.5),
    schedule: timers.schedule,
    now: options.now ?? (() => NOW),
  });
  const last = (): FakeSocket => {
    const socket = net.sockets[net.sockets.length - 1];
    if (!socket) throw new Error('no socket created');
    return socket;
  };
  /** Answers the latest request on the latest socket. */
  const answer = (reply: Record<string, unknown>) => {
    const request = last().requests().at(-1);
    last().serverEmit('response', { id: request?.id, ...reply });
  };
  return { client, host, net, timers, sleeper, timeouts, drops, ctx, last, answer };
}
