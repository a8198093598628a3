import { expect } from '@open-wc/testing';
import { CashierError } from '../../../../src/transport/errors.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { clickButton, textOf } from '../helpers/dom.ts';
import { openRedirectScreen, useRedirectScreenSuite, useTestDepositEnv } from '../helpers/redirect-page.ts';

const bankTransfer: PaymentMethod = { name: 'spei', cardViewType: 9, text: { en: 'SPEI' }, amount_rules: { USD: { min: 100, max: 1000 } } };
const noRule: PaymentMethod = { name: 'paysafecard', cardViewType: 0, text: { en: 'Paysafecard' } };
const withBanner = (key: string): PaymentMethod => ({ name: 'fast_tr', cardViewType: 0, text: { en: 'FAST' }, amount_rules: { USD: { min: 5, max: 500 } }, banner: { bannerTextKey: key } });

describe('redirect page screen: amounts and the method banner', () => {
  const suite = useRedirectScreenSuite();
  const input = (m: Mounted) => m.host.querySelector<HTMLInputElement>('.cashier-amount__input')!;

  it('LIST-02 (decision): the hint and the start follow the deposit-limits answer', async () => {
    suite.api.expectCall('deposit-limits').andRespond({ min: 20, max: 2000 });
    const m = await openRedirectScreen(suite, noRule);
    await waitFor(() => input(m).value === '20', 'server minimum');
    expect(textOf(m.host, '.cashier-amount .cashier-field__hint')).to.equal('From $20.00 to $2,000.00');
  });

  it('DOM-29: the field shows the random amount that was sent, and a status line says why (the player is still here after a failure)', async () => {
    useTestDepositEnv();
    suite.api.expectCall('deposit-create').andFail(new CashierError('http', { status: 400, serverCode: 'banking.merchantClientError', message: 'Declined by bank' }));
    const m = await openRedirectScreen(suite, bankTransfer);
    expect(input(m).value).to.equal('100');
    await clickButton(m.host, 'Deposit');
    await waitFor(() => suite.api.callsTo('deposit-create').length === 1, 'deposit-create');
    const sent = (suite.api.callsTo('deposit-create')[0] as { amount: number }).amount;
    await waitFor(() => textOf(m.host, '.cashier-redirect__notice') !== '', 'random amount notice');
    expect(input(m).value).to.equal(String(sent));
    expect(textOf(m.host, '.cashier-redirect__notice')).to.equal(`We set the amount to $${sent}.00 so your transfer can be matched to your account`);
    expect(m.host.querySelector('.cashier-redirect__notice')?.getAttribute('role')).to.equal('status');
  });

  it('LIST-26: the banner text shows under the title', async () => {
    const m = await openRedirectScreen(suite, withBanner('method.banner.noFee'));
    expect(textOf(m.host, '.cashier-method-banner')).to.equal('No fee from us on this method');
  });

  it('LIST-26: an unknown banner key shows no banner', async () => {
    const m = await openRedirectScreen(suite, withBanner('method.banner.summerPromo'));
    expect(m.host.querySelector('.cashier-method-banner')).to.equal(null);
  });
});
