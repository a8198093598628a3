// Issue #21 "Bonus promises are exact": what the amount page promises for this deposit, and the
// bonus texts in the player's language. The maximum payout (BONUS-16) is the details page's only.
import { expect } from '@open-wc/testing';
import { describeBonusOffer } from '../../../src/domain/bonus-offer.ts';
import { bonusEarned, maxBonusPayout } from '../../../src/domain/bonus-rules.ts';
import { bonusTexts } from '../../../src/domain/bonus-text.ts';
import type { Bonus } from '../../../src/domain/promo-entities.ts';

// The sandbox's US welcome bonus: 100% up to 500, payout ×10 (its maximum payout is 5,000).
const welcome: Bonus = { id: 11, type: 'deposit', currency: 'USD', depositBonusData: { minDeposit: 20, maxBonusAmount: 500, percent: 100, payoutMultiplier: 10 } };
// The sandbox's RU bonus: 50% up to 25,000, payout ×5 (maximum payout 62,500).
const sbp: Bonus = { id: 12, type: 'deposit', currency: 'RUB', depositBonusData: { minDeposit: 1000, maxBonusAmount: 25000, percent: 50, payoutMultiplier: 5 } };
const spins: Bonus = { id: 21, type: 'freespin', freespinBonusData: { count: 50, minDeposit: 20 } };

const offer = (bonus: Bonus, amount: number | null) => describeBonusOffer(bonus, { enabled: true, restricted: false, amount }).outcome;

describe('bonus earned by one deposit (issue #21)', () => {
  it('BONUS-03: a deposit earns percent of its amount', () => {
    expect(bonusEarned(welcome.depositBonusData, 50)).to.equal(50);
    expect(bonusEarned(sbp.depositBonusData, 3000)).to.equal(1500);
    expect(bonusEarned({ percent: 33, maxBonusAmount: 1000 }, 10)).to.equal(3.3);
  });

  it('BONUS-03: capped at maxBonusAmount, never the maximum payout', () => {
    expect(bonusEarned(welcome.depositBonusData, 5000)).to.equal(500);
    expect(bonusEarned(sbp.depositBonusData, 100000)).to.equal(25000);
    expect(maxBonusPayout(welcome.depositBonusData), 'BONUS-16 stays the details page figure').to.equal(5000);
  });

  it('BONUS-16: the maximum payout (details page only) is floored', () => {
    expect(maxBonusPayout({ maxBonusAmount: 333, percent: 33, payoutMultiplier: 1.5 }), '164.835').to.equal(164);
    expect(maxBonusPayout(sbp.depositBonusData)).to.equal(62500);
  });

  it('BONUS-03 (decision BONUS-21): rounded down to the cent; no percent or no amount earns 0; no cap named means no cap', () => {
    expect(bonusEarned({ percent: 33.3333, maxBonusAmount: 100 }, 10)).to.equal(3.33);
    expect(bonusEarned({ percent: 15, maxBonusAmount: 100 }, 0.07), '0.0105 floors to 0.01').to.equal(0.01);
    expect(bonusEarned({ maxBonusAmount: 100 }, 50)).to.equal(0);
    expect(bonusEarned(welcome.depositBonusData, 0)).to.equal(0);
    expect(bonusEarned({ percent: 10 }, 12345)).to.equal(1234.5);
  });

  it('BONUS-08 (issue #21): the offer follows the amount: minimum below it, the earned bonus from it', () => {
    expect(offer(welcome, null)).to.deep.equal({ kind: 'minimum', minDeposit: 20 });
    expect(offer(welcome, 19.99)).to.deep.equal({ kind: 'minimum', minDeposit: 20 });
    expect(offer(welcome, 50)).to.deep.equal({ kind: 'gets', bonus: 50 });
    expect(offer(welcome, 120)).to.deep.equal({ kind: 'gets', bonus: 120 });
    expect(offer(welcome, 800)).to.deep.equal({ kind: 'gets', bonus: 500 });
    expect(offer(sbp, 1000)).to.deep.equal({ kind: 'gets', bonus: 500 });
  });

  it('BONUS-04: free spins are a count, not money', () => {
    expect(offer(spins, 20)).to.deep.equal({ kind: 'spins', count: 50 });
    expect(offer(spins, 2000)).to.deep.equal({ kind: 'spins', count: 50 });
  });
});

describe('bonus texts in the player language (issue #21)', () => {
  const both: Bonus = { id: 12, type: 'deposit', content: { title: { en: '50% deposit bonus', ru: 'Бонус 50% на депозит' }, subtitle: { en: 'Up to RUB 25,000', ru: 'До 25 000 ₽' } } };

  it('BONUS-02: the player language, its base language, then English', () => {
    expect(bonusTexts(both, 'en')).to.deep.equal({ title: '50% deposit bonus', subtitle: 'Up to RUB 25,000' });
    expect(bonusTexts(both, 'ru')).to.deep.equal({ title: 'Бонус 50% на депозит', subtitle: 'До 25 000 ₽' });
    expect(bonusTexts(both, 'ru-KZ').title).to.equal('Бонус 50% на депозит');
    expect(bonusTexts(both, 'de').title, 'English fallback').to.equal('50% deposit bonus');
  });

  it('BONUS-02: a plain string is used as it is; blank texts are left out', () => {
    expect(bonusTexts({ content: { title: 'Welcome' } }, 'ru')).to.deep.equal({ title: 'Welcome' });
    expect(bonusTexts({ content: { title: '  ', subtitle: { ru: 'Только по-русски' } } }, 'en')).to.deep.equal({});
    expect(bonusTexts({}, 'en')).to.deep.equal({});
  });
});
