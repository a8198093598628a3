import { expect } from '@open-wc/testing';
import { act } from 'react';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { startBonuses } from '../../../../src/stores/bonus.ts';
import { $selection } from '../../../../src/stores/selection.ts';
import { $methodsShownAt } from '../../../../src/stores/methods-shown.ts';
import { goBack } from '../../../../src/app/back.ts';
import { click, go, mountApp, recordHost, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { banks, skrill, visa } from '../helpers/fixtures.ts';
import { buttonByText, textOf, textsOf, typeInto, clickButton } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

describe('deposit list and group list screens', () => {
  const suite = useFlowScreenSuite();

  async function openList(answer: object, path = '/deposit'): Promise<Mounted> {
    suite.api.expectCall('methods-payment-v5').andRespond(answer as never);
    suite.mounted = await mountApp(path);
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-tiles') !== null || !m.history.href.startsWith('/deposit'), 'deposit list');
    return m;
  }

  it('LIST-16/LIST-21/LIST-23: tiles in position order with labels, badges, icons and the group count', async () => {
    const iconUrl = `${location.origin}/icons/USD.svg`;
    const m = await openList({ methods: [{ ...visa, iconIds: [iconUrl] }, skrill], groups: [banks] });
    expect(textsOf(m.host, '.cashier-tiles .cashier-tile__label')).to.deep.equal(['Skrill', 'Visa', 'Online banks']);
    expect(buttonByText(m.host, 'Visa, Popular')?.querySelector('.cashier-badge')?.textContent).to.equal('Popular');
    const visaIcon = m.host.querySelector('[data-method="visa"] img');
    expect(visaIcon?.getAttribute('alt'), 'decorative: the label beside it names the tile').to.equal('');
    expect(visaIcon?.getAttribute('src')).to.equal(iconUrl);
    const group = m.host.querySelector('[data-group="online-thailand-banks-grouped"]');
    expect(group?.querySelectorAll('.cashier-tile__icons .cashier-method-icon').length).to.equal(3);
    expect(textOf(group!, '.cashier-tile__more')).to.equal('+2');
    // WCAG 2.5.3: the name comes from the content (label, badge, hidden count), the icons are aria-hidden.
    expect(group?.hasAttribute('aria-label')).to.equal(false);
    const spoken = [...group!.childNodes].filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true')).map((n) => n.textContent).join('');
    expect(spoken).to.equal('Online banks, new, Methods: 5');
    expect($methodsShownAt(testScope()).get()).to.be.a('number');
  });

  it('LIST-12/LIST-14: the region card shows the country; Change only when the geo selector is enabled', async () => {
    applyHandshake(testScope(), { paymentGeo: 'BR' });
    let m = await openList({ methods: [visa] });
    expect(textOf(m.host, '.cashier-region-card__value')).to.equal('Brazil');
    expect(buttonByText(m.host, 'Change') === undefined).to.equal(true);
    suite.restart();
    m = await openList({ methods: [visa], geoSelectorEnabled: true });
    await clickButton(m.host, 'Change');
    expect(m.history.href).to.equal('/deposit/region');
  });

  it('CONST-14, CONST-15: an international country with icons shows its own icon on the region card; any other the globe', async () => {
    applyHandshake(testScope(), { paymentGeo: 'KG', schema: { assets: { methodIcons: 'https://cdn.example/icons' } } });
    let m = await openList({ methods: [visa] });
    const icon = m.host.querySelector('.cashier-region-card__icon img');
    expect(icon?.getAttribute('src')).to.equal('https://cdn.example/icons/country-kg.svg');
    expect(icon?.getAttribute('alt'), 'decorative: the country name is beside it').to.equal('');
    suite.restart();
    applyHandshake(testScope(), { paymentGeo: 'BR' });
    m = await openList({ methods: [visa] });
    expect(m.host.querySelector('.cashier-region-card__icon img')).to.equal(null);
    expect(m.host.querySelector('.cashier-region-card__icon svg')).to.not.equal(null);
  });

  it('LIST-15: the bonus section lists the host bonusList, and is absent without one', async () => {
    applyHandshake(testScope(), { bonusList: [{ id: 1, type: 'deposit', content: { title: '100% up to $200', subtitle: 'First deposit' } }, { id: 2 }] });
    const stop = startBonuses(testScope());
    const m = await openList({ methods: [visa] });
    await waitFor(() => m.host.querySelector('.cashier-bonus-banner') !== null, 'bonus banners');
    expect(textsOf(m.host, '.cashier-bonus__title')).to.deep.equal(['100% up to $200']);
    expect(textsOf(m.host, '.cashier-bonus__subtitle')).to.deep.equal(['First deposit']);
    await act(async () => stop());
    suite.restart();
    const bare = await openList({ methods: [visa] });
    expect(bare.host.querySelector('.cashier-bonuses') === null).to.equal(true);
  });

  it('LIST-11: onInit(deposit) is posted once even when the list is shown again', async () => {
    const rec = recordHost();
    const m = await openList({ methods: [visa] });
    suite.api.always('deposit-limits', { min: 10, max: 1000 }); // the redirect page asks once it shows
    await clickButton(m.host, 'Visa, Popular');
    await waitFor(() => m.history.href === '/deposit/redirect', 'redirect page');
    await act(async () => m.history.back());
    await waitFor(() => m.host.querySelector('.cashier-tiles') !== null, 'list again');
    rec.stop();
    expect(rec.messages.filter((x) => x.messageType === 'onInit')).to.deep.equal([{ messageType: 'onInit', payload: { page: 'deposit' } }]);
  });

  it('LIST-18: choosing a method opens its page with the method selected', async () => {
    const m = await openList({ methods: [visa] });
    suite.api.always('deposit-limits', { min: 10, max: 1000 }); // the redirect page asks once it shows
    await clickButton(m.host, 'Visa, Popular');
    await waitFor(() => m.history.href === '/deposit/redirect', 'redirect page');
    expect($selection(testScope()).get()).to.deep.equal({ kind: 'method', method: visa });
  });

  it('LIST-17/LIST-24: a group opens its list; the search filters by user-language or English text', async () => {
    const m = await openList({ methods: [], groups: [banks] });
    await click(m.host.querySelector('[data-group]'));
    await waitFor(() => m.host.querySelector('.cashier-group-list') !== null, 'group list');
    expect(m.history.href).to.equal('/deposit/group');
    expect(textOf(m.host, '.cashier-page__title')).to.equal('Online banks');
    expect(textsOf(m.host, '.cashier-tile__label')).to.deep.equal(['Siam Commercial', 'Bangkok Bank', 'Krungthai', 'Kasikorn Bank', 'Café Bank']);
    await typeInto(m.host.querySelector('input[type="search"]'), 'BANK');
    expect(textsOf(m.host, '.cashier-tile__label')).to.deep.equal(['Bangkok Bank', 'Kasikorn Bank', 'Café Bank']);
    expect(textOf(m.host, '[role="status"]')).to.equal('Methods: 3');
    await typeInto(m.host.querySelector('input[type="search"]'), 'zzz');
    expect(textOf(m.host, '.cashier-empty-search')).to.equal('No payment method found');
    await typeInto(m.host.querySelector('input[type="search"]'), 'krung');
    // A screen whose chunk is in renders at once (TAP-05): the redirect page asks for its limits.
    suite.api.always('deposit-limits', { min: 10, max: 1000 });
    await clickButton(m.host, 'Krungthai');
    expect(m.history.href).to.equal('/deposit/group/redirect');
    expect($selection(testScope()).get()).to.deep.equal({ kind: 'method', method: banks.paymentMethods[3], group: banks });
  });

  it('LIST-10: a refetch query loads again and is then removed', async () => {
    const m = await openList({ methods: [visa] });
    suite.api.expectCall('methods-payment-v5').andRespond({ methods: [visa, skrill] });
    await go(m.history, '/deposit?refetch=1');
    await waitFor(() => m.history.href === '/deposit' && m.host.querySelectorAll('.cashier-tile').length === 2, 'refetched list');
    expect(suite.api.callsTo('methods-payment-v5').length).to.equal(2);
  });

  it('LIST-05/ERR-14: an empty answer shows the empty page', async () => {
    const m = await openList({ methods: [] });
    await waitFor(() => m.history.href === '/empty', 'empty page');
    await waitFor(() => textOf(m.host, '.cashier-status__title') !== '', 'empty text');
    expect(textOf(m.host, '.cashier-status__title')).to.equal('No payment methods available for this region');
  });

  it('LIST-09: host back on the list root keeps the list (the host is told the widget may close)', async () => {
    const m = await openList({ methods: [visa] });
    const rec = recordHost();
    await act(async () => goBack(testScope(), m.history));
    rec.stop();
    expect(m.history.href).to.equal('/deposit');
    expect(m.host.querySelector('.cashier-tiles') !== null).to.equal(true);
    expect(rec.messages.map((x) => x.messageType)).to.deep.equal(['onClose']);
    expect(suite.api.callsTo('methods-payment-v5').length).to.equal(1);
  });
});
