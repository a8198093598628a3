import { expect } from '@open-wc/testing';
import { applyHandshake, markHandshakeReady } from '../../../../src/stores/config.ts';
import { $methods } from '../../../../src/stores/methods.ts';
import { setUser } from '../../../../src/stores/user.ts';
import { onHostMessage } from '../../../../src/stores/host-outbox.ts';
import type { OutboundMessage } from '../../../../src/stores/host-outbox.ts';
import { flow } from '../../../../src/flows/deposit-list/index.ts';
import { skrill, visa } from '../helpers/fixtures.ts';
import { installMockApi, uninstallMockApi } from '../helpers/mock-api.ts';
import type { MockApi } from '../helpers/mock-api.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';

describe('the method list follows the deposit currency', () => {
  let api: MockApi;
  let stop: () => void;
  let host: OutboundMessage[];
  let stopHost: () => void;
  beforeEach(() => {
    api = installMockApi();
    host = [];
    stopHost = onHostMessage(testScope(), (m) => host.push(m));
  });
  afterEach(() => {
    stop?.();
    stopHost();
    uninstallMockApi();
  });

  it('HOST-31 (decision): a user record that changes the currency after the request reloads the list and tells the host', async () => {
    applyHandshake(testScope(), { paymentGeo: 'RU', token: 't-1' });
    api.expectCall('methods-payment-v5').andRespond({ methods: [visa], initCurrencies: { fiat: 'USD' } });
    stop = flow.start(testScope());
    markHandshakeReady(testScope());
    await flush();
    expect(api.callsTo('methods-payment-v5')).to.deep.equal([{ country: 'RU', currency: { code: 'USD', type: 'fiat' } }]);
    api.expectCall('methods-payment-v5').andRespond({ methods: [skrill] });
    setUser(testScope(), { currency: 'RUB' });
    await flush();
    expect(api.callsTo('methods-payment-v5')[1]).to.deep.equal({ country: 'RU', currency: { code: 'RUB', type: 'fiat' } });
    expect($methods(testScope()).get()).to.deep.include({ status: 'ok' });
    expect(host.filter((m) => m.messageType === 'onChangedPaymentMethodsCurrency')).to.deep.equal([
      { messageType: 'onChangedPaymentMethodsCurrency', payload: { currency: 'RUB' } },
    ]);
  });

  it('HOST-31 (decision): the same currency again, or a host-prefetched answer, loads nothing more', async () => {
    applyHandshake(testScope(), { paymentGeo: 'RU', currency: 'RUB', methodsResponse: { methods: [visa], initCurrencies: { fiat: 'EUR' } } });
    stop = flow.start(testScope());
    markHandshakeReady(testScope());
    await flush();
    setUser(testScope(), { currency: 'RUB' });
    await flush();
    expect(api.calls).to.deep.equal([]);
    expect(host.filter((m) => m.messageType === 'onChangedPaymentMethodsCurrency')).to.deep.equal([]);
  });
});
