import { expect } from '@open-wc/testing';
import { errorState } from '../../../src/stores/load-error.ts';
import { playerErrorKind } from '../../../src/stores/player-error.ts';
import { playerMessageKey } from '../../../src/app/screens/player-error-keys.ts';
import { CashierError } from '../../../src/transport/errors.ts';
import { thrownError } from '../../../src/transport/thrown.ts';

/** What the error page shows for a failed load of `error`. */
const playerErrorKey = (error: unknown): string => playerMessageKey({ kind: playerErrorKind(error) });

describe('player error messages (decision ERR-PLAYER)', () => {
  it('ERR-13: network and socket-connect failures read socket.networkError', () => {
    expect(playerErrorKey(new CashierError('network', { message: 'Network error: socket closed' }))).to.equal('socket.networkError');
    expect(playerErrorKey(new CashierError('socket-connect', { message: 'xhr poll error' }))).to.equal('socket.networkError');
  });

  it('ERR-13: a timeout reads request.timeout', () => {
    expect(playerErrorKey(new CashierError('timeout', { message: 'Request timeout' }))).to.equal('request.timeout');
  });

  it('ERR-13: 429 reads tooManyRequests; every 5xx (the sandbox injected 503 too) reads unavailable', () => {
    expect(playerErrorKey(new CashierError('http', { status: 429 }))).to.equal('payment.error.tooManyRequests');
    for (const status of [500, 502, 503, 504, 599]) {
      expect(playerErrorKind(new CashierError('http', { status, message: `Injected failure (${status})` }))).to.equal('unavailable');
    }
    expect(playerErrorKey(new CashierError('socket-status', { status: 503 }))).to.equal('payment.error.unavailable');
  });

  it('ERR-10: other statuses, invalid answers, thrown errors and foreign values read error.page.unknown', () => {
    expect(playerErrorKey(new CashierError('http', { status: 404, message: 'Not found' }))).to.equal('error.page.unknown');
    expect(playerErrorKey(new CashierError('unauthorized', { status: 401 }))).to.equal('error.page.unknown');
    expect(playerErrorKey(new CashierError('http', { status: 600 }))).to.equal('error.page.unknown');
    expect(playerErrorKey(new CashierError('invalid-response'))).to.equal('error.page.unknown');
    expect(playerErrorKey(thrownError('emptyPaymentMethods'))).to.equal('error.page.unknown');
    expect(playerErrorKey(new Error('Failed to fetch'))).to.equal('error.page.unknown');
    expect(playerErrorKey('boom')).to.equal('error.page.unknown');
  });

  it('ERR-11, ERR-13: a failed load keeps the technical text for the host and gives the page a key', () => {
    const state = errorState(new CashierError('http', { status: 503, message: 'Injected failure (503)' }));
    expect(state.message).to.equal('Injected failure (503)');
    expect(state.kind).to.equal('unavailable');
    expect(errorState('plain').kind).to.equal('unknown');
  });

  it("ERR-10: the page's key: its own key first (request.timeout), else the kind's, else Unknown error for a missing or forged kind", () => {
    expect(playerMessageKey({ messageKey: 'request.timeout', kind: 'unavailable' })).to.equal('request.timeout');
    expect(playerMessageKey({ kind: 'start' })).to.equal('error.page.startFailed');
    expect(playerMessageKey({ kind: 'toString' })).to.equal('error.page.unknown');
    expect(playerMessageKey({})).to.equal('error.page.unknown');
  });
});
