/**
 * The captcha port of the deposit engine (flows §4 step 5, CREATE-11). A protected method asks it
 * for the captcha result before deposit-create. Until the captcha issue (#14) lands, the port
 * answers with the spec's bypass flag (flows §8: "a captchaBypass flag is sent"), so a protected
 * method still deposits; the sandbox accepts it.
 */
import type { PaymentMethod } from '../../domain/payment-entities.ts';
import type { CaptchaBypass, GeetestFields } from '../../transport/wire-types.ts';

/** The captcha fields deposit-create carries for a protected method. */
export type CaptchaResult = GeetestFields & CaptchaBypass;

/** Obtains the captcha result for a protected method. */
export type CaptchaPort = (method: PaymentMethod) => Promise<CaptchaResult>;

/** The bypass: no captcha widget, the flag alone (flows §8). */
export const bypassCaptcha: CaptchaPort = () => Promise.resolve({ captchaBypass: true });
