import { expect } from '@open-wc/testing';
import { hasUpperLimit, methodLimits, roundLimit, roundLimits } from '../../../src/domain/amount-limits.ts';

describe('domain/amount-limits', () => {
  it('DOM-16: integer limits are kept whole', () => {
    expect(roundLimit(100, 'USD')).to.equal(100);
    expect(roundLimit(100, 'BTC', 'up')).to.equal(100);
    expect(roundLimit(0, 'USD')).to.equal(0);
  });

  it('DOM-16: fiat limits round to 2 decimals, crypto to 8', () => {
    expect(roundLimit(10.126, 'USD')).to.equal(10.13);
    expect(roundLimit(10.124, 'EUR')).to.equal(10.12);
    expect(roundLimit(0.000000014, 'BTC')).to.equal(0.00000001);
    expect(roundLimit(0.123456789, 'ETH')).to.equal(0.12345679);
    expect(roundLimit(10.126, 'UNKNOWN')).to.equal(10.13);
  });

  it('DOM-18: up/down modes ceil and floor at the currency step', () => {
    expect(roundLimit(10.121, 'USD', 'up')).to.equal(10.13);
    expect(roundLimit(10.129, 'USD', 'down')).to.equal(10.12);
    expect(roundLimit(0.123456781, 'BTC', 'up')).to.equal(0.12345679);
    expect(roundLimit(0.123456789, 'BTC', 'down')).to.equal(0.12345678);
  });

  it('DOM-16/DOM-18: values already on the grid are not pushed by binary noise', () => {
    expect(roundLimit(1.1, 'USD', 'up')).to.equal(1.1);
    expect(roundLimit(1.15, 'USD', 'down')).to.equal(1.15);
    expect(roundLimit(0.29, 'USD', 'up')).to.equal(0.29);
    expect(roundLimit(20155.1, 'MXN', 'down')).to.equal(20155.1);
  });

  it('DOM-16: non-finite input becomes 0', () => {
    expect(roundLimit(NaN, 'USD')).to.equal(0);
    expect(roundLimit(Infinity, 'USD')).to.equal(0);
  });

  it('DOM-18: roundLimits rounds min up and max down', () => {
    expect(roundLimits({ min: 10.001, max: 99.999 }, 'USD')).to.deep.equal({ min: 10.01, max: 99.99 });
  });

  it('DOM-18: a range narrower than one step is rounded to nearest so it stays ordered', () => {
    expect(roundLimits({ min: 10.001, max: 10.004 }, 'USD')).to.deep.equal({ min: 10, max: 10 });
  });

  it('DOM-17: methodLimits reads amount_rules for the user currency', () => {
    const method = { amount_rules: { MXN: { min: 21, max: 20155 }, USD: { min: 1.005, max: 500.009 } } };
    expect(methodLimits(method, 'MXN')).to.deep.equal({ min: 21, max: 20155 });
    expect(methodLimits(method, 'USD')).to.deep.equal({ min: 1.01, max: 500 });
  });

  it('DOM-17: a lower-case or legacy currency key still finds the rule', () => {
    expect(methodLimits({ amount_rules: { QSC: { min: 5, max: 10 } } }, 'qgc')).to.deep.equal({ min: 5, max: 10 });
    expect(methodLimits({ amount_rules: { usd: { min: 2, max: 3 } } }, 'usd')).to.deep.equal({ min: 2, max: 3 });
  });

  it('DOM-17: missing rules, currency or values default to 0/0', () => {
    expect(methodLimits({}, 'USD')).to.deep.equal({ min: 0, max: 0 });
    expect(methodLimits({ amount_rules: { EUR: { min: 1, max: 2 } } }, 'USD')).to.deep.equal({ min: 0, max: 0 });
    expect(methodLimits({ amount_rules: { USD: { min: 5 } } }, 'USD')).to.deep.equal({ min: 5, max: 0 });
    expect(methodLimits({ amount_rules: { USD: { minNonRus: 7 } } }, 'USD')).to.deep.equal({ min: 0, max: 0 });
    expect(methodLimits(null, 'USD')).to.deep.equal({ min: 0, max: 0 });
    const bad = { amount_rules: { USD: { min: 'x', max: -5 } } } as unknown as Parameters<typeof methodLimits>[0];
    expect(methodLimits(bad, 'USD')).to.deep.equal({ min: 0, max: 0 });
    expect(methodLimits({ amount_rules: {} }, 'toString')).to.deep.equal({ min: 0, max: 0 });
  });

  it('DOM-18: a 0 max means no upper limit', () => {
    expect(hasUpperLimit({ min: 0, max: 0 })).to.equal(false);
    expect(hasUpperLimit({ min: 0, max: 10 })).to.equal(true);
  });
});
