import { expect } from '@open-wc/testing';
import { act } from 'react';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { startBonuses } from '../../../../src/stores/bonus.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { CashierError } from '../../../../src/transport/errors.ts';
import { $snackbar, closeSnackbar } from '../../../../src/stores/snackbar.ts';
import { waitFor } from '../../app/render.tsx';
import type { Mounted } from '../../app/render.tsx';
import { clickButton, textOf, typeInto } from '../helpers/dom.ts';
import { openRedirectScreen, useRedirectScreenSuite, useTestDepositEnv } from '../helpers/redirect-page.ts';
import { testScope } from '../../scope.ts';

const visa: PaymentMethod = { name: 'visa', cardViewType: 1, text: { en: 'Visa' }, amount_rules: { USD: { min: 10, max: 500 } } };
const welcome = { id: 7, type: 'deposit', content: { title: 'Welcome 100%' }, depositBonusData: { minDeposit: 20, maxBonusAmount: 200, percent: 100, payoutMultiplier: 1, wagerMultiplier: 35 } };
const spins = { id: 8, type: 'freespin', content: { title: '50 spins' }, freespinBonusData: { count: 50, minDeposit: 10 } };

describe('redirect page: the active bonus (issue #11)', () => {
  const suite = useRedirectScreenSuite();
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());
  const input = (m: Mounted) => m.host.querySelector<HTMLInputElement>('.cashier-amount__input')!;
  const outcome = (m: Mounted) => textOf(m.host, '.cashier-bonus-offer__outcome');

  /** The translation key the snackbar shows, if it is open with one. */
  const snackbarKey = (): string | undefined => {
    const bar = $snackbar(testScope()).get();
    return bar.open && 'key' in bar.message ? bar.message.key : undefined;
  };
  /** Presses Deposit with deposit-create answered, and returns what that call carried. */
  async function pressDeposit(m: Mounted): Promise<Record<string, unknown>> {
    const before = suite.api.callsTo('deposit-create').length;
    suite.api.expectCall('deposit-create').andRespond({ depositId: before + 1 });
    await clickButton(m.host, 'Deposit');
    await waitFor(() => suite.api.callsTo('deposit-create').length === before + 1, 'deposit-create');
    return suite.api.callsTo('deposit-create')[before] as Record<string, unknown>;
  }
  /** Presses Deposit and the backend refuses it with `serverCode`. */
  async function pressRefused(m: Mounted, serverCode: string): Promise<void> {
    closeSnackbar(testScope()); // a message left by an earlier test must not satisfy the wait below
    suite.api.expectCall('deposit-create').andFail(new CashierError('http', { status: 400, serverCode, message: 'refused', call: 'deposit-create' }));
    await clickButton(m.host, 'Deposit');
    await waitFor(() => snackbarKey() !== undefined, 'the refusal shown');
  }

  async function open(list: unknown[], method = visa): Promise<Mounted> {
    applyHandshake(testScope(), { bonusList: list });
    stop = startBonuses(testScope());
    return openRedirectScreen(suite, method);
  }

  it('BONUS-08, BONUS-16: below the minimum it says how much to deposit; from it, what the bonus gives and the wagering', async () => {
    const m = await open([welcome]);
    expect(textOf(m.host, '.cashier-bonus-offer__title')).to.equal('Welcome 100%');
    expect(outcome(m)).to.equal('Deposit at least $20.00 to get this bonus');
    await typeInto(input(m), '50');
    expect(outcome(m)).to.equal('You get a $50.00 bonus with this deposit');
    expect(textOf(m.host, '.cashier-bonus-offer__wager')).to.equal('Wagering: 35× the bonus before you can withdraw it');
  });

  it('BONUS-03, BONUS-08 (issue #21): the line follows the typed amount — percent of it, capped at maxBonusAmount, never the BONUS-16 maximum payout', async () => {
    const half = { ...welcome, depositBonusData: { minDeposit: 20, maxBonusAmount: 200, percent: 50, payoutMultiplier: 10 } };
    const m = await open([half]);
    await typeInto(input(m), '50');
    expect(outcome(m)).to.equal('You get a $25.00 bonus with this deposit');
    await typeInto(input(m), '399');
    expect(outcome(m)).to.equal('You get a $199.50 bonus with this deposit');
    await typeInto(input(m), '450');
    expect(outcome(m), 'capped at maxBonusAmount, not 200 × 50% × 10').to.equal('You get a $200.00 bonus with this deposit');
    await typeInto(input(m), '15');
    expect(outcome(m)).to.equal('Deposit at least $20.00 to get this bonus');
  });

  it('BONUS-04 (issue #21): a free-spin bonus states its count of spins, whatever the amount', async () => {
    const m = await open([spins]);
    await typeInto(input(m), '10');
    expect(outcome(m)).to.equal('You get 50 free spins');
    await typeInto(input(m), '400');
    expect(outcome(m)).to.equal('You get 50 free spins');
  });

  it('BONUS-10 (decision BONUS-22): a deposit refused with banking.bonusExpired switches the bonus off and says why; the next press goes without it', async () => {
    useTestDepositEnv();
    const m = await open([welcome]);
    await typeInto(input(m), '50');
    await pressRefused(m, 'banking.bonusExpired');
    const toggle = () => m.host.querySelector<HTMLInputElement>('.cashier-bonus-offer input[role="switch"]')!;
    await waitFor(() => !toggle().checked, 'the bonus switched off');
    expect(outcome(m)).to.equal('No bonus with this deposit');
    expect(snackbarKey()).to.equal('payment.error.bonusExpired');
    const second = await pressDeposit(m);
    expect(second.isActivatedBonus).to.equal(false);
    expect('bonusId' in second).to.equal(false);
  });

  it('BONUS-12 (decision BONUS-22): a refusal other than expiry leaves the switch on', async () => {
    useTestDepositEnv();
    const m = await open([welcome]);
    await typeInto(input(m), '50');
    await pressRefused(m, 'banking.bonusNotAllowed');
    expect(snackbarKey()).to.equal('payment.error.bonusNotAllowed');
    expect(m.host.querySelector<HTMLInputElement>('.cashier-bonus-offer input[role="switch"]')!.checked).to.equal(true);
  });

  it('BONUS-12: the switch turns the bonus off and says so', async () => {
    const m = await open([spins]);
    expect(outcome(m)).to.equal('You get 50 free spins');
    const toggle = m.host.querySelector<HTMLInputElement>('.cashier-bonus-offer input[role="switch"]')!;
    expect(toggle.checked, 'BONUS-06: on by default').to.equal(true);
    await act(async () => toggle.click());
    expect(outcome(m)).to.equal('No bonus with this deposit');
  });

  it('BONUS-09: a restricted method shows no switch and says it takes no bonus', async () => {
    const m = await open([welcome], { ...visa, name: 'yamoney_rub' });
    expect(m.host.querySelector('.cashier-bonus-offer input')).to.equal(null);
    expect(outcome(m)).to.equal('This method does not take bonuses');
  });

  it('BONUS-20 (decision): deposit-create carries isActivatedBonus and the bonus id once the amount reaches the minimum', async () => {
    useTestDepositEnv();
    const m = await open([welcome]);
    await typeInto(input(m), '50');
    expect(await pressDeposit(m)).to.include({ isActivatedBonus: true, bonusId: 7 });
  });

  it('no bonus in the list: no bonus part, and deposit-create says false', async () => {
    useTestDepositEnv();
    const m = await open([]);
    expect(m.host.querySelector('.cashier-bonus-offer')).to.equal(null);
    const sent = await pressDeposit(m);
    expect(sent.isActivatedBonus).to.equal(false);
    expect('bonusId' in sent).to.equal(false);
  });

  it('BONUS-18: "Bonus terms" opens the bonus details page of the active bonus', async () => {
    const m = await open([welcome]);
    await clickButton(m.host, 'Bonus terms');
    await waitFor(() => m.history.href === '/deposit/bonus-details?id=7', 'details page');
  });
});
