// Fixtures read the request: methods depend on country and currency, deposit-create answers
// drive each "after creation" screen of flows §4, and the catalogue covers every card view type
// (ENT-19), group key (LIST-27..29) and form field type (ENT-18).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPayload, httpCall, issue, request, start } from './helpers.mjs';

const CARD_VIEW_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 20];
const GROUP_KEYS = [
  'card_method', 'crypto', 'cash_methods', 'bank_transfer_nigeria', 'colombian_banks', 'e-money', 'indian-methods-grouped',
  'nigeria-cards-grouped', 'online-indonesian-banks-grouped', 'online-malaysian-banks-grouped', 'online-thailand-banks-grouped',
  'sbp-transgran-grouped', 'kyrgyzstan-cash-grouped', 'kyrgyzstan-p2p-grouped', 'ukraine-cash-grouped', 'ukraine-p2p-grouped',
  'me2me-grouped', 'ecuador-cash-grouped', 'indonesia-virtual-account-grouped', 'dana-grouped', 'gift-cards-grouped',
  'online-ecuador-banks-grouped',
];
const FIELD_TYPES = ['dropdown', 'dropdown_country', 'dropdown_currency', 'phone_with_prefix', 'text', 'text_uppercase', 'networks', 'amount'];

const allMethods = (answer) => [...answer.methods, ...(answer.groups ?? []).flatMap((g) => g.paymentMethods)];
const names = (answer) => allMethods(answer).map((m) => m.name);

