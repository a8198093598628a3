// The crypto-balance mode as data (flows §2 "Crypto-balance index"; CB-01..08, decisions CB-04,
// CB-06, CB-08): tabs, per-kind defaults, the selector's currencies, what each tab lists, the
// search, and where the shared pages' plain-tree navigation lands inside the mode.
import { expect } from '@open-wc/testing';
import { BALANCE_KINDS, currencyOptions, defaultCurrencyOf, groupOfMethod, kindOfCurrency, searchTiles, tilesOfKind } from '../../../../src/flows/crypto-balance/crypto-balance.ts';
import { cryptoBalanceTarget, isCryptoBalancePath } from '../../../../src/flows/crypto-balance/crypto-balance-paths.ts';
import { CRYPTO_CODES, FIAT_CODES, decimalsOf } from '../../../../src/domain/currencies.ts';
import type { PaymentGroup, PaymentMethod } from '../../../../src/domain/payment-entities.ts';

const visa: PaymentMethod = { name: 'visa', position: 2, text: { en: 'Visa' } };
const skrill: PaymentMethod = { name: 'skrill', position: 1, text: { en: 'Skrill' } };
const btc: PaymentMethod = { name: 'btc', category: 'crypto', position: 2, text: { en: 'Bitcoin' } };
const usdt: PaymentMethod = { name: 'usdt', category: 'crypto', position: 1, text: { en: 'Tether USDT', ru: 'Тетер' } };
const cryptoGroup: PaymentGroup = { name: 'crypto', position: 3, paymentMethods: [btc, usdt] };
const cards: PaymentGroup = { name: 'card_method', position: 0, paymentMethods: [visa, { ...btc, name: 'btc_card' }] };
const names = (tiles: ReturnType<typeof tilesOfKind>) => tiles.map((t) => (t.kind === 'method' ? t.method.name : `group:${t.group.name}`));

