// Issue #25 (decision XSS-02): the sandbox's `hostileContent` switch puts the XSS corpus into every
// text, HTML and URL sink of its answers — texts keep their words and get the whole batch, per-item
// lists (steps, slides, messengers) one item per payload, URLs one payload each in turn — on both
// transports, inside the p2p card's encryption too, and leaves ids and codes alone. Unknown keys → 400.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect, createPayload, decryptCard as decrypt, httpCall, issue, request, socketCall, start } from './helpers.mjs';

const PAYLOADS = ['<img src=x onerror=__xssHit(1)>', '<svg onload=__xssHit(2)>'];
const URLS = ['javascript:__xssHit(3)', '\u2028javascript:__xssHit(4)', 'https://ok.example/x'];
const JOINED = PAYLOADS.join(' ');

describe('hostileContent switch', () => {
  let ctx;
  before(async () => {
    ctx = await start();
  });
  after(() => ctx.stop());

  const player = async (country, currency, extra = {}) => {
    const { token } = await issue(ctx.base, { country, currency });
    const put = await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { ...extra, hostileContent: { payloads: PAYLOADS, urls: URLS } } });
    assert.equal(put.status, 200, put.text);
    return token;
  };

  it('XSS-02: method texts keep their words and get every payload; icons and guide URLs take the URL payloads; names and view types stay', async () => {
    const token = await player('RU', 'RUB');
    const { body } = await httpCall(ctx.base, token, 'methods-payment-v5', { country: 'RU', currency: { code: 'RUB', type: 'fiat' } });
    const methods = [...(body.methods ?? []), ...(body.groups ?? []).flatMap((g) => g.paymentMethods)];
    const visa = methods.find((m) => m.name === 'visa_mastercard');
    assert.ok(visa, 'the Visa / Mastercard method is listed under its own name');
    assert.match(visa.text.en, new RegExp(`^Visa / Mastercard.* ${JOINED.replace(/[()]/g, '\\$&')}$`));
    assert.equal(typeof visa.cardViewType, 'number');
    assert.ok(visa.iconIds.every((id) => URLS.includes(id)));
    assert.ok(Object.values(visa.video_guide_url).every((url) => URLS.includes(url)));
    assert.equal(visa.instruction_slides.length, PAYLOADS.length, 'one slide per payload');
    assert.match(visa.instruction_slides[1].text.en, /<svg onload=__xssHit\(2\)>$/);
    assert.ok(visa.instruction_slides.every((s) => URLS.includes(s.image)));
  });

  it('XSS-02: a redirect source is the next URL payload, over HTTP and the socket', async () => {
    const token = await player('RU', 'RUB');
    const create = createPayload('sbp', 1234, 'RUB');
    const overHttp = (await httpCall(ctx.base, token, 'deposit-create', create)).body;
    assert.ok(URLS.includes(overHttp.apiResponse.source), overHttp.apiResponse.source);
    const socket = await connect(ctx.base, { Authorization: token });
    try {
      const overSocket = await socketCall(socket, token, 'deposit-create', { ...create, amount: 1235 });
      assert.ok(URLS.includes(overSocket.data.apiResponse.source));
      assert.notEqual(overSocket.data.apiResponse.source, overHttp.apiResponse.source, 'the URLs are walked in turn');
    } finally {
      socket.close();
    }
  });

  it('XSS-02: the unified flow gets one step per payload and hostile requisites; the p2p card is hostile inside its encryption', async () => {
    const token = await player('RU', 'RUB', { unifiedApp: true });
    const unified = (await httpCall(ctx.base, token, 'deposit-create', createPayload('sbp_transgran_tbank', 1500, 'RUB'))).body;
    const flow = unified.apiResponse?.data?.unifiedFlow;
    assert.ok(flow, JSON.stringify(unified).slice(0, 300));
    assert.deepEqual(flow.instruction.steps.map((s) => s.stepNumber), [1, 2]);
    assert.ok(flow.requisites.every((r) => r.value.endsWith(JOINED) && r.title.endsWith(JOINED)));
    assert.equal(flow.requisites[0].name, 'phone', 'requisite names are ids: untouched');
    assert.ok(URLS.includes(flow.appLink));

    const uz = await player('UZ', 'UZS');
    const p2p = (await httpCall(ctx.base, uz, 'deposit-create-p2p', { amount: 30000, currency: 'UZS', paymentMethod: 'uzcard', fields: {}, isActivatedBonus: false })).body;
    const card = decrypt(p2p.card);
    assert.ok(card.fullName.endsWith(JOINED) && card.bank_name.endsWith(JOINED));
    assert.match(card.number, /^\d{16}$/);
  });

  it('XSS-02: the switch is validated — no payloads, a non-string or an unknown key → 400', async () => {
    const { token } = await issue(ctx.base, {});
    for (const hostileContent of [{}, { payloads: [] }, { payloads: [1] }, { payloads: ['x'], extra: true }]) {
      assert.equal((await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token, json: { hostileContent } })).status, 400, JSON.stringify(hostileContent));
    }
  });
});
