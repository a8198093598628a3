import { expect } from '@open-wc/testing';
import { TAB_STORAGE_KEYS } from '../../../src/stores/tab-storage.ts';
import { rememberPlayerCurrency, storedPlayerCurrency } from '../../../src/stores/player-currency-hint.ts';
import { $currencies, seedPlayerCurrency, setInitCurrencies } from '../../../src/stores/currencies.ts';
import { testScope } from '../scope.ts';

const stored = (): string | null => sessionStorage.getItem(TAB_STORAGE_KEYS.playerCurrency);

describe('stores/player-currency-hint', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('LIST-T1: the key is payment-cashier:player-currency, beside the other tab storage keys', () => {
    expect(TAB_STORAGE_KEYS.playerCurrency).to.equal('payment-cashier:player-currency');
  });

  it('LIST-T1: a methods answer stores its fiat currency code, and only the code', () => {
    setInitCurrencies(testScope(), { fiat: 'rub', crypto: 'BTC' });
    expect(stored()).to.equal('RUB');
    expect(storedPlayerCurrency()).to.equal('RUB');
    expect(Object.keys(sessionStorage)).to.deep.equal([TAB_STORAGE_KEYS.playerCurrency]);
  });

  it('LIST-T1: an answer that names no fiat currency (or a crypto one) removes the hint', () => {
    rememberPlayerCurrency('KZT');
    setInitCurrencies(testScope(), { crypto: 'USDT' });
    expect(stored()).to.equal(null);
    rememberPlayerCurrency('KZT');
    setInitCurrencies(testScope(), { fiat: 'BTC' });
    expect(stored()).to.equal(null);
    expect($currencies(testScope()).get().fiat).to.equal('USD');
  });

  it('LIST-T1: a stored value that is not a fiat code is ignored and removed', () => {
    for (const bad of ['', 'R', '<script>', 'RUB;token=x', 'BTC', 'x'.repeat(40)]) {
      sessionStorage.setItem(TAB_STORAGE_KEYS.playerCurrency, bad);
      expect(storedPlayerCurrency(), bad).to.equal(undefined);
      expect(stored(), bad).to.equal(null);
    }
    rememberPlayerCurrency('not a code');
    expect(stored()).to.equal(null);
  });

  it('LIST-T1: seeding puts the stored currency in place of the USD fallback, and does nothing without one', () => {
    seedPlayerCurrency(testScope());
    expect($currencies(testScope()).get()).to.deep.equal({ fiat: 'USD', crypto: 'USDT' });
    sessionStorage.setItem(TAB_STORAGE_KEYS.playerCurrency, ' eur ');
    seedPlayerCurrency(testScope());
    expect($currencies(testScope()).get()).to.deep.equal({ fiat: 'EUR', crypto: 'USDT' });
  });
});
