import { currencyName } from '../../../src/domain/currency-names.ts';
import { expect } from '@open-wc/testing';
import {
  BONUS_WALLET_CODE,
  CRYPTO_CODES,
  CURRENCIES,
  FIAT_CODES,
  SWEEP_COIN_CODE,
  decimalsOf,
  getCurrency,
  isCryptoCurrency,
  normalizeCurrencyCode,
} from '../../../src/domain/currencies.ts';

const SPEC_CRYPTO = ['BTC', 'ETH', 'LTC', 'USDT', 'TRX', 'XMR', 'BCH', 'DASH', 'NEO', 'DOGE', 'ZEC', 'XRP', 'XLM', 'BNB', 'USDC', 'TON'];
const SPEC_FIAT_EXAMPLES = ['RUB', 'UAH', 'EUR', 'USD', 'KZT', 'INR', 'BRL', 'MXN', 'NGN', 'JPY'];

describe('domain/currencies', () => {
  it('DOM-05: about 70 fiat codes, including every example the spec names', () => {
    expect(FIAT_CODES.length).to.be.within(65, 80);
    for (const code of SPEC_FIAT_EXAMPLES) expect(FIAT_CODES, code).to.include(code);
    expect(new Set(FIAT_CODES).size).to.equal(FIAT_CODES.length);
  });

  it('DOM-07: exactly the 16 crypto codes of the spec', () => {
    expect([...CRYPTO_CODES].sort()).to.deep.equal([...SPEC_CRYPTO].sort());
  });

  it('DOM-01: every currency has a code, a symbol and a full name', () => {
    for (const [code, info] of Object.entries(CURRENCIES)) {
      expect(info.code).to.equal(code);
      expect(code).to.match(/^[A-Z]{3,5}$/);
      expect(info.symbol.trim(), code).to.not.equal('');
      expect(currencyName(code)?.length, code).to.be.greaterThan(2);
    }
  });

  it('DOM-03/DOM-04: fiat has 2 decimals and no crypto flag, crypto has 8 and the flag', () => {
    for (const code of FIAT_CODES) {
      expect(CURRENCIES[code]?.decimals, code).to.equal(2);
      expect(CURRENCIES[code]?.crypto, code).to.equal(false);
    }
    for (const code of CRYPTO_CODES) {
      expect(CURRENCIES[code]?.decimals, code).to.equal(8);
      expect(CURRENCIES[code]?.crypto, code).to.equal(true);
    }
  });

  it('DOM-05/DOM-06: the bonus wallet and QSC are in the table as 2-decimal non-crypto wallets', () => {
    expect(BONUS_WALLET_CODE).to.equal('BONUS');
    expect(getCurrency(BONUS_WALLET_CODE)?.decimals).to.equal(2);
    expect(isCryptoCurrency(BONUS_WALLET_CODE)).to.equal(false);
    expect(currencyName(SWEEP_COIN_CODE)).to.equal('Sweep Coins');
    expect(FIAT_CODES).to.not.include(BONUS_WALLET_CODE);
    expect(FIAT_CODES).to.not.include(SWEEP_COIN_CODE);
  });

  it('DOM-08: normalizeCurrencyCode trims, upper-cases and maps legacy QGC to QSC', () => {
    expect(normalizeCurrencyCode(' usd ')).to.equal('USD');
    expect(normalizeCurrencyCode('QGC')).to.equal('QSC');
    expect(normalizeCurrencyCode('qgc')).to.equal('QSC');
    expect(normalizeCurrencyCode('QSC')).to.equal('QSC');
    expect(normalizeCurrencyCode('xyz')).to.equal('XYZ');
    expect(normalizeCurrencyCode(undefined as unknown as string)).to.equal('');
  });

  it('DOM-08: lookups go through the legacy mapping', () => {
    expect(getCurrency('QGC')?.code).to.equal('QSC');
    expect(getCurrency('btc')?.code).to.equal('BTC');
  });

  it('DOM-03/DOM-04: decimalsOf gives 8 for crypto, 2 for fiat and for unknown codes', () => {
    expect(decimalsOf('BTC')).to.equal(8);
    expect(decimalsOf('usdt')).to.equal(8);
    expect(decimalsOf('RUB')).to.equal(2);
    expect(decimalsOf('JPY')).to.equal(2);
    expect(decimalsOf('NOPE')).to.equal(2);
    expect(decimalsOf('')).to.equal(2);
  });

  it('DOM-04: isCryptoCurrency is true only for crypto codes', () => {
    expect(isCryptoCurrency('TON')).to.equal(true);
    expect(isCryptoCurrency('ton')).to.equal(true);
    expect(isCryptoCurrency('USD')).to.equal(false);
    expect(isCryptoCurrency('NOPE')).to.equal(false);
    expect(isCryptoCurrency('toString')).to.equal(false);
    expect(getCurrency('constructor')).to.equal(undefined);
  });

  it('DOM-09: the fallback currencies USD and USDT are in the table', () => {
    expect(getCurrency('USD')?.crypto).to.equal(false);
    expect(getCurrency('USDT')?.crypto).to.equal(true);
  });

  it('DOM-01: the table is frozen', () => {
    expect(Object.isFrozen(CURRENCIES)).to.equal(true);
    expect(Object.isFrozen(CURRENCIES.USD)).to.equal(true);
  });
});
