import { expect } from '@open-wc/testing';
import { PUSHES, PUSH_NAMES, decodePush, isPushName } from '../../../src/transport/pushes.ts';
import type { PushName, PushPayload } from '../../../src/transport/pushes.ts';
import { PUSH_EVENTS } from '../../../src/transport/socket-protocol.ts';

describe('transport/pushes (the typed push map)', () => {
  it('SOCK-14 SOCK-15 SOCK-16 WD-06: the map holds exactly deposit.status, login.token and withdrawal.status, and the socket listens to those', () => {
    expect(PUSH_NAMES).to.deep.equal(['deposit.status', 'login.token', 'withdrawal.status']);
    expect(Object.keys(PUSHES)).to.deep.equal(PUSH_NAMES);
    expect([...PUSH_EVENTS]).to.deep.equal(PUSH_NAMES);
  });

  it('SOCK-16: isPushName accepts only the map\'s names', () => {
    expect(PUSH_NAMES.every(isPushName)).to.equal(true);
    for (const other of ['deposit-status', 'deposit.Status', 'login', 'response', 'toString', '', 1, null]) {
      expect(isPushName(other), String(other)).to.equal(false);
    }
  });

  it('SOCK-14: a push is typed by its name; a misspelled name does not compile', () => {
    const sent: Array<[string, unknown]> = [];
    const emit = <N extends PushName>(name: N, payload: PushPayload<N>): void => void sent.push([name, payload]);
    emit('deposit.status', { depositId: 7, status: 1 });
    emit('login.token', { token: 'NEW' });
    // @ts-expect-error: not a push of the map
    emit('deposit.stauts', { status: 1 });
    // @ts-expect-error: login.token carries a user record, not a status number
    emit('login.token', { status: 'x', token: 5 });
    expect(sent.length).to.equal(4);
    expect(decodePush('login.token', { token: 'NEW' })).to.deep.equal({ type: 'login.token', data: { token: 'NEW' } });
  });

  it('STATUS-18 SOCK-14: deposit.status may come wrapped as { data: { … } }; the transport unwraps it', () => {
    expect(decodePush('deposit.status', { data: { depositId: 5, status: 1 } })).to.deep.equal({ type: 'deposit.status', data: { depositId: 5, status: 1 } });
    expect(decodePush('deposit.status', { depositId: 5, status: 0 })).to.deep.equal({ type: 'deposit.status', data: { depositId: 5, status: 0 } });
    // A payload with its own status is never unwrapped, whatever its data holds.
    expect(decodePush('deposit.status', { status: 1, data: { x: 1 } })?.data).to.deep.equal({ status: 1, data: { x: 1 } });
    expect(decodePush('login.token', { data: { token: 'T' } })).to.deep.equal({ type: 'login.token', data: { token: 'T' } });
    for (const junk of [null, 'x', 3, [1]]) expect(decodePush('deposit.status', junk), String(junk)).to.equal(null);
  });

  it('WD-06 SOCK-16: withdrawal.status carries the withdrawal record, bare or wrapped as { data: { … } }', () => {
    const record = { withdrawalId: 7, status: 'processing', cancellable: false };
    expect(decodePush('withdrawal.status', record)).to.deep.equal({ type: 'withdrawal.status', data: record });
    expect(decodePush('withdrawal.status', { data: record })).to.deep.equal({ type: 'withdrawal.status', data: record });
    expect(decodePush('withdrawal.status', 'pending')).to.equal(null);
  });
});
