import { expect } from '@open-wc/testing';
import { schemaVariablesCss } from '../../../src/element/styles.ts';
import { STYLESHEETS } from '../../../src/app/stylesheets.ts';
import { embeddingOrigin, iframeSetup } from '../../../src/iframe/iframe-setup.ts';

describe('theming', () => {
  it('HOST-12: maps schema variables onto --cashier-* custom properties', () => {
    expect(schemaVariablesCss({ primary: '#0a7', 'cashier-radius': '12px', '--font-size': '15px' })).to.equal(
      ':host, :host([data-theme]) {\n  --cashier-primary: #0a7;\n  --cashier-radius: 12px;\n  --cashier-font-size: 15px;\n}',
    );
  });

  it('drops schema variables that could break out of the declaration or load resources', () => {
    expect(
      schemaVariablesCss({ a: 'red; } body { x: y', b: 'url(https://evil.example/x)', 'c d': 'red', e: '@import "x"', f: 'blue' }),
    ).to.equal(':host, :host([data-theme]) {\n  --cashier-f: blue;\n}');
    expect(schemaVariablesCss(undefined)).to.equal('');
  });

  it('HOST-06, HOST-12 (decision THEME-02): the host\'s schema variables win over the native dark theme; the ones it leaves out stay dark', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const sheet = (css: string) => {
      const s = new CSSStyleSheet();
      s.replaceSync(css);
      return s;
    };
    host.attachShadow({ mode: 'open' }).adoptedStyleSheets = [...STYLESHEETS.map(sheet), sheet(schemaVariablesCss({ 'color-primary': '#0a7f5a' }))];
    host.setAttribute('data-theme', 'dark');
    const value = (name: string) => getComputedStyle(host).getPropertyValue(name).trim();
    expect(value('--cashier-color-primary')).to.equal('#0a7f5a');
    expect(value('--cashier-color-bg')).to.equal('#0f1117');
    host.remove();
  });
});

describe('iframe fallback setup', () => {
  it('takes the host origin from the query, then the embedding origin, then the referrer', () => {
    expect(embeddingOrigin(new URLSearchParams('hostOrigin=https://host.example/path'), 'https://ref.example/')).to.equal('https://host.example');
    expect(embeddingOrigin(new URLSearchParams(''), 'https://ref.example/page')).to.equal('https://ref.example');
    expect(embeddingOrigin(new URLSearchParams('hostOrigin=nonsense'), '')).to.equal(undefined);
  });

  it('passes non-secret settings to the element and never a token from the URL', () => {
    const { attributes } = iframeSetup({ search: '?hostOrigin=https://h.example&locale=de-DE&transport=http&token=SECRET&widgetViewType=sweep' }, '');
    expect(attributes).to.deep.equal({ 'host-origin': 'https://h.example', locale: 'de-DE', 'widget-view-type': 'sweep', transport: 'http' });
    expect(JSON.stringify(attributes)).not.to.contain('SECRET');
  });
});
