import { expect } from '@open-wc/testing';
import { buildTiles, byPosition, filterListing } from '../../../src/domain/method-listing.ts';
import { groupBadge, groupLabel, matchesSearch, methodBadge, methodLabel } from '../../../src/domain/method-text.ts';
import { methodIconUrl } from '../../../src/domain/method-icon-url.ts';
import { applyHandshake, resetConfig } from '../../../src/stores/config.ts';
import { $methodIconBase } from '../../../src/stores/assets.ts';
import { setWidgetBase } from '../../../src/stores/widget-base.ts';
import { banks, pixMethod, skrill, usdt, visa } from '../flows/helpers/fixtures.ts';
import { testScope } from '../scope.ts';

describe('deposit list tiles', () => {
  it('LIST-16: groups and methods form one list sorted by ascending position, unpositioned last', () => {
    const tiles = buildTiles([visa, skrill, usdt, { name: 'nopos', text: { en: 'No position' } }, pixMethod], [banks]);
    expect(tiles.map((t) => t.key)).to.deep.equal([
      'method:skrill', 'method:visa', 'group:online-thailand-banks-grouped', 'method:pix', 'method:usdt_trc20', 'method:nopos',
    ]);
  });

  it('LIST-25: equal positions keep the server order', () => {
    const a = { name: 'a', position: 1 };
    const b = { name: 'b', position: 1 };
    expect(byPosition([b, a]).map((m) => m.name)).to.deep.equal(['b', 'a']);
  });

  it('LIST-21: a group tile shows its first 3 methods by position and counts the rest', () => {
    const [tile] = buildTiles([], [banks]);
    if (tile?.kind !== 'group') throw new Error('group tile expected');
    expect(tile.iconMethods.map((m) => m.name)).to.deep.equal(['scb', 'bbl', 'ktb']);
    expect(tile.more).to.equal(2);
    expect(tile.methods.length).to.equal(5);
  });

  it('LIST-05: filtering drops nameless methods and groups left empty', () => {
    const out = filterListing([visa, { name: '' }, 7], [{ name: 'g', paymentMethods: [{ name: '' }] }, banks]);
    expect(out.methods.map((m) => m.name)).to.deep.equal(['visa']);
    expect(out.groups.map((g) => g.name)).to.deep.equal([banks.name]);
  });

  it('LIST-23: labels in the user language, its base language, English, then the name', () => {
    expect(methodLabel(visa, 'ru')).to.equal('Виза');
    expect(methodLabel(visa, 'de-AT')).to.equal('Visa-Karte');
    expect(methodLabel(visa, 'fr')).to.equal('Visa');
    expect(methodLabel({ name: 'raw_code' }, 'fr')).to.equal('raw_code');
    const t = (key: string) => `t:${key}`;
    expect(groupLabel(banks, 'ru', t)).to.equal('Онлайн-банки');
    expect(groupLabel({ name: 'ukraine-p2p-grouped', label: 'Transfer to card', paymentMethods: [] }, 'en', t)).to.equal('t:list.group.transferToCard');
    expect(groupLabel({ name: 'ukraine-cash-grouped', label: 'Transfer to card', paymentMethods: [] }, 'en', t)).to.equal('t:list.group.cash');
  });

  it('LIST-23/LIST-25: method badge from badgeConfig (localized) or badgeType; group badge from its first badged method', () => {
    expect(methodBadge(visa, 'de')).to.equal('Beliebt');
    expect(methodBadge(visa, 'es')).to.equal('Popular');
    expect(methodBadge(skrill, 'en')).to.equal(undefined);
    expect(groupBadge(byPosition(banks.paymentMethods), 'en')).to.equal('new');
  });

  it('LIST-24/LIST-25: search is a case- and accent-insensitive substring of the user-language or English text', () => {
    const kbank = banks.paymentMethods[0]!;
    expect(matchesSearch(kbank, 'КАСИ', 'ru')).to.equal(true);
    expect(matchesSearch(kbank, 'kasikorn', 'ru')).to.equal(true); // English fallback
    expect(matchesSearch(kbank, 'bank', 'en')).to.equal(true);
    expect(matchesSearch(kbank, 'siam', 'en')).to.equal(false);
    expect(matchesSearch(banks.paymentMethods[4]!, 'cafe', 'en')).to.equal(true);
    expect(matchesSearch(kbank, '  ', 'en')).to.equal(true);
  });

  it('LIST-23, HTTP-40: icon ids become files in the icon folder; URLs pass the link guard', () => {
    expect(methodIconUrl('visa', 'https://cdn.test/w/icons/methods')).to.equal('https://cdn.test/w/icons/methods/visa.svg');
    expect(methodIconUrl('logo.png', 'https://cdn.test/icons/')).to.equal('https://cdn.test/icons/logo.png');
    expect(methodIconUrl('https://img.test/v.svg', '')).to.equal('https://img.test/v.svg');
    expect(methodIconUrl('javascript:alert(1)', '')).to.equal(null);
    expect(methodIconUrl('../secret', 'https://cdn.test')).to.equal(null);
    expect(methodIconUrl(undefined, 'https://cdn.test')).to.equal(null);
  });

  it('LIST-23, HTTP-41: the icon folder is schema.assets.methodIcons, else icons/methods under the assets root (default: the widget folder)', () => {
    resetConfig(testScope());
    setWidgetBase('https://cdn.test/widget/');
    expect($methodIconBase(testScope()).get()).to.equal('https://cdn.test/widget/icons/methods');
    applyHandshake(testScope(), { assetsBase: 'https://static.test/w' });
    expect($methodIconBase(testScope()).get()).to.equal('https://static.test/w/icons/methods');
    applyHandshake(testScope(), { schema: { assets: { methodIcons: 'https://icons.test/m/' } } });
    expect($methodIconBase(testScope()).get()).to.equal('https://icons.test/m');
    resetConfig(testScope());
    setWidgetBase('');
  });

  it('XSS-06: a schema icon folder outside http(s) (hidden, protocol-relative or not) falls back to the widget folder; a relative one is read against the page', () => {
    resetConfig(testScope());
    setWidgetBase('https://cdn.test/widget/');
    for (const methodIcons of ['javascript:alert(1)//', '\u2028javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)', 'blob:https://evil.example/1', '//evil.example/icons', 'https://user:pass@evil.example/']) {
      applyHandshake(testScope(), { schema: { assets: { methodIcons } } });
      expect($methodIconBase(testScope()).get(), methodIcons).to.equal('https://cdn.test/widget/icons/methods');
    }
    applyHandshake(testScope(), { schema: { assets: { methodIcons: 'static/icons/' } } });
    expect($methodIconBase(testScope()).get()).to.equal(new URL('static/icons', document.baseURI).href);
    resetConfig(testScope());
    setWidgetBase('');
  });
});
