/**
 * The captcha port of the deposit engine (flows §4 step 5, §7, §8; CAPTCHA-01..17). A protected
 * method asks it for the captcha fields of its create call, after the helper window is ready:
 * - deposit-create-p2p of a recaptcha-v3 method: the invisible check and the enterprise score
 *   (`captchaResponse`, `captchaResponseV3`, `checkScore`);
 * - everything else: the slider's output, run in the helper window when one is open (it is in
 *   front of the player), else in the page; `captchaBypass` when its network retries ran out.
 * The providers' loaders are lazy chunks: an unprotected method loads nothing.
 */
import { captchaPlan, DEFAULT_CAPTCHA_SCRIPTS, readSliderOutput, sliderLanguage } from '../../domain/captcha.ts';
import type { CaptchaCall, SliderErrorKind, SliderOutput } from '../../domain/captcha.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import { allowScriptUrls } from '../../domain/trusted-types.ts';
import type { CaptchaBypass, GeetestFields, RecaptchaFields } from '../../transport/wire-types.ts';
import { thrownError } from '../../transport/thrown.ts';
import { $config } from '../config.ts';
import { $language } from '../language.ts';
import type { HelperWindow } from './helper-window.ts';
import { captchaError, captchaErrorKind } from './captcha/captcha-error.ts';
import { offerSliderAlternative, takeSliderAlternative } from './slider-alternative.ts';
import type { Scope } from '../scope.ts';

/** The captcha fields a create call carries (CAPTCHA-09/10). */
export type CaptchaResult = GeetestFields & CaptchaBypass & RecaptchaFields & { checkScore?: boolean };

/** What the port is asked for: the call, the player's country, and the helper window if open. */
export interface CaptchaRequest {
  call: CaptchaCall;
  country: string;
  helper?: HelperWindow | null;
}

/** Obtains the captcha fields for a protected method. */
export type CaptchaPort = (method: PaymentMethod, request: CaptchaRequest) => Promise<CaptchaResult>;

/** CAPTCHA-16: no slider output (its network retries ran out): the flag alone. */
const BYPASS: CaptchaResult = { captchaBypass: true };

/** The slider's answer from the helper window, as the port's result (CAPTCHA-16/17). */
const SLIDER_ERRORS: readonly string[] = ['closed', 'unknown', 'script', 'network'] satisfies SliderErrorKind[];

function fromHelper(answer: Awaited<ReturnType<HelperWindow['slider']>>): CaptchaResult {
  if (answer.error !== undefined) throw captchaError(SLIDER_ERRORS.includes(answer.error) ? (answer.error as SliderErrorKind) : 'unknown');
  if (answer.result === null) return BYPASS;
  const output = readSliderOutput(answer.result);
  if (!output) throw thrownError('geetestResultEmpty');
  return output;
}

async function sliderFields(scope: Scope, request: CaptchaRequest): Promise<CaptchaResult> {
  const meta = $config(scope).get().schema?.meta ?? {};
  // flows §5: a captcha id must exist.
  if (!meta.geetestCaptchaId) throw thrownError('captchaIdEmpty');
  // WCAG 2.5.7: the player who closed the slider chose to go on without it (slider-alternative.ts).
  if (takeSliderAlternative(scope)) return { ...BYPASS };
  try {
    return await runSlider(meta.geetestCaptchaId, meta.captchaScripts?.geetest, request);
  } catch (error: unknown) {
    if (captchaErrorKind(error) === 'closed') offerSliderAlternative(scope);
    throw error;
  }
}

async function runSlider(captchaId: string, geetestScripts: readonly string[] | undefined, request: CaptchaRequest): Promise<CaptchaResult> {
  const settings = {
    captchaId,
    language: sliderLanguage(request.country),
    scripts: geetestScripts?.length ? [...geetestScripts] : [...DEFAULT_CAPTCHA_SCRIPTS.geetest],
  };
  if (request.helper) return fromHelper(await request.helper.slider(settings));
  allowScriptUrls(settings.scripts); // the host's choice (schema.meta), decision TT-02
  const [{ runGeetestSlider }, { sliderResult, browserRetry }] = await Promise.all([import('./captcha/geetest-slider.ts'), import('./captcha/slider-result.ts')]);
  const output: SliderOutput | null = await sliderResult({ ...browserRetry, run: () => runGeetestSlider(settings) });
  return output ?? BYPASS;
}

async function recaptchaFields(scope: Scope): Promise<CaptchaResult> {
  const meta = $config(scope).get().schema?.meta ?? {};
  const scripts = meta.captchaScripts ?? {};
  // The host's choice (schema.meta) may load; nothing else does (decision TT-02).
  allowScriptUrls([scripts.recaptcha, scripts.recaptchaEnterprise].filter((url): url is string => !!url));
  const [{ runInvisibleCheck }, { runScoreCheck }] = await Promise.all([import('./captcha/recaptcha-invisible.ts'), import('./captcha/recaptcha-score.ts')]);
  const captchaResponse = await runInvisibleCheck({
    siteKey: meta.recaptchaSiteKey,
    scriptUrl: scripts.recaptcha ?? DEFAULT_CAPTCHA_SCRIPTS.recaptcha,
    language: $language(scope).get(),
  });
  const captchaResponseV3 = await runScoreCheck({
    siteKey: meta.recaptchaEnterpriseSiteKey,
    scriptUrl: scripts.recaptchaEnterprise ?? DEFAULT_CAPTCHA_SCRIPTS.recaptchaEnterprise,
  });
  if (!captchaResponse || !captchaResponseV3) throw thrownError('captchaDataEmpty');
  // Decision HTTP-24: checkScore is true when the score token goes along.
  return { captchaResponse, captchaResponseV3, checkScore: true };
}

/** The port the widget uses (src/stores/deposit/deposit-env.ts). */
export const providerCaptcha = (scope: Scope, method: PaymentMethod, request: CaptchaRequest): Promise<CaptchaResult> =>
  captchaPlan(method, request.call) === 'recaptcha' ? recaptchaFields(scope) : sliderFields(scope, request);

/** A port that never shows a captcha (tests of flows that are not about it). */
export const bypassCaptcha: CaptchaPort = () => Promise.resolve({ ...BYPASS });
