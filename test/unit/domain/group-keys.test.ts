import { expect } from '@open-wc/testing';
import { GROUP_KEYS, GROUP_NAME_KEYS, isGroupKey } from '../../../src/domain/group-keys.ts';
import { hasInternationalIcon } from '../../../src/domain/countries.ts';

describe('domain/group-keys', () => {
  it('LIST-27: every key the spec gives verbatim is present', () => {
    const keys = Object.values(GROUP_KEYS) as string[];
    for (const k of [
      'card_method', 'crypto', 'cash_methods', 'bank_transfer_nigeria', 'colombian_banks', 'e-money',
      'indian-methods-grouped', 'nigeria-cards-grouped', 'online-indonesian-banks-grouped',
      'online-malaysian-banks-grouped', 'online-thailand-banks-grouped', 'sbp-transgran-grouped',
    ]) {
      expect(keys, k).to.include(k);
    }
  });

  it('LIST-28/LIST-29: the named groups without spec keys get unique kebab-case keys', () => {
    const keys = Object.values(GROUP_KEYS) as string[];
    expect(new Set(keys).size).to.equal(keys.length);
    for (const k of [
      GROUP_KEYS.KYRGYZSTAN_CASH, GROUP_KEYS.KYRGYZSTAN_P2P, GROUP_KEYS.UKRAINE_CASH, GROUP_KEYS.UKRAINE_P2P,
      GROUP_KEYS.ME2ME, GROUP_KEYS.ECUADOR_CASH, GROUP_KEYS.INDONESIA_VIRTUAL_ACCOUNT, GROUP_KEYS.DANA,
      GROUP_KEYS.GIFT_CARDS, GROUP_KEYS.ONLINE_ECUADOR_BANKS,
    ]) {
      expect(k).to.match(/^[a-z0-9]+(?:-[a-z0-9]+)*-grouped$/);
    }
  });

  it('LIST-28: Kyrgyz and Ukrainian p2p are named "Transfer to card", their cash groups "Cash", me2me "Withdrawal to card" (locale keys)', () => {
    expect(GROUP_NAME_KEYS[GROUP_KEYS.KYRGYZSTAN_P2P]).to.equal('list.group.transferToCard');
    expect(GROUP_NAME_KEYS[GROUP_KEYS.UKRAINE_P2P]).to.equal('list.group.transferToCard');
    expect(GROUP_NAME_KEYS[GROUP_KEYS.KYRGYZSTAN_CASH]).to.equal('list.group.cash');
    expect(GROUP_NAME_KEYS[GROUP_KEYS.UKRAINE_CASH]).to.equal('list.group.cash');
    expect(GROUP_NAME_KEYS[GROUP_KEYS.ME2ME]).to.equal('list.group.withdrawalToCard');
    expect(GROUP_NAME_KEYS[GROUP_KEYS.CRYPTO]).to.equal(undefined);
  });

  it('LIST-27: isGroupKey matches known keys exactly', () => {
    expect(isGroupKey('card_method')).to.equal(true);
    expect(isGroupKey('CARD_METHOD')).to.equal(false);
    expect(isGroupKey('unknown-grouped')).to.equal(false);
    expect(isGroupKey(undefined)).to.equal(false);
  });

  it('CONST-14: az, kg, kz, tj, uz are the international countries with icons', () => {
    for (const c of ['az', 'KG', 'kz', ' tj ', 'uz']) expect(hasInternationalIcon(c), c).to.equal(true);
    for (const c of ['ru', 'ua', 'am', '']) expect(hasInternationalIcon(c), c).to.equal(false);
  });
});
