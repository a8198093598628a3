import { expect } from '@open-wc/testing';
import fields from '../../../styles/fields.css';

describe('styles/fields.css', () => {
  it('I18N-02: parses, and uses logical properties only (RTL for free)', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(fields);
    expect(sheet.cssRules.length).to.be.greaterThan(10);
    expect(/(margin|padding|border)-(left|right|top|bottom)|[^-]\b(left|right):|\b(top|bottom):/.test(fields)).to.equal(false);
  });

  it('styles the dropdown, its list, search and options, the phone country and the advanced toggle; shows focus; respects reduced motion', () => {
    for (const selector of ['.cashier-dropdown__popup', '.cashier-dropdown__list', '.cashier-dropdown__search', '.cashier-dropdown__option--active', '.cashier-phone__country', '.cashier-fields__more']) {
      expect(fields).to.contain(selector);
    }
    expect(fields).to.contain(':focus-visible');
    expect(fields).to.contain('@media (prefers-reduced-motion: reduce)');
    expect(/#[0-9a-f]{3,6}\b/i.test(fields)).to.equal(false);
  });
});
