import { expect } from '@open-wc/testing';
import { quickAmountChips, randomAmount } from '../../../src/domain/amount-chips.ts';

describe('domain/amount-chips', () => {
  it('DOM-32: 5 chips from the scale, the smallest inside the limits', () => {
    expect(quickAmountChips({ limits: { min: 100, max: 250000 }, currency: 'USD', country: 'US' })).to.deep.equal([
      100, 150, 250, 500, 1000,
    ]);
    expect(quickAmountChips({ limits: { min: 21, max: 20155 }, currency: 'MXN', country: 'MX' })).to.deep.equal([
      25, 50, 75, 100, 150,
    ]);
  });

  it('DOM-32: fewer than 5 when the range holds fewer scale values; no max means no upper cut', () => {
    expect(quickAmountChips({ limits: { min: 60, max: 200 }, currency: 'USD' })).to.deep.equal([75, 100, 150]);
    expect(quickAmountChips({ limits: { min: 100000, max: 0 }, currency: 'USD' })).to.deep.equal([150000, 250000]);
  });

  it('DOM-33: Russia with a non-crypto currency uses 5000, 7500, 10000, 25000, 50000', () => {
    expect(quickAmountChips({ limits: { min: 100, max: 600000 }, currency: 'RUB', country: 'ru' })).to.deep.equal([
      5000, 7500, 10000, 25000, 50000,
    ]);
  });

  it('DOM-33: Russia with a crypto currency uses the scale', () => {
    expect(quickAmountChips({ limits: { min: 10, max: 100 }, currency: 'USDT', country: 'RU' })).to.deep.equal([
      10, 25, 50, 75, 100,
    ]);
  });

  it('DOM-34: fixed amounts (recommendedAmounts) win, filtered by the limits and capped at 5', () => {
    const fixed = [300, 100, 5, 700, 900, 1100, 1300];
    expect(quickAmountChips({ limits: { min: 50, max: 1200 }, currency: 'RUB', country: 'RU', fixed })).to.deep.equal([
      100, 300, 700, 900, 1100,
    ]);
  });

  it('DOM-31/DOM-34: chips never fall outside the limits (Russia chips filtered too)', () => {
    expect(quickAmountChips({ limits: { min: 10000, max: 30000 }, currency: 'RUB', country: 'RU' })).to.deep.equal([
      10000, 25000,
    ]);
  });

  it('DOM-29/DOM-30: random amount is a whole unit above min, within the 10 % spread', () => {
    expect(randomAmount({ min: 100, max: 1000 }, 'MXN', () => 0)).to.equal(101);
    expect(randomAmount({ min: 100, max: 1000 }, 'MXN', () => 0.9999)).to.equal(110);
    for (let i = 0; i < 50; i += 1) {
      const v = randomAmount({ min: 100, max: 1000 }, 'MXN');
      expect(Number.isInteger(v) && v > 100 && v <= 110, String(v)).to.equal(true);
    }
  });

  it('DOM-30: the random amount respects max and falls back to min when nothing fits', () => {
    expect(randomAmount({ min: 100, max: 103 }, 'USD', () => 0.9999)).to.equal(103);
    expect(randomAmount({ min: 100, max: 100 }, 'USD', () => 0.5)).to.equal(100);
    expect(randomAmount({ min: 0, max: 100 }, 'USD', () => 0.5)).to.equal(0);
  });

  it('DOM-30: small minimums still move by at least 1 unit; crypto moves in its own decimals', () => {
    expect(randomAmount({ min: 5, max: 0 }, 'USD', () => 0.9999)).to.equal(6);
    const btc = randomAmount({ min: 0.001, max: 0 }, 'BTC', () => 0);
    expect(btc).to.equal(0.00100001);
  });
});
