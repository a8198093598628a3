import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $currencies } from '../../../../src/stores/currencies.ts';
import { $methods } from '../../../../src/stores/methods.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import { $selection } from '../../../../src/stores/selection.ts';
import { setBuiltPages } from '../../../../src/stores/pages.ts';
import { MAIN_ROUTES } from '../../../../src/app/routes.ts';
import { setUser } from '../../../../src/stores/user.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import {
  $geoSelectorEnabled,
  chooseGroup,
  chooseMethod,
  loadDepositIndex,
  methodsPayload,
  reportDepositInit,
} from '../../../../src/flows/deposit-list/model.ts';
import { onHostMessage } from '../../../../src/stores/host-outbox.ts';
import type { OutboundMessage } from '../../../../src/stores/host-outbox.ts';
import { banks, cashMethod, indiaMethod, onrampMethod, p2pMethod, pixMethod, skrill, usdt, visa } from '../helpers/fixtures.ts';
import { installMockApi, uninstallMockApi } from '../helpers/mock-api.ts';
import type { MockApi } from '../helpers/mock-api.ts';
import { testScope } from '../../scope.ts';

describe('deposit index model', () => {
  let api: MockApi;
  beforeEach(() => {
    api = installMockApi();
  });
  afterEach(uninstallMockApi);

  const nav = () => $navigationRequest(testScope()).get();

  it('LIST-02: asks methods-payment-v5 for the handshake geo and currency with the abTestGroup experiment', async () => {
    applyHandshake(testScope(), { paymentGeo: 'br', currency: 'brl', experiments: [{ key: 'abTestGroup', group: 'group_b' }] });
    api.expectCall('methods-payment-v5').andRespond({ methods: [visa] });
    expect(await loadDepositIndex(testScope())).to.equal('ok');
    expect(api.callsTo('methods-payment-v5')).to.deep.equal([{ country: 'BR', currency: { code: 'BRL', type: 'fiat' }, abTestGroup: 'group_b' }]);
  });

  it('LIST-02: a host-prefetched methods answer shows the first list without a call; a refetch asks the server', async () => {
    applyHandshake(testScope(), { methodsResponse: { methods: [visa], initCurrencies: { fiat: 'EUR' } } });
    expect(await loadDepositIndex(testScope())).to.equal('ok');
    expect(api.calls).to.deep.equal([]);
    expect($methods(testScope()).get().status).to.equal('ok');
    expect($currencies(testScope()).get().fiat).to.equal('EUR');
    api.expectCall('methods-payment-v5').andRespond({ methods: [skrill] });
    expect(await loadDepositIndex(testScope(), { refetch: true })).to.equal('ok');
    expect(api.callsTo('methods-payment-v5')).to.have.length(1);
  });

  it('a prefetched answer without methods or groups is refused (the list is asked for instead)', async () => {
    expect(applyHandshake(testScope(), { methodsResponse: { nothing: true } })).to.deep.equal(['methodsResponse']);
    api.expectCall('methods-payment-v5').andRespond({ methods: [visa] });
    expect(await loadDepositIndex(testScope())).to.equal('ok');
    expect(api.callsTo('methods-payment-v5')).to.have.length(1);
  });

  it('LIST-02: a crypto user currency is sent with type crypto; without currency the initial fiat is used', () => {
    setUser(testScope(), { currency: 'usdt' });
    expect(methodsPayload(testScope())).to.deep.equal({ country: 'RU', currency: { code: 'USDT', type: 'crypto' } });
    setUser(testScope(), {});
    expect(methodsPayload(testScope()).currency).to.deep.equal({ code: 'USD', type: 'fiat' });
  });

  it('HOST-04: what is asked for follows the player\'s country and currency; HOST-02: their role changes nothing', () => {
    applyHandshake(testScope(), { paymentGeo: 'uz', currency: 'uzs' });
    setUser(testScope(), { currency: 'uzs', role: 1 });
    const asPlayer = methodsPayload(testScope());
    expect(asPlayer).to.deep.equal({ country: 'UZ', currency: { code: 'UZS', type: 'fiat' } });
    setUser(testScope(), { currency: 'uzs', role: 7 });
    expect(methodsPayload(testScope())).to.deep.equal(asPlayer);
    applyHandshake(testScope(), { paymentGeo: 'kz', currency: 'kzt' });
    setUser(testScope(), { currency: 'kzt', role: 1 });
    expect(methodsPayload(testScope())).to.deep.equal({ country: 'KZ', currency: { code: 'KZT', type: 'fiat' } });
  });

  it('DOM-09: initCurrencies of the answer become the initial currencies', async () => {
    api.expectCall('methods-payment-v5').andRespond({ methods: [visa], initCurrencies: { fiat: 'EUR', crypto: 'BTC' } });
    await loadDepositIndex(testScope());
    expect($currencies(testScope()).get()).to.deep.equal({ fiat: 'EUR', crypto: 'BTC' });
  });

  it('LIST-03/LIST-04: a direct-geo answer with nothing to list goes to /empty with direct and transaction', async () => {
    api.expectCall('methods-payment-v5').andRespond({ methods: [], directGeo: true });
    expect(await loadDepositIndex(testScope())).to.equal('direct');
    expect(nav()?.to).to.equal('/empty?direct=1&transaction=deposit');
    expect(nav()?.replace).to.equal(true);
  });

  it('LIST-04: a direct-geo flag next to methods still lists them', async () => {
    api.expectCall('methods-payment-v5').andRespond({ methods: [visa], directGeo: true });
    expect(await loadDepositIndex(testScope())).to.equal('ok');
    expect(nav()).to.equal(null);
  });

  it('LIST-05: nothing left after filtering (nameless methods, empty groups) goes to /empty', async () => {
    api.expectCall('methods-payment-v5').andRespond({
      methods: [{ name: '' }, null as never],
      groups: [{ name: 'card_method', paymentMethods: [] }],
    });
    expect(await loadDepositIndex(testScope())).to.equal('empty');
    expect(nav()?.to).to.equal('/empty');
  });

  it('ERR-13: a failed fetch goes to the error page, whose refresh refetches the list', async () => {
    api.expectCall('methods-payment-v5').andFail(new CashierError('network', { message: 'Network connection failed', messageKey: 'socket.networkError' }));
    expect(await loadDepositIndex(testScope())).to.equal('error');
    expect(nav()?.to).to.equal('/error?backRoute=%2Fdeposit%3Frefetch%3D1');
    // Decision ERR-PLAYER: the technical message for the host, the kind of failure for the player.
    const state = nav()?.state as { message: string; kind?: string };
    expect(state.message).to.equal('Network connection failed');
    expect(state.kind).to.equal('network');
    expect($methods(testScope()).get().status).to.equal('error');
  });

  it('LIST-10: a refetch load replaces the entry with /deposit once the methods are in', async () => {
    api.expectCall('methods-payment-v5').andRespond({ methods: [visa] });
    await loadDepositIndex(testScope(), { refetch: true });
    expect(nav()?.to).to.equal('/deposit');
    expect(nav()?.replace).to.equal(true);
  });

  it('LIST-14: the methods answer decides whether the region change button shows', async () => {
    api.expectCall('methods-payment-v5').andRespond({ methods: [visa], geoSelectorEnabled: true });
    await loadDepositIndex(testScope());
    expect($geoSelectorEnabled(testScope()).get()).to.equal(true);
    api.expectCall('methods-payment-v5').andRespond({ methods: [visa] });
    await loadDepositIndex(testScope());
    expect($geoSelectorEnabled(testScope()).get()).to.equal(false);
  });

  it('LIST-11, HOST-23: onInit(deposit) is sent once', () => {
    const seen: OutboundMessage[] = [];
    const stop = onHostMessage(testScope(), (m) => seen.push(m));
    reportDepositInit(testScope());
    reportDepositInit(testScope());
    stop();
    expect(seen).to.deep.equal([{ messageType: 'onInit', payload: { page: 'deposit' } }]);
  });

  it('LIST-18/LIST-19: a method opens the page of its card view type (default and unknown: redirect), once every page is built', () => {
    setBuiltPages(testScope(), MAIN_ROUTES.map((route) => route.path));
    const cases: Array<[typeof visa, string]> = [
      [visa, '/deposit/redirect'],
      [{ ...visa, cardViewType: 99 }, '/deposit/redirect'],
      [{ ...visa, cardViewType: 1 }, '/deposit/redirect'],
      [pixMethod, '/deposit/redirect'],
      [{ ...visa, cardViewType: 9 }, '/deposit/redirect'],
      [indiaMethod, '/deposit/india'],
      [p2pMethod, '/deposit/peer-to-peer/base'],
      [onrampMethod, '/deposit/onramp'],
      [cashMethod, '/deposit/cash'],
    ];
    for (const [method, path] of cases) {
      chooseMethod(testScope(), method);
      expect(nav()?.to, method.name).to.equal(path);
      expect($selection(testScope()).get()).to.deep.equal({ kind: 'method', method });
    }
  });

  it('LIST-20: a crypto method opens the crypto address page, once it is built', () => {
    setBuiltPages(testScope(), MAIN_ROUTES.map((route) => route.path));
    chooseMethod(testScope(), usdt);
    expect(nav()?.to).to.equal('/deposit/crypto/address');
  });

  it('LIST-17: a group opens the group list and is selected; inside it a method keeps its group', () => {
    chooseGroup(testScope(), banks);
    expect(nav()?.to).to.equal('/deposit/group');
    expect($selection(testScope()).get()).to.deep.equal({ kind: 'group', group: banks });
    chooseMethod(testScope(), skrill, banks);
    expect(nav()?.to).to.equal('/deposit/group/redirect');
    expect($selection(testScope()).get()).to.deep.equal({ kind: 'method', method: skrill, group: banks });
  });

  it('LIST-19: the crypto group opens the crypto list, an all-p2p group the peer-to-peer list, once they are built', () => {
    setBuiltPages(testScope(), MAIN_ROUTES.map((route) => route.path));
    chooseGroup(testScope(), { name: 'crypto', paymentMethods: [usdt] });
    expect(nav()?.to).to.equal('/deposit/crypto');
    chooseGroup(testScope(), { name: 'kyrgyzstan-p2p-grouped', paymentMethods: [p2pMethod] });
    expect(nav()?.to).to.equal('/deposit/peer-to-peer');
  });
});
