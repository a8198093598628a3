/**
 * The captcha check of the create calls for the protected methods (flows §7, issue #14; the
 * validation matrix of docs/sandbox.md "Captcha test doubles"). It runs after the
 * `captchaRequiredOnce` switch and before anything is recorded. Tokens come from the doubles'
 * token endpoints (sandbox/captcha-doubles.ts) and are checked by state/captcha-tokens.ts.
 */
import { CAPTCHA_METHODS } from '../../../src/domain/captcha.ts';
import type { CaptchaBypass, GeetestFields, RecaptchaFields } from '../../../src/transport/wire-types.ts';
import { ServiceError } from '../service-error.ts';
import type { CaptchaClaims, CaptchaTokens } from '../state/captcha-tokens.ts';

/** What a create call carried for the captcha. */
export type CaptchaFields = GeetestFields & CaptchaBypass & RecaptchaFields;

/** How a protected deposit passed its captcha (GET /sandbox/deposits shows it as `captcha`). */
export type CaptchaPassed = 'bypass' | 'slider' | 'recaptcha';

/** The score check's action on deposit-create-p2p (flows §7). */
export const P2P_SCORE_ACTION = 'p2pUserScore';

const GEETEST_KEYS = ['captcha_output', 'gen_time', 'lot_number', 'pass_token'] as const;

export const captchaRequired = (): ServiceError => new ServiceError(400, 'captcha_required', 'Captcha required');
const captchaInvalid = (): ServiceError => new ServiceError(400, 'banking.captchaInvalid', 'Captcha check failed');

/** Codes that ask for a fresh captcha: not a key's final answer (the same press sends again). */
export const CAPTCHA_RETRY_CODES: readonly string[] = ['captcha_required', 'banking.captchaInvalid'];

/** The slider output the GeeTest double's /verify hands out: pass_token signed, captcha_output binding all four. */
export function geetestOutput(tokens: CaptchaTokens, captchaId: string): Required<GeetestFields> {
  const { token, claims } = tokens.issue('geetest', captchaId);
  const lot_number = claims.nonce;
  const gen_time = String(Math.floor(claims.issuedAt / 1000));
  return { lot_number, pass_token: token, gen_time, captcha_output: tokens.sign(`${lot_number}|${token}|${gen_time}`) };
}

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

function checkSlider(p: CaptchaFields, tokens: CaptchaTokens): CaptchaClaims | undefined {
  const { captcha_output, gen_time, lot_number, pass_token } = p;
  if (!captcha_output || !gen_time || !lot_number || !pass_token) return undefined;
  const read = tokens.read(pass_token);
  if (!read.ok || read.claims.kind !== 'geetest') return undefined;
  const { claims } = read;
  const bound = claims.nonce === lot_number && String(Math.floor(claims.issuedAt / 1000)) === gen_time;
  return bound && tokens.signs(`${lot_number}|${pass_token}|${gen_time}`, captcha_output) ? claims : undefined;
}

function checkRecaptcha(p: CaptchaFields, tokens: CaptchaTokens): CaptchaClaims[] | undefined {
  if (!p.captchaResponse || !p.captchaResponseV3) return undefined;
  const invisible = tokens.read(p.captchaResponse);
  const score = tokens.read(p.captchaResponseV3);
  if (!invisible.ok || invisible.claims.kind !== 'invisible') return undefined;
  if (!score.ok || score.claims.kind !== 'score' || score.claims.action !== P2P_SCORE_ACTION) return undefined;
  return [invisible.claims, score.claims];
}

/**
 * The matrix: unprotected methods pass untouched (undefined); `captchaBypass: true` passes as
 * 'bypass'; good slider output as 'slider'; on deposit-create-p2p a good invisible + score pair as
 * 'recaptcha'. Nothing → `captcha_required`; something present but bad, used or expired →
 * `banking.captchaInvalid`. Good tokens are spent here.
 */
export function checkCaptcha(method: string, p: CaptchaFields, p2p: boolean, tokens: CaptchaTokens): CaptchaPassed | undefined {
  if (!CAPTCHA_METHODS.includes(method)) return undefined;
  if (p.captchaBypass === true) return 'bypass';
  const sliderSent = GEETEST_KEYS.some((k) => present(p[k]));
  const recaptchaSent = p2p && (present(p.captchaResponse) || present(p.captchaResponseV3));
  if (!sliderSent && !recaptchaSent) throw captchaRequired();
  if (sliderSent) {
    const claims = checkSlider(p, tokens);
    if (!claims) throw captchaInvalid();
    tokens.consume(claims);
    return 'slider';
  }
  const pair = checkRecaptcha(p, tokens);
  if (!pair) throw captchaInvalid();
  tokens.consume(...pair);
  return 'recaptcha';
}
