// The on-ramp pages through the app (flows §2 "On-ramp base and offer list", §4 "On-ramp resume", §5, §8;
// ONRAMP-03..14, CREATE-06, STATUS-14): the dropdowns and the country map, the amount waiting for the
// limits, the limits failure, the create without a helper window, the offers and the resume.
import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $pendingDeposit, setPendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { $snackbar } from '../../../../src/stores/snackbar.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { click, mountApp, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { blur, buttonByText, clickButton, textOf, textsOf, typeInto } from '../helpers/dom.ts';
import { fakeOpener } from '../helpers/fake-helper.ts';
import type { FakeOpener } from '../helpers/fake-helper.ts';
import { useTestDepositEnv } from '../helpers/redirect-page.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

const options = (...codes: string[]) => codes.map((c) => ({ value: c, text: c }));
const onramp: PaymentMethod = {
  name: 'onramp_card',
  cardViewType: 13,
  text: { en: 'Buy crypto with card' },
  fields: [
    { name: 'country', type: 'dropdown_country', placeholder_key: 'onramp.field.country', values: options('US', 'TR', 'DE'), value: 'US' },
    { name: 'currency', type: 'dropdown_currency', placeholder_key: 'onramp.field.currency', values: options('USD', 'EUR', 'TRY') },
  ],
};
// Decision ONRAMP-AMOUNT: `amount` is the crypto bought (its ticker in `currency`), the fee in the deposit's currency.
const offers = [
  { method: 'moonpay', amount: 95.5, currency: 'USDT', fee: 4.5, iconIds: ['moonpay'] },
  { method: 'mercuryo', amount: 0.00148462, currency: 'btc', fee: 3.5, iconIds: ['mercuryo'] },
  { method: 'transak', amount: 95, fee: 5, iconIds: ['transak'] },
];
const created = { depositId: 500001, apiResponse: { depositId: 500001, data: { paymentMethodOffers: offers } } };

