import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { setUser } from '../../../../src/stores/user.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { $amount } from '../../../../src/stores/deposit/amount.ts';
import { $methodLimits } from '../../../../src/stores/deposit/method-limits.ts';
import { changeAmount, closeRedirectPage, currentLimits, openRedirectPage, submitDeposit } from '../../../../src/flows/redirect/model.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { installMockApi, uninstallMockApi } from '../helpers/mock-api.ts';
import type { MockApi } from '../helpers/mock-api.ts';
import { useTestDepositEnv } from '../helpers/redirect-page.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';

const bankTransfer: PaymentMethod = { name: 'spei', cardViewType: 9, text: { en: 'SPEI' }, amount_rules: { USD: { min: 100, max: 1000 } } };
const prefilled: PaymentMethod = { name: 'fast_tr', cardViewType: 0, text: { en: 'FAST' }, prefilledAmount: 500, amount_rules: { USD: { min: 50, max: 100000 } } };
const noRule: PaymentMethod = { name: 'paysafecard', cardViewType: 0, text: { en: 'Paysafecard' }, amount_rules: { EUR: { min: 10, max: 1000 } } };

describe('redirect page amounts: prefilled, server limits, random amount', () => {
  let api: MockApi;

  beforeEach(() => {
    api = installMockApi();
    useTestDepositEnv();
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE' });
    api.always('session-start', null);
  });
  afterEach(() => {
    closeRedirectPage(testScope());
    uninstallMockApi();
    configureDepositEnv(testScope(), null);
  });

  it('DOM-28/ENT-14: the field starts at the method prefilledAmount', () => {
    selectMethod(testScope(), prefilled);
    openRedirectPage(testScope(), '.');
    expect($amount(testScope()).get().text).to.equal('500');
  });

  it('ENT-14: minNonRus is the minimum for a player outside Russia (user country, else paymentGeo)', () => {
    const method: PaymentMethod = { name: 'mir', cardViewType: 1, text: { en: 'MIR' }, amount_rules: { USD: { min: 300, max: 3000, minNonRus: 500 } } };
    selectMethod(testScope(), method);
    openRedirectPage(testScope(), '.');
    expect(currentLimits(testScope()), 'paymentGeo DE').to.deep.equal({ min: 500, max: 3000 });
    setUser(testScope(), { country: 'RU' });
    openRedirectPage(testScope(), '.');
    expect(currentLimits(testScope()), 'user country RU').to.deep.equal({ min: 300, max: 3000 });
  });

  it('LIST-02 (decision): a method without a rule for the currency asks deposit-limits once and starts at its minimum', async () => {
    selectMethod(testScope(), noRule);
    api.expectCall('deposit-limits').andRespond({ min: 20, max: 2000 });
    openRedirectPage(testScope(), '.');
    expect($methodLimits(testScope()).get().source).to.equal('loading');
    expect(currentLimits(testScope())).to.deep.equal({ min: 0, max: 0 });
    await flush();
    expect(api.callsTo('deposit-limits')).to.deep.equal([{ currency: 'USD', paymentMethod: 'paysafecard' }]);
    expect(currentLimits(testScope())).to.deep.equal({ min: 20, max: 2000 });
    expect($amount(testScope()).get().text, 'an unedited amount moves to the new minimum').to.equal('20');
  });

  it('LIST-02 (decision): an amount typed while deposit-limits is in flight is kept', async () => {
    selectMethod(testScope(), noRule);
    api.expectCall('deposit-limits').andRespond({ min: 20, max: 2000 });
    openRedirectPage(testScope(), '.');
    changeAmount(testScope(), '75', '.');
    await flush();
    expect($amount(testScope()).get().text).to.equal('75');
    expect(currentLimits(testScope())).to.deep.equal({ min: 20, max: 2000 });
  });

  it('LIST-02 (decision): a failed deposit-limits leaves 0/0 and the field usable', async () => {
    selectMethod(testScope(), noRule);
    api.expectCall('deposit-limits').andFail(new Error('offline'));
    openRedirectPage(testScope(), '.');
    await flush();
    expect($methodLimits(testScope()).get()).to.include({ source: 'server' });
    expect(currentLimits(testScope())).to.deep.equal({ min: 0, max: 0 });
    expect($amount(testScope()).get().text).to.equal('');
  });

  it('LIST-02 (decision): a method with a rule sends no deposit-limits', async () => {
    selectMethod(testScope(), prefilled);
    openRedirectPage(testScope(), '.');
    await flush();
    expect(api.callsTo('deposit-limits')).to.deep.equal([]);
  });

  it('DOM-29: pressing Deposit with the untouched minimum of a bank transfer sends a random amount and shows it', async () => {
    selectMethod(testScope(), bankTransfer);
    openRedirectPage(testScope(), '.');
    api.expectCall('deposit-create').andRespond({ depositId: 5 });
    await submitDeposit(testScope());
    const [sent] = api.callsTo('deposit-create') as Array<{ amount: number }>;
    expect(sent!.amount).to.be.within(101, 110);
    expect($amount(testScope()).get()).to.include({ text: String(sent!.amount), randomized: true });
  });

  it('DOM-29: a minimum the player typed is sent as it is', async () => {
    selectMethod(testScope(), bankTransfer);
    openRedirectPage(testScope(), '.');
    changeAmount(testScope(), '100', '.');
    api.expectCall('deposit-create').andRespond({ depositId: 5 });
    await submitDeposit(testScope());
    expect((api.callsTo('deposit-create')[0] as { amount: number }).amount).to.equal(100);
    expect($amount(testScope()).get().randomized).to.equal(undefined);
  });
});
