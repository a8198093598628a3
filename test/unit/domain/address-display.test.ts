import { expect } from '@open-wc/testing';
import { HASH_ELLIPSIS, shortenHash, splitAddress } from '../../../src/domain/address-display.ts';

describe('address display', () => {
  it('CRYPTO-07: an address is split into highlighted first 5, plain middle, highlighted last 5', () => {
    expect(splitAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).to.deep.equal({
      head: 'TQn9Y',
      middle: '2khEsLJW1ChVWFMSMeRDow5K',
      tail: 'cbLSE',
    });
    const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    const parts = splitAddress(address);
    expect(parts.head + parts.middle + parts.tail).to.equal(address);
    expect([parts.head.length, parts.tail.length]).to.deep.equal([5, 5]);
  });

  it('CRYPTO-07: an address of 10 characters or fewer is highlighted whole', () => {
    expect(splitAddress('0123456789')).to.deep.equal({ head: '01234', middle: '', tail: '56789' });
    expect(splitAddress('abc')).to.deep.equal({ head: 'abc', middle: '', tail: '' });
    expect(splitAddress('')).to.deep.equal({ head: '', middle: '', tail: '' });
  });

  it('CRYPTO-07: counts code points, never splitting a surrogate pair', () => {
    const parts = splitAddress('😀bcdefghijklmno😀');
    expect(parts.head).to.equal('😀bcde');
    expect(parts.tail).to.equal('lmno😀');
    expect(parts.middle).to.equal('fghijk');
  });

  it('CRYPTO-27: a hash longer than 10 is shortened to first 5 … last 5; 10 or fewer stay whole', () => {
    expect(shortenHash('0x9fc76417374aa880d4449a1f7f31ec597f00b1f6f3dd2d66f4c9c6c445836d8b')).to.equal(`0x9fc${HASH_ELLIPSIS}36d8b`);
    expect(shortenHash('01234567890')).to.equal('01234…67890');
    expect(shortenHash('0123456789')).to.equal('0123456789');
    expect(shortenHash('')).to.equal('');
  });
});
