/**
 * The slider's result with its retries (CAPTCHA-15/16), the same in the widget and in the helper
 * window (decision CAPTCHA-17): a network failure is retried up to 3 times, 500 ms × the attempt
 * apart; after that the result is null (logged), and the caller sends `captchaBypass`. Any other
 * failure is thrown; a run that ends without the four output fields is 'Geetest result is empty'.
 */
import { readSliderOutput, SLIDER_NETWORK_RETRIES, sliderBackoff } from '../../../domain/captcha.ts';
import type { SliderOutput } from '../../../domain/captcha.ts';
import { thrownError } from '../../../transport/thrown.ts';
import { captchaErrorKind } from './captcha-error.ts';

export interface SliderRetryDeps {
  run(): Promise<unknown>;
  sleep(ms: number): Promise<void>;
  log(message: string): void;
}

/** The browser's waiting and logging (tests pass their own). */
export const browserRetry: Pick<SliderRetryDeps, 'sleep' | 'log'> = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  // eslint-disable-next-line no-console -- sliderResult's one fixed text, no value (REL-04); no element scope here
  log: (message) => console.warn(`[payment-cashier] ${message}`),
};

export async function sliderResult(deps: SliderRetryDeps): Promise<SliderOutput | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const output = readSliderOutput(await deps.run());
      if (!output) throw thrownError('geetestResultEmpty');
      return output;
    } catch (error: unknown) {
      if (captchaErrorKind(error) !== 'network') throw error;
      if (attempt > SLIDER_NETWORK_RETRIES) {
        deps.log(`slider captcha: network failure after ${SLIDER_NETWORK_RETRIES} retries; the deposit goes on with captchaBypass`);
        return null;
      }
      await deps.sleep(sliderBackoff(attempt));
    }
  }
}
