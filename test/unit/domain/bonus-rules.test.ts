import { expect } from '@open-wc/testing';
import {
  activeBonusId,
  bonusBannerColour,
  bonusExpiresAt,
  bonusMinDeposit,
  cryptoBonusApplies,
  depositBonusFields,
  isBonusActivated,
  isBonusExpired,
  isBonusRestricted,
  isBonusSelected,
  maxBonusPayout,
  neighbourAfterRemoval,
  parseBonusList,
} from '../../../src/domain/bonus-rules.ts';
import type { Bonus } from '../../../src/domain/promo-entities.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';

const deposit = (id: string | number, extra: Partial<Bonus> = {}): Bonus => ({ id, type: 'deposit', depositBonusData: { minDeposit: 20, maxBonusAmount: 200, percent: 100, payoutMultiplier: 1 }, ...extra });
const spins: Bonus = { id: 'fs', type: 'freespin', freespinBonusData: { count: 50, minDeposit: 30, gamesContent: [{ nameEn: 'Book of Dead' }] } };
const method = (name: string, cardViewType = 0): PaymentMethod => ({ name, cardViewType, text: { en: name } });

describe('bonus rules', () => {
  it('BONUS-02, BONUS-20 (decision): a host list keeps bonuses with an id and a known type, first of each id', () => {
    const list = parseBonusList([deposit(1), { id: 2 }, { type: 'deposit' }, { id: '', type: 'deposit' }, spins, deposit(1, { currency: 'EUR' }), 'x', null]);
    expect(list.map((b) => b.id)).to.deep.equal([1, 'fs']);
    expect(parseBonusList(undefined)).to.deep.equal([]);
  });

  it('BONUS-03, BONUS-04, BONUS-08: the minimum deposit comes from the deposit or free-spin terms (0 without one)', () => {
    expect(bonusMinDeposit(deposit(1))).to.equal(20);
    expect(bonusMinDeposit(spins)).to.equal(30);
    expect(bonusMinDeposit({ id: 3, type: 'deposit' })).to.equal(0);
  });

  it('BONUS-05: the active bonus is the chosen id, else the first', () => {
    const list = [deposit(1), deposit('2'), spins];
    expect(activeBonusId(list, '2')).to.equal('2');
    expect(activeBonusId(list, 2), 'ids compare as text').to.equal('2');
    expect(activeBonusId(list, 99)).to.equal(1);
    expect(activeBonusId([], 1)).to.equal(null);
  });

  it('BONUS-06, BONUS-07: selected when not restricted, enabled and with an id', () => {
    expect(isBonusSelected({ bonus: deposit(1), enabled: true, restricted: false })).to.equal(true);
    expect(isBonusSelected({ bonus: deposit(1), enabled: false, restricted: false })).to.equal(false);
    expect(isBonusSelected({ bonus: deposit(1), enabled: true, restricted: true })).to.equal(false);
    expect(isBonusSelected({ bonus: undefined, enabled: true, restricted: false })).to.equal(false);
  });

  it('BONUS-08: activated when selected and the amount is at least the minimum deposit', () => {
    expect(isBonusActivated(true, deposit(1), 20)).to.equal(true);
    expect(isBonusActivated(true, deposit(1), 19.99)).to.equal(false);
    expect(isBonusActivated(false, deposit(1), 500)).to.equal(false);
    expect(isBonusActivated(true, deposit(1), null)).to.equal(false);
  });

  it('BONUS-09, BONUS-19 (decision): yamoney_h2h, yamoney_rub, webmoney_usd and on-ramp cards (view type 13) are restricted', () => {
    expect(['yamoney_h2h', 'yamoney_rub', 'webmoney_usd', 'visa'].map((n) => isBonusRestricted(method(n)))).to.deep.equal([true, true, true, false]);
    expect(isBonusRestricted(method('onramp_card', 13))).to.equal(true);
    expect(isBonusRestricted(undefined)).to.equal(false);
  });

  it('BONUS-10, BONUS-19 (decision): mustAccruedBefore as ISO text or epoch seconds / milliseconds', () => {
    expect(bonusExpiresAt({ mustAccruedBefore: '2026-11-24T12:00:00Z' })).to.equal(Date.UTC(2026, 10, 24, 12));
    expect(bonusExpiresAt({ mustAccruedBefore: 1_800_000_000 })).to.equal(1_800_000_000_000);
    expect(bonusExpiresAt({ mustAccruedBefore: 1_800_000_000_000 })).to.equal(1_800_000_000_000);
    expect(bonusExpiresAt({ mustAccruedBefore: 'soon' })).to.equal(null);
    expect(bonusExpiresAt({})).to.equal(null);
    expect(isBonusExpired({ mustAccruedBefore: 1000 }, 1_000_000)).to.equal(true);
    expect(isBonusExpired({ mustAccruedBefore: 1_000_001 }, 1_000_000)).to.equal(false);
    expect(isBonusExpired({}, Number.MAX_SAFE_INTEGER)).to.equal(false);
  });

  it('BONUS-11, BONUS-19 (decision): the active bonus that left moves to the next one, else the previous one', () => {
    const before = [deposit(1), deposit(2), deposit(3)];
    expect(neighbourAfterRemoval(before, [deposit(1), deposit(3)], 2)).to.equal(3);
    expect(neighbourAfterRemoval(before, [deposit(1), deposit(2)], 3)).to.equal(2);
    expect(neighbourAfterRemoval(before, [deposit(1), deposit(3)], 1), 'still there: stays').to.equal(1);
    expect(neighbourAfterRemoval(before, [], 2)).to.equal(null);
  });

  it('BONUS-14, BONUS-15 (decision): the crypto bonus is for group_b with the host flag', () => {
    expect(cryptoBonusApplies('group_b', true)).to.equal(true);
    expect(cryptoBonusApplies('group_a', true)).to.equal(false);
    expect(cryptoBonusApplies('group_b', false)).to.equal(false);
    expect(cryptoBonusApplies(undefined, undefined)).to.equal(false);
  });

  it('BONUS-16: maximum payout = floor(maxBonusAmount × percent / 100 × payoutMultiplier)', () => {
    expect(maxBonusPayout({ maxBonusAmount: 200, percent: 150, payoutMultiplier: 1.5 })).to.equal(450);
    expect(maxBonusPayout({ maxBonusAmount: 99, percent: 33, payoutMultiplier: 1 })).to.equal(32);
    expect(maxBonusPayout({ maxBonusAmount: 100, percent: 50 }), 'multiplier defaults to 1').to.equal(50);
    expect(maxBonusPayout(undefined)).to.equal(0);
  });

  it('BONUS-17, BONUS-19 (decision): pink, purple, blue, orange by id; free spins their own', () => {
    expect([0, 1, 2, 3, 4].map((id) => bonusBannerColour({ id, type: 'deposit' }))).to.deep.equal(['pink', 'purple', 'blue', 'orange', 'pink']);
    expect(bonusBannerColour({ id: 'a', type: 'deposit' }), "'a' is 97").to.equal('purple');
    expect(bonusBannerColour({ id: 1, type: 'freespin' })).to.equal('freespin');
  });

  it('BONUS-20 (decision): deposit-create carries isActivatedBonus, and bonusId only when activated', () => {
    expect(depositBonusFields(deposit(7), true)).to.deep.equal({ isActivatedBonus: true, bonusId: 7 });
    expect(depositBonusFields(deposit(7), false)).to.deep.equal({ isActivatedBonus: false });
    expect(depositBonusFields(undefined, true)).to.deep.equal({ isActivatedBonus: false });
  });
});