describe('crypto-balance mode (domain)', () => {
  it('CB-01: two tabs, fiat then crypto; a currency belongs to the crypto tab only when it is one of the 16 crypto codes', () => {
    expect(BALANCE_KINDS).to.deep.equal(['fiat', 'crypto']);
    expect(kindOfCurrency('USDT')).to.equal('crypto');
    expect(kindOfCurrency('btc')).to.equal('crypto');
    expect(kindOfCurrency('RUB')).to.equal('fiat');
    expect(kindOfCurrency('XYZ'), 'unknown codes are fiat').to.equal('fiat');
  });

  it('CB-05 / CB-06 (decision): a tab defaults to the player\'s currency of that kind, else the answer\'s initCurrencies for it (USD/USDT fallback)', () => {
    const init = { fiat: 'BRL', crypto: 'USDT' };
    expect(defaultCurrencyOf('fiat', 'RUB', init)).to.equal('RUB');
    expect(defaultCurrencyOf('crypto', 'RUB', init)).to.equal('USDT');
    expect(defaultCurrencyOf('crypto', 'btc', init), 'a crypto player keeps their coin').to.equal('BTC');
    expect(defaultCurrencyOf('fiat', 'BTC', init)).to.equal('BRL');
    expect(defaultCurrencyOf('fiat', '', { fiat: 'USD', crypto: 'USDT' })).to.equal('USD');
    expect(defaultCurrencyOf('crypto', '', { fiat: 'USD', crypto: 'USDT' })).to.equal('USDT');
  });

  it('CB-02: the selector offers the tab\'s codes (crypto with 8 decimals), and keeps a current code the table does not know', () => {
    expect(currencyOptions('crypto', 'USDT')).to.equal(CRYPTO_CODES);
    expect(currencyOptions('crypto', 'USDT').every((code) => decimalsOf(code) === 8)).to.equal(true);
    expect(currencyOptions('fiat', 'RUB')).to.equal(FIAT_CODES);
    expect(currencyOptions('fiat', 'ZZZ')[0]).to.equal('ZZZ');
    expect(currencyOptions('crypto', 'ZZZ'), 'a fiat code is not offered on the crypto tab').to.equal(CRYPTO_CODES);
  });

  it('CB-02 (decision): the crypto tab lists only crypto-category methods as tiles by position; the fiat tab the rest, groups trimmed', () => {
    const listing = { methods: [visa, skrill, { ...usdt, name: 'usdt_loose', position: 0 }], groups: [cryptoGroup, cards] };
    expect(names(tilesOfKind(listing, 'crypto'))).to.deep.equal(['usdt_loose', 'usdt', 'btc', 'btc_card']);
    const fiat = tilesOfKind(listing, 'fiat');
    expect(names(fiat)).to.deep.equal(['group:card_method', 'skrill', 'visa']);
    const cardTile = fiat[0];
    expect(cardTile?.kind === 'group' ? cardTile.methods.map((m) => m.name) : []).to.deep.equal(['visa']);
    expect(tilesOfKind({ methods: [visa], groups: [] }, 'crypto')).to.deep.equal([]);
  });

  it('CB-03: a search lists the matching methods, groups opened up, in the user language or English; an empty query keeps the tiles', () => {
    const tiles = tilesOfKind({ methods: [skrill], groups: [{ ...cards, paymentMethods: [visa] }] }, 'fiat');
    expect(searchTiles(tiles, '  ', 'en')).to.deep.equal(tiles);
    expect(names(searchTiles(tiles, 'vis', 'en'))).to.deep.equal(['visa']);
    expect(searchTiles(tiles, 'paypal', 'en')).to.deep.equal([]);
    const crypto = tilesOfKind({ methods: [], groups: [cryptoGroup] }, 'crypto');
    expect(names(searchTiles(crypto, 'тетер', 'ru'))).to.deep.equal(['usdt']);
    expect(names(searchTiles(crypto, 'tether', 'ru')), 'English fallback').to.deep.equal(['usdt']);
    expect(groupOfMethod({ methods: [], groups: [cryptoGroup] }, usdt)?.name).to.equal('crypto');
    expect(groupOfMethod({ methods: [skrill], groups: [] }, skrill)).to.equal(undefined);
  });

  it('CB-04 / ROUTE-16 (decision): from the index, the crypto address, video and bonus pages are the mode\'s own; the rest is the fiat/* twin', () => {
    const from = '/cryptobalance/deposit';
    expect(cryptoBalanceTarget('/deposit/crypto/address', from)).to.equal('/cryptobalance/deposit/crypto');
    expect(cryptoBalanceTarget('/deposit/video-instruction', '/cryptobalance/deposit/crypto')).to.equal('/cryptobalance/deposit/video-instruction');
    expect(cryptoBalanceTarget('/deposit/bonus-details?id=7', from)).to.equal('/cryptobalance/deposit/bonus-details?id=7');
    expect(cryptoBalanceTarget('/deposit/redirect', from)).to.equal('/cryptobalance/deposit/fiat/redirect');
    expect(cryptoBalanceTarget('/deposit/group/redirect', from)).to.equal('/cryptobalance/deposit/fiat/group/redirect');
  });

  it('ROUTE-16 (decision CB-04): inside fiat/* every deposit page is its twin; the list is the tabs index; withdrawal is its twin (ROUTE-17)', () => {
    const from = '/cryptobalance/deposit/fiat/redirect';
    expect(cryptoBalanceTarget('/deposit/complete?to=deposit-list', from)).to.equal('/cryptobalance/deposit/fiat/complete?to=deposit-list');
    expect(cryptoBalanceTarget('/deposit/video-instruction', from)).to.equal('/cryptobalance/deposit/fiat/video-instruction');
    expect(cryptoBalanceTarget('/deposit', from)).to.equal('/cryptobalance/deposit');
    expect(cryptoBalanceTarget('/deposit?refetch=1', from)).to.equal('/cryptobalance/deposit?refetch=1');
    expect(cryptoBalanceTarget('/withdrawal/confirm', '/cryptobalance/withdrawal')).to.equal('/cryptobalance/withdrawal/confirm');
  });

  it('CB-04: outside the mode, the mode\'s own paths and pages without a twin are left alone', () => {
    expect(cryptoBalanceTarget('/deposit/redirect', '/deposit')).to.equal('/deposit/redirect');
    expect(cryptoBalanceTarget('/error?backRoute=x', '/cryptobalance/deposit')).to.equal('/error?backRoute=x');
    expect(cryptoBalanceTarget('/empty', '/cryptobalance/deposit')).to.equal('/empty');
    expect(cryptoBalanceTarget('/cryptobalance/deposit/crypto', '/cryptobalance/deposit')).to.equal('/cryptobalance/deposit/crypto');
    expect(isCryptoBalancePath('/cryptobalance')).to.equal(true);
    expect(isCryptoBalancePath('/cryptobalance?x=1')).to.equal(true);
    expect(isCryptoBalancePath('/cryptobalancex')).to.equal(false);
  });
});
