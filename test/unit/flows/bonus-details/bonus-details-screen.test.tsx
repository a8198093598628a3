// The bonus details page through the app (issue #11; flows §2 "Bonus details page", BONUS-18): the
// title, subtitle, kind and end, every term of both kinds (BONUS-03/04, BONUS-16), the games, the
// terms a host left out, "Use this bonus", Back, and the page for a bonus that is not (or no
// longer) in the list.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $bonus, removeExpiredBonuses, setBonusEnabled, startBonuses } from '../../../../src/stores/bonus.ts';
import { click, go, mountApp, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { buttonByText, textOf, textsOf } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const DAY_MS = 86_400_000;
const T0 = Date.now();
const inDays = (days: number) => new Date(T0 + days * DAY_MS).toISOString();

const welcome = {
  id: 11,
  type: 'deposit',
  currency: 'USD',
  mustAccruedBefore: inDays(7),
  content: { title: '100% welcome bonus', subtitle: 'Double your first deposit up to $500' },
  depositBonusData: { minDeposit: 20, maxBonusAmount: 500, percent: 100, payoutMultiplier: 10, wagerMultiplier: 35 },
};
const spins = {
  id: 21,
  type: 'freespin',
  currency: 'USD',
  mustAccruedBefore: inDays(2),
  content: { title: '50 free spins', subtitle: 'On Book of Sandbox with a $20 deposit' },
  freespinBonusData: {
    count: 50,
    minDeposit: 20,
    maxSpinWin: 100,
    payoutMultiplier: 3,
    wagerMultiplier: 40,
    gamesContent: [{ nameEn: 'Book of Sandbox' }, { nameEn: 'Sweet Fixtures' }, { nameEn: '  ' }, {}],
  },
};
const rub = {
  id: 12,
  type: 'deposit',
  currency: 'RUB',
  content: { title: 'Бонус 50% на депозит' },
  depositBonusData: { minDeposit: 1000, maxBonusAmount: 25000, percent: 50, payoutMultiplier: 5, wagerMultiplier: 30 },
};

/** The terms list as "label: value" lines, in order; NBSPs as spaces. */
const terms = (m: Mounted): string[] =>
  [...m.host.querySelectorAll('.cashier-bonus-details__term')].map((row) =>
    `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`.replace(/\u00a0/g, ' '),
  );
const main = (m: Mounted): HTMLElement => m.host.querySelector('main')!;

describe('bonus details page (BONUS-18)', () => {
  const suite = useFlowScreenSuite();
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  async function open(path: string, list: unknown[], options: { currency?: string; now?: () => number } = {}): Promise<Mounted> {
    applyHandshake(testScope(), { currency: options.currency ?? 'USD', bonusList: list });
    stop = startBonuses(testScope(), options.now ? { now: options.now } : {});
    suite.mounted = await mountApp(path);
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-bonus-details') !== null, 'bonus details page');
    return m;
  }

  it('BONUS-18, BONUS-02, BONUS-03, BONUS-16: a deposit bonus shows its title, subtitle, kind, end and every term', async () => {
    const m = await open('/deposit/bonus-details?id=11', [welcome, spins]);
    const title = m.host.querySelector('main h2')!;
    expect(title.textContent).to.equal('100% welcome bonus');
    expect(title.getAttribute('dir'), 'a host text in any script').to.equal('auto');
    const subtitle = m.host.querySelector('.cashier-bonus-details__subtitle')!;
    expect(subtitle.textContent).to.equal('Double your first deposit up to $500');
    expect(subtitle.getAttribute('dir')).to.equal('auto');
    expect(textOf(m.host, '.cashier-bonus-details__kind')).to.equal('Deposit bonus');
    expect(textOf(m.host, '.cashier-bonus-expiry')).to.match(/^Until \S/);
    expect(textOf(m.host, 'main h3')).to.equal('Terms');
    expect(terms(m)).to.deep.equal([
      'Bonus size: 100% of your deposit',
      'Maximum bonus: $500.00',
      // BONUS-16: floor(500 × 100 / 100 × 10)
      'Maximum payout: $5,000.00',
      'Minimum deposit: $20.00',
      'Wagering: 35×',
      'Payout multiplier: 10×',
    ]);
    expect(m.host.querySelector('.cashier-bonus-details__games'), 'a deposit bonus has no games').to.equal(null);
  });

  it('BONUS-18, BONUS-04: a free-spin bonus shows every term and its games by English name, blanks left out', async () => {
    const m = await open('/deposit/bonus-details?id=21', [welcome, spins]);
    expect(textOf(m.host, 'main h2')).to.equal('50 free spins');
    expect(textOf(m.host, '.cashier-bonus-details__subtitle')).to.equal('On Book of Sandbox with a $20 deposit');
    expect(textOf(m.host, '.cashier-bonus-details__kind')).to.equal('Free spins');
    expect(terms(m)).to.deep.equal([
      'Number of free spins: 50',
      'Minimum deposit: $20.00',
      'Maximum win per spin: $100.00',
      'Payout multiplier: 3×',
      'Wagering: 40×',
    ]);
    expect(textsOf(m.host, 'main h3')).to.deep.equal(['Terms', 'Games']);
    expect(textsOf(m.host, '.cashier-bonus-details__games li')).to.deep.equal(['Book of Sandbox', 'Sweet Fixtures']);
    const dirs = [...m.host.querySelectorAll('.cashier-bonus-details__games li')].map((li) => li.getAttribute('dir'));
    expect(dirs).to.deep.equal(['auto', 'auto']);
  });

  it('BONUS-16: money is in the bonus currency (RUB), the maximum payout by the formula', async () => {
    const m = await open('/deposit/bonus-details?id=12', [rub], { currency: 'RUB' });
    expect(terms(m)).to.deep.equal([
      'Bonus size: 50% of your deposit',
      'Maximum bonus: ₽25,000.00',
      // floor(25000 × 50 / 100 × 5)
      'Maximum payout: ₽62,500.00',
      'Minimum deposit: ₽1,000.00',
      'Wagering: 30×',
      'Payout multiplier: 5×',
    ]);
  });

  it('BONUS-18: terms the host left out or sent as no number are left out, never "NaN" or "undefined"', async () => {
    const partial = {
      id: 31,
      type: 'deposit',
      content: { title: 'Partial bonus' },
      depositBonusData: { percent: 50, maxBonusAmount: 'lots', minDeposit: Number.NaN, wagerMultiplier: Number.POSITIVE_INFINITY, payoutMultiplier: null },
    };
    const bare = { id: 32, type: 'freespin', freespinBonusData: { count: 10, gamesContent: 'none' } };
    const m = await open('/deposit/bonus-details?id=31', [partial, bare]);
    expect(terms(m), 'no maximum payout without the maximum bonus amount').to.deep.equal(['Bonus size: 50% of your deposit']);
    expect(m.host.querySelector('.cashier-bonus-details__subtitle')).to.equal(null);
    expect(m.host.querySelector('.cashier-bonus-expiry'), 'no end, no end line').to.equal(null);
    expect(main(m).textContent).to.not.match(/NaN|undefined|null|Infinity/);

    await go(m.history, '/deposit/bonus-details?id=32');
    await waitFor(() => textOf(m.host, 'main h2') === 'Free spins', 'the untitled free-spin bonus');
    expect(terms(m)).to.deep.equal(['Number of free spins: 10']);
    expect(m.host.querySelector('.cashier-bonus-details__games'), 'no games list without games').to.equal(null);
    expect(main(m).textContent).to.not.match(/NaN|undefined|null|Infinity/);
  });

  it('ROUTE-16: the crypto-balance twin shows the same page', async () => {
    const m = await open('/cryptobalance/deposit/bonus-details?id=21', [welcome, spins]);
    expect(textOf(m.host, 'main h2')).to.equal('50 free spins');
    expect(textsOf(m.host, '.cashier-bonus-details__games li')).to.deep.equal(['Book of Sandbox', 'Sweet Fixtures']);
  });

  it('BONUS-05: without an id the page shows the active bonus for the deposit currency', async () => {
    const m = await open('/deposit/bonus-details', [welcome, rub], { currency: 'RUB' });
    expect(textOf(m.host, 'main h2')).to.equal('Бонус 50% на депозит');
  });

  it('BONUS-05: the active bonus says so and offers no "Use this bonus"; another one offers it', async () => {
    const m = await open('/deposit/bonus-details?id=11', [welcome, spins]);
    expect(textOf(m.host, '.cashier-bonus-details__active')).to.equal('This is your active bonus');
    expect(buttonByText(main(m), 'Use this bonus')).to.equal(undefined);
    await go(m.history, '/deposit/bonus-details?id=21');
    await waitFor(() => textOf(m.host, 'main h2') === '50 free spins', 'the free-spin bonus');
    expect(m.host.querySelector('.cashier-bonus-details__active')).to.equal(null);
    expect(buttonByText(main(m), 'Use this bonus')).to.not.equal(undefined);
  });

  it('BONUS-05, BONUS-12: "Use this bonus" makes it the active one, switched on, and goes back', async () => {
    const m = await open('/deposit/bonus-details?id=11', [welcome, spins]);
    await go(m.history, '/deposit/bonus-details?id=21');
    await waitFor(() => buttonByText(main(m), 'Use this bonus') !== undefined, '"Use this bonus"');
    await act(async () => setBonusEnabled(testScope(), false));
    await click(buttonByText(main(m), 'Use this bonus'));
    expect($bonus(testScope()).get().activeId).to.equal(21);
    expect($bonus(testScope()).get().enabled).to.equal(true);
    await waitFor(() => m.history.search === 'id=11', 'back to the page before');
    expect(m.history.index).to.equal(0);
  });

  it('BONUS-18: Back on the page goes where the header\'s Back goes (the page before)', async () => {
    const m = await open('/deposit/bonus-details?id=11', [welcome, spins]);
    await go(m.history, '/deposit/bonus-details?id=21');
    await waitFor(() => textOf(m.host, 'main h2') === '50 free spins', 'the free-spin bonus');
    const backs = [...main(m).querySelectorAll('button')].map((b) => b.textContent?.trim());
    expect(backs).to.deep.equal(['Use this bonus', 'Back']);
    await click(buttonByText(main(m), 'Back'));
    await waitFor(() => m.history.search === 'id=11', 'back to the page before');
    expect($bonus(testScope()).get().activeId, 'Back chooses nothing').to.equal(11);
  });

  it('BONUS-18: an unknown id gives a page that says the bonus is no longer available, announced, focus on its heading', async () => {
    const m = await open('/deposit/bonus-details?id=999', [welcome]);
    const heading = m.host.querySelector('main h2') as HTMLElement;
    expect(heading.textContent).to.equal('This bonus is no longer available');
    expect(textOf(m.host, '.cashier-bonus-details__gone')).to.equal('It has ended or was withdrawn. Go back to choose another one.');
    expect(textOf(m.host, 'main [role="status"]')).to.equal(
      'This bonus is no longer available It has ended or was withdrawn. Go back to choose another one.',
    );
    await waitFor(() => document.activeElement === heading, 'focus on the heading');
    expect([...main(m).querySelectorAll('button')].map((b) => b.textContent?.trim())).to.deep.equal(['Back']);
  });

  it('BONUS-10, BONUS-18: a bonus that expires while its page is open turns into the "no longer available" page', async () => {
    let now = T0;
    const soon = { ...spins, mustAccruedBefore: new Date(T0 + 5_000).toISOString() };
    const m = await open('/deposit/bonus-details?id=21', [welcome, soon], { now: () => now });
    const live = m.host.querySelector('main [role="status"]');
    expect(live?.textContent, 'the live region is there, silent, before the change').to.equal('');
    expect(textOf(m.host, '.cashier-countdown'), 'less than a day left: a countdown').to.match(/^Ends in/);
    now = T0 + 6_000;
    await act(async () => removeExpiredBonuses(testScope()));
    await waitFor(() => textOf(m.host, 'main h2') === 'This bonus is no longer available', 'the gone page');
    expect(m.host.querySelector('main [role="status"]') === live, 'the same live region speaks').to.equal(true);
    expect(live?.textContent).to.equal('This bonus is no longer available It has ended or was withdrawn. Go back to choose another one.');
    await waitFor(() => document.activeElement === m.host.querySelector('main h2'), 'focus on the heading');
  });
});
