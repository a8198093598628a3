// Screenshot review of the deposit list: host texts in RTL, the bonus section, group tile icons.
import { expect } from '@open-wc/testing';
import ar from '../../../../locales/ar.json';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { bonusFitsCurrency } from '../../../../src/domain/bonus-currency.ts';
import { fittingBonusCount } from '../../../../src/flows/deposit-list/bonus-section.tsx';
import { useBonusStore } from '../helpers/bonus-store.ts';
import { click, settledI18n, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { banks, skrill, visa } from '../helpers/fixtures.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { mountStyled } from '../helpers/styled.tsx';
import { registerFlowScreens } from '../../../../src/app/start.ts';
import { testScope } from '../../scope.ts';

registerFlowScreens(testScope());

const BONUSES = [
  { id: 11, type: 'deposit', currency: 'USD', content: { title: '100% welcome bonus', subtitle: 'Double your first deposit up to $500' } },
  { id: 12, type: 'deposit', currency: 'RUB', content: { title: 'Бонус 50% на депозит', subtitle: 'До 25 000 ₽' } },
  { id: 13, type: 'freespin', content: { title: '50 free spins', subtitle: 'On Book of Sandbox' } },
  { id: 14, type: 'deposit', currency: 'rub', content: { title: '10% cashback' } },
];

describe('deposit list polish (screenshot review)', () => {
  const suite = useFlowScreenSuite();
  useBonusStore();

  async function openList(answer: object, options: { rtl?: boolean; banners?: boolean } = {}): Promise<Mounted> {
    suite.api.expectCall('methods-payment-v5').andRespond(answer as never);
    const i18n = options.rtl ? await settledI18n({ locale: 'ar', notifyHost: () => {}, loadLocale: async () => ar }) : undefined;
    suite.mounted = await mountStyled('/deposit', i18n ? { i18n } : {});
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-tiles') !== null, 'deposit list');
    if (options.banners) await waitFor(() => m.host.querySelector('.cashier-bonus-banner') !== null, 'bonus banners');
    return m;
  }

  const dirs = (m: Mounted, selector: string): Array<string | null> => [...m.host.querySelectorAll(selector)].map((e) => e.getAttribute('dir'));

  it('I18N-02/LIST-23/LIST-21/LIST-15: host texts (labels, badges, group labels, bonuses) carry dir="auto"', async () => {
    applyHandshake(testScope(), { currency: 'USD', bonusList: BONUSES });
    const m = await openList({ methods: [visa, skrill], groups: [banks] }, { banners: true });
    expect(dirs(m, '.cashier-tile__label')).to.deep.equal(['auto', 'auto', 'auto']);
    expect(dirs(m, '.cashier-badge')).to.deep.equal(['auto', 'auto']);
    expect(dirs(m, '.cashier-bonus__title')).to.deep.equal(['auto', 'auto']);
    expect(dirs(m, '.cashier-bonus__subtitle')).to.deep.equal(['auto', 'auto']);
    // The "+N" count is a number with a sign: always left-to-right.
    expect(dirs(m, '.cashier-tile__more')).to.deep.equal(['ltr']);
  });

  it('I18N-02: in Arabic "100% welcome bonus" keeps left-to-right order but stays aligned with the layout', async () => {
    applyHandshake(testScope(), { currency: 'USD', bonusList: BONUSES });
    const m = await openList({ methods: [visa] }, { rtl: true, banners: true });
    const app = m.host.querySelector('[dir="rtl"]');
    expect(app !== null, 'the app is right-to-left').to.equal(true);
    const title = m.host.querySelector('.cashier-bonus__title') as HTMLElement;
    expect(title.textContent).to.equal('100% welcome bonus');
    expect(getComputedStyle(title).direction).to.equal('ltr');
    // The line sits at the right edge (the start of the Arabic layout), not the left.
    const row = title.closest('.cashier-bonus-banner__text') as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(title);
    const textBox = range.getBoundingClientRect();
    const rowBox = row.getBoundingClientRect();
    expect(rowBox.right - textBox.right < rowBox.width / 4, 'text hugs the right edge').to.equal(true);
    const label = m.host.querySelector('[data-method="visa"] .cashier-tile__label') as HTMLElement;
    expect(getComputedStyle(label).direction).to.equal('ltr');
  });

  it('LIST-15: only bonuses in the deposit currency, or with no currency, are listed', async () => {
    expect(bonusFitsCurrency(undefined, 'RUB')).to.equal(true);
    expect(bonusFitsCurrency('', 'RUB')).to.equal(true);
    expect(bonusFitsCurrency('usd', 'USD')).to.equal(true);
    expect(bonusFitsCurrency('USD', 'RUB')).to.equal(false);
    expect(fittingBonusCount(BONUSES, 'RUB')).to.equal(3);
    applyHandshake(testScope(), { currency: 'RUB', bonusList: BONUSES });
    const m = await openList({ methods: [visa] }, { banners: true });
    const titles = [...m.host.querySelectorAll('.cashier-bonus__title')].map((e) => e.textContent);
    expect(titles).to.deep.equal(['Бонус 50% на депозит', '50 free spins', '10% cashback']);
  });

  it('LIST-15: with no bonus in the deposit currency the section is absent', async () => {
    applyHandshake(testScope(), { currency: 'EUR', bonusList: [BONUSES[0], BONUSES[1]] });
    const m = await openList({ methods: [visa] });
    expect(m.host.querySelector('.cashier-bonuses') === null).to.equal(true);
  });

  it('LIST-21: group tile icons are legible 32 px rounded squares with a ring, overlapping, and "+N" fits', async () => {
    const m = await openList({ methods: [], groups: [banks] });
    const group = m.host.querySelector('[data-group]') as HTMLElement;
    const icons = [...group.querySelectorAll('.cashier-tile__icons .cashier-method-icon')] as HTMLElement[];
    expect(icons.length).to.equal(3);
    for (const icon of icons) {
      const box = icon.getBoundingClientRect();
      const style = getComputedStyle(icon);
      expect(Math.round(box.width)).to.equal(32);
      expect(Math.round(box.height)).to.equal(32);
      // Not a circle: a circle (radius ≥ half the size) crops brand marks drawn to the corners.
      expect(parseFloat(style.borderTopLeftRadius) <= 8).to.equal(true);
      expect(style.boxShadow).to.contain('0px 0px 0px 2px');
    }
    const [first, second] = icons.map((i) => i.getBoundingClientRect());
    // The rings overlap, the neighbour's box covers at most 2 px (plus its 2 px ring): initials stay whole.
    expect(first!.right > second!.left, 'icons overlap').to.equal(true);
    expect(first!.right - second!.left <= 2, 'but only at the very edge').to.equal(true);
    const more = group.querySelector('.cashier-tile__more') as HTMLElement;
    expect(more.textContent).to.equal('+2');
    expect(more.scrollWidth <= more.clientWidth, '"+N" is not clipped').to.equal(true);
    expect(parseFloat(getComputedStyle(more).fontSize) >= 13).to.equal(true);
    await click(group);
    await waitFor(() => m.host.querySelector('.cashier-group-list') !== null, 'group list');
    const heading = m.host.querySelector('.cashier-group-list .cashier-page__title');
    expect(heading?.textContent).to.equal('Online banks');
    expect(heading?.getAttribute('dir')).to.equal('auto');
  });
});
