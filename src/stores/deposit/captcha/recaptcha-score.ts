/**
 * The enterprise score check (CAPTCHA-02, CAPTCHA-12) on reCAPTCHA Enterprise's documented API:
 * `enterprise.js?render=<site key>`, then `grecaptcha.enterprise.ready(cb)` and
 * `grecaptcha.enterprise.execute(siteKey, { action: 'p2pUserScore' })`, a promise of the token
 * (`captchaResponseV3`). No challenge is ever shown: the backend reads the score.
 */
import { SCORE_ACTION } from '../../../domain/captcha.ts';
import { captchaError } from './captcha-error.ts';
import { loadScript, withQuery } from './load-script.ts';

export interface ScoreSettings {
  siteKey: string | undefined;
  scriptUrl: string;
}

interface Enterprise {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

type ScoreWindow = Window & { grecaptcha?: { enterprise?: Enterprise } };

export async function runScoreCheck(settings: ScoreSettings, win: ScoreWindow = window): Promise<string> {
  if (typeof win !== 'object' || !win?.document) throw captchaError('browserOnly');
  if (!settings.siteKey) throw captchaError('sitekeyRequired');
  const siteKey = settings.siteKey;
  try {
    await loadScript(withQuery(settings.scriptUrl, { render: siteKey }), win.document);
  } catch (error: unknown) {
    throw captchaError('script', error);
  }
  const enterprise = win.grecaptcha?.enterprise;
  if (!enterprise || typeof enterprise.execute !== 'function') throw captchaError('noEnterprise');
  await new Promise<void>((resolve) => enterprise.ready(resolve));
  try {
    return await enterprise.execute(siteKey, { action: SCORE_ACTION });
  } catch (error: unknown) {
    throw captchaError('unknown', error);
  }
}
