// The deposit list's bonus section (issue #11: LIST-15, LIST-22, BONUS-05/10/11/17/18): coloured
// banners the player chooses from, their end, the details link, a failed host fetch, the crypto badge.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $bonus, startBonuses } from '../../../../src/stores/bonus.ts';
import { setBonusFetchFailed } from '../../../../src/stores/bonus-feed.ts';
import { handleInbound } from '../../../../src/element/host/inbound-actions.ts';
import { mountApp, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { createFakeClock } from '../../stores/fake-clock.ts';
import type { FakeClock } from '../../stores/fake-clock.ts';
import { banks, usdt, visa } from '../helpers/fixtures.ts';
import { buttonByText, textsOf } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const deposit = (id: number | string, title: string, endsInMs = 7 * DAY_MS) => ({
  id,
  type: 'deposit',
  currency: 'USD',
  mustAccruedBefore: new Date(Date.now() + endsInMs).toISOString(),
  content: { title, subtitle: `${title} subtitle` },
  depositBonusData: { minDeposit: 20, maxBonusAmount: 100, percent: 100 },
});
const spins = (id: number, endsInMs = 7 * DAY_MS) => ({
  id,
  type: 'freespin',
  currency: 'USD',
  mustAccruedBefore: new Date(Date.now() + endsInMs).toISOString(),
  content: { title: `${id} spins` },
  freespinBonusData: { count: 10, minDeposit: 10 },
});

describe('deposit list: the bonus banners (issue #11)', () => {
  const suite = useFlowScreenSuite();
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
  });

  async function openList(list: unknown[], options: { clock?: FakeClock; answer?: object } = {}): Promise<Mounted> {
    applyHandshake(testScope(), { currency: 'USD', bonusList: list });
    const clock = options.clock;
    stop = startBonuses(testScope(), clock ? { clock, now: () => Date.now() + clock.now() } : {});
    suite.api.expectCall('methods-payment-v5').andRespond((options.answer ?? { methods: [visa] }) as never);
    suite.mounted = await mountApp('/deposit');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-tiles') !== null, 'deposit list');
    if (list.length) await waitFor(() => m.host.querySelector('.cashier-bonus-banner') !== null, 'bonus banners');
    return m;
  }

  const banners = (m: Mounted) => [...m.host.querySelectorAll<HTMLElement>('.cashier-bonus-banner')];
  const radio = (m: Mounted, id: string) => m.host.querySelector<HTMLInputElement>(`[data-bonus="${id}"] input[type="radio"]`)!;

  it('BONUS-17: banners cycle pink, purple, blue, orange by id; free spins have their own colour', async () => {
    const m = await openList([deposit(4, 'A'), deposit(5, 'B'), deposit(6, 'C'), deposit(7, 'D'), spins(8)]);
    expect(banners(m).map((b) => [...b.classList].find((c) => c.startsWith('cashier-bonus-banner--')))).to.deep.equal([
      'cashier-bonus-banner--pink',
      'cashier-bonus-banner--purple',
      'cashier-bonus-banner--blue',
      'cashier-bonus-banner--orange',
      'cashier-bonus-banner--freespin',
    ]);
    expect(textsOf(m.host, '.cashier-bonus-banner__kind')).to.deep.equal(['Deposit bonus', 'Deposit bonus', 'Deposit bonus', 'Deposit bonus', 'Free spins']);
  });

  it('LIST-15, BONUS-05: the banners are one radio group named by the heading; the first is active, choosing another makes it active', async () => {
    const m = await openList([deposit(11, 'Welcome'), spins(21)]);
    const group = m.host.querySelector('[role="radiogroup"]')!;
    const heading = m.host.querySelector(`#${CSS.escape(group.getAttribute('aria-labelledby')!)}`);
    expect(heading?.textContent).to.equal('Your bonuses');
    expect(radio(m, '11').checked).to.equal(true);
    expect(radio(m, '21').checked).to.equal(false);
    expect(textsOf(m.host, '.cashier-bonus__title')).to.deep.equal(['Welcome', '21 spins']);
    expect(textsOf(m.host, '.cashier-bonus__subtitle')).to.deep.equal(['Welcome subtitle']);
    await act(async () => radio(m, '21').click());
    expect($bonus(testScope()).get().activeId).to.equal(21);
    expect(radio(m, '21').checked).to.equal(true);
    expect(banners(m).map((b) => b.dataset.active)).to.deep.equal(['false', 'true']);
  });

  it('BONUS-10, BONUS-11: a bonus that expires while the player looks disappears and its neighbour becomes active', async () => {
    const clock = createFakeClock();
    const m = await openList([deposit(11, 'Welcome'), deposit(22, 'Expiring', 90_000), spins(21)], { clock });
    await act(async () => radio(m, '22').click());
    expect($bonus(testScope()).get().activeId).to.equal(22);
    await act(async () => clock.tick(89_000));
    expect(banners(m).length).to.equal(3);
    await act(async () => clock.tick(1_000));
    expect(banners(m).map((b) => b.dataset.bonus)).to.deep.equal(['11', '21']);
    expect(radio(m, '21').checked, 'the next one (decision BONUS-19)').to.equal(true);
  });

  it('issue #11: under a day left the banner counts down; otherwise it shows the end date', async () => {
    const m = await openList([deposit(11, 'Soon', 2 * HOUR_MS), deposit(12, 'Later', 3 * DAY_MS)]);
    const [soon, later] = banners(m);
    const timer = soon!.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('aria-label')).to.equal('Ends in');
    expect(timer.textContent).to.match(/^(1:59:5\d|2:00:00)$/);
    expect(later!.querySelector('[role="timer"]')).to.equal(null);
    expect(later!.querySelector('.cashier-bonus-expiry')?.textContent).to.match(/^Until .*\d/);
  });

  it('BONUS-18: Details opens the bonus details page of that bonus', async () => {
    const m = await openList([deposit(11, 'Welcome'), spins(21)]);
    const details = m.host.querySelector<HTMLButtonElement>('[data-bonus="21"] .cashier-bonus-banner__details')!;
    expect(details.textContent).to.equal('Details');
    await act(async () => details.click());
    await waitFor(() => m.history.href === '/deposit/bonus-details?id=21', 'details page');
  });

  it('LIST-15: only bonuses of the deposit currency get a banner', async () => {
    const m = await openList([deposit(11, 'Dollars'), { ...deposit(12, 'Roubles'), currency: 'RUB' }]);
    expect(textsOf(m.host, '.cashier-bonus__title')).to.deep.equal(['Dollars']);
  });

  it('HOST-22: a failed bonus-list-fetched keeps the banners and says the list could not be refreshed; a success clears the note', async () => {
    const m = await openList([deposit(11, 'Welcome')]);
    const hooks = { onBack: () => undefined };
    await act(async () => handleInbound(testScope(), { type: 'bonus-list-fetched', payload: { success: false, bonusList: [] } }, hooks));
    const note = m.host.querySelector('.cashier-bonuses__note')!;
    expect(note.getAttribute('role')).to.equal('status');
    expect(note.textContent).to.equal('Your bonuses could not be refreshed. These are the ones you had before.');
    expect(banners(m).length).to.equal(1);
    await act(async () => handleInbound(testScope(), { type: 'bonus-list-fetched', payload: { success: true, bonusList: [deposit(11, 'Welcome'), spins(21)] } }, hooks));
    expect(note.textContent).to.equal('');
    expect(banners(m).length).to.equal(2);
  });

  it('HOST-22: with no bonus and a failed fetch the section says bonuses could not be loaded', async () => {
    setBonusFetchFailed(testScope(), true);
    const m = await openList([]);
    await waitFor(() => m.host.querySelector('.cashier-bonuses__note')?.textContent !== '' && m.host.querySelector('.cashier-bonuses__note') !== null, 'note');
    expect(m.host.querySelector('.cashier-bonuses__note')?.textContent).to.equal('Your bonuses could not be loaded right now. You can still deposit.');
  });

  it('LIST-22, BONUS-14: crypto tiles show the "Instant +5%" badge for group_b with the host flag, and only then', async () => {
    const crypto = { name: 'crypto', label: { en: 'Crypto' }, position: 5, paymentMethods: [usdt, { ...usdt, name: 'btc', text: { en: 'Bitcoin' } }] };
    applyHandshake(testScope(), { experiments: [{ key: 'abTestGroup', group: 'group_b' }], schema: { meta: { isCryptoBonusAvailable: true } } });
    const m = await openList([], { answer: { methods: [visa, usdt], groups: [crypto, banks] } });
    expect(buttonByText(m.host, 'Crypto, Instant +5%, Methods: 2'), 'the crypto group').to.not.equal(undefined);
    expect(buttonByText(m.host, 'Tether TRC-20, Instant +5%'), 'a crypto method').to.not.equal(undefined);
    expect(buttonByText(m.host, 'Visa, Popular'), 'not on other methods').to.not.equal(undefined);
    await act(async () => applyHandshake(testScope(), { experiments: [{ key: 'abTestGroup', group: 'group_a' }] }));
    expect(m.host.querySelector('.cashier-badge--bonus')).to.equal(null);
  });
});
