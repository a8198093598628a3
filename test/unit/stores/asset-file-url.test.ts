// Decision PKG-03: a lazy screen names one of the widget's own files by its path under the assets
// root. Outside the bundler build (here: tests, as in the self-contained build) the seam is empty
// and the URL is the file under the root — the host's `assetsBase` or the widget's own folder.
import { expect } from '@open-wc/testing';
import { assetFileUrl } from '../../../src/stores/asset-file-url.ts';
import { bundledFileUrl } from '../../../src/stores/bundled-files.ts';

describe('asset file URLs (decision PKG-03)', () => {
  it('PKG-03: the self-contained build has no bundled table: the seam is empty', () => {
    expect(bundledFileUrl).to.equal(undefined);
  });

  it('PKG-03: a file resolves under the assets root, with one slash between them', () => {
    expect(assetFileUrl('https://cdn.example/cashier/v1', 'icons/messengers/viber.svg')).to.equal('https://cdn.example/cashier/v1/icons/messengers/viber.svg');
    expect(assetFileUrl('https://cdn.example/cashier/v1//', 'icons/messengers/viber.svg')).to.equal('https://cdn.example/cashier/v1/icons/messengers/viber.svg');
  });

  it('PKG-03: without a root the path stays relative to the page', () => {
    expect(assetFileUrl('', 'icons/messengers/telegram.svg')).to.equal('icons/messengers/telegram.svg');
  });
});
