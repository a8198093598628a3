// Decision WD-05: how the withdrawal pages word the arrival time, and where a method leads.
import { expect } from '@open-wc/testing';
import { etaText } from '../../../../src/flows/withdrawal/texts.ts';
import { bankField, withdrawalMethodPath } from '../../../../src/flows/withdrawal/paths.ts';
import { inWithdrawalTree } from '../../../../src/flows/withdrawal/paths.ts';
import { pickAccount } from '../../../../src/flows/withdrawal/model.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { testScope } from '../../scope.ts';

describe('withdrawal texts and paths (WD)', () => {
  it('decision WD-05: the arrival time in the largest readable unit, the range rounded outwards', () => {
    expect(etaText({ minMinutes: 1, maxMinutes: 30 }, 'en')).to.equal('1–30 minutes');
    expect(etaText({ minMinutes: 60, maxMinutes: 4320 }, 'en')).to.equal('60 minutes – 3 days');
    expect(etaText({ minMinutes: 1440, maxMinutes: 4320 }, 'en')).to.equal('1–3 days');
    expect(etaText({ minMinutes: 15, maxMinutes: 1440 }, 'en')).to.equal('15 minutes – 24 hours');
    expect(etaText({ minMinutes: 30, maxMinutes: 180 }, 'en')).to.equal('30 minutes – 3 hours');
    expect(etaText({ minMinutes: 10, maxMinutes: 60 }, 'en')).to.equal('10–60 minutes');
    expect(etaText({ minMinutes: 60, maxMinutes: 60 }, 'en')).to.equal('60 minutes');
    expect(etaText({ minMinutes: 1, maxMinutes: 30 }, 'ru')).to.equal('1–30 минут');
  });

  it('decision WD-05: a method with a bank dropdown opens the bank list first; others the amount page of their route', () => {
    const bank = { name: 'b', fields: [{ name: 'bank', type: 'dropdown', values: [{ value: 'x', text: 'X' }] }] } as PaymentMethod;
    const card = { name: 'c', fields: [{ name: 'cardNumber', type: 'text' }] } as PaymentMethod;
    expect(bankField(bank)?.name).to.equal('bank');
    expect(withdrawalMethodPath(bank, false)).to.equal('/withdrawal/nigerian-banks');
    expect(withdrawalMethodPath(card, false)).to.equal('/withdrawal/redirect');
    expect(withdrawalMethodPath(card, true)).to.equal('/withdrawal/group/redirect');
  });

  it('ROUTE-17: a page inside /cryptobalance/withdrawal stays in the mode', () => {
    expect(inWithdrawalTree(testScope(), '/withdrawal/confirm', '/cryptobalance/withdrawal/redirect')).to.equal('/cryptobalance/withdrawal/confirm');
    expect(inWithdrawalTree(testScope(), '/withdrawal?refetch=1', '/cryptobalance/withdrawal')).to.equal('/cryptobalance/withdrawal?refetch=1');
    expect(inWithdrawalTree(testScope(), '/withdrawal/confirm', '/withdrawal/redirect')).to.equal('/withdrawal/confirm');
  });

  it('WD-02, decision WD-08: the debited account is the pick while it has money, else the one that has', () => {
    const both = [{ accountType: 'main' as const, balance: 5, withdrawable: 5 }, { accountType: 'additional' as const, balance: 3, withdrawable: 3 }];
    expect(pickAccount(both, 'additional')).to.equal('additional');
    expect(pickAccount([{ ...both[0]!, withdrawable: 0 }, both[1]!], 'main')).to.equal('additional');
    expect(pickAccount([], 'additional')).to.equal('main');
  });
});
