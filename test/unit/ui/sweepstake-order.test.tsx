// The sweepstake order's coin counts (SWEEP-09, decision AMOUNT-DISPLAY): counts go through the one
// formatter, so a Marathi or Bengali screen shows the same Latin digits as the price beside them.
import { expect } from '@open-wc/testing';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { I18nProvider } from '../../../src/i18n/react.tsx';
import { SweepstakeOrder } from '../../../src/ui/sweepstake-order.tsx';
import { render } from './render.tsx';

describe('ui SweepstakeOrder', () => {
  for (const locale of ['mr-IN', 'bn-BD']) {
    it(`SWEEP-09 AMOUNT-DISPLAY: in ${locale} the coin counts use Latin digits, like the price`, async () => {
      const i18n = await createI18n({ locale, notifyHost: () => {}, loadLocale: async () => ({ 'crypto.sweep.coins': '{{gc}} GC + {{sc}} SC', 'crypto.sweep.price': '{{price}}' }) });
      const r = await render(
        <I18nProvider i18n={i18n}>
          <SweepstakeOrder box={{ boxId: 1, gcAmount: 70000, scAmount: 50, price: 49.99, priceCurrencyCode: 'USD' }} />
        </I18nProvider>,
      );
      const coins = r.host.querySelector('.cashier-sweep-order__coins')!.textContent!;
      r.done();
      expect(coins).to.match(/^70,000 GC \+ 50 SC$/);
    });
  }
});
