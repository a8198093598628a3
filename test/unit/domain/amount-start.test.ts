import { expect } from '@open-wc/testing';
import { amountToSend, startAmount, usesRandomAmount } from '../../../src/domain/amount-start.ts';
import { methodLimits } from '../../../src/domain/amount-limits.ts';

describe('amount start and the amount a press sends', () => {
  it('DOM-28: the amount starts at the minimum, empty without one', () => {
    expect(startAmount({ min: 10, max: 500 })).to.equal(10);
    expect(startAmount({ min: 0, max: 500 })).to.equal(null);
  });

  it('ENT-14 (decision): prefilledAmount is the start, moved into the limits; bad values are ignored', () => {
    expect(startAmount({ min: 10, max: 500 }, 250)).to.equal(250);
    expect(startAmount({ min: 10, max: 500 }, 5)).to.equal(10);
    expect(startAmount({ min: 10, max: 500 }, 900)).to.equal(500);
    expect(startAmount({ min: 10, max: 0 }, 900), 'no upper limit').to.equal(900);
    expect(startAmount({ min: 10, max: 500 }, 0)).to.equal(10);
    expect(startAmount({ min: 10, max: 500 }, '250')).to.equal(10);
    expect(startAmount({ min: 10, max: 500 }, Number.NaN)).to.equal(10);
  });

  it('ENT-14 (decision): minNonRus replaces min for a known country other than RU', () => {
    const method = { amount_rules: { RUB: { min: 100, max: 300000, minNonRus: 500 } } };
    expect(methodLimits(method, 'RUB', 'KZ')).to.deep.equal({ min: 500, max: 300000 });
    expect(methodLimits(method, 'RUB', 'ru')).to.deep.equal({ min: 100, max: 300000 });
    expect(methodLimits(method, 'RUB', undefined), 'unknown country keeps min').to.deep.equal({ min: 100, max: 300000 });
    expect(methodLimits(method, 'RUB', '')).to.deep.equal({ min: 100, max: 300000 });
    expect(methodLimits({ amount_rules: { RUB: { min: 100, max: 300000 } } }, 'RUB', 'KZ')).to.deep.equal({ min: 100, max: 300000 });
  });

  it('DOM-30 (decision): random amounts are for p2p (5), virtual (8) and bank transfer (9) only', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 20].filter((cardViewType) => usesRandomAmount({ cardViewType }))).to.deep.equal([5, 8, 9]);
    expect(usesRandomAmount(undefined)).to.equal(false);
    expect(usesRandomAmount({ cardViewType: '9' })).to.equal(false);
  });

  it('DOM-29: an untouched minimum becomes a random amount just above it; a chosen amount is sent as is', () => {
    const base = { limits: { min: 100, max: 1000 }, currency: 'MXN', randomForMethod: true, random: () => 0 };
    expect(amountToSend({ ...base, amount: 100, chosenByPlayer: false })).to.equal(101);
    expect(amountToSend({ ...base, amount: 100, chosenByPlayer: true }), 'the player typed the minimum').to.equal(100);
    expect(amountToSend({ ...base, amount: 150, chosenByPlayer: false }), 'not the minimum').to.equal(150);
    expect(amountToSend({ ...base, amount: 100, chosenByPlayer: false, randomForMethod: false }), 'a redirect method').to.equal(100);
    expect(amountToSend({ ...base, amount: null, chosenByPlayer: false })).to.equal(null);
    expect(amountToSend({ ...base, limits: { min: 0, max: 0 }, amount: 0, chosenByPlayer: false })).to.equal(0);
  });
});
