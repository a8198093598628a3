// The crypto list through the app (issue #12 deliverable 1): search by the localized name falling
// back to English (LIST-24), the "Instant +5%" badge (LIST-22), crypto-category methods only
// (LIST-08), the sweepstake order and disclaimer when a box is selected (SWEEP-11), and a coin
// opening its address page (LIST-20).
import { expect } from '@open-wc/testing';
import { act } from 'react';
import ru from '../../../../locales/ru.json';
import type { PaymentGroup, PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { registerFlowScreens } from '../../../../src/app/start.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { selectGroup } from '../../../../src/stores/selection.ts';
import { selectBox } from '../../../../src/stores/sweepstake-box.ts';
import { mountApp, settledI18n, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { typeInto, textOf, textsOf } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const coin = (name: string, position: number, text: PaymentMethod['text']): PaymentMethod => ({ name, category: 'crypto', position, text, amount_rules: { USD: { min: 5, max: 1000 } } });
const usdt = coin('usdt', 1, { en: 'Tether USDT', ru: 'Тезер' });
const btc = coin('btc', 2, { en: 'Bitcoin', ru: 'Биткоин' });
const eth = coin('eth', 3, { en: 'Ethereum' });
const stray: PaymentMethod = { name: 'visa', position: 0, text: { en: 'Visa' } };
const cryptoGroup: PaymentGroup = { name: 'crypto', label: { en: 'Cryptocurrency', ru: 'Криптовалюта' }, paymentMethods: [eth, stray, btc, usdt] };
/** The sandbox's box 101 (demo/server/fixtures/sweepstake.ts). */
const box101 = {
  boxId: 101,
  price: 4.99,
  priceCurrencyCode: 'USD',
  formattedPrice: '$4.99',
  currenciesList: [
    { currency: 'GC', main: 5000, free: 0 },
    { currency: 'QSC', main: 0, free: 5 },
  ],
};

describe('crypto list (LIST-08, LIST-20, LIST-22, LIST-24, SWEEP-11)', () => {
  const suite = useFlowScreenSuite();
  before(() => import('../../../../src/flows/crypto/crypto-list.screen.tsx'));
  afterEach(() => selectBox(testScope(), null));

  async function open(i18n?: Parameters<typeof mountApp>[1]): Promise<Mounted> {
    selectGroup(testScope(), cryptoGroup);
    suite.mounted = await mountApp('/deposit/crypto', i18n);
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-crypto-list .cashier-tiles') !== null, 'the crypto list');
    return m;
  }
  const names = (m: Mounted) => [...m.host.querySelectorAll<HTMLElement>('[data-method]')].map((b) => b.dataset.method);

  it('LIST-08, LIST-16: crypto-category methods only, by position, under the group\'s name', async () => {
    const m = await open();
    expect(textOf(m.host, 'h2')).to.equal('Cryptocurrency');
    expect(names(m)).to.deep.equal(['usdt', 'btc', 'eth']);
  });

  it('LIST-24: the search matches the name in the user language, falling back to English; nothing found is announced', async () => {
    const m = await open(await settledI18n({ locale: 'ru', notifyHost: () => {}, loadLocale: async () => ru }));
    const search = m.host.querySelector('input[type="search"]');
    await typeInto(search, 'био');
    expect(names(m)).to.deep.equal([]);
    await typeInto(search, 'битк');
    expect(names(m)).to.deep.equal(['btc']);
    await typeInto(search, 'tether');
    expect(names(m), 'English fallback').to.deep.equal(['usdt']);
    await typeInto(search, 'ether');
    expect(names(m), 'eth has no Russian text: its English one').to.deep.equal(['usdt', 'eth']);
    await typeInto(search, 'zzz');
    expect(textOf(m.host, '[role="status"]')).to.equal(ru['group.notFound']);
  });

  it('LIST-22: every coin shows "Instant +5%" while the crypto bonus applies, none otherwise', async () => {
    let m = await open();
    expect(textsOf(m.host, '[data-method]').filter((t) => t.includes('Instant +5%'))).to.deep.equal([]);
    suite.mounted?.unmount();
    applyHandshake(testScope(), { experiments: [{ key: 'abTestGroup', group: 'group_b' }], schema: { meta: { isCryptoBonusAvailable: true } } });
    m = await open();
    expect(textsOf(m.host, '[data-method]').map((t) => t.includes('Instant +5%'))).to.deep.equal([true, true, true]);
  });

  it('SWEEP-11, SWEEP-02..05, SWEEP-09: with a box selected, its order (gold coins plus sweep coins free, price) and the disclaimer', async () => {
    let m = await open();
    expect(m.host.querySelector('.cashier-sweep-order')).to.equal(null);
    suite.mounted?.unmount();
    selectBox(testScope(), box101);
    m = await open();
    const order = m.host.querySelector('.cashier-sweep-order')!;
    expect(order.getAttribute('aria-label')).to.equal('Your order');
    expect(textsOf(order, 'p')).to.deep.equal([
      '5,000 Gold Coins + 5 Sweep Coins free',
      'Price: $4.99',
      'Gold Coins are for entertainment only and have no cash value. Sweep Coins are given free as a promotion and are not for sale. Sweep Coins are used to enter sweepstakes. No purchase is necessary.',
    ]);
  });

  it('LIST-20: choosing a coin selects it with its group and opens its address page', async () => {
    registerFlowScreens(testScope()); // the built pages, so the coin's own page counts
    suite.api.always('session-start', null);
    suite.api.always('deposit-create', { depositId: 1, apiResponse: { data: { depositAddress: 'TAddr1234567890' } } });
    const m = await open();
    await act(async () => m.host.querySelector<HTMLButtonElement>('[data-method="btc"]')!.click());
    await waitFor(() => m.history.pathname === '/deposit/crypto/address', 'the address page');
  });
});
