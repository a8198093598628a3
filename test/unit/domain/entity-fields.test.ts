// The entity types carry exactly the fields the spec lists. `KeysOf<T>` objects fail to compile if a
// field is added to or missing from a type, and the runtime lists compare with the spec's wording.
import { expect } from '@open-wc/testing';
import type {
  ApiResponse,
  BalanceEntry,
  DepositCreateResponse,
  FieldValidation,
  FormField,
  Limits,
  PaymentMethod,
  User,
} from '../../../src/domain/payment-entities.ts';

type KeysOf<T> = { [K in keyof Required<T>]: true };
const keys = (o: object) => Object.keys(o).sort();

const USER: KeysOf<User> = {
  activity: true, address: true, balanceData: true, birthday: true, bk_type: true, country: true, currency: true,
  deposits_calc_count: true, deposits_calc_time: true, email: true, firstdeposit_time: true, hash_id: true, id: true,
  id_user: true, lang: true, last_ip: true, last_ip_country: true, meta: true, name: true, note: true, paymentGeo: true,
  platform: true, partner_key: true, passport: true, passport_by: true, phone: true, poker_nickname: true,
  regulated_domain_id: true, role: true, tg_id: true, time_registration: true, timezone: true, token: true, widgetViewType: true,
};

describe('domain/entity fields', () => {
  it('ENT-01, ENT-05: the user record has every field of shell §3, including those the flows use', () => {
    expect(keys(USER)).to.have.length(34);
    for (const used of ['currency', 'lang', 'id_user', 'country', 'platform', 'token', 'partner_key', 'hash_id']) expect(USER).to.have.property(used);
  });

  it('ENT-13: a payment method carries banner, badges, video guides and the wallet/regex/mask fields', () => {
    const method: Pick<KeysOf<PaymentMethod>, 'banner' | 'badgeConfig' | 'badgeType' | 'video_guide_url' | 'checkLuhn' | 'isPopular' | 'isPreparationRequired' | 'securityRulesGroup' | 'wallet' | 'regex' | 'regex_error_key' | 'placeholder_key' | 'placeholder_text' | 'mask' | 'type' | 'values'> = {
      banner: true, badgeConfig: true, badgeType: true, video_guide_url: true, checkLuhn: true, isPopular: true,
      isPreparationRequired: true, securityRulesGroup: true, wallet: true, regex: true, regex_error_key: true,
      placeholder_key: true, placeholder_text: true, mask: true, type: true, values: true,
    };
    expect(keys(method)).to.have.length(16);
    const sample: PaymentMethod = { name: 'upi', banner: { bannerTextKey: 'banner.upi' }, video_guide_url: { en_IN: 'https://v.example/upi', redesign: 'https://v.example/r' } };
    expect(sample.banner?.bannerTextKey).to.equal('banner.upi');
  });

  it('ENT-16, ENT-17: a form field and its validations', () => {
    const field: KeysOf<FormField> = {
      name: true, alias: true, type: true, mask: true, placeholder_key: true, placeholder_text: true, validations: true,
      value: true, values: true, category: true, isAdvanced: true, isHidden: true, isTriggered: true,
    };
    const validation: KeysOf<FieldValidation> = { regex: true, message: true, isExists: true };
    expect(keys(field)).to.have.length(13);
    expect(keys(validation)).to.deep.equal(['isExists', 'message', 'regex']);
  });

  it('ENT-20, ENT-21: the deposit create response and its apiResponse', () => {
    const api: KeysOf<ApiResponse> = { source: true, method: true, data: true, pageId: true, isFieldsRequired: true, depositId: true };
    const response: KeysOf<DepositCreateResponse> = { apiResponse: true, depositId: true, fields: true, passedCurrency: true };
    expect(keys(api)).to.deep.equal(['data', 'depositId', 'isFieldsRequired', 'method', 'pageId', 'source']);
    expect(keys(response)).to.deep.equal(['apiResponse', 'depositId', 'fields', 'passedCurrency']);
    const sample: DepositCreateResponse = { apiResponse: { data: { unifiedFlow: { requisites: [] }, paymentMethodOffers: [], card: { number: '4111' }, requisites: [] } } };
    expect(Object.keys(sample.apiResponse?.data ?? {}).sort()).to.deep.equal(['card', 'paymentMethodOffers', 'requisites', 'unifiedFlow']);
  });

  it('ENT-24, ENT-25: balance entries and limits', () => {
    const balance: KeysOf<BalanceEntry> = { currency: true, balance: true };
    const limits: KeysOf<Limits> = { min: true, max: true };
    expect(keys(balance)).to.deep.equal(['balance', 'currency']);
    expect(keys(limits)).to.deep.equal(['max', 'min']);
  });
});
