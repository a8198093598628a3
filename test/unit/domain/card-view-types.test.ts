import { expect } from '@open-wc/testing';
import {
  CARD_VIEW_TYPE,
  cardViewTypeName,
  isCardViewType,
  isListedCardViewType,
} from '../../../src/domain/card-view-types.ts';

describe('domain/card-view-types', () => {
  it('ENT-19: the codes of the spec table', () => {
    expect({ ...CARD_VIEW_TYPE }).to.deep.equal({
      DEFAULT: 0, CARD: 1, CARD_WALLET_ONLY: 2, INDIA: 3, MULTIPLE_CARD: 4, P2P: 5, PIX: 6, EAZYPE: 7,
      VIRTUAL: 8, BANK_TRANSFER: 9, ONRAMP: 13, CASH: 20,
    });
  });

  it('ENT-19: cardViewTypeName maps codes (and numeric strings) to names', () => {
    expect(cardViewTypeName(5)).to.equal('P2P');
    expect(cardViewTypeName(13)).to.equal('ONRAMP');
    expect(cardViewTypeName(20)).to.equal('CASH');
    expect(cardViewTypeName('9')).to.equal('BANK_TRANSFER');
  });

  it('ENT-19: unknown or missing codes fall back to DEFAULT', () => {
    for (const v of [10, 11, 99, -1, 1.5, null, undefined, 'card', {}]) {
      expect(cardViewTypeName(v), String(v)).to.equal('DEFAULT');
    }
    expect(isCardViewType(10)).to.equal(false);
    expect(isCardViewType(6)).to.equal(true);
  });

  it('LIST-06: unset or india/p2p/eazype/bank transfer/onramp/cash are the allow-listed card view types', () => {
    for (const v of [undefined, null, 3, 5, 7, 9, 13, 20, '20']) expect(isListedCardViewType(v), String(v)).to.equal(true);
    for (const v of [0, 1, 2, 4, 6, 8, 99, 'x']) expect(isListedCardViewType(v), String(v)).to.equal(false);
  });
});
