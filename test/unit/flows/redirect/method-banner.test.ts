import { expect } from '@open-wc/testing';
import en from '../../../../locales/en.json';
import { METHOD_BANNER_KEYS, methodBannerKey } from '../../../../src/flows/redirect/method-banner.ts';

describe('method banner', () => {
  it('LIST-26: a banner key the widget ships is shown; an unknown fallback key gives no banner text', () => {
    expect(methodBannerKey({ banner: { bannerTextKey: 'method.banner.noFee' } })).to.equal('method.banner.noFee');
    expect(methodBannerKey({ banner: { bannerTextKey: 'method.banner.summerPromo' } })).to.equal(undefined);
    expect(methodBannerKey({ banner: { bannerTextKey: 'error.page.title' } }), 'another part of the widget').to.equal(undefined);
    expect(methodBannerKey({ banner: { bannerTextKey: 7 } })).to.equal(undefined);
    expect(methodBannerKey({})).to.equal(undefined);
    expect(methodBannerKey(undefined)).to.equal(undefined);
  });

  it('LIST-26: every banner key has an English text', () => {
    for (const key of METHOD_BANNER_KEYS) expect((en as Record<string, string>)[key], key).to.be.a('string');
  });
});
