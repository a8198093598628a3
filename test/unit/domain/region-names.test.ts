import { expect } from '@open-wc/testing';
import { regionName, warmRegionNames } from '../../../src/domain/region-names.ts';

describe('region names', () => {
  it('names a region code in the user language, case- and space-insensitively', () => {
    expect(regionName('ru', 'en')).to.equal('Russia');
    expect(regionName(' DE ', 'de')).to.equal('Deutschland');
  });

  it('gives undefined for a malformed code or language, so callers show their own text', () => {
    expect(regionName('R', 'en')).to.equal(undefined);
    expect(regionName('RU', '!!')).to.equal(undefined);
  });

  it('makes one formatter per language: the warm-up is the one the list then uses (issue #4)', () => {
    const Native = Intl.DisplayNames;
    let made = 0;
    const intl = Intl as unknown as { DisplayNames: typeof Native };
    intl.DisplayNames = class extends Native {
      constructor(...args: ConstructorParameters<typeof Native>) {
        super(...args);
        made++;
      }
    } as typeof Native;
    try {
      warmRegionNames('fr-CA');
      expect(made).to.equal(1);
      expect(regionName('BR', 'fr-CA')).to.equal('Brésil');
      expect(regionName('MX', 'fr-CA')).to.equal('Mexique');
      expect(made).to.equal(1);
    } finally {
      intl.DisplayNames = Native;
    }
  });
});
