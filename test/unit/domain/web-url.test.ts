// The resource URL check of method icons and host fonts (src/domain/web-url.ts): only absolute
// http(s) URLs with a host and no credentials are fetched.
import { expect } from '@open-wc/testing';
import { methodIconUrl } from '../../../src/domain/method-icon-url.ts';
import { webUrl } from '../../../src/domain/web-url.ts';

describe('webUrl', () => {
  it('DOM-35, LIST-23, HOST-12: keeps an absolute http(s) URL, normalised', () => {
    expect(webUrl(' https://cdn.example/icons/visa.svg ')).to.equal('https://cdn.example/icons/visa.svg');
    expect(webUrl('http://cdn.example/a b.svg')).to.equal('http://cdn.example/a%20b.svg');
    expect(webUrl('/icons/visa.svg', 'https://host.example/page')).to.equal('https://host.example/icons/visa.svg');
  });

  it('DOM-35: refuses other schemes, relative URLs without a base, protocol-relative URLs, credentials and control characters', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', 'blob:https://x/1', 'ftp://cdn.example/a', '/icons/visa.svg', '//evil.example/x.svg', 'https://bank.example@evil.example/x.svg', 'https://cdn.example/\u0000x', '', 42]) {
      expect(webUrl(bad), String(bad)).to.equal(null);
    }
  });

  it('LIST-23: an icon id that is a URL must pass the check; a plain id is a file in the icon folder', () => {
    expect(methodIconUrl('https://cdn.example/visa.svg', '/base')).to.equal('https://cdn.example/visa.svg');
    expect(methodIconUrl('https://user:pw@cdn.example/visa.svg', '/base')).to.equal(null);
    expect(methodIconUrl('visa', 'https://cdn.example/icons/')).to.equal('https://cdn.example/icons/visa.svg');
  });
});
