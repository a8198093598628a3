/**
 * Captcha rules (flows §4 step 5, §7 "Captcha kinds", §8 "Captcha"; CAPTCHA-01..17). Pure: which
 * check a protected method runs, the slider's language, retry timing, and the error kinds with
 * their messages. The loaders live in src/stores/deposit/captcha/; the choices are decision
 * CAPTCHA-08 / CAPTCHA-17 in docs/decisions.md.
 */
import type { PaymentMethod } from './payment-entities.ts';

/** CAPTCHA-06: the captcha-protected methods. */
export const CAPTCHA_METHODS: readonly string[] = [
  'tpay_one_click', 'phone_p2p', 'card-p2p', 'sbp_transgran_rabbit_sber', 'sberpay_paylink', 'alfa_one_click', 'vtb_one_click',
];

/** CAPTCHA-07: card-p2p and the sberpay variants (every method whose name starts with `sberpay`). */
export const isRecaptchaV3Method = (name: string): boolean => name === 'card-p2p' || name.startsWith('sberpay');

/** CAPTCHA-06: the method needs a captcha before it is created. */
export const isCaptchaMethod = (m: PaymentMethod): boolean => CAPTCHA_METHODS.includes(m.name);

/** The create call a captcha is for: their captcha fields differ (CAPTCHA-09/10). */
export type CaptchaCall = 'deposit-create' | 'deposit-create-p2p';

/**
 * Decision CAPTCHA-08: the recaptcha pair (invisible check + enterprise score) for a recaptcha-v3
 * method created through deposit-create-p2p, the only call that carries the pair (CAPTCHA-10);
 * every other protected creation runs the slider (CAPTCHA-09: deposit-create takes slider output).
 */
export type CaptchaPlan = 'slider' | 'recaptcha';
export const captchaPlan = (method: PaymentMethod, call: CaptchaCall): CaptchaPlan =>
  call === 'deposit-create-p2p' && isRecaptchaV3Method(method.name) ? 'recaptcha' : 'slider';

/** CAPTCHA-02: the enterprise score check's action. */
export const SCORE_ACTION = 'p2pUserScore';
/** CAPTCHA-04: the slider's timeout (GeeTest's own `timeout` option and our wait for it to be ready). */
export const SLIDER_TIMEOUT_MS = 30_000;
/** CAPTCHA-15: network failures are retried up to 3 times, 500 ms × the attempt apart. */
export const SLIDER_NETWORK_RETRIES = 3;
export const SLIDER_BACKOFF_MS = 500;
export const sliderBackoff = (attempt: number): number => SLIDER_BACKOFF_MS * attempt;
/** CAPTCHA-03: GeeTest v4 is "bind": our Deposit button starts it, no GeeTest button of its own. */
export const SLIDER_PRODUCT = 'bind';

/** Decision CAPTCHA-08: the providers' own script URLs (a host replaces them in schema.meta.captchaScripts). */
export const DEFAULT_CAPTCHA_SCRIPTS = Object.freeze({
  geetest: Object.freeze(['https://static.geetest.com/v4/gt4.js', 'https://static.geevisit.com/v4/gt4.js']),
  recaptcha: 'https://www.google.com/recaptcha/api.js',
  recaptchaEnterprise: 'https://www.google.com/recaptcha/enterprise.js',
});

/**
 * CAPTCHA-05 / decision CAPTCHA-08: the slider's language by the player's country. GeeTest v4 speaks
 * zho, eng, zho-tw, zho-hk, udm, jpn, ind, kor, rus, ara, spa, pon, por, fra, deu; a country that
 * speaks none of them mainly gets English.
 */
const SLIDER_LANGUAGE_BY_COUNTRY: Readonly<Record<string, string>> = Object.freeze({
  // Russian where it is the common second language of our CIS markets.
  RU: 'rus', BY: 'rus', KZ: 'rus', KG: 'rus', TJ: 'rus', UZ: 'rus', AM: 'rus', AZ: 'rus', MD: 'rus', TM: 'rus',
  CN: 'zho', TW: 'zho-tw', HK: 'zho-hk', MO: 'zho-hk', JP: 'jpn', KR: 'kor', ID: 'ind',
  SA: 'ara', AE: 'ara', EG: 'ara', QA: 'ara', KW: 'ara', BH: 'ara', OM: 'ara', JO: 'ara', LB: 'ara', IQ: 'ara', MA: 'ara', DZ: 'ara', TN: 'ara', LY: 'ara',
  ES: 'spa', MX: 'spa', AR: 'spa', CO: 'spa', CL: 'spa', PE: 'spa', VE: 'spa', EC: 'spa', GT: 'spa', BO: 'spa', DO: 'spa', HN: 'spa', PY: 'spa', SV: 'spa', NI: 'spa', CR: 'spa', PA: 'spa', UY: 'spa',
  BR: 'por', PT: 'por', AO: 'por', MZ: 'por',
  FR: 'fra', BE: 'fra', SN: 'fra', CI: 'fra', CM: 'fra',
  DE: 'deu', AT: 'deu', CH: 'deu', LI: 'deu',
});
export const sliderLanguage = (country: string): string => SLIDER_LANGUAGE_BY_COUNTRY[country.trim().toUpperCase()] ?? 'eng';

/** CAPTCHA-12: the invisible widget's errors. */
export type InvisibleErrorKind = 'closed' | 'expired' | 'unknown' | 'script' | 'noEnterprise' | 'sitekeyRequired' | 'browserOnly';
/** CAPTCHA-14: the slider's errors. */
export type SliderErrorKind = 'closed' | 'unknown' | 'script' | 'network';
export type CaptchaErrorKind = InvisibleErrorKind | SliderErrorKind;

/**
 * Decision CAPTCHA-17: one translated message per error. CAPTCHA-13: the invisible widget's
 * unknown error shows the generic error title.
 */
export const CAPTCHA_ERROR_KEYS: Readonly<Record<CaptchaErrorKind, string>> = Object.freeze({
  closed: 'captcha.error.closed',
  expired: 'captcha.error.expired',
  unknown: 'error.page.title',
  script: 'captcha.error.script',
  noEnterprise: 'captcha.error.unavailable',
  sitekeyRequired: 'captcha.error.unavailable',
  browserOnly: 'captcha.error.unavailable',
  network: 'captcha.error.network',
});

/**
 * GeeTest v4's web error codes that mean the network failed (its /load and /verify requests, its
 * skin, language pack, images and script timeouts; docs.geetest.com "errorcode/web").
 */
const SLIDER_NETWORK_CODES: ReadonlySet<string> = new Set(['60100', '60101', '60200', '60201', '60202', '60204', '60205']);
export const isSliderNetworkCode = (code: unknown): boolean => SLIDER_NETWORK_CODES.has(String(code));

/** The slider's output, under GeeTest's own keys (decision HTTP-24). */
export interface SliderOutput {
  captcha_output: string;
  gen_time: string;
  lot_number: string;
  pass_token: string;
}

/** The four fields of a GeeTest result, or null when one is missing ('Geetest result is empty'). */
export function readSliderOutput(v: unknown): SliderOutput | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  const out: Partial<SliderOutput> = {};
  for (const key of ['captcha_output', 'gen_time', 'lot_number', 'pass_token'] as const) {
    const value = r[key];
    if (typeof value === 'number') out[key] = String(value);
    else if (typeof value === 'string' && value !== '') out[key] = value;
    else return null;
  }
  return out as SliderOutput;
}
