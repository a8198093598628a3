import { expect } from '@open-wc/testing';
import { act } from 'react';
import de from '../../../../locales/de.json';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { applyDepositStatusPush } from '../../../../src/stores/transaction.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { click, mountApp, recordHost, settledI18n, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { visa } from '../helpers/fixtures.ts';
import { blur, buttonByText, textOf, textsOf, typeInto, clickButton } from '../helpers/dom.ts';
import { fakeOpener } from '../helpers/fake-helper.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';

describe('redirect page screen', () => {
  const suite = useFlowScreenSuite();
  beforeEach(() => {
    suite.api.always('session-start', null);
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'DE' });
  });
  afterEach(() => configureDepositEnv(testScope(), null));

  async function open(method: PaymentMethod = visa, i18n?: Parameters<typeof mountApp>[1]): Promise<Mounted> {
    selectMethod(testScope(), method);
    suite.mounted = await mountApp('/deposit/redirect', i18n);
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-amount__input') !== null, 'redirect page');
    return m;
  }
  const input = (m: Mounted) => m.host.querySelector<HTMLInputElement>('.cashier-amount__input')!;
  const error = (m: Mounted) => textOf(m.host, '.cashier-amount .cashier-field__error');

  it('REDIR-01/DOM-22/DOM-28: the method title, the amount at its minimum, the range hint and a Deposit button', async () => {
    const m = await open();
    expect(textOf(m.host, '.cashier-page__title')).to.equal('Visa');
    expect(input(m).value).to.equal('10');
    expect(textOf(m.host, '.cashier-amount .cashier-field__hint')).to.equal('From $10.00 to $500.00');
    expect(buttonByText(m.host, 'Deposit')?.type).to.equal('submit');
    expect(error(m)).to.equal('');
  });

  it('DOM-19/DOM-20/DOM-21: below min and above max show the limit messages with the formatted amount', async () => {
    const m = await open();
    await typeInto(input(m), '5');
    expect(error(m)).to.equal('Minimum amount: $10.00');
    expect(input(m).getAttribute('aria-invalid')).to.equal('true');
    await typeInto(input(m), '600');
    expect(error(m)).to.equal('Maximum amount: $500.00');
    await typeInto(input(m), '250');
    expect(error(m)).to.equal('');
    await typeInto(input(m), '');
    await blur(input(m));
    expect(error(m)).to.equal('Enter an amount');
  });

  it('DOM-23..DOM-26: only digits and one separator, no leading dot, 2 decimals, max digits + 1', async () => {
    const m = await open();
    // REL-06: a letter is refused with a message, never dropped to re-read the rest as another amount.
    await typeInto(input(m), 'a1b2');
    expect(input(m).value).to.equal('10');
    expect(error(m)).to.equal('Enter digits only');
    await typeInto(input(m), '.5');
    expect(input(m).value).to.equal('5');
    await typeInto(input(m), '12.345');
    expect(input(m).value).to.equal('12.34');
    await typeInto(input(m), '1.2.3');
    expect(input(m).value).to.equal('1.23');
    await typeInto(input(m), '123456');
    expect(input(m).value).to.equal('1234');
  });

  it('DOM-27: the decimal separator follows the user language', async () => {
    const german = await settledI18n({ locale: 'de-DE', notifyHost: () => {}, loadLocale: async () => de });
    const m = await open(visa, german);
    await typeInto(input(m), '12.5');
    expect(input(m).value).to.equal('12,5');
  });

  it('DOM-31/DOM-32: five chips from the scale inside the limits; a chip sets the amount and is pressed', async () => {
    const m = await open();
    expect(textsOf(m.host, '.cashier-chip')).to.deep.equal(['$10.00', '$25.00', '$50.00', '$75.00', '$100.00']);
    await clickButton(m.host, '$75.00');
    expect(input(m).value).to.equal('75');
    expect(buttonByText(m.host, '$75.00')?.getAttribute('aria-pressed')).to.equal('true');
    expect(error(m)).to.equal('');
    await typeInto(input(m), '76');
    expect(buttonByText(m.host, '$75.00')?.getAttribute('aria-pressed')).to.equal('false');
  });

  it('DOM-33: Russia with a fiat currency gets the fixed Russian chips', async () => {
    applyHandshake(testScope(), { paymentGeo: 'RU', currency: 'RUB' });
    const m = await open({ name: 'sbp', text: { en: 'SBP' }, amount_rules: { RUB: { min: 100, max: 100000 } } });
    expect(textsOf(m.host, '.cashier-chip').length).to.equal(5);
    expect(textsOf(m.host, '.cashier-chip')[0]).to.contain('5,000');
  });

  it('CREATE-01..CREATE-26 through the page: Deposit creates, redirects the helper window and shows the waiting status', async () => {
    const opener = fakeOpener('ready');
    configureDepositEnv(testScope(), { openHelper: opener.open });
    const m = await open();
    suite.api.expectCall('deposit-create').andRespond({ depositId: 900, apiResponse: { source: 'https://psp.test/pay' } });
    await clickButton(m.host, 'Deposit');
    await waitFor(() => m.history.href === '/deposit/complete', 'complete page');
    expect(opener.opened[0]?.redirects[0]?.url).to.equal('https://psp.test/pay');
    await waitFor(() => textOf(m.host, '.cashier-complete') !== '', 'complete content');
    expect(textOf(m.host, '[role="status"][aria-atomic] span')).to.equal('Waiting for payment confirmation…');
    expect(m.host.querySelectorAll('main button').length).to.equal(0);
    const rec = recordHost();
    await act(async () => applyDepositStatusPush(testScope(), { depositId: 900, status: 1 }));
    expect(textOf(m.host, '.cashier-status__title')).to.equal('Payment successful');
    await click(buttonByText(m.host.querySelector('main')!, 'Close'));
    rec.stop();
    expect(rec.messages).to.deep.equal([{ messageType: 'onClose', payload: { page: 'complete', status: 'processed' } }]);
  });

  it('CREATE-01: an invalid amount sends nothing; the Deposit click shows the error', async () => {
    const m = await open();
    await typeInto(input(m), '1');
    await clickButton(m.host, 'Deposit');
    expect(suite.api.callsTo('deposit-create')).to.deep.equal([]);
    expect(error(m)).to.equal('Minimum amount: $10.00');
  });

  it('CREATE-17: a fields-required answer shows the extra fields on the same page', async () => {
    configureDepositEnv(testScope(), { openHelper: fakeOpener('ready').open });
    const m = await open();
    suite.api.expectCall('deposit-create').andRespond({ depositId: 1, apiResponse: { isFieldsRequired: true }, fields: [{ name: 'iban', type: 'text', placeholder_text: { en: 'IBAN' } }] });
    await clickButton(m.host, 'Deposit');
    await waitFor(() => m.host.querySelector('.cashier-extra-fields') !== null, 'extra fields');
    expect(m.history.href).to.equal('/deposit/redirect');
    expect(textOf(m.host, '.cashier-extra-fields label')).to.equal('IBAN');
    expect(textOf(m.host, '.cashier-extra-fields legend')).to.equal('Additional details');
  });

  it('CREATE-14/HTTP-11: after a 401 the page stays with the amount; a new token shows "press Deposit again" and creates nothing', async () => {
    applyHandshake(testScope(), { token: 'old-token' });
    const opener = fakeOpener('ready');
    configureDepositEnv(testScope(), { openHelper: opener.open });
    const m = await open();
    await typeInto(input(m), '150');
    suite.api.expectCall('deposit-create').andFail(new CashierError('unauthorized', { status: 401, serverCode: 'auth.unauthorized', message: 'Unauthorized' }));
    await clickButton(m.host, 'Deposit');
    await waitFor(() => m.host.querySelector('[data-session]') !== null, 'session notice');
    expect(opener.opened.map((w) => w.closed)).to.deep.equal([true]);
    expect(textOf(m.host, '[data-session="expired"]')).to.equal('Your session has expired, so the deposit was not made');
    await act(async () => applyHandshake(testScope(), { token: 'new-token' }));
    expect(textOf(m.host, '[data-session="renewed"]')).to.equal('Your session has been renewed. Press “Deposit” again to continue');
    expect(m.host.querySelector('[data-session="renewed"]')?.getAttribute('role')).to.equal('status');
    await waitFor(() => !(m.host.textContent ?? '').includes('session has expired'), 'one notice: the expired snackbar closed');
    expect(m.history.href).to.equal('/deposit/redirect');
    expect(input(m).value).to.equal('150');
    await new Promise((r) => setTimeout(r, 50));
    expect(suite.api.callsTo('deposit-create').length).to.equal(1);
  });
});
