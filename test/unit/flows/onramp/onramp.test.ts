// The on-ramp rules that are pure data and functions (flows §3, §5, §9; ONRAMP-01, -02, -04, -06, -13, decision ONRAMP-14).
import { expect } from '@open-wc/testing';
import { ONRAMP_COUNTRY_CURRENCY, ONRAMP_FALLBACK_CURRENCY, onrampCurrencyChoice, onrampCurrencyFor } from '../../../../src/flows/onramp/onramp-countries.ts';
import { ONRAMP_MIN_AMOUNT, onrampLimits, shownOffers } from '../../../../src/flows/onramp/onramp-offers.ts';

describe('on-ramp country map', () => {
  it('ONRAMP-13: the map covers 70 countries ("about 70"), each an ISO country code to an ISO currency code', () => {
    const entries = Object.entries(ONRAMP_COUNTRY_CURRENCY);
    expect(entries.length).to.equal(70);
    for (const [country, currency] of entries) {
      expect(country, country).to.match(/^[A-Z]{2}$/);
      expect(currency, country).to.match(/^[A-Z]{3}$/);
    }
  });

  it('ONRAMP-13: a country buys in its own currency (the euro area in EUR), case-insensitive', () => {
    expect(onrampCurrencyFor('TR')).to.equal('TRY');
    expect(onrampCurrencyFor('br')).to.equal('BRL');
    expect(onrampCurrencyFor('NG')).to.equal('NGN');
    expect(onrampCurrencyFor('DE')).to.equal('EUR');
    expect(onrampCurrencyFor('FR')).to.equal('EUR');
    expect(onrampCurrencyFor('GB')).to.equal('GBP');
    expect(onrampCurrencyFor('EC')).to.equal('USD');
  });

  it('ONRAMP-13: any other country, none or a bad code falls back to USD', () => {
    expect(ONRAMP_FALLBACK_CURRENCY).to.equal('USD');
    for (const country of ['AQ', 'ZW', '', null, undefined, 'USA']) expect(onrampCurrencyFor(country), String(country)).to.equal('USD');
  });

  it('decision ONRAMP-14: the dropdown takes the mapped currency when offered, else USD when offered, else nothing', () => {
    expect(onrampCurrencyChoice('TR', ['USD', 'TRY'])).to.equal('TRY');
    expect(onrampCurrencyChoice('TR', ['usd', 'try'])).to.equal('TRY');
    expect(onrampCurrencyChoice('DE', ['USD', 'TRY'])).to.equal('USD');
    expect(onrampCurrencyChoice('DE', ['TRY'])).to.equal(null);
  });
});

describe('on-ramp offers and limits', () => {
  it('ONRAMP-01/02/04: offers keep method, amount, fee and icon ids, in the server order', () => {
    const offers = shownOffers([
      { method: 'moonpay', amount: 95.5, currency: 'USDT', fee: 4.5, iconIds: ['moonpay'] },
      { method: 'mercuryo', amount: 96.5, currency: 'usdt', fee: 3.5, iconIds: ['mercuryo', 'visa'] },
    ]);
    expect(offers).to.deep.equal([
      { method: 'moonpay', amount: 95.5, currency: 'USDT', fee: 4.5, iconIds: ['moonpay'], best: false },
      { method: 'mercuryo', amount: 96.5, currency: 'USDT', fee: 3.5, iconIds: ['mercuryo', 'visa'], best: true },
    ]);
  });

  it('decision ONRAMP-14: the best offer gives the most; a lower fee breaks a tie, then the server order; exactly one is best', () => {
    const tie = shownOffers([
      { method: 'a', amount: 90, fee: 10 },
      { method: 'b', amount: 90, fee: 5 },
      { method: 'c', amount: 90, fee: 5 },
    ]);
    expect(tie.map((o) => o.best)).to.deep.equal([false, true, false]);
  });

  it('ONRAMP-02: an offer without a method or a numeric amount is left out; a missing or bad fee is 0, bad icon ids dropped', () => {
    const offers = shownOffers([{ amount: 5 }, { method: 'x', amount: '5' }, null, { method: ' y ', amount: 5, fee: -1, iconIds: ['y', 3] }]);
    expect(offers).to.deep.equal([{ method: 'y', amount: 5, currency: 'USDT', fee: 0, iconIds: ['y'], best: true }]);
    expect(shownOffers(undefined)).to.deep.equal([]);
    expect(shownOffers({})).to.deep.equal([]);
  });

  it('decision ONRAMP-AMOUNT: an offer\'s crypto is its ticker; a missing, fiat or unknown one is USDT (DOM-09)', () => {
    const tickers = shownOffers([
      { method: 'a', amount: 0.001, currency: ' btc ' },
      { method: 'b', amount: 1, currency: 'USD' },
      { method: 'c', amount: 1, currency: 'NOPE' },
      { method: 'd', amount: 1 },
    ]).map((o) => o.currency);
    expect(tickers).to.deep.equal(['BTC', 'USDT', 'USDT', 'USDT']);
  });

  it('ONRAMP-06: the amount lies within the limits when they are given, else it must be at least 1', () => {
    expect(onrampLimits({ min: 20, max: 10000 })).to.deep.equal({ min: 20, max: 10000 });
    expect(ONRAMP_MIN_AMOUNT).to.equal(1);
    expect(onrampLimits({ min: 0, max: 0 })).to.deep.equal({ min: 1, max: 0 });
    expect(onrampLimits({ min: 0, max: 500 })).to.deep.equal({ min: 1, max: 500 });
  });
});
