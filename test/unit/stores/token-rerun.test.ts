// Issue #23 deliverable 7 (decision RENEW-02): reads other than the method lists — the sweepstake
// packs, the deposit limits — that failed with a 401 run again by themselves once the host renews
// the token: only reads, only once per renewal, only while still wanted.
import { expect } from '@open-wc/testing';
import { $boxList, loadBoxes } from '../../../src/flows/sweep/box-list.ts';
import { api } from '../../../src/stores/api.ts';
import { applyHandshake } from '../../../src/stores/config.ts';
import { $methodLimits, loadMethodLimits } from '../../../src/stores/deposit/method-limits.ts';
import { rerunWhenRenewed } from '../../../src/stores/token-retry.ts';
import { patchUser } from '../../../src/stores/user.ts';
import { CashierError } from '../../../src/transport/errors.ts';
import { SWEEPSTAKE_BOXES } from '../../../demo/server/fixtures/sweepstake.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { useSweepstakeLog } from '../flows/sweep/sweep-log.ts';
import { installMockApi, uninstallMockApi, type MockApi } from '../flows/helpers/mock-api.ts';
import { flush } from '../flush.ts';
import { restartTestScope, testScope } from '../scope.ts';

const unauthorized = (call: string) => new CashierError('unauthorized', { status: 401, message: 'Unauthorized', call });
const card = { name: 'card', title: 'Card', fields: [] } as unknown as PaymentMethod;
const other = { name: 'sbp', title: 'SBP', fields: [] } as unknown as PaymentMethod;

describe('reads that failed with a 401 run again when the token is renewed (issue #23, RENEW-02)', () => {
  let mock: MockApi;
  useSweepstakeLog();
  beforeEach(() => {
    applyHandshake(testScope(), { token: 'expired-token' });
    mock = installMockApi();
  });
  afterEach(() => uninstallMockApi());

  /** A call that fails as the backend answers it; returns its error. */
  async function failed(error: Error): Promise<unknown> {
    mock.expectCall('sweepstake-balance-get').andFail(error);
    return api(testScope()).call('sweepstake-balance-get', {}).then(() => expect.fail('the call should fail'), (e: unknown) => e);
  }

  it('HTTP-11: runs once after the host sets a new token or a login.token push brings one; never for another failure', async () => {
    let runs = 0;
    rerunWhenRenewed(testScope(), 'read', await failed(unauthorized('sweepstake-balance-get')), () => runs++);
    rerunWhenRenewed(testScope(), 'other', await failed(new CashierError('http', { status: 500, message: 'Boom', call: 'x' })), () => (runs += 100));
    applyHandshake(testScope(), { locale: 'de-DE' }); // another setting is no renewal
    expect(runs).to.equal(0);
    applyHandshake(testScope(), { token: 'renewed-token' });
    applyHandshake(testScope(), { token: 'renewed-again' });
    expect(runs).to.equal(1);

    rerunWhenRenewed(testScope(), 'read', await failed(unauthorized('sweepstake-balance-get')), () => runs++);
    patchUser(testScope(), { token: 'pushed-token' });
    expect(runs).to.equal(2);
  });

  it('HTTP-11: a newer failure of the same read replaces the older wait; a world that ended waits no more', async () => {
    const runs: string[] = [];
    rerunWhenRenewed(testScope(), 'read', await failed(unauthorized('sweepstake-balance-get')), () => runs.push('old'));
    rerunWhenRenewed(testScope(), 'read', await failed(unauthorized('sweepstake-balance-get')), () => runs.push('new'));
    applyHandshake(testScope(), { token: 'renewed-token' });
    expect(runs).to.deep.equal(['new']);

    const scope = testScope();
    rerunWhenRenewed(scope, 'read', await failed(unauthorized('sweepstake-balance-get')), () => runs.push('ended'));
    scope.dispose();
    applyHandshake(scope, { token: 'after-the-end' });
    expect(runs).to.deep.equal(['new']);
    restartTestScope();
  });

  it('SWEEP-12, HTTP-11: the packs of a first load that answered 401 show once the host renews the token', async () => {
    mock.expectCall('sweepstake-boxes').andFail(unauthorized('sweepstake-boxes'));
    expect(await loadBoxes(testScope())).to.equal('empty');
    mock.expectCall('sweepstake-boxes').andRespond({ boxes: [...SWEEPSTAKE_BOXES] });
    applyHandshake(testScope(), { token: 'renewed-token' });
    await flush();
    expect($boxList(testScope()).get().phase).to.equal('ready');
    expect(mock.callsTo('sweepstake-boxes')).to.have.length(2);
  });

  it('LIST-02, HTTP-11: limits that answered 401 load again for the method still open, never for one the player left', async () => {
    mock.expectCall('deposit-limits').andFail(unauthorized('deposit-limits'));
    await loadMethodLimits(testScope(), card, 'RUB', 'RU');
    expect($methodLimits(testScope()).get().limits).to.deep.equal({ min: 0, max: 0 });
    mock.expectCall('deposit-limits').andRespond({ min: 100, max: 5000 });
    applyHandshake(testScope(), { token: 'renewed-token' });
    await flush();
    expect($methodLimits(testScope()).get()).to.deep.include({ source: 'server', limits: { min: 100, max: 5000 } });

    mock.expectCall('deposit-limits').andFail(unauthorized('deposit-limits'));
    await loadMethodLimits(testScope(), card, 'RUB', 'RU');
    mock.expectCall('deposit-limits').andRespond({ min: 10, max: 50 });
    await loadMethodLimits(testScope(), other, 'RUB', 'RU'); // the player moved on
    applyHandshake(testScope(), { token: 'renewed-again' });
    await flush();
    expect(mock.callsTo('deposit-limits')).to.have.length(4);
    expect($methodLimits(testScope()).get().key).to.contain('sbp');
  });
});
