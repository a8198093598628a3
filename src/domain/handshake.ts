/**
 * The host handshake (shell §3): the data a host hands over in `loaded`, as attributes,
 * as properties or as events. Pure types and defaults; the store lives in src/stores/config.ts.
 */
import {
  DEFAULT_PAYMENT_GEO,
  DEFAULT_PLATFORM_VERSION,
  DEFAULT_TRANSPORT,
  DEFAULT_WIDGET_VIEW,
} from './constants.ts';

export type WidgetViewType = 'main' | 'sweep';
export type TransportKind = 'socket' | 'http';

export interface Experiment {
  key: string;
  group: string;
}

/** Script URLs of the captcha providers; the slider's are tried in order (CAPTCHA-03 fallbacks). */
export interface CaptchaScripts {
  geetest?: string[];
  recaptcha?: string;
  recaptchaEnterprise?: string;
}

export interface HostSchema {
  fonts?: Array<{ family: string; url?: string; weight?: string | number; style?: string }>;
  /** Theme variables; each maps onto a `--cashier-*` custom property. */
  variables?: Record<string, string>;
  assets?: Record<string, string>;
  meta?: {
    geetestCaptchaId?: string;
    /** Decision CAPTCHA-08: the invisible check's and the score check's site keys. */
    recaptchaSiteKey?: string;
    recaptchaEnterpriseSiteKey?: string;
    /** Decision CAPTCHA-08: where the providers' scripts load from (their own URLs by default). */
    captchaScripts?: CaptchaScripts;
    showCryptoInstruction?: boolean;
    isCryptoBonusAvailable?: boolean;
    /** Decision EMPTY-VPN: an operator in a regulated market hides the empty page's VPN hint. */
    hideVpnHint?: boolean;
  };
}

export interface HandshakeConfig {
  bonusId?: string | number;
  bonusList?: unknown[];
  closingButton: boolean;
  experiments: Experiment[];
  host?: string;
  schema?: HostSchema;
  token?: string;
  xOrigin?: string;
  userId?: string;
  partnerKey?: string;
  widgetViewType: WidgetViewType;
  transport: TransportKind;
  platformVersion: string;
  pwa?: boolean;
  isMobileApp?: boolean;
  currency?: string;
  paymentGeo: string;
  platform?: string;
  locale?: string;
}

/** shell §3 defaults; fields without a default stay undefined (decision HOST-14). */
export const HANDSHAKE_DEFAULTS: Readonly<HandshakeConfig> = Object.freeze({
  closingButton: true,
  experiments: [],
  widgetViewType: DEFAULT_WIDGET_VIEW,
  transport: DEFAULT_TRANSPORT,
  platformVersion: DEFAULT_PLATFORM_VERSION,
  paymentGeo: DEFAULT_PAYMENT_GEO,
});

export type ScalarKind = 'string' | 'boolean' | 'id';

/** Scalar handshake fields: each is an attribute (kebab-case) and a property (camelCase). */
export const SCALAR_FIELDS = {
  bonusId: 'id',
  closingButton: 'boolean',
  host: 'string',
  token: 'string',
  xOrigin: 'string',
  userId: 'string',
  partnerKey: 'string',
  widgetViewType: 'string',
  transport: 'string',
  platformVersion: 'string',
  pwa: 'boolean',
  isMobileApp: 'boolean',
  currency: 'string',
  paymentGeo: 'string',
  platform: 'string',
  locale: 'string',
} as const satisfies Partial<Record<keyof HandshakeConfig, ScalarKind>>;

/** Object handshake fields: properties only. */
export const OBJECT_FIELDS = ['schema', 'experiments', 'bonusList'] as const;

export type HandshakeField = keyof HandshakeConfig;
export const HANDSHAKE_FIELDS: readonly HandshakeField[] = [
  ...(Object.keys(SCALAR_FIELDS) as HandshakeField[]),
  ...OBJECT_FIELDS,
];
