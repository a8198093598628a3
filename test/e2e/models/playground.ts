// Page object for the integrator playground: what an integrator sees and clicks.
import { expect, type Page } from '@playwright/test';

export class Playground {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/${query}`);
    await expect(this.page.getByRole('heading', { name: /integrator playground/ })).toBeVisible();
  }

  get log() {
    return this.page.getByRole('list', { name: 'Message log' });
  }

  async useMode(mode: 'Custom element' | 'Iframe fallback') {
    await this.page.getByRole('radio', { name: mode }).check();
    await this.page.getByRole('button', { name: 'Apply and reload widget' }).click();
  }

  async send(type: 'bonus-list-updated' | 'close' | 'onGoBack') {
    await this.page.getByRole('button', { name: `Send ${type}` }).click();
  }

  /** The widget's own UI: in the page for the element, inside the frame for the iframe fallback. */
  widget(mode: 'element' | 'iframe') {
    return mode === 'element' ? this.page.locator('payment-cashier') : this.page.frameLocator('iframe[title="Payment cashier"]').locator('payment-cashier');
  }
}
