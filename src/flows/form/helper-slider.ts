/**
 * The helper window's side of the slider exchange (decision CAPTCHA-17): on `initGeetest` from the
 * opener it runs the slider here, where the player is looking, and posts `geetestResult` back
 * (the output, `null` after the network retries, or the error's kind). The slider script must come
 * from GeeTest's own origins or this page's origin: a message cannot make this page run a script
 * from anywhere else (an opener could be any page that opened our helper URL).
 */
import { DEFAULT_CAPTCHA_SCRIPTS } from '../../domain/captcha.ts';
import { allowScriptUrls } from '../../domain/trusted-types.ts';
import { FORM_SOURCE } from '../../domain/window-messages.ts';
import type { GeetestResultMessage } from '../../domain/window-messages.ts';
import { captchaErrorKind } from '../../stores/deposit/captcha/captcha-error.ts';

const originOf = (url: string, base: string): string | null => {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
};

/** The URLs this page may load the slider from (see the header). */
export function allowedSliderScripts(scripts: readonly string[], pageUrl: string): string[] {
  const allowed = new Set([...DEFAULT_CAPTCHA_SCRIPTS.geetest.map((u) => originOf(u, pageUrl)), originOf(pageUrl, pageUrl)]);
  return scripts.filter((u) => {
    const origin = originOf(u, pageUrl);
    return origin !== null && origin !== 'null' && allowed.has(origin);
  });
}

/** Runs the slider for the opener and builds the answer. Never rejects. */
export async function helperSliderAnswer(
  settings: { captchaId: string; language: string; scripts: string[] },
  pageUrl: string,
): Promise<GeetestResultMessage> {
  const scripts = allowedSliderScripts(settings.scripts, pageUrl);
  const answer = (body: Partial<GeetestResultMessage>): GeetestResultMessage => ({ source: FORM_SOURCE, type: 'geetestResult', ...body });
  if (!scripts.length) return answer({ error: 'script' });
  allowScriptUrls(scripts); // only the checked ones join this window's Trusted Types rule (TT-02)
  try {
    const [{ runGeetestSlider }, { sliderResult, browserRetry }] = await Promise.all([
      import('../../stores/deposit/captcha/geetest-slider.ts'),
      import('../../stores/deposit/captcha/slider-result.ts'),
    ]);
    const result = await sliderResult({ ...browserRetry, run: () => runGeetestSlider({ ...settings, scripts }) });
    return answer({ result: result ? { ...result } : null });
  } catch (error: unknown) {
    return answer({ error: captchaErrorKind(error) ?? 'unknown' });
  }
}
