import { expect } from '@open-wc/testing';
import {
  AMOUNT_LIMIT_MAX_KEY,
  AMOUNT_LIMIT_MIN_KEY,
  amountRange,
  checkAmount,
  defaultAmount,
} from '../../../src/domain/amount-validation.ts';

const limits = { min: 21, max: 20155 };

describe('domain/amount-validation', () => {
  it('DOM-19: amounts within [min, max] pass, bounds included', () => {
    expect(checkAmount(21, limits)).to.deep.equal({ ok: true });
    expect(checkAmount(20155, limits)).to.deep.equal({ ok: true });
    expect(checkAmount(500.5, limits)).to.deep.equal({ ok: true });
  });

  it('DOM-20: below min gives form.amountInput.limit.min with the min', () => {
    expect(AMOUNT_LIMIT_MIN_KEY).to.equal('form.amountInput.limit.min');
    expect(checkAmount(20.99, limits)).to.deep.equal({ ok: false, reason: 'min', limit: 21, messageKey: AMOUNT_LIMIT_MIN_KEY });
  });

  it('DOM-21: above max gives form.amountInput.limit.max with the max', () => {
    expect(AMOUNT_LIMIT_MAX_KEY).to.equal('form.amountInput.limit.max');
    expect(checkAmount(20155.01, limits)).to.deep.equal({
      ok: false,
      reason: 'max',
      limit: 20155,
      messageKey: AMOUNT_LIMIT_MAX_KEY,
    });
  });

  it('DOM-18: a 0 max sets no upper bound, but the amount must be above 0', () => {
    expect(checkAmount(1e9, { min: 0, max: 0 })).to.deep.equal({ ok: true });
    expect(checkAmount(0, { min: 0, max: 0 })).to.deep.equal({ ok: false, reason: 'empty' });
  });

  it('DOM-19: unparsable, zero or negative amounts are empty', () => {
    expect(checkAmount(null, limits)).to.deep.equal({ ok: false, reason: 'empty' });
    expect(checkAmount(NaN, limits)).to.deep.equal({ ok: false, reason: 'empty' });
    expect(checkAmount(-5, limits)).to.deep.equal({ ok: false, reason: 'empty' });
  });

  it('DOM-22: the hint range has min and max, or only min without an upper limit', () => {
    expect(amountRange(limits)).to.deep.equal({ min: 21, max: 20155 });
    expect(amountRange({ min: 5, max: 0 })).to.deep.equal({ min: 5 });
  });

  it('DOM-28: the default amount is the minimum, none when min is 0', () => {
    expect(defaultAmount(limits)).to.equal(21);
    expect(defaultAmount({ min: 0, max: 100 })).to.equal(null);
  });
});