describe('fixtures', () => {
  let ctx;
  let token;
  before(async () => {
    ctx = await start();
    ({ token } = await issue(ctx.base));
  });
  after(() => ctx.stop());
  const v5 = async (country, code, type = 'fiat') =>
    (await httpCall(ctx.base, token, 'methods-payment-v5', { country, currency: { code, type } })).body;

  it('HTTP-13: methods-payment-v5 reads country and currency', async () => {
    const ru = await v5('RU', 'RUB');
    const br = await v5('BR', 'BRL');
    assert.ok(names(ru).includes('sbp') && !names(ru).includes('pix'));
    assert.ok(names(br).includes('pix') && !names(br).includes('sbp'));
    assert.deepEqual(br.initCurrencies, { fiat: 'BRL', crypto: 'USDT' });
    // Russia in dollars: no rouble-only methods, cards and crypto stay.
    const ruUsd = await v5('RU', 'USD');
    assert.ok(!names(ruUsd).includes('sbp') && names(ruUsd).includes('visa_mastercard'));
    // The crypto currency type lists crypto methods only.
    const crypto = await v5('RU', 'USDT', 'crypto');
    assert.ok(allMethods(crypto).length > 3 && allMethods(crypto).every((m) => m.category === 'crypto'));
    // CB-07: an unlisted coin (fixtures/unlisted-coins.ts) has no methods at all; as a fiat code it is not a coin request.
    const xmr = await v5('RU', 'XMR', 'crypto');
    assert.deepEqual({ methods: xmr.methods, groups: xmr.groups }, { methods: [], groups: [] });
    assert.equal(allMethods(await v5('RU', 'ZEC', 'crypto')).length, 0);
    // An unknown region gets the everywhere-methods only.
    const de = await v5('DE', 'EUR');
    assert.ok(names(de).includes('visa_mastercard') && !names(de).includes('sbp'));
    assert.equal(de.initCurrencies.fiat, 'USD');
  });

  it('LIST-01, ENT-19, LIST-27..29, ENT-18: across the countries every kind of deposit (every card view type), group key and field type appears', async () => {
    const countries = (await request(ctx.base, '/sandbox/countries')).body;
    for (const code of ['RU', 'IN', 'NG', 'BR', 'MX', 'KZ', 'UZ', 'KG', 'BD', 'TR', 'US']) assert.ok(countries.some((c) => c.code === code), code);
    const seenTypes = new Set();
    const seenGroups = new Set();
    const seenFields = new Set();
    for (const c of countries) {
      const answer = await v5(c.code, c.currency);
      assert.ok(allMethods(answer).length > 0, `${c.code} has methods`);
      for (const g of answer.groups) seenGroups.add(g.name);
      for (const m of allMethods(answer)) {
        seenTypes.add(m.cardViewType);
        for (const f of m.fields ?? []) seenFields.add(f.type);
        assert.ok(m.text.en && m.text.ru && Object.keys(m.text).length >= 3, `${m.name} text`);
        assert.ok(m.iconIds.length > 0, `${m.name} icons`);
        assert.ok(Object.keys(m.amount_rules).length > 0, `${m.name} amount_rules`);
      }
      const positions = answer.groups.map((g) => g.position);
      assert.deepEqual(positions, [...positions].sort((a, b) => a - b), 'groups sorted by position');
    }
    const withdrawal = (await httpCall(ctx.base, token, 'methods-withdrawal-v4', { currency: 'RUB' })).body;
    for (const g of withdrawal.groups) seenGroups.add(g.name);
    assert.deepEqual(CARD_VIEW_TYPES.filter((t) => !seenTypes.has(t)), []);
    assert.deepEqual(GROUP_KEYS.filter((k) => !seenGroups.has(k)), []);
    assert.deepEqual(FIELD_TYPES.filter((t) => !seenFields.has(t)), []);
  });

  it('HTTP-42: an SVG is served for every iconId of every method', async () => {
    const ids = new Set();
    for (const c of (await request(ctx.base, '/sandbox/countries')).body) {
      for (const m of allMethods(await v5(c.code, c.currency))) for (const id of m.iconIds) ids.add(id);
    }
    for (const id of ids) {
      const r = await request(ctx.base, `/sandbox/icons/${id}.svg`);
      assert.equal(r.status, 200, id);
      assert.equal(r.headers.get('content-type'), 'image/svg+xml');
      assert.ok(r.text.startsWith('<svg'), id);
    }
    assert.equal((await request(ctx.base, '/sandbox/icons/..%2Fsecret.svg')).status, 404);
  });

  it('flows §4: deposit-create answers drive each next screen', async () => {
    const create = async (country, method, amount, currency, fields = {}) => {
      const { token: t } = await issue(ctx.base, { country });
      // captchaBypass: the protected methods (issue #14) need a captcha; the others ignore it.
      const r = await httpCall(ctx.base, t, 'deposit-create', { ...createPayload(method, amount, currency, fields), captchaBypass: true });
      assert.equal(r.status, 200, `${method}: ${JSON.stringify(r.body)}`);
      return r.body.apiResponse;
    };
    const sbp = await create('RU', 'sbp', 1000, 'RUB');
    assert.equal(sbp.method, 'GET');
    // CREATE-19 (docs/protocol.md): a GET redirect's URL fields travel in data.query, nothing else.
    assert.deepEqual(Object.keys(sbp.data), ['query']);
    assert.equal((await create('RU', 'tpay_one_click', 1000, 'RUB')).method, 'POST');
    const upi = await create('IN', 'upi', 500, 'INR');
    assert.match(upi.data.query.deepLink, /^upi:\/\/pay\?/);
    assert.match(upi.source, /\/sandbox\/provider\//);
    const unified = (await create('RU', 'sbp_transgran_rabbit_sber', 5000, 'RUB')).data.unifiedFlow;
    assert.equal(unified.lifetime, 600);
    assert.ok(unified.requisites.length > 0 && unified.instruction.steps.length === 3);
    const offers = (await create('US', 'onramp_card', 100, 'USD')).data.paymentMethodOffers;
    assert.ok(offers.every((o) => o.amount + o.fee === 100 && o.currency === 'USDT'));
    assert.ok((await create('RU', 'yamoney_h2h', 1000, 'RUB')).data.card.number);
    const spei = (await create('MX', 'spei', 1000, 'MXN')).data;
    assert.equal(spei.timeout_minutes, 15);
    assert.ok(spei.requisites.some((r) => r.name === 'clabe'));
    assert.equal((await create('IN', 'eazype_upi', 500, 'INR')).pageId, 'eazype');
    const pix = await create('BR', 'pix', 100, 'BRL', { pixKeyType: 'cpf', cpf: '123.456.789-09' });
    assert.equal(pix.pageId, 'pix');
    assert.match(pix.data.qrCode, /^000201/);
    const cash = await create('MX', 'oxxo', 100, 'MXN');
    assert.equal(cash.source, undefined);
  });

  it('flows §4: fields required first, then the redirect once they are sent (same deposit id)', async () => {
    const { token: t } = await issue(ctx.base, { country: 'RU' });
    const first = (await httpCall(ctx.base, t, 'deposit-create', { ...createPayload('sberpay_paylink', 1000, 'RUB'), captchaBypass: true })).body;
    assert.equal(first.apiResponse.isFieldsRequired, true);
    assert.equal(first.fields[0].type, 'phone_with_prefix');
    const second = (await httpCall(ctx.base, t, 'deposit-create', { ...createPayload('sberpay_paylink', 1000, 'RUB', { phone: '+79001234567' }), depositId: first.depositId })).body;
    assert.equal(second.apiResponse.isFieldsRequired, false);
    assert.equal(second.depositId, first.depositId);
    assert.equal(second.apiResponse.method, 'GET');
  });

  it('the server enforces amount_rules, field regexes and known methods', async () => {
    const { token: t } = await issue(ctx.base, { country: 'MX' });
    const low = await httpCall(ctx.base, t, 'deposit-create', createPayload('airtm', 20, 'MXN'));
    assert.equal(low.status, 400);
    assert.equal(low.body.error.code, 'banking.amountOutOfRange');
    assert.equal((await httpCall(ctx.base, t, 'deposit-create', createPayload('airtm', 21, 'MXN'))).status, 200);
    const regex = await httpCall(ctx.base, t, 'deposit-create', createPayload('visa_mastercard', 500, 'MXN', { cardholder: '1234' }));
    assert.equal(regex.body.error.code, 'banking.paymentMethodRegex');
    const unknown = await httpCall(ctx.base, t, 'deposit-create', createPayload('free_money', 1, 'MXN'));
    assert.equal(unknown.status, 400);
    const limits = await httpCall(ctx.base, t, 'deposit-limits', { currency: 'MXN', paymentMethod: 'airtm' });
    assert.deepEqual(limits.body, { min: 21, max: 20155 });
  });

  it('REDIR-05, decision REDIR-09: eazype and pix answers carry a QR code, a pay link or both, as each fixture says', async () => {
    const create = async (country, method, amount, currency, fields = {}) => {
      const { token: t } = await issue(ctx.base, { country });
      return (await httpCall(ctx.base, t, 'deposit-create', createPayload(method, amount, currency, fields))).body.apiResponse;
    };
    const both = await create('IN', 'eazype_upi', 500, 'INR');
    assert.match(both.data.qrCode, /^upi:\/\/pay\?/);
    assert.match(both.data.payLink, /\/sandbox\/provider\//);
    const link = await create('IN', 'eazype_paylink', 500, 'INR');
    assert.equal(link.pageId, 'eazype');
    assert.deepEqual(Object.keys(link.data), ['payLink']);
    const pix = await create('BR', 'pix', 100, 'BRL', { pixKeyType: 'cpf', cpf: '123.456.789-09' });
    assert.deepEqual(Object.keys(pix.data), ['qrCode']);
  });

  it('REDIR-03, REDIR-04, REDIR-07, decisions REDIR-08/09: guides, slides and cash agents are in the method data, and every slide picture is served', async () => {
    const find = async (country, code, name) => allMethods(await v5(country, code)).find((m) => m.name === name);
    const visa = await find('RU', 'RUB', 'visa_mastercard');
    assert.equal(visa.video_guide_url.ru_RU, '/sandbox/video/visa_mastercard');
    assert.equal(visa.video_guide_url.redesign, '/sandbox/video/visa_mastercard');
    assert.equal(visa.instruction_slides.length, 4);
    for (const slide of [...visa.instruction_slides, ...(await find('BR', 'BRL', 'pix')).instruction_slides]) {
      const picture = await request(ctx.base, slide.image);
      assert.equal(picture.status, 200, slide.image);
      assert.ok(slide.text.en && slide.text.ru, 'every slide has English and Russian words');
    }
    assert.equal((await request(ctx.base, '/sandbox/slides/card/5.svg')).status, 404);
    assert.equal((await request(ctx.base, '/sandbox/video/visa_mastercard')).status, 200);
    const oxxo = await find('MX', 'MXN', 'oxxo');
    assert.deepEqual(oxxo.messengers.map((m) => m.kind), ['whatsapp', 'telegram']);
    const seven = await find('MX', 'MXN', 'seven_eleven_mx');
    assert.ok(seven.messengers.some((m) => m.url.startsWith('javascript:')), 'one link for the guard to refuse');
  });

  it('ENT-13 (issue #21, decision CARD-FIELD): a checkLuhn method refuses a card number failing Luhn; bank-get names the BIN', async () => {
    const { token: t } = await issue(ctx.base, { country: 'RU' });
    const card = (cardNumber) => createPayload('mir', 1000, 'RUB', { cardNumber, cardholder: 'IVAN PETROV' });
    const bad = await httpCall(ctx.base, t, 'deposit-create', card('2202 2012 3456 7890'));
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'banking.paymentMethodRegex');
    assert.equal((await httpCall(ctx.base, t, 'deposit-create', card('2202 2012 3456 7895'))).status, 200);
    const bank = await httpCall(ctx.base, t, 'bank-get', { payment_method: 'mir', bin: '22022012' });
    assert.equal(bank.body.name, 'Sberbank');
    assert.equal((await httpCall(ctx.base, t, 'bank-get', { payment_method: 'mir', bin: '999999' })).body, null);
  });

  it('FORM-03, FORM-04: the server checks the regex field too, and GET /sandbox/deposits shows the fields a deposit carried', async () => {
    const { token: t } = await issue(ctx.base, { country: 'TR' });
    const bad = await httpCall(ctx.base, t, 'deposit-create', createPayload('papara', 100, 'TRY', { customWallet: '12' }));
    assert.equal(bad.body.error.code, 'banking.paymentMethodRegex');
    assert.equal((await httpCall(ctx.base, t, 'deposit-create', createPayload('papara', 100, 'TRY', { customWallet: '1234567890' }))).status, 200);
    const [latest] = (await request(ctx.base, '/sandbox/deposits', { token: t })).body;
    assert.equal(latest.method, 'papara');
    assert.deepEqual(latest.fields, { customWallet: '1234567890' });
  });

  it('bonuses and sweepstake boxes are served as fixtures', async () => {
    const bonuses = (await request(ctx.base, '/sandbox/bonuses')).body;
    assert.deepEqual([...new Set(bonuses.map((b) => b.type))].sort(), ['deposit', 'freespin']);
    const sweep = await httpCall(ctx.base, token, 'deposit-create-sweepstake', { ...createPayload('sbp', 1, 'RUB'), boxId: 999 });
    assert.equal(sweep.status, 400);
    assert.equal(sweep.body.error.message, 'No sweepstake box selected for sweepstake deposit');
  });
});
