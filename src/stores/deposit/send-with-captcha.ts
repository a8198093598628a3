/**
 * A create call with its captcha (flows §4 step 5, §8; CAPTCHA-11): a protected method gets its
 * captcha fields first; a `captcha_required` answer (for any method: the backend decides what it
 * protects) redoes the captcha once and retries the call. The refused first press made no deposit
 * (a 400 closes its idempotency key), so the retry is a new press.
 *
 * Decision CAPTCHA-CONT: a create that continues a deposit with its `depositId` (after "fields
 * required") sends no captcha first: that deposit passed its check on the first press, so the
 * player sees one check per press. Should the backend still ask (`captcha_required`), the
 * captcha is run then, once, as for any call.
 */
import { isCaptchaMethod } from '../../domain/captcha.ts';
import type { CaptchaCall } from '../../domain/captcha.ts';
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import { CashierError } from '../../transport/errors.ts';
import type { CaptchaPort, CaptchaRequest, CaptchaResult } from './captcha.ts';

/** The server code that asks for the captcha again (flows §8). */
export const CAPTCHA_REQUIRED = 'captcha_required';

export const isCaptchaRequired = (error: unknown): boolean => error instanceof CashierError && error.serverCode === CAPTCHA_REQUIRED;

export async function sendWithCaptcha<T>(
  port: CaptchaPort,
  method: PaymentMethod,
  request: CaptchaRequest & { call: CaptchaCall },
  send: (captcha: CaptchaResult) => Promise<T>,
  continuing = false,
): Promise<T> {
  const first = isCaptchaMethod(method) && !continuing ? await port(method, request) : {};
  try {
    return await send(first);
  } catch (error: unknown) {
    if (!isCaptchaRequired(error)) throw error;
  }
  return send(await port(method, request));
}
