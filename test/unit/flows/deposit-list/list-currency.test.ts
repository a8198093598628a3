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
import { TAB_STORAGE_KEYS } from '../../../../src/stores/tab-storage.ts';
import { testScope } from '../../scope.ts';
import { flush } from '../../flush.ts';

describe('the method list follows the deposit currency', () => {
  let api: MockApi;
  let stop: () => void;
  let host: OutboundMessage[];
  let stopHost: () => void;
  beforeEach(() => {
    sessionStorage.clear();
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

  const requested = (): string[] => api.callsTo('methods-payment-v5').map((p) => (p as { currency: { code: string } }).currency.code);

  /** A start with `hint` in tab storage, the handshake `given`, and the methods answers' fiat currencies in order. */
  async function startWithHint(hint: string, given: Record<string, unknown>, answers: string[]): Promise<void> {
    sessionStorage.setItem(TAB_STORAGE_KEYS.playerCurrency, hint);
    applyHandshake(testScope(), given);
    for (const fiat of answers) api.expectCall('methods-payment-v5').andRespond({ methods: [fiat === 'RUB' ? visa : skrill], initCurrencies: { fiat } });
    stop = flow.start(testScope());
    markHandshakeReady(testScope());
    await flush();
    await flush();
  }

  it('LIST-T1: a token-only start asks in the currency the last answer in this tab named: one request when it still holds', async () => {
    await startWithHint('RUB', { paymentGeo: 'RU', token: 't-1' }, ['RUB']);
    expect(requested()).to.deep.equal(['RUB']);
    expect($methods(testScope()).get()).to.deep.include({ status: 'ok' });
    expect(host.filter((m) => m.messageType === 'onChangedPaymentMethodsCurrency')).to.deep.equal([]);
  });

  it('LIST-T1: a stale hint (another player, another country) is corrected by the answer, as a token-only start was before', async () => {
    await startWithHint('EUR', { paymentGeo: 'RU', token: 't-2' }, ['RUB', 'RUB']);
    expect(requested()).to.deep.equal(['EUR', 'RUB']);
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.playerCurrency)).to.equal('RUB');
    expect(host.filter((m) => m.messageType === 'onChangedPaymentMethodsCurrency')).to.deep.equal([
      { messageType: 'onChangedPaymentMethodsCurrency', payload: { currency: 'RUB' } },
    ]);
  });

  it('LIST-T1: the handshake currency outranks the stored hint', async () => {
    await startWithHint('RUB', { paymentGeo: 'DE', currency: 'EUR', token: 't-3' }, ['RUB']);
    expect(requested()).to.deep.equal(['EUR']);
  });

  it('LIST-T1: the user record outranks the stored hint', async () => {
    setUser(testScope(), { currency: 'KZT' });
    await startWithHint('RUB', { paymentGeo: 'KZ', token: 't-4' }, ['KZT']);
    expect(requested()).to.deep.equal(['KZT']);
  });
});
