import { expect } from '@open-wc/testing';
import { FORM_FIELD_TYPES } from '../../../src/domain/payment-entities.ts';
import type { PaymentGroup, PaymentMethod, TransactionData, User } from '../../../src/domain/payment-entities.ts';
import { methodLimits } from '../../../src/domain/amount-limits.ts';
import { cardViewTypeName } from '../../../src/domain/card-view-types.ts';
import { statusFromPush } from '../../../src/domain/transaction-status.ts';
import { DEFAULT_USER_LANG } from '../../../src/domain/constants.ts';

describe('domain/payment-entities', () => {
  it('ENT-18: the 8 form field types', () => {
    expect([...FORM_FIELD_TYPES].sort()).to.deep.equal(
      ['amount', 'dropdown', 'dropdown_country', 'dropdown_currency', 'networks', 'phone_with_prefix', 'text', 'text_uppercase'],
    );
  });

  it('ENT-02: the user lang defaults to en', () => {
    expect(DEFAULT_USER_LANG).to.equal('en');
  });

  it('ENT-11, ENT-12, ENT-15, ENT-22, CONST-16: sample server data (airtm: MXN 21–20155) fits the types and feeds the domain helpers', () => {
    const airtm: PaymentMethod = { name: 'airtm', cardViewType: 0, text: { en: 'AirTM' }, amount_rules: { MXN: { min: 21, max: 20155 } } };
    const group: PaymentGroup = { name: 'e-money', position: 1, paymentMethods: [airtm] };
    const push: TransactionData = { status: 1, txid: 'abc', currency: 'USDT' };
    const user: User = { id_user: 7, currency: 'MXN', lang: 'es', platform: 'ios' };
    expect(methodLimits(group.paymentMethods[0], user.currency ?? '')).to.deep.equal({ min: 21, max: 20155 });
    expect(cardViewTypeName(airtm.cardViewType)).to.equal('DEFAULT');
    expect(statusFromPush(push.status)).to.equal('processed');
  });
});
