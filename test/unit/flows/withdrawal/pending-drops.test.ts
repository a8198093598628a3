// Decision REL-08: a socket drop may have taken a `withdrawal.status` push with it, so while the list
// shows open withdrawals a drop reads them again (one withdrawal-list-pending, never two at once).
import { expect } from '@open-wc/testing';
import { rereadPendingOnDrops } from '../../../../src/flows/withdrawal/model.ts';
import { $pendingWithdrawals } from '../../../../src/stores/withdrawal.ts';
import { fakeDrops } from '../helpers/fake-drops.ts';
import { withdrawalRecord } from '../helpers/withdrawal-record.ts';
import { installMockApi, uninstallMockApi } from '../helpers/mock-api.ts';
import type { MockApi } from '../helpers/mock-api.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';

const pending = withdrawalRecord({ status: 'pending' });

describe('pending withdrawals after a socket drop (REL-08)', () => {
  let api: MockApi;
  beforeEach(() => (api = installMockApi()));
  afterEach(() => {
    $pendingWithdrawals(testScope()).set(null);
    uninstallMockApi();
  });

  it('REL-08: a drop while a withdrawal is open reads the pending list again, and what ended leaves it', async () => {
    const drops = fakeDrops();
    $pendingWithdrawals(testScope()).set([pending]);
    api.expectCall('withdrawal-list-pending').andRespond({ withdrawals: [] });
    const stop = rereadPendingOnDrops(testScope(), drops.watch);
    drops.drop();
    await flush();
    expect(api.callsTo('withdrawal-list-pending')).to.have.length(1);
    expect($pendingWithdrawals(testScope()).get()).to.deep.equal([]);
    stop();
    expect(drops.count()).to.equal(0);
  });

  it('REL-08: drops in a row never put two reads in flight; with nothing open a drop asks nothing', async () => {
    const drops = fakeDrops();
    $pendingWithdrawals(testScope()).set([pending]);
    const hung = api.expectCall('withdrawal-list-pending').andHang();
    const stop = rereadPendingOnDrops(testScope(), drops.watch);
    drops.drop();
    drops.drop();
    await flush();
    expect(api.callsTo('withdrawal-list-pending')).to.have.length(1);
    hung.release({ withdrawals: [] });
    await flush();
    drops.drop();
    await flush();
    expect(api.callsTo('withdrawal-list-pending')).to.have.length(1);
    stop();
  });
});
