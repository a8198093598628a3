// Issue #14: the captcha test doubles and the create calls' captcha check (docs/sandbox.md
// "Captcha test doubles"): the scripts are served as JavaScript (503 for mode=noload), the token
// endpoints sign single-use 10-minute tokens, and deposit-create / deposit-create-p2p of the
// protected methods (CAPTCHA_METHODS) accept bypass, slider output or (p2p) the reCAPTCHA pair,
// refuse nothing with captcha_required and bad, used or expired tokens with banking.captchaInvalid.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect, createPayload, httpCall, issue, request, socketCall, start } from './helpers.mjs';

const REQUIRED = 'captcha_required';
const INVALID = 'banking.captchaInvalid';
const p2pPayload = (paymentMethod, amount = 1000) => ({ amount, currency: 'RUB', paymentMethod, fields: {}, isActivatedBonus: false });

describe('captcha test doubles and the create calls\' captcha check', () => {
  let ctx;
  // The sandbox clock, moved by the expiry test.
  let clock = Date.now();
  before(async () => {
    ctx = await start({ now: () => clock });
  });
  after(() => ctx.stop());

  const post = (path, json) => request(ctx.base, path, { method: 'POST', json });
  const slider = async (captchaId = 'sandbox-geetest') => {
    const r = await post('/sandbox/captcha/geetest/verify', { captcha_id: captchaId });
    assert.equal(r.status, 200, r.text);
    return r.body;
  };
  const token = async (kind, sitekey, action) => {
    const r = await post('/sandbox/captcha/recaptcha/token', { kind, sitekey, ...(action ? { action } : {}) });
    assert.equal(r.status, 200, r.text);
    return r.body.token;
  };
  const recaptchaPair = async (action = 'p2pUserScore') => ({
    captchaResponse: await token('invisible', 'sandbox-recaptcha-invisible'),
    captchaResponseV3: await token('score', 'sandbox-recaptcha-score', action),
  });
  const player = async () => (await issue(ctx.base, { country: 'RU' })).token;
  const deposits = async (t) => (await request(ctx.base, '/sandbox/deposits', { token: t })).body;
  const create = (t, payload, call = 'deposit-create') => httpCall(ctx.base, t, call, payload);
  const refused = (answer, code) => {
    assert.equal(answer.status, 400, JSON.stringify(answer.body));
    assert.equal(answer.body.error.code, code);
  };

  describe('the doubles', () => {
    for (const path of ['/sandbox/captcha/geetest/gt4.js', '/sandbox/captcha/recaptcha/api.js', '/sandbox/captcha/recaptcha/enterprise.js']) {
      it(`CAPTCHA doubles: ${path} is JavaScript, and mode=noload answers 503`, async () => {
        const ok = await request(ctx.base, `${path}?mode=pass&render=explicit&onload=cb&hl=ru`);
        assert.equal(ok.status, 200);
        assert.match(ok.headers.get('content-type'), /^text\/javascript/);
        assert.match(ok.text, /document\.currentScript/);
        assert.doesNotMatch(ok.text, /\beval\(|new Function/);
        assert.equal((await request(ctx.base, `${path}?mode=noload`)).status, 503);
        assert.equal((await request(ctx.base, `${path}?mode=bogus`)).status, 400);
      });
    }

    it('CAPTCHA doubles: gt4.js defines initGeetest4, api.js grecaptcha.render, enterprise.js grecaptcha.enterprise', async () => {
      assert.match((await request(ctx.base, '/sandbox/captcha/geetest/gt4.js')).text, /window\.initGeetest4 =/);
      assert.match((await request(ctx.base, '/sandbox/captcha/recaptcha/api.js')).text, /g\.render =/);
      assert.match((await request(ctx.base, '/sandbox/captcha/recaptcha/enterprise.js?mode=noenterprise')).text, /g\.enterprise =/);
    });

    it('CAPTCHA doubles: the reCAPTCHA challenge frame is a CSP-safe page with its heading and Verify', async () => {
      const page = await request(ctx.base, '/sandbox/captcha/recaptcha/bframe?k=sandbox-recaptcha-invisible&origin=http%3A%2F%2Flocalhost');
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-security-policy'), /script-src 'self'/);
      assert.match(page.text, /<h1>Sandbox challenge<\/h1>/);
      assert.match(page.text, /<button type="button" id="verify"/);
      assert.doesNotMatch(page.text, /<script>|style=/);
      assert.match((await request(ctx.base, '/sandbox/captcha/recaptcha/bframe.js')).headers.get('content-type'), /^text\/javascript/);
      assert.match((await request(ctx.base, '/sandbox/captcha/doubles.css')).headers.get('content-type'), /^text\/css/);
    });

    it('CAPTCHA tokens: GeeTest verify answers its four string fields; the token endpoint a signed token', async () => {
      const out = await slider();
      assert.deepEqual(Object.keys(out).sort(), ['captcha_output', 'gen_time', 'lot_number', 'pass_token']);
      for (const v of Object.values(out)) assert.equal(typeof v, 'string');
      assert.match(await token('invisible', 'k'), /^[\w-]+\.[\w-]+$/);
      assert.equal((await post('/sandbox/captcha/recaptcha/token', { kind: 'geetest', sitekey: 'k' })).status, 400);
      assert.equal((await post('/sandbox/captcha/geetest/verify', {})).status, 400);
    });
  });

  describe('deposit-create of a protected method (tpay_one_click)', () => {
    const tpay = () => createPayload('tpay_one_click', 1000, 'RUB');

    it('CREATE-11: no captcha at all → 400 captcha_required, no deposit', async () => {
      const t = await player();
      refused(await create(t, tpay()), REQUIRED);
      refused(await create(t, { ...tpay(), captchaBypass: false }), REQUIRED);
      assert.deepEqual(await deposits(t), []);
    });

    it('CREATE-11: captchaBypass: true is accepted and recorded as captcha "bypass"', async () => {
      const t = await player();
      assert.equal((await create(t, { ...tpay(), captchaBypass: true })).status, 200);
      assert.equal((await deposits(t))[0].captcha, 'bypass');
    });

    it('CREATE-11: valid slider output is accepted ("slider"), and the same output again is refused (single use)', async () => {
      const t = await player();
      const out = await slider();
      assert.equal((await create(t, { ...tpay(), ...out })).status, 200);
      assert.equal((await deposits(t))[0].captcha, 'slider');
      refused(await create(t, { ...tpay(), ...out }), INVALID);
      assert.equal((await deposits(t)).length, 1);
    });

    it('CREATE-11: partial, tampered or forged slider output → 400 banking.captchaInvalid', async () => {
      const t = await player();
      const out = await slider();
      refused(await create(t, { ...tpay(), lot_number: out.lot_number }), INVALID);
      refused(await create(t, { ...tpay(), ...out, gen_time: String(Number(out.gen_time) + 1) }), INVALID);
      refused(await create(t, { ...tpay(), ...out, captcha_output: 'forged' }), INVALID);
      refused(await create(t, { ...tpay(), captcha_output: 'a', gen_time: '1', lot_number: 'b', pass_token: 'c.d' }), INVALID);
      // None of these spent it: the genuine output still passes once.
      assert.equal((await create(t, { ...tpay(), ...out })).status, 200);
    });

    it('CREATE-11: the reCAPTCHA pair does not count on deposit-create → captcha_required', async () => {
      refused(await create(await player(), { ...tpay(), ...(await recaptchaPair()) }), REQUIRED);
    });

    it('CREATE-11: slider output expires after 10 minutes', async () => {
      const t = await player();
      const out = await slider();
      clock += 10 * 60 * 1000;
      try {
        refused(await create(t, { ...tpay(), ...out }), INVALID);
      } finally {
        clock = Date.now();
      }
    });

    it('flows §8: the captchaRequiredOnce switch comes first, even before a bypass', async () => {
      const t = await player();
      await request(ctx.base, '/sandbox/scenario', { method: 'PUT', token: t, json: { captchaRequiredOnce: true } });
      refused(await create(t, { ...tpay(), captchaBypass: true }), REQUIRED);
      assert.equal((await create(t, { ...tpay(), captchaBypass: true })).status, 200);
    });

    it('CREATE-IDEM: a captcha refusal is not the key\'s final answer: the same key passes with a fresh captcha', async () => {
      const t = await player();
      const keyed = { ...tpay(), idempotencyKey: 'captcha-key-0001' };
      refused(await create(t, keyed), REQUIRED);
      const ok = await create(t, { ...keyed, ...(await slider()) });
      assert.equal(ok.status, 200);
      assert.equal((await create(t, keyed)).body.depositId, ok.body.depositId); // now final: replayed
    });

    it('CREATE-11: sberpay_paylink\'s fields-required continuation of a draft that passed needs no second captcha', async () => {
      const t = await player();
      const first = await create(t, { ...createPayload('sberpay_paylink', 1000, 'RUB'), ...(await slider()) });
      assert.equal(first.body.apiResponse.isFieldsRequired, true);
      const next = await create(t, { ...createPayload('sberpay_paylink', 1000, 'RUB', { phone: '+79001234567' }), depositId: first.body.depositId });
      assert.equal(next.status, 200, JSON.stringify(next.body));
      assert.equal((await deposits(t))[0].captcha, 'slider');
    });

    it('CREATE-11: every protected create method is checked: alfa_one_click, vtb_one_click, sbp_transgran_rabbit_sber, the sweepstake call', async () => {
      const t = await player();
      for (const method of ['alfa_one_click', 'vtb_one_click']) refused(await create(t, createPayload(method, 1000, 'RUB')), REQUIRED);
      refused(await create(t, createPayload('sbp_transgran_rabbit_sber', 5000, 'RUB')), REQUIRED);
      refused(await create(t, { ...createPayload('tpay_one_click', 1000, 'RUB'), boxId: 101 }, 'deposit-create-sweepstake'), REQUIRED);
      assert.equal((await create(t, { ...createPayload('vtb_one_click', 1000, 'RUB'), captchaBypass: true })).body.apiResponse.method, 'POST');
    });

    it('CREATE-11: an unprotected method ignores captcha fields, even bad ones, and records none', async () => {
      const t = await player();
      assert.equal((await create(t, createPayload('sbp', 500, 'RUB'))).status, 200);
      assert.equal((await create(t, { ...createPayload('sbp', 500, 'RUB'), lot_number: 'x', pass_token: 'y' })).status, 200);
      assert.ok((await deposits(t)).every((d) => !('captcha' in d)));
    });
  });

  describe('deposit-create-p2p of a protected method (card-p2p, phone_p2p)', () => {
    it('CAPTCHA-p2p: the invisible + score pair (action p2pUserScore) is accepted as "recaptcha", once', async () => {
      const t = await player();
      const pair = await recaptchaPair();
      const ok = await create(t, { ...p2pPayload('card-p2p'), ...pair }, 'deposit-create-p2p');
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.equal((await deposits(t))[0].captcha, 'recaptcha');
      await httpCall(ctx.base, t, 'deposit-cancel', { depositId: ok.body.depositId, paymentMethod: 'card-p2p' });
      refused(await create(t, { ...p2pPayload('card-p2p'), ...pair }, 'deposit-create-p2p'), INVALID);
    });

    it('CAPTCHA-p2p: a half pair, another action, or swapped kinds → 400 banking.captchaInvalid', async () => {
      const t = await player();
      const pair = await recaptchaPair();
      refused(await create(t, { ...p2pPayload('card-p2p'), captchaResponse: pair.captchaResponse }, 'deposit-create-p2p'), INVALID);
      refused(await create(t, { ...p2pPayload('card-p2p'), ...(await recaptchaPair('login')) }, 'deposit-create-p2p'), INVALID);
      refused(await create(t, { ...p2pPayload('card-p2p'), captchaResponse: pair.captchaResponseV3, captchaResponseV3: pair.captchaResponse }, 'deposit-create-p2p'), INVALID);
      assert.deepEqual(await deposits(t), []);
    });

    it('CAPTCHA-p2p: phone_p2p takes the slider output or the bypass too; nothing → captcha_required', async () => {
      const t = await player();
      refused(await create(t, p2pPayload('phone_p2p'), 'deposit-create-p2p'), REQUIRED);
      const ok = await create(t, { ...p2pPayload('phone_p2p'), ...(await slider()) }, 'deposit-create-p2p');
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
      assert.ok(ok.body.card?.encrypted, 'an encrypted payee card');
      await httpCall(ctx.base, t, 'deposit-cancel', { depositId: ok.body.depositId, paymentMethod: 'phone_p2p' });
      assert.equal((await create(t, { ...p2pPayload('phone_p2p'), captchaBypass: true }, 'deposit-create-p2p')).status, 200);
      assert.deepEqual((await deposits(t)).map((d) => d.captcha), ['bypass', 'slider']);
    });

    it('CAPTCHA-p2p: over the socket too: nothing → captcha_required, the pair → accepted', async () => {
      const t = await player();
      const socket = await connect(ctx.base);
      try {
        const first = await socketCall(socket, t, 'deposit-create-p2p', p2pPayload('card-p2p'));
        assert.equal(first.status, 400);
        assert.equal(first.error.code, REQUIRED);
        const second = await socketCall(socket, t, 'deposit-create-p2p', { ...p2pPayload('card-p2p'), ...(await recaptchaPair()) });
        assert.equal(second.status, 200, JSON.stringify(second));
      } finally {
        socket.close();
      }
      assert.equal((await deposits(t))[0].captcha, 'recaptcha');
    });

    it('CAPTCHA-p2p: an unprotected p2p method (kaspi_p2p) needs no captcha', async () => {
      const { token: t } = await issue(ctx.base, { country: 'KZ' });
      assert.equal((await create(t, { ...p2pPayload('kaspi_p2p', 5000), currency: 'KZT' }, 'deposit-create-p2p')).status, 200);
    });
  });
});
