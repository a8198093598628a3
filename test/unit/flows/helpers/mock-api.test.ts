// The request mock is strict (issue #9): a stray call and an expected call never sent both fail.
import { expect } from '@open-wc/testing';
import { createMockApi } from './mock-api.ts';

describe('request mock', () => {
  it('fails verify() on an expected call that was never sent', () => {
    const api = createMockApi();
    api.expectCall('deposit-status').andRespond({ status: 'PAYED' });
    expect(() => api.verify()).to.throw('expected call deposit-status was never sent');
  });

  it('rejects a call nobody expected and fails verify() on it', async () => {
    const api = createMockApi();
    let rejected = false;
    await api.call('deposit-cancel', { depositId: 1, paymentMethod: 'visa' }).catch(() => (rejected = true));
    expect(rejected).to.equal(true);
    expect(() => api.verify()).to.throw('unexpected call deposit-cancel');
  });

  it('passes when every expectation was consumed and standing answers were used any number of times', async () => {
    const api = createMockApi();
    api.always('session-start', null);
    api.expectCall('deposit-create').andRespond({ depositId: 1 });
    await api.call('deposit-create', { amount: 1, currency: 'USD', paymentType: 'visa', fields: {}, isActivatedBonus: false });
    expect(() => api.verify()).not.to.throw();
  });
});
