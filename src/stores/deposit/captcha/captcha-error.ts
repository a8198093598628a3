/**
 * A captcha widget's failure (CAPTCHA-12, CAPTCHA-14): a `CashierError` of code `captcha` whose
 * kind picks its translated message (decision CAPTCHA-17), so the deposit engine shows it like
 * any other failure, through `messageKey`.
 */
import { CAPTCHA_ERROR_KEYS } from '../../../domain/captcha.ts';
import type { CaptchaErrorKind } from '../../../domain/captcha.ts';
import { CashierError } from '../../../transport/errors.ts';

export function captchaError(kind: CaptchaErrorKind, cause?: unknown): CashierError {
  return new CashierError('captcha', {
    message: `captcha: ${kind}`,
    messageKey: CAPTCHA_ERROR_KEYS[kind],
    details: { kind },
    ...(cause === undefined ? {} : { cause }),
  });
}

/** The kind of a captcha failure, or undefined for any other error. */
export function captchaErrorKind(error: unknown): CaptchaErrorKind | undefined {
  if (!(error instanceof CashierError) || error.code !== 'captcha') return undefined;
  const details = error.details as { kind?: CaptchaErrorKind } | undefined;
  return details?.kind;
}
