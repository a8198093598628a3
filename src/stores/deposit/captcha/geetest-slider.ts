/**
 * The slider captcha (CAPTCHA-03..05, CAPTCHA-14) on GeeTest v4's documented browser API:
 * `initGeetest4({ captchaId, product: 'bind', language, timeout }, cb)` hands a captcha object
 * with onReady / onSuccess / onError / onClose, `showCaptcha()` and `getValidate()`. Our Deposit
 * press is the "bind" trigger: the slider shows as soon as it is ready.
 */
import { isSliderNetworkCode, SLIDER_PRODUCT, SLIDER_TIMEOUT_MS } from '../../../domain/captcha.ts';
import { captchaError } from './captcha-error.ts';
import { loadFirstScript } from './load-script.ts';

/** What a slider run needs: the id from schema.meta, the language, the script URLs. */
export interface SliderSettings {
  captchaId: string;
  language: string;
  scripts: readonly string[];
}

interface GeetestError {
  code?: string | number;
  msg?: string;
}

interface GeetestCaptcha {
  onReady(cb: () => void): GeetestCaptcha;
  onSuccess(cb: () => void): GeetestCaptcha;
  onError(cb: (error?: GeetestError) => void): GeetestCaptcha;
  onClose(cb: () => void): GeetestCaptcha;
  showCaptcha(): void;
  getValidate(): unknown;
  destroy?(): void;
}

type InitGeetest4 = (
  config: { captchaId: string; product: string; language: string; timeout: number },
  callback: (captcha: GeetestCaptcha) => void,
) => void;

/** Timers, so tests can drive the 30 s timeout with a fake clock. */
export interface SliderTimers {
  set(fn: () => void, ms: number): unknown;
  clear(id: unknown): void;
}
const realTimers: SliderTimers = { set: (fn, ms) => setTimeout(fn, ms), clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>) };

/**
 * One slider run: load the script (fallbacks in order), init, show, and resolve with GeeTest's
 * `getValidate()` result (checked by the caller). Rejects with a captcha error: `script` when no
 * URL loads, `network` for GeeTest's network codes and when it is not ready in 30 s (CAPTCHA-04),
 * `closed`, or `unknown`.
 */
export async function runGeetestSlider(settings: SliderSettings, win: Window = window, timers: SliderTimers = realTimers): Promise<unknown> {
  try {
    await loadFirstScript(settings.scripts, win.document);
  } catch (error: unknown) {
    throw captchaError('script', error);
  }
  const init = (win as unknown as { initGeetest4?: InitGeetest4 }).initGeetest4;
  if (typeof init !== 'function') throw captchaError('script');
  return new Promise<unknown>((resolve, reject) => {
    let captcha: GeetestCaptcha | undefined;
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      timers.clear(readyTimer);
      outcome();
    };
    const readyTimer = timers.set(() => finish(() => {
      captcha?.destroy?.();
      reject(captchaError('network'));
    }), SLIDER_TIMEOUT_MS);
    const config = { captchaId: settings.captchaId, product: SLIDER_PRODUCT, language: settings.language, timeout: SLIDER_TIMEOUT_MS };
    try {
      init(config, (obj) => {
        captcha = obj;
        obj
          .onReady(() => {
            timers.clear(readyTimer);
            if (!settled) obj.showCaptcha();
          })
          .onSuccess(() => finish(() => {
            const result = obj.getValidate();
            obj.destroy?.();
            resolve(result);
          }))
          .onError((error) => finish(() => {
            obj.destroy?.();
            reject(captchaError(isSliderNetworkCode(error?.code) ? 'network' : 'unknown', error));
          }))
          .onClose(() => finish(() => {
            obj.destroy?.();
            reject(captchaError('closed'));
          }));
      });
    } catch (error: unknown) {
      finish(() => reject(captchaError('unknown', error)));
    }
  });
}
