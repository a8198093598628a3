import { expect } from '@open-wc/testing';
import { buildGetUrl, decideAfterCreate, redirectFields } from '../../../src/domain/after-create.ts';
import { isNeverRedirectMethod, needsHelperWindow } from '../../../src/domain/method-kinds.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { h2hMethod, onrampMethod, pixMethod, visa, walletApp } from '../flows/helpers/fixtures.ts';

describe('after creation', () => {
  it('CREATE-17: fields required → stay with the answer fields, no redirect even with a source', () => {
    const fields = [{ name: 'iban', type: 'text' as const }];
    expect(decideAfterCreate({ apiResponse: { isFieldsRequired: true, source: 'https://p.test' }, fields }, visa)).to.deep.equal({ kind: 'fields', fields });
  });

  it('CREATE-18/CREATE-19: a GET source becomes a query URL with the data.query fields only (keeping its own query)', () => {
    const plan = decideAfterCreate(
      { apiResponse: { source: 'https://pay.test/go?x=1', method: 'GET', data: { query: { order: 'A1', sum: 10 }, secret: 'never-in-a-url', card: { number: '1' } } } },
      visa,
    );
    expect(plan).to.deep.equal({
      kind: 'continue',
      redirect: { kind: 'window', request: { url: 'https://pay.test/go?x=1&order=A1&sum=10', method: 'GET', fields: {} } },
      next: '/deposit/host-to-host',
    });
  });

  it('CREATE-19/REDIR-10: a POST source is posted by the hidden form with the primitive data fields', () => {
    const plan = decideAfterCreate({ apiResponse: { source: 'https://pay.test/post', method: 'post', data: { token: 't', amount: 5, nested: { a: 1 } } } }, visa);
    expect(plan.kind === 'continue' && plan.redirect).to.deep.equal({
      kind: 'window',
      request: { url: 'https://pay.test/post', method: 'POST', fields: { token: 't', amount: '5' } },
    });
    expect(redirectFields({ unifiedFlow: {}, a: true })).to.deep.equal({ a: 'true' });
    expect(buildGetUrl('https://a.test/p', { q: 'a b' })).to.equal('https://a.test/p?q=a+b');
  });

  it('CREATE-20: wallet-app methods and app links go to the host as an external redirect', () => {
    const wallet = decideAfterCreate({ apiResponse: { source: 'https://phonepe.test/pay', data: { query: { id: '7' } } } }, walletApp);
    expect(wallet.kind === 'continue' && wallet.redirect).to.deep.equal({ kind: 'external', url: 'https://phonepe.test/pay?id=7' });
    const upi = decideAfterCreate({ apiResponse: { source: 'upi://pay?pa=x@bank' } }, visa);
    expect(upi.kind === 'continue' && upi.redirect).to.deep.equal({ kind: 'external', url: 'upi://pay?pa=x@bank' });
  });

  it('DOM-35/DOM-36: a javascript: source is rejected, reporting only its scheme', () => {
    const plan = decideAfterCreate({ apiResponse: { source: 'javascript:alert(1)' } }, visa);
    expect(plan.kind === 'continue' && plan.redirect).to.deep.equal({ kind: 'rejected', scheme: 'javascript' });
  });

  it('CREATE-22, CREATE-23, CREATE-24, CREATE-25, CREATE-26: the next screen by the answer, else the caller route (default complete)', () => {
    const next = (apiResponse: object, method = visa, fallback?: string) => {
      const plan = decideAfterCreate({ apiResponse }, method, fallback);
      return plan.kind === 'continue' ? plan.next : plan.kind;
    };
    expect(next({ data: { unifiedFlow: { requisites: [] } } })).to.equal('/deposit/redirect/unified-form');
    expect(next({ data: { paymentMethodOffers: [{ amount: 1, method: 'm' }] } })).to.equal('/deposit/onramp/offer-list');
    expect(next({ data: { paymentMethodOffers: [] } })).to.equal('/deposit/complete');
    expect(next({ data: { card: { number: '4111' } } })).to.equal('/deposit/host-to-host');
    expect(next({ data: { requisites: [{ name: 'iban' }] } })).to.equal('/deposit/host-to-host');
    expect(next({}, { ...visa, cardViewType: 9 })).to.equal('/deposit/host-to-host');
    expect(next({ pageId: 'eazype' })).to.equal('/deposit/redirect/eazype');
    expect(next({ pageId: 'PIX' }, pixMethod)).to.equal('/deposit/redirect/pix');
    expect(next({})).to.equal('/deposit/complete');
    expect(next({}, visa, '/deposit/onramp')).to.equal('/deposit/onramp');
  });

  it('CREATE-27: the next screen is chosen after a redirect too', () => {
    const plan = decideAfterCreate({ apiResponse: { source: 'https://p.test', pageId: 'pix' } }, visa);
    expect(plan.kind === 'continue' && plan.next).to.equal('/deposit/redirect/pix');
  });

  it('CREATE-03, CREATE-04, CREATE-05, CREATE-06: the helper window except native, direct-redirect, wallet apps, on-ramp and in-widget pages', () => {
    expect(needsHelperWindow(visa, false)).to.equal(true);
    expect(needsHelperWindow(visa, true)).to.equal(false);
    expect(needsHelperWindow(h2hMethod, false)).to.equal(false);
    expect(needsHelperWindow(walletApp, false)).to.equal(false);
    expect(needsHelperWindow(onrampMethod, false)).to.equal(false);
    expect(needsHelperWindow(pixMethod, false)).to.equal(false);
  });

  it('CREATE-05/CREATE-07 (decision CREATE-NOREDIR): no helper window for the kinds that cannot redirect — cross-border SBP, vouchers, virtual accounts, cash', () => {
    const named = (name: string, cardViewType = 0): PaymentMethod => ({ ...visa, name, cardViewType });
    for (const name of ['sbp_transgran_tbank', 'sbp_transgran_rabbit_sber', 'SBP_TRANSGRAN_ALFA', 'flexepin', 'gift_voucher']) {
      expect(isNeverRedirectMethod(named(name)), name).to.equal(true);
      expect(needsHelperWindow(named(name), false), name).to.equal(false);
    }
    expect(needsHelperWindow(named('bca_va', 8), false), 'virtual account').to.equal(false);
    expect(needsHelperWindow(named('oxxo', 20), false), 'cash').to.equal(false);
    // Methods that may redirect keep the window.
    for (const name of ['sberpay_paylink', 'tpay_one_click', 'sbp', 'flexepin_card', 'paysafecard']) {
      expect(isNeverRedirectMethod(named(name)), name).to.equal(false);
      expect(needsHelperWindow(named(name), false), name).to.equal(true);
    }
  });
});