describe('on-ramp pages', () => {
  const suite = useFlowScreenSuite();
  let opener: FakeOpener;
  beforeEach(() => {
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'US' });
    opener = fakeOpener('ready');
    useTestDepositEnv({ openHelper: opener.open });
    suite.api.always('session-start', null);
  });
  afterEach(() => configureDepositEnv(testScope(), null));

  const combo = (m: Mounted, name: string) => m.host.querySelector<HTMLElement>(`#cashier-field-${name}`)!;
  const amountInput = (m: Mounted) => m.host.querySelector<HTMLInputElement>('.cashier-amount__input')!;
  const labelOf = (m: Mounted, name: string) => m.host.querySelector(`#cashier-field-${name}-label`)?.textContent;
  const limitsAsked = () => suite.api.callsTo('deposit-limits') as Array<{ currency: string; paymentMethod: string }>;

  async function openBase(): Promise<Mounted> {
    selectMethod(testScope(), onramp);
    suite.mounted = await mountApp('/deposit/onramp');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('#cashier-field-currency') !== null, 'on-ramp page');
    return m;
  }

  async function pick(m: Mounted, name: string, text: string): Promise<void> {
    await click(combo(m, name));
    const option = () => [...m.host.querySelectorAll(`#cashier-field-${name}-list [role="option"]`)].find((o) => o.textContent?.includes(text));
    await waitFor(() => option() !== undefined, `option ${text}`);
    await click(option());
  }

  it('ONRAMP-03: the page shows the method title, the country and currency dropdowns labelled, the amount and "Show offers"', async () => {
    suite.api.expectCall('deposit-limits').andRespond({ min: 20, max: 10000 });
    const m = await openBase();
    expect(textOf(m.host, 'h2')).to.equal('Buy crypto with card');
    expect(labelOf(m, 'country')).to.equal('Country');
    expect(labelOf(m, 'currency')).to.equal('Currency');
    expect(combo(m, 'country').getAttribute('role')).to.equal('combobox');
    expect(textOf(m.host, '.cashier-onramp__hint')).to.equal('Buy crypto with your card from one of our partners. Choose where you pay and how much');
    await waitFor(() => buttonByText(m.host, 'Show offers')?.disabled === false, 'Show offers enabled');
  });

  it('ONRAMP-13: the start country sets its currency and asks its limits; another country switches the currency and the limits', async () => {
    suite.api.expectCall('deposit-limits').andRespond({ min: 20, max: 10000 });
    const m = await openBase();
    await waitFor(() => limitsAsked().length === 1, 'limits of USD');
    expect(limitsAsked()[0]).to.deep.equal({ currency: 'USD', paymentMethod: 'onramp_card' });
    expect(textOf(combo(m, 'currency'), '.cashier-dropdown__value')).to.match(/^USD/);
    await waitFor(() => !amountInput(m).disabled, 'amount enabled');
    await typeInto(amountInput(m), '100');
    suite.api.expectCall('deposit-limits').andRespond({ min: 500, max: 300000 });
    await pick(m, 'country', 'T');
    await waitFor(() => limitsAsked().length === 2, 'limits of TRY');
    expect(limitsAsked()[1]).to.deep.equal({ currency: 'TRY', paymentMethod: 'onramp_card' });
    expect(textOf(combo(m, 'currency'), '.cashier-dropdown__value')).to.match(/^TRY/);
    // The USD amount the player typed restarts at the TRY minimum.
    await waitFor(() => amountInput(m).value === '500', 'amount at the TRY minimum');
  });

  it('ONRAMP-13, decision ONRAMP-14: a country whose currency the dropdown does not offer (DE: EUR offered, so EUR) — and USD as the fallback', async () => {
    const noEuro: PaymentMethod = { ...onramp, fields: [onramp.fields![0]!, { ...onramp.fields![1]!, values: options('USD', 'TRY') }] };
    suite.api.expectCall('deposit-limits').andRespond({ min: 20, max: 10000 });
    selectMethod(testScope(), noEuro);
    suite.mounted = await mountApp('/deposit/onramp');
    const m = suite.mounted;
    await waitFor(() => limitsAsked().length === 1, 'limits of USD');
    suite.api.expectCall('deposit-limits').andRespond({ min: 20, max: 10000 });
    await pick(m, 'country', 'Germany');
    await waitFor(() => limitsAsked().length === 2, 'limits again');
    expect(limitsAsked()[1]!.currency).to.equal('USD');
  });

  it('ONRAMP-05: the amount is disabled until a currency is chosen and its limits are in, then starts at the minimum', async () => {
    const limits = suite.api.expectCall('deposit-limits').andHang();
    const m = await openBase();
    await waitFor(() => limitsAsked().length === 1, 'limits asked');
    expect(amountInput(m).disabled).to.equal(true);
    expect(buttonByText(m.host, 'Show offers')?.disabled).to.equal(true);
    expect(textOf(m.host, '.cashier-field__hint')).to.equal('Loading the limits…');
    limits.release({ min: 20, max: 10000 });
    await waitFor(() => !amountInput(m).disabled, 'amount enabled');
    expect(amountInput(m).value).to.equal('20');
    expect(textOf(m.host, '.cashier-amount .cashier-field__hint').replace(/\s/g, ' ')).to.equal('From $20.00 to $10,000.00');
  });

  it('ONRAMP-13, decision ONRAMP-START: an Indian player (payment geo IN) starts on India and INR, not the field\'s preset US', async () => {
    const withIndia: PaymentMethod = {
      ...onramp,
      fields: [
        { ...onramp.fields![0]!, values: options('US', 'TR', 'DE', 'IN') },
        { ...onramp.fields![1]!, values: options('USD', 'EUR', 'TRY', 'INR') },
      ],
    };
    applyHandshake(testScope(), { currency: 'INR', paymentGeo: 'IN' });
    suite.api.expectCall('deposit-limits').andRespond({ min: 1500, max: 800000 });
    selectMethod(testScope(), withIndia);
    suite.mounted = await mountApp('/deposit/onramp');
    const m = suite.mounted;
    await waitFor(() => limitsAsked().length === 1, 'limits of INR');
    expect(limitsAsked()[0]).to.deep.equal({ currency: 'INR', paymentMethod: 'onramp_card' });
    expect(textOf(combo(m, 'country'), '.cashier-dropdown__value')).to.equal('India');
    expect(textOf(combo(m, 'currency'), '.cashier-dropdown__value')).to.match(/^INR/);
    await waitFor(() => amountInput(m).value === '1500', 'amount at the INR minimum');
    expect(textOf(m.host, '.cashier-amount .cashier-field__hint').replace(/\s/g, ' ')).to.contain('₹1,500.00');
  });

  it('ONRAMP-05: without a currency (no start country) the amount is disabled and says to choose one', async () => {
    const noCountry: PaymentMethod = { ...onramp, fields: [{ ...onramp.fields![0]!, value: '' }, onramp.fields![1]!] };
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'BR' });
    selectMethod(testScope(), noCountry);
    suite.mounted = await mountApp('/deposit/onramp');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-amount__input') !== null, 'on-ramp page');
    expect(amountInput(m).disabled).to.equal(true);
    expect(textOf(m.host, '.cashier-amount .cashier-field__hint')).to.equal('Choose a currency to enter the amount');
    expect(limitsAsked()).to.deep.equal([]);
  });

  it('ONRAMP-06: the amount must lie within the limits', async () => {
    suite.api.expectCall('deposit-limits').andRespond({ min: 20, max: 10000 });
    const m = await openBase();
    await waitFor(() => !amountInput(m).disabled, 'amount enabled');
    await typeInto(amountInput(m), '10');
    expect(textOf(m.host, '.cashier-amount .cashier-field__error').replace(/\s/g, ' ')).to.equal('Minimum amount: $20.00');
    await typeInto(amountInput(m), '10001');
    expect(textOf(m.host, '.cashier-amount .cashier-field__error').replace(/\s/g, ' ')).to.equal('Maximum amount: $10,000.00');
    await clickButton(m.host, 'Show offers');
    expect(suite.api.callsTo('deposit-create')).to.deep.equal([]);
  });

  it('ONRAMP-06: without limits the amount must be at least 1', async () => {
    suite.api.expectCall('deposit-limits').andRespond({ min: 0, max: 0 });
    const m = await openBase();
    await waitFor(() => !amountInput(m).disabled, 'amount enabled');
    expect(textOf(m.host, '.cashier-amount .cashier-field__hint').replace(/\s/g, ' ')).to.equal('From $1.00');
    await typeInto(amountInput(m), '0.5');
    expect(textOf(m.host, '.cashier-amount .cashier-field__error').replace(/\s/g, ' ')).to.equal('Minimum amount: $1.00');
    await typeInto(amountInput(m), '1');
    expect(textOf(m.host, '.cashier-amount .cashier-field__error')).to.equal('');
  });

  it('ONRAMP-07/08/09: a failed limits call shows the provider-error notice and the currency field error; the amount stays disabled', async () => {
    suite.api.expectCall('deposit-limits').andFail(Object.assign(new Error('No on-ramp provider sells crypto for USD'), { code: 'banking.onrampCurrencyUnavailable', status: 400 }));
    const m = await openBase();
    await waitFor(() => combo(m, 'currency').getAttribute('aria-invalid') === 'true', 'currency error');
    expect(textOf(m.host, '#cashier-field-currency-error')).to.equal('Crypto cannot be bought in this currency right now. Choose another currency');
    const bar = $snackbar(testScope()).get();
    expect(bar.open && bar.message).to.deep.equal({ key: 'onramp.limits.providerError' });
    await waitFor(() => m.host.textContent?.includes('The card provider is not answering. Try again later or choose another currency') === true, 'notice on screen');
    expect(amountInput(m).disabled).to.equal(true);
    expect(buttonByText(m.host, 'Show offers')?.disabled).to.equal(true);
    // Leaving the field (its own rules pass) keeps the error while the limits are failed.
    await blur(combo(m, 'currency'));
    expect(textOf(m.host, '#cashier-field-currency-error')).to.equal('Crypto cannot be bought in this currency right now. Choose another currency');
    // Another currency asks again, and its limits clear the error.
    suite.api.expectCall('deposit-limits').andRespond({ min: 500, max: 300000 });
    await pick(m, 'currency', 'TRY');
    await waitFor(() => !amountInput(m).disabled, 'amount enabled for TRY');
    expect(textOf(m.host, '#cashier-field-currency-error')).to.equal('');
  });

  it('CREATE-06, CREATE-23, STATUS-14: "Show offers" creates the deposit with country and currency, opens no helper window and leads to the offers', async () => {
    suite.api.expectCall('deposit-limits').andRespond({ min: 20, max: 10000 });
    const m = await openBase();
    await waitFor(() => !amountInput(m).disabled, 'amount enabled');
    await typeInto(amountInput(m), '100');
    suite.api.expectCall('deposit-create').andRespond(created);
    await clickButton(m.host, 'Show offers');
    await waitFor(() => m.history.href === '/deposit/onramp/offer-list', 'offer list');
    const sent = suite.api.callsTo('deposit-create')[0] as { amount: number; currency: string; paymentType: string; fields: object };
    expect([sent.amount, sent.currency, sent.paymentType]).to.deep.equal([100, 'USD', 'onramp_card']);
    expect(sent.fields).to.deep.equal({ country: 'US', currency: 'USD' });
    expect(opener.opened.length).to.equal(0);
    expect($pendingDeposit(testScope()).get()?.onramp).to.equal(true);
  });

  async function openOffers(): Promise<Mounted> {
    selectMethod(testScope(), onramp);
    setPendingDeposit(testScope(), { depositId: 500001, paymentMethod: 'onramp_card', amount: 100, currency: 'USD', crypto: false, onramp: true, response: created });
    suite.mounted = await mountApp('/deposit/onramp/offer-list');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-offer') !== null, 'offer list');
    return m;
  }

  it('ONRAMP-01, ONRAMP-02, ONRAMP-04: the offer list shows each offer with its icons, amount and fee, and marks the best', async () => {
    const m = await openOffers();
    expect(textOf(m.host, 'h2')).to.equal('Choose an offer');
    expect(textOf(m.host, '.cashier-onramp__hint').replace(/\s/g, ' ')).to.equal('Offers for $100.00');
    expect(textsOf(m.host, '.cashier-offer__name')).to.deep.equal(['moonpay', 'mercuryo', 'transak']);
    // Decision ONRAMP-AMOUNT: "You get" is the crypto bought, by its ticker (USDT when the offer names none).
    expect(textsOf(m.host, '.cashier-offer__amount').map((t) => t.replace(/\s/g, ' '))).to.deep.equal(['You get 95.50 USDT', 'You get 0.00148462 BTC', 'You get 95.00 USDT']);
    expect(textsOf(m.host, '.cashier-offer__fee').map((t) => t.replace(/\s/g, ' '))).to.deep.equal(['Fee $4.50', 'Fee $3.50', 'Fee $5.00']);
    expect(m.host.querySelectorAll('.cashier-offer__icons .cashier-method-icon').length).to.equal(3);
    const best = [...m.host.querySelectorAll('.cashier-offer')].map((b) => b.querySelector('.cashier-offer__best')?.textContent ?? '');
    expect(best).to.deep.equal(['Best offer', '', '']);
  });

  it('ONRAMP-10/12: choosing an offer continues the deposit with it, opens the provider page and goes to complete', async () => {
    const m = await openOffers();
    suite.api.expectCall('external-deposit-continue').andRespond({ source: 'https://provider.test/pay/500001', method: 'GET', data: { query: { ref: 'r1' } } });
    await click(m.host.querySelectorAll('.cashier-offer')[1]);
    await waitFor(() => m.history.href === '/deposit/complete', 'complete page');
    expect(suite.api.callsTo('external-deposit-continue')).to.deep.equal([{ depositId: 500001, offerMethod: 'mercuryo' }]);
    expect(opener.opened.length).to.equal(1);
    expect(opener.opened[0]!.redirects).to.deep.equal([{ url: 'https://provider.test/pay/500001?ref=r1', method: 'GET', fields: {} }]);
  });

  it('ONRAMP-11: an answer with an error field leads to the complete page as mistaked, with Retry back to the on-ramp page', async () => {
    const m = await openOffers();
    suite.api.expectCall('external-deposit-continue').andRespond({ error: { message: 'The on-ramp provider declined the purchase', code: 'banking.onrampDeclined' } });
    await click(m.host.querySelectorAll('.cashier-offer')[0]);
    await waitFor(() => m.host.querySelector('[data-status="mistaked"]') !== null, 'declined');
    expect(m.history.href).to.equal('/deposit/complete?to=onramp');
    expect(opener.opened.length).to.equal(0);
    suite.api.expectCall('deposit-limits').andRespond({ min: 20, max: 10000 });
    await clickButton(m.host, 'Try again');
    await waitFor(() => m.history.href === '/deposit/onramp', 'back on the on-ramp page');
  });

  it('decision CREATE-10: a blocked provider window leaves "Continue to payment", which opens it from its own click', async () => {
    opener.mode = 'blocked';
    const m = await openOffers();
    suite.api.expectCall('external-deposit-continue').andRespond({ source: 'https://provider.test/pay/500001', method: 'GET' });
    await click(m.host.querySelectorAll('.cashier-offer')[0]);
    await waitFor(() => buttonByText(m.host, 'Continue to payment') !== undefined, 'continue button');
    expect(m.history.href).to.equal('/deposit/onramp/offer-list');
    opener.mode = 'ready';
    await clickButton(m.host, 'Continue to payment');
    await waitFor(() => m.history.href === '/deposit/complete', 'complete page');
    expect(opener.opened[0]!.redirects[0]!.url).to.equal('https://provider.test/pay/500001');
  });

  it('decision ONRAMP-14: without offers the list says so and offers to change the amount', async () => {
    selectMethod(testScope(), onramp);
    setPendingDeposit(testScope(), { depositId: 1, paymentMethod: 'onramp_card', amount: 100, currency: 'USD', crypto: false, onramp: true, response: { apiResponse: { data: { paymentMethodOffers: [] } } } });
    suite.mounted = await mountApp('/deposit/onramp/offer-list');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-status') !== null, 'empty offers');
    expect(textOf(m.host, 'h2')).to.equal('No offers are available right now');
    expect(buttonByText(m.host, 'Change amount')).to.not.equal(undefined);
  });
});
