import { expect } from '@open-wc/testing';
import {
  CAPTCHA_ERROR_KEYS,
  CAPTCHA_METHODS,
  captchaPlan,
  DEFAULT_CAPTCHA_SCRIPTS,
  isCaptchaMethod,
  isRecaptchaV3Method,
  isSliderNetworkCode,
  readSliderOutput,
  SCORE_ACTION,
  SLIDER_NETWORK_RETRIES,
  SLIDER_PRODUCT,
  SLIDER_TIMEOUT_MS,
  sliderBackoff,
  sliderLanguage,
} from '../../../src/domain/captcha.ts';
import type { PaymentMethod } from '../../../src/domain/payment-entities.ts';
import english from '../../../locales/en.json';

const method = (name: string) => ({ name }) as PaymentMethod;

describe('captcha rules (domain)', () => {
  it('CAPTCHA-06: exactly the seven protected methods need a captcha', () => {
    expect(CAPTCHA_METHODS).to.deep.equal([
      'tpay_one_click', 'phone_p2p', 'card-p2p', 'sbp_transgran_rabbit_sber', 'sberpay_paylink', 'alfa_one_click', 'vtb_one_click',
    ]);
    for (const name of CAPTCHA_METHODS) expect(isCaptchaMethod(method(name)), name).to.equal(true);
    for (const name of ['visa_mastercard', 'sbp', 'uzcard', 'TPAY_ONE_CLICK']) expect(isCaptchaMethod(method(name)), name).to.equal(false);
  });

  it('CAPTCHA-07: card-p2p and the sberpay variants are the recaptcha-v3 methods', () => {
    for (const name of ['card-p2p', 'sberpay_paylink', 'sberpay_p2p', 'sberpay']) expect(isRecaptchaV3Method(name), name).to.equal(true);
    for (const name of ['phone_p2p', 'tpay_one_click', 'card_p2p']) expect(isRecaptchaV3Method(name), name).to.equal(false);
  });

  it('CAPTCHA-08/CAPTCHA-10: the recaptcha pair only on deposit-create-p2p of a recaptcha-v3 method; the slider everywhere else', () => {
    expect(captchaPlan(method('card-p2p'), 'deposit-create-p2p')).to.equal('recaptcha');
    expect(captchaPlan(method('sberpay_p2p'), 'deposit-create-p2p')).to.equal('recaptcha');
    expect(captchaPlan(method('phone_p2p'), 'deposit-create-p2p')).to.equal('slider');
    // CAPTCHA-09: deposit-create carries the slider output (or the bypass flag) only.
    expect(captchaPlan(method('sberpay_paylink'), 'deposit-create')).to.equal('slider');
    expect(captchaPlan(method('tpay_one_click'), 'deposit-create')).to.equal('slider');
  });

  it('CAPTCHA-02: the score check runs the action p2pUserScore', () => {
    expect(SCORE_ACTION).to.equal('p2pUserScore');
  });

  it('CAPTCHA-03/CAPTCHA-04: the slider is "bind", has script fallbacks and a 30 s timeout', () => {
    expect(SLIDER_PRODUCT).to.equal('bind');
    expect(SLIDER_TIMEOUT_MS).to.equal(30_000);
    expect(DEFAULT_CAPTCHA_SCRIPTS.geetest).to.deep.equal(['https://static.geetest.com/v4/gt4.js', 'https://static.geevisit.com/v4/gt4.js']);
    expect(DEFAULT_CAPTCHA_SCRIPTS.recaptcha).to.equal('https://www.google.com/recaptcha/api.js');
    expect(DEFAULT_CAPTCHA_SCRIPTS.recaptchaEnterprise).to.equal('https://www.google.com/recaptcha/enterprise.js');
  });

  it('CAPTCHA-05: the slider language is chosen by country, English when GeeTest does not speak it', () => {
    expect(sliderLanguage('RU')).to.equal('rus');
    expect(sliderLanguage('kz')).to.equal('rus');
    expect(sliderLanguage('BR')).to.equal('por');
    expect(sliderLanguage('MX')).to.equal('spa');
    expect(sliderLanguage('SA')).to.equal('ara');
    expect(sliderLanguage('DE')).to.equal('deu');
    expect(sliderLanguage('TW')).to.equal('zho-tw');
    expect(sliderLanguage('IN')).to.equal('eng');
    expect(sliderLanguage('')).to.equal('eng');
  });

  it('CAPTCHA-15: network failures are retried up to 3 times, 500 ms × the attempt apart', () => {
    expect(SLIDER_NETWORK_RETRIES).to.equal(3);
    expect([1, 2, 3].map(sliderBackoff)).to.deep.equal([500, 1000, 1500]);
  });

  it("CAPTCHA-14: GeeTest's network codes are the network failure; others are not", () => {
    for (const code of [60100, '60101', 60200, 60201, 60202, 60204, 60205]) expect(isSliderNetworkCode(code), String(code)).to.equal(true);
    for (const code of [60001, 60002, 60500, undefined, 'x']) expect(isSliderNetworkCode(code), String(code)).to.equal(false);
  });

  it('CAPTCHA-12/CAPTCHA-13/CAPTCHA-17: every error kind has its message; the unknown one is the generic error title', () => {
    const en = english as Record<string, string>;
    expect(Object.keys(CAPTCHA_ERROR_KEYS).sort()).to.deep.equal(
      ['browserOnly', 'closed', 'expired', 'network', 'noEnterprise', 'script', 'sitekeyRequired', 'unknown'],
    );
    expect(CAPTCHA_ERROR_KEYS.unknown).to.equal('error.page.title');
    for (const [kind, key] of Object.entries(CAPTCHA_ERROR_KEYS)) expect(en[key], `${kind} → ${key}`).to.be.a('string').and.not.equal('');
  });

  it('CAPTCHA-09: the slider output is its four fields; a missing one makes it empty', () => {
    const full = { captcha_output: 'o', gen_time: 1700000000, lot_number: 'l', pass_token: 'p', captcha_id: 'x' };
    expect(readSliderOutput(full)).to.deep.equal({ captcha_output: 'o', gen_time: '1700000000', lot_number: 'l', pass_token: 'p' });
    expect(readSliderOutput({ ...full, pass_token: '' })).to.equal(null);
    expect(readSliderOutput(false)).to.equal(null);
    expect(readSliderOutput(null)).to.equal(null);
  });
});
