import { expect } from '@open-wc/testing';
import uiParts from '../../../styles/ui-parts.css';

describe('styles/ui-parts.css', () => {
  it('I18N-02: parses, and uses logical properties only (RTL for free)', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(uiParts);
    expect(sheet.cssRules.length).to.be.greaterThan(10);
    // The same check as the shell sheets (ui-parts.test.tsx): physical left/right would break RTL.
    expect(/(margin|padding)-(left|right)|[^-]\b(left|right):|\b(top|bottom):/.test(uiParts)).to.equal(false);
  });

  it('styles every part, shows focus, and stops motion for users who ask', () => {
    for (const selector of ['.cashier-countdown__time', '.cashier-qr--loading', '.cashier-qr-fallback', '.cashier-copy__tooltip', '.cashier-instruction a']) {
      expect(uiParts).to.contain(selector);
    }
    expect(uiParts).to.contain(':focus-visible');
    expect(uiParts).to.contain('@media (prefers-reduced-motion: reduce)');
    expect(/#[0-9a-f]{3,6}/i.test(uiParts.replace(/background: #ffffff;/g, ''))).to.equal(false);
  });
});
