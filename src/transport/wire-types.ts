/**
 * Wire-only shapes that are not domain entities. The entities themselves (methods, deposit
 * answers, invoices, boxes) come from src/domain/payment-entities.ts. `// choice:` marks shapes
 * the spec leaves open (docs/protocol.md lists them all).
 */

/** choice: ids may be numbers or strings; the widget echoes them back unchanged. */
export type DepositId = string | number;

/** An answer the spec lists as "none": choice, `{}` or null; callers ignore it. */
export type Ack = Record<string, unknown> | null;

/** choice (HTTP-18): a country of the region selector (methods-country-selector-v2). */
export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  name: string;
}

/** Slider-captcha output (flows §7) — choice: geetest v4's own snake_case keys, spread in. */
export interface GeetestFields {
  captcha_output?: string;
  gen_time?: string;
  lot_number?: string;
  pass_token?: string;
}

/** flows §7: sent instead of captcha data when the captcha could not be obtained. */
export interface CaptchaBypass {
  captchaBypass?: boolean;
}

/** flows §7: deposit-create-p2p recaptcha pair. */
export interface RecaptchaFields {
  captchaResponse?: string;
  captchaResponseV3?: string;
}

/** Dynamic form values by field name — choice: strings, numbers or booleans. */
export type FieldValues = Record<string, string | number | boolean>;
