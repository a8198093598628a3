import { expect } from '@open-wc/testing';
import { $currencies, resetCurrencies, setInitCurrencies } from '../../../src/stores/currencies.ts';

describe('stores/currencies', () => {
  beforeEach(resetCurrencies);

  it('DOM-09: defaults to fiat USD and crypto USDT', () => {
    expect($currencies.get()).to.deep.equal({ fiat: 'USD', crypto: 'USDT' });
  });

  it('DOM-08: normalises codes and maps legacy QGC to QSC', () => {
    setInitCurrencies({ fiat: ' qgc ', crypto: 'btc' });
    expect($currencies.get()).to.deep.equal({ fiat: 'QSC', crypto: 'BTC' });
  });

  it('DOM-09: missing or wrong-kind codes fall back to USD / USDT', () => {
    setInitCurrencies({ fiat: 'EUR', crypto: 'ETH' });
    setInitCurrencies({ fiat: 'BTC', crypto: undefined });
    expect($currencies.get()).to.deep.equal({ fiat: 'USD', crypto: 'USDT' });
    setInitCurrencies({ fiat: 'KZT', crypto: 'RUB' });
    expect($currencies.get()).to.deep.equal({ fiat: 'KZT', crypto: 'USDT' });
    setInitCurrencies(null);
    expect($currencies.get()).to.deep.equal({ fiat: 'USD', crypto: 'USDT' });
  });
});
