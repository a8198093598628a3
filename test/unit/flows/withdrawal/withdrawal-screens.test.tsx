// The withdrawal pages through the app (ROUTE-11, ROUTE-17, WD-01..08, STATUS-10, ERR-22; decisions
// WD-05..08): the list with the withdrawable balance, the account choice, the methods and the
// pending withdrawals with Cancel; the bank list, the amount page, confirm and complete.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import type { PaymentGroup, PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import type { Withdrawal } from '../../../../src/domain/withdrawal.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { $snackbar } from '../../../../src/stores/snackbar.ts';
import { handlePush } from '../../../../src/stores/api-events.ts';
import { queuedAnalytics, startAnalytics } from '../../../../src/stores/analytics.ts';
import { createFakeClock } from '../../stores/fake-clock.ts';
import { mountApp, recordHost, waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { buttonByText, clickButton, textOf, textsOf, typeInto } from '../helpers/dom.ts';
import { useFlowScreenSuite } from '../helpers/suite.ts';
import { testScope } from '../../scope.ts';
import { withdrawalRecord } from '../helpers/withdrawal-record.ts';

const nigerianBanks: PaymentMethod = {
  name: 'wd_nigerian_banks',
  cardViewType: 9,
  position: 1,
  text: { en: 'Nigerian banks' },
  amount_rules: { NGN: { min: 2000, max: 5000000 } },
  fields: [
    {
      name: 'bank',
      type: 'dropdown',
      placeholder_text: { en: 'Choose your bank' },
      values: [
        { value: 'access', text: 'Access Bank' }, { value: 'gtbank', text: 'GTBank' }, { value: 'zenith', text: 'Zenith Bank' }, { value: 'uba', text: 'UBA' },
        { value: 'firstbank', text: 'First Bank' }, { value: 'opay', text: 'OPay' }, { value: 'kuda', text: 'Kuda' }, { value: 'moniepoint', text: 'Moniepoint' },
      ],
      validations: [{ regex: '^.+$', message: 'form.field.required' }],
    },
    { name: 'accountNumber', type: 'text', placeholder_text: { en: 'Account number (NUBAN)' }, validations: [{ regex: '^\\d{10}$', message: 'form.field.invalid' }] },
  ],
};
const usdt: PaymentMethod = { name: 'wd_usdt', cardViewType: 1, position: 10, category: 'crypto', text: { en: 'Tether USDT' }, amount_rules: { NGN: { min: 5000, max: 500000 } } };
const kzIban: PaymentMethod = {
  name: 'wd_kz_bank_transfer',
  cardViewType: 1,
  position: 4,
  text: { en: 'Bank transfer (IBAN)' },
  amount_rules: { NGN: { min: 5000, max: 5000000 } },
  fields: [{ name: 'iban', type: 'text_uppercase', placeholder_text: { en: 'IBAN' } }],
  instruction_slides: [{ text: { en: 'Find the <b>IBAN</b> in your bank app' } }, { text: { en: 'Copy it here' } }],
};
const cryptoGroup: PaymentGroup = { name: 'crypto-grouped', position: 5, paymentMethods: [usdt] } as PaymentGroup;

const record = withdrawalRecord;
const pendingOne = record({ withdrawalId: 700000, status: 'pending', amount: 10000, payout: { amount: 9900, currency: 'NGN' }, account: '•••• 1111' });

const bothAccounts = { currency: 'NGN', accounts: [{ accountType: 'main' as const, balance: 800000, withdrawable: 800000 }, { accountType: 'additional' as const, balance: 160000, withdrawable: 160000 }] };
const mainOnly = { currency: 'NGN', accounts: [{ accountType: 'main' as const, balance: 800000, withdrawable: 800000 }, { accountType: 'additional' as const, balance: 0, withdrawable: 0 }] };

const amountInput = (m: Mounted) => m.host.querySelector<HTMLInputElement>('.cashier-amount__input');
const input = (m: Mounted, name: string) => m.host.querySelector<HTMLInputElement>(`input[name="${name}"]`);
const row = (m: Mounted, name: string) => textOf(m.host, `[data-row="${name}"] dd`);

describe('withdrawal pages (WD)', () => {
  const suite = useFlowScreenSuite();
  before(() => import('../../../../src/flows/withdrawal/screens.ts'));
  beforeEach(() => {
    applyHandshake(testScope(), { currency: 'NGN', paymentGeo: 'NG' });
  });

  async function openList(options: { path?: string; balance?: object; pending?: Withdrawal[]; methods?: PaymentMethod[]; groups?: PaymentGroup[] } = {}): Promise<Mounted> {
    suite.api.expectCall('methods-withdrawal-v4').andRespond({ methods: options.methods ?? [nigerianBanks], groups: options.groups ?? [] });
    suite.api.expectCall('withdrawal-balance-get').andRespond((options.balance ?? mainOnly) as never);
    suite.api.expectCall('withdrawal-list-pending').andRespond({ withdrawals: options.pending ?? [] });
    suite.mounted = await mountApp(options.path ?? '/withdrawal');
    const m = suite.mounted;
    await waitFor(() => m.host.querySelector('.cashier-wd-list .cashier-tiles') !== null, 'withdrawal list');
    return m;
  }

  async function toAmountPage(m: Mounted): Promise<void> {
    await clickButton(m.host, 'Nigerian banks');
    await waitFor(() => m.host.querySelector('.cashier-wd-banks') !== null, 'bank list');
    await clickButton(m.host, 'GTBank');
    await waitFor(() => amountInput(m) !== null && input(m, 'accountNumber') !== null, 'amount page');
  }

  async function toConfirm(m: Mounted, draft = record()): Promise<void> {
    await toAmountPage(m);
    suite.api.expectCall('withdrawal-create').andRespond(draft);
    await typeInto(amountInput(m), '25000');
    await typeInto(input(m, 'accountNumber'), '0123456789');
    await clickButton(m.host, 'Continue');
    await waitFor(() => m.history.pathname === '/withdrawal/confirm' && m.host.querySelector('.cashier-wd-summary') !== null, 'confirm page');
  }

  it('WD-01, WD-02, decision WD-08: withdrawal is offered (its list under "Withdrawal method"); the withdrawable balance comes first, then the methods; one account with money is shown, not offered', async () => {
    const host = recordHost();
    const m = await openList();
    expect(textOf(m.host, 'h1')).to.equal('Withdrawal method');
    expect(textsOf(m.host, '.cashier-wd-list h2')).to.deep.equal(['Available to withdraw', 'Ways to withdraw']);
    expect(textOf(m.host, '.cashier-wd-balance__one')).to.contain('Main account');
    expect(textOf(m.host, '.cashier-wd-balance__one .cashier-wd-balance__amount')).to.match(/800,000\.00 available$/);
    expect(m.host.querySelector('input[type="radio"]')).to.equal(null);
    // Deliverable 5: onInit names the page shown.
    expect(host.messages.filter((msg) => msg.messageType === 'onInit').map((msg) => msg.payload)).to.deep.equal([{ page: 'withdrawal' }]);
    host.stop();
  });

  it('AN-01, deliverable 5: the withdrawal list and a pick on it are the withdrawal_* analytics events, naming withdrawal_method', async () => {
    const stop = startAnalytics(testScope(), { clock: createFakeClock(), sendKeepalive: () => undefined, tab: { win: new EventTarget(), doc: Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState }) } });
    try {
      const m = await openList();
      await waitFor(() => queuedAnalytics(testScope()).some((e) => e.key === 'withdrawal_methods_shown'), 'methods shown event');
      await clickButton(m.host, 'Nigerian banks');
      // The bank list renders at once when its chunk is in (TAP-05): let it settle inside the test.
      await waitFor(() => m.host.querySelector('.cashier-wd-banks') !== null, 'bank list');
      const picked = queuedAnalytics(testScope()).find((e) => e.key === 'withdrawal_method_selected');
      expect(picked?.value).to.have.property('withdrawal_method', 'wd_nigerian_banks');
      expect(queuedAnalytics(testScope()).map((e) => e.key).filter((k) => k.startsWith('deposit_'))).to.deep.equal([]);
    } finally {
      stop();
    }
  });

  it('WD-02: with money in both accounts the player picks the account, and withdrawal-create debits it', async () => {
    const m = await openList({ balance: bothAccounts });
    const radios = [...m.host.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).to.deep.equal(['main', 'additional']);
    expect(radios[0]!.checked).to.equal(true);
    await act(async () => radios[1]!.click());
    await toConfirm(m, record({ accountType: 'additional' }));
    expect((suite.api.callsTo('withdrawal-create')[0] as { accountType: string }).accountType).to.equal('additional');
    expect(row(m, 'from')).to.equal('Additional account');
  });

  it('WD-03: a refetch query value reloads the list and is then removed', async () => {
    const m = await openList({ path: '/withdrawal?refetch=1' });
    await waitFor(() => m.history.href === '/withdrawal', 'refetch removed');
    expect(suite.api.callsTo('methods-withdrawal-v4')).to.deep.equal([{ currency: 'NGN' }]);
  });

  it("ERR-22: 'Empty withdrawal methods' sends the player to the empty page, whose Refresh comes back with refetch", async () => {
    suite.api.expectCall('methods-withdrawal-v4').andRespond({ methods: [], groups: [] });
    suite.api.always('withdrawal-balance-get', mainOnly as never);
    suite.api.always('withdrawal-list-pending', { withdrawals: [] });
    suite.mounted = await mountApp('/withdrawal');
    const m = suite.mounted;
    await waitFor(() => m.history.pathname === '/empty', 'empty page');
    expect(m.history.href).to.equal('/empty?transaction=withdrawal');
  });

  it('ROUTE-11 group, decision WD-05: a group opens the withdrawal group list, its method the group redirect page', async () => {
    const m = await openList({ methods: [nigerianBanks], groups: [cryptoGroup] });
    await click(m, '[data-group="crypto-grouped"]');
    await waitFor(() => m.history.pathname === '/withdrawal/group', 'group list');
    await clickButton(m.host, 'Tether USDT');
    await waitFor(() => m.history.pathname === '/withdrawal/group/redirect' && amountInput(m) !== null, 'group redirect');
    expect(textOf(m.host, 'h2')).to.equal('Tether USDT');
  });

  it('WD-04, decision WD-05: the bank list searches the banks and fills the amount page\'s bank field', async () => {
    const m = await openList();
    await clickButton(m.host, 'Nigerian banks');
    await waitFor(() => m.history.pathname === '/withdrawal/nigerian-banks', 'bank list');
    expect(textOf(m.host, 'h2')).to.equal('Choose your bank');
    expect(textsOf(m.host, '.cashier-choice__label')).to.have.length(8);
    await typeInto(m.host.querySelector('input[type="search"]'), 'bank');
    expect(textsOf(m.host, '.cashier-choice__label')).to.deep.equal(['Access Bank', 'GTBank', 'Zenith Bank', 'First Bank']);
    expect(textOf(m.host, '[role="status"]')).to.equal('Banks found: 4');
    await clickButton(m.host, 'GTBank');
    await waitFor(() => m.history.pathname === '/withdrawal/redirect' && input(m, 'accountNumber') !== null, 'amount page');
    expect(m.host.querySelector('[data-field="bank"]')?.textContent).to.contain('GTBank');
  });

  it('ROUTE-11 redirect/instruction, decision WD-04: a method with instruction slides offers them on the amount page, shown by the shared slides page', async () => {
    const m = await openList({ methods: [nigerianBanks, kzIban] });
    await clickButton(m.host, 'Bank transfer (IBAN)');
    await waitFor(() => m.history.pathname === '/withdrawal/redirect' && input(m, 'iban') !== null, 'amount page');
    await clickButton(m.host, 'Visual instruction');
    await waitFor(() => m.history.pathname === '/withdrawal/redirect/instruction' && m.host.querySelector('.cashier-carousel') !== null, 'instruction');
    expect(m.host.querySelector('.cashier-carousel')?.textContent).to.contain('Find the IBAN in your bank app');
  });

  it('WD-07: limits and fields are validated like deposits: nothing is sent while the amount or a field is wrong', async () => {
    const m = await openList();
    await toAmountPage(m);
    await typeInto(amountInput(m), '100');
    await typeInto(input(m, 'accountNumber'), '0123456789');
    await clickButton(m.host, 'Continue');
    await typeInto(amountInput(m), '25000');
    await typeInto(input(m, 'accountNumber'), '12');
    await clickButton(m.host, 'Continue');
    expect(suite.api.callsTo('withdrawal-create')).to.deep.equal([]);
    expect(m.history.pathname).to.equal('/withdrawal/redirect');
  });

  it('WD-06, WD-04: Continue sends withdrawal-create (with an idempotency key); confirm shows the summary; Confirm → withdrawal-confirm → complete in accepted (STATUS-10)', async () => {
    const host = recordHost();
    const m = await openList();
    await toConfirm(m);
    const [sent] = suite.api.callsTo('withdrawal-create') as Array<Record<string, unknown>>;
    expect(sent).to.deep.include({ paymentMethod: 'wd_nigerian_banks', amount: 25000, currency: 'NGN', accountType: 'main', fields: { bank: 'gtbank', accountNumber: '0123456789' }, selectedCountry: 'NG' });
    expect(sent!['idempotencyKey']).to.be.a('string');
    expect(textOf(m.host, 'h2')).to.equal('Check your withdrawal');
    expect(row(m, 'amount')).to.match(/25,000\.00/);
    expect(row(m, 'fee')).to.match(/100\.00/);
    expect(row(m, 'payout')).to.match(/24,900\.00/);
    expect(row(m, 'method')).to.equal('Nigerian banks');
    expect(row(m, 'account')).to.equal('•••• 6789');
    expect(row(m, 'eta')).to.equal('15 minutes – 24 hours');
    expect(row(m, 'from')).to.equal('Main account');
    suite.api.expectCall('withdrawal-confirm').andRespond(record({ status: 'pending' }));
    await clickButton(m.host, 'Confirm withdrawal');
    await waitFor(() => m.history.pathname === '/withdrawal/complete', 'complete page');
    expect(suite.api.callsTo('withdrawal-confirm')).to.deep.equal([{ withdrawalId: 700001 }]);
    await waitFor(() => m.host.querySelector('[data-status="accepted"]') !== null, 'accepted');
    expect(textOf(m.host, '.cashier-status__title')).to.equal('Withdrawal requested');
    await clickButton(m.host.querySelector('.cashier-status__actions')!, 'Close');
    expect(host.messages.filter((msg) => msg.messageType === 'onClose').map((msg) => msg.payload)).to.deep.equal([{ page: 'complete', status: 'accepted' }]);
    host.stop();
  });

  it('WD-07: a refusal naming a field marks that field; another refusal is a translated message', async () => {
    const m = await openList();
    await toAmountPage(m);
    const refusal = new CashierError('http', { status: 400, serverCode: 'banking.fieldRequired', details: { error: { code: 'banking.fieldRequired', message: 'accountNumber is required', field: 'accountNumber' } } });
    suite.api.expectCall('withdrawal-create').andFail(refusal);
    await typeInto(amountInput(m), '25000');
    await typeInto(input(m, 'accountNumber'), '0123456789');
    await clickButton(m.host, 'Continue');
    await waitFor(() => input(m, 'accountNumber')?.getAttribute('aria-invalid') === 'true', 'field marked');
    expect(m.host.textContent).to.contain('Fill in this field to withdraw.');
    suite.api.expectCall('withdrawal-create').andFail(new CashierError('http', { status: 400, serverCode: 'banking.insufficientBalance' }));
    await clickButton(m.host, 'Continue');
    await waitFor(() => $snackbar(testScope()).get().open, 'snackbar');
    expect($snackbar(testScope()).get()).to.deep.include({ message: { key: 'wallet.error.insufficientBalance' } });
    expect(m.history.pathname).to.equal('/withdrawal/redirect');
  });

  it('WD-07 (issue #21): an insufficient-balance error the player fixed leaves with the fix: the confirm page shows no error', async () => {
    const m = await openList();
    await toAmountPage(m);
    suite.api.expectCall('withdrawal-create').andFail(new CashierError('http', { status: 400, serverCode: 'banking.insufficientBalance' }));
    await typeInto(amountInput(m), '700000');
    await typeInto(input(m, 'accountNumber'), '0123456789');
    await clickButton(m.host, 'Continue');
    await waitFor(() => $snackbar(testScope()).get().open, 'snackbar');
    suite.api.expectCall('withdrawal-create').andRespond(record({ amount: 50000, payout: { amount: 49900, currency: 'NGN' } }));
    await typeInto(amountInput(m), '50000');
    await clickButton(m.host, 'Continue');
    await waitFor(() => m.history.pathname === '/withdrawal/confirm', 'confirm page');
    expect($snackbar(testScope()).get().open, 'the fixed error is gone').to.equal(false);
  });

  it('WD-02/WD-07 (decision WD-CAP): the amount hint never offers more than the withdrawable balance, and more is not sent', async () => {
    const m = await openList({ balance: { currency: 'NGN', accounts: [{ accountType: 'main', balance: 800000, withdrawable: 600000 }, { accountType: 'additional', balance: 0, withdrawable: 0 }] } });
    await toAmountPage(m);
    await waitFor(() => (m.host.textContent ?? '').includes('600,000.00'), 'capped hint');
    expect(m.host.textContent).to.not.contain('5,000,000');
    await typeInto(amountInput(m), '700000');
    await typeInto(input(m, 'accountNumber'), '0123456789');
    await clickButton(m.host, 'Continue');
    expect(suite.api.callsTo('withdrawal-create')).to.deep.equal([]);
    expect(amountInput(m)?.getAttribute('aria-invalid')).to.equal('true');
  });

  it('WD-06: a draft that expired (410) says so and offers the amount page again', async () => {
    const m = await openList();
    await toConfirm(m);
    suite.api.expectCall('withdrawal-confirm').andFail(new CashierError('http', { status: 410, serverCode: 'banking.withdrawalExpired' }));
    await clickButton(m.host, 'Confirm withdrawal');
    await waitFor(() => m.host.querySelector('[role="alert"]') !== null, 'expired alert');
    expect(textOf(m.host, '[role="alert"] p')).to.equal('This withdrawal was not confirmed in time. Enter the amount again to get a new summary.');
    await clickButton(m.host, 'Enter the amount again');
    await waitFor(() => m.history.pathname === '/withdrawal/redirect', 'back on the amount page');
  });

  it('WD-08: a pending withdrawal shows Cancel while cancellable; Cancel refunds, reloads the list and the balance, and is announced', async () => {
    const m = await openList({ pending: [pendingOne, record({ withdrawalId: 699999, status: 'processing', cancellable: false })] });
    expect(textsOf(m.host, '.cashier-wd-pending__status')).to.deep.equal(['Waiting for review', 'On its way']);
    const cancelLabel = 'Cancel the withdrawal of ₦10,000.00';
    const button = [...m.host.querySelectorAll('.cashier-wd-pending__item button')];
    expect(button).to.have.length(1);
    suite.api.expectCall('withdrawal-cancel').andRespond(record({ ...pendingOne, status: 'cancelled', cancellable: false }));
    suite.api.expectCall('withdrawal-list-pending').andRespond({ withdrawals: [record({ withdrawalId: 699999, status: 'processing', cancellable: false })] });
    suite.api.expectCall('withdrawal-balance-get').andRespond(mainOnly as never);
    await clickButton(m.host, button[0]!.getAttribute('aria-label') ?? cancelLabel);
    await clickButton(m.host, 'Yes, cancel');
    await waitFor(() => textOf(m.host, '.cashier-wd-pending [role="status"]') !== '', 'announced');
    // Issue #21: the outcome is shown, not only read out, and focus waits on it.
    const status = m.host.querySelector<HTMLElement>('.cashier-wd-pending [role="status"]')!;
    expect(status.className).to.equal('cashier-wd-pending__done');
    expect(status.matches(':focus')).to.equal(true);
    expect(suite.api.callsTo('withdrawal-cancel')).to.deep.equal([{ withdrawalId: 700000 }]);
    expect(textOf(m.host, '.cashier-wd-pending [role="status"]')).to.match(/^The withdrawal of .*10,000\.00 was cancelled\. The money is back in your balance\.$/);
    expect(m.host.querySelectorAll('.cashier-wd-pending__item')).to.have.length(1);
  });

  it('WD-08: Cancel asks first; "Keep it" and Escape send nothing and give focus back to Cancel (decision NAMES-03)', async () => {
    const m = await openList({ pending: [pendingOne] });
    const cancelLabel = m.host.querySelector('.cashier-wd-pending__item button')!.getAttribute('aria-label')!;
    await clickButton(m.host, cancelLabel);
    expect(textOf(m.host, '.cashier-wd-pending__question')).to.match(/^Cancel the withdrawal of .*10,000\.00\?$/);
    const keep = [...m.host.querySelectorAll<HTMLButtonElement>('.cashier-wd-pending__ask button')].find((b) => b.textContent === 'Keep it')!;
    expect(keep.matches(':focus'), 'focus on the safe answer').to.equal(true);
    await clickButton(m.host, 'Keep it');
    await waitFor(() => m.host.querySelector('.cashier-wd-pending__ask') === null, 'question closed');
    const cancel = m.host.querySelector<HTMLButtonElement>('.cashier-wd-pending__cancel')!;
    await waitFor(() => cancel.matches(':focus'), 'focus back on Cancel');
    await clickButton(m.host, cancelLabel);
    await act(async () => {
      m.host.querySelector('.cashier-wd-pending__ask button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(m.host.querySelector('.cashier-wd-pending__ask')).to.equal(null);
    expect(suite.api.callsTo('withdrawal-cancel')).to.deep.equal([]);
    expect(textOf(m.host, '.cashier-wd-pending [role="status"]')).to.equal('');
  });

  it('WD-08: a refused cancel (409) says why, and the list is read again', async () => {
    const m = await openList({ pending: [pendingOne] });
    suite.api.expectCall('withdrawal-cancel').andFail(new CashierError('http', { status: 409, serverCode: 'banking.withdrawalNotCancellable' }));
    suite.api.expectCall('withdrawal-list-pending').andRespond({ withdrawals: [record({ ...pendingOne, status: 'processing', cancellable: false })] });
    await clickButton(m.host, m.host.querySelector('.cashier-wd-pending__item button')!.getAttribute('aria-label')!);
    await clickButton(m.host, 'Yes, cancel');
    await waitFor(() => m.host.querySelector('.cashier-wd-pending [role="alert"]') !== null, 'alert');
    expect(textOf(m.host, '.cashier-wd-pending [role="alert"]')).to.equal('This withdrawal can no longer be cancelled.');
    expect(m.host.querySelector('.cashier-wd-pending__item button')).to.equal(null);
  });

  it('decision WD-06: the withdrawal.status push moves the pending list (processing loses Cancel; accepted leaves the list)', async () => {
    const m = await openList({ pending: [pendingOne] });
    await act(async () => handlePush(testScope(), { type: 'withdrawal.status', data: record({ ...pendingOne, status: 'processing', cancellable: false }) }));
    expect(textsOf(m.host, '.cashier-wd-pending__status')).to.deep.equal(['On its way']);
    expect(m.host.querySelector('.cashier-wd-pending__item button')).to.equal(null);
    await act(async () => handlePush(testScope(), { type: 'withdrawal.status', data: record({ ...pendingOne, status: 'accepted', cancellable: false }) }));
    expect(m.host.querySelector('.cashier-wd-pending__item')).to.equal(null);
  });

  it('decision WD-05: back on the list from a method\'s page, the pending withdrawals are read again (the methods are kept)', async () => {
    const m = await openList();
    await clickButton(m.host, 'Nigerian banks');
    await waitFor(() => m.history.pathname === '/withdrawal/nigerian-banks', 'bank list');
    suite.api.expectCall('withdrawal-list-pending').andRespond({ withdrawals: [pendingOne] });
    await act(async () => m.history.back());
    await waitFor(() => m.host.querySelector('.cashier-wd-pending__item') !== null, 'pending list read again');
    expect(suite.api.callsTo('methods-withdrawal-v4')).to.have.length(1);
  });

  it('ROUTE-17: in the crypto-balance withdrawal tree every page stays in the mode', async () => {
    const m = await openList({ path: '/cryptobalance/withdrawal' });
    await clickButton(m.host, 'Nigerian banks');
    await waitFor(() => m.history.pathname === '/cryptobalance/withdrawal/nigerian-banks', 'bank list in the mode');
    await clickButton(m.host, 'GTBank');
    await waitFor(() => m.history.pathname === '/cryptobalance/withdrawal/redirect', 'amount page in the mode');
  });

  async function click(m: Mounted, selector: string): Promise<void> {
    await waitFor(() => m.host.querySelector(selector) !== null, selector);
    await act(async () => (m.host.querySelector(selector) as HTMLElement).click());
  }
  void buttonByText;
});
