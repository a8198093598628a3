import { expect } from '@open-wc/testing';
import { $currencies, setInitCurrencies } from '../../../src/stores/currencies.ts';
import { testScope } from '../scope.ts';

describe('stores/currencies', () => {

  it('DOM-09: defaults to fiat USD and crypto USDT', () => {
    expect($currencies(testScope()).get()).to.deep.equal({ fiat: 'USD', crypto: 'USDT' });
  });

  it('DOM-08: normalises codes and maps legacy QGC to QSC', () => {
    setInitCurrencies(testScope(), { fiat: ' qgc ', crypto: 'btc' });
    expect($currencies(testScope()).get()).to.deep.equal({ fiat: 'QSC', crypto: 'BTC' });
  });

  it('DOM-09: missing or wrong-kind codes fall back to USD / USDT', () => {
    setInitCurrencies(testScope(), { fiat: 'EUR', crypto: 'ETH' });
    setInitCurrencies(testScope(), { fiat: 'BTC', crypto: undefined });
    expect($currencies(testScope()).get()).to.deep.equal({ fiat: 'USD', crypto: 'USDT' });
    setInitCurrencies(testScope(), { fiat: 'KZT', crypto: 'RUB' });
    expect($currencies(testScope()).get()).to.deep.equal({ fiat: 'KZT', crypto: 'USDT' });
    setInitCurrencies(testScope(), null);
    expect($currencies(testScope()).get()).to.deep.equal({ fiat: 'USD', crypto: 'USDT' });
  });
});
