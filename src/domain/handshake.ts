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

// ---- public typings: copied into types/payment-cashier.d.ts by scripts/build/host-types.mjs ----
/** `widget-view-type`: the deposit cashier (`main`, the default) or the sweepstake coin shop (`sweep`). */
export type CashierWidgetViewType = 'main' | 'sweep';
/** `transport`: socket.io calls (`socket`, the default) or plain HTTP calls (`http`). */
export type CashierTransport = 'socket' | 'http';
/** `platform` (ENT-03): the player's device; `android` and `ios` mean the native app's web view. */
export type CashierPlatform = 'desktop' | 'mobile' | 'android' | 'ios';

/** An A/B experiment the player is in. */
export interface CashierExperiment {
  key: string;
  group: string;
}

/** Script URLs of the captcha providers; the slider's are tried in order (CAPTCHA-03 fallbacks). */
export interface CashierCaptchaScripts {
  geetest?: string[];
  recaptcha?: string;
  recaptchaEnterprise?: string;
}

/** The host's theme and switches (shell §3 `schema`, HOST-12, HOST-13); a bad part is dropped and reported. */
export interface CashierSchema {
  /** Fonts registered through the FontFace API; only absolute http(s) URLs are fetched. */
  fonts?: Array<{ family: string; url?: string; weight?: string | number; style?: string }>;
  /** Theme variables; each maps onto a `--cashier-*` custom property (`primary` → `--cashier-primary`). */
  variables?: Record<string, string>;
  /** Asset locations; `methodIcons` is the folder method icons load from (decision LIST-23). */
  assets?: { methodIcons?: string; [asset: string]: string | undefined };
  meta?: {
    /** The GeeTest slider's captcha id (decision CAPTCHA-08). */
    geetestCaptchaId?: string;
    /** Decision CAPTCHA-08: the invisible check's and the score check's site keys. */
    recaptchaSiteKey?: string;
    recaptchaEnterpriseSiteKey?: string;
    /** Decision CAPTCHA-08: where the providers' scripts load from (their own URLs by default). */
    captchaScripts?: CashierCaptchaScripts;
    showCryptoInstruction?: boolean;
    isCryptoBonusAvailable?: boolean;
    /** Decision EMPTY-VPN: an operator in a regulated market hides the empty page's VPN hint. */
    hideVpnHint?: boolean;
  };
}

/**
 * The handshake (shell §3): what a host hands over in `loaded`, as attributes (kebab-case) or as
 * properties. Every field is optional; a value that fails validation is refused and reported in
 * an `Error` message with its `fields`, and the previous value is kept.
 */
export interface CashierHandshake {
  /** The player's session token. Set it as a property: the attribute is read, then removed from the DOM. */
  token?: string;
  /** The interface language, a BCP 47 tag such as `de` or `pt-BR`. */
  locale?: string;
  /** Default `main`. */
  widgetViewType?: CashierWidgetViewType;
  /** Default `socket`. */
  transport?: CashierTransport;
  /** ISO 3166 alpha-2 country of the payment methods; default `RU`. */
  paymentGeo?: string;
  /** ISO 4217-like code of the deposit currency (`EUR`, `USDT`). */
  currency?: string;
  /** Whether the header shows a close button; default true. */
  closingButton?: boolean;
  platform?: CashierPlatform;
  /** Default `redesign`. */
  platformVersion?: string;
  isMobileApp?: boolean;
  pwa?: boolean;
  /** The bonus attached to the next deposit. */
  bonusId?: string | number;
  host?: string;
  xOrigin?: string;
  userId?: string;
  partnerKey?: string;
  schema?: CashierSchema;
  experiments?: CashierExperiment[];
  /** The bonuses the player can attach (the `bonus-list-fetched` message replaces them). */
  bonusList?: unknown[];
  /**
   * The signed-in player (shell §3 "User"; a native web view gets it from the app). Kept apart from
   * the configuration; the token in it stays in memory only (decision ENT-10).
   */
  user?: Record<string, unknown>;
}
// ---- end of the public typings ----

export type WidgetViewType = CashierWidgetViewType;
export type TransportKind = CashierTransport;
export type Experiment = CashierExperiment;
export type CaptchaScripts = CashierCaptchaScripts;
export type HostSchema = CashierSchema;

/** Fields with a shell §3 default: always set in the widget's configuration. */
type DefaultedField = 'closingButton' | 'experiments' | 'widgetViewType' | 'transport' | 'platformVersion' | 'paymentGeo';
/** The handshake as the widget's configuration holds it: the defaulted fields are always there; `user` lives in `$user`. */
export type HandshakeConfig = Omit<CashierHandshake, DefaultedField | 'user'> & Required<Pick<CashierHandshake, DefaultedField>>;

/** Compiles only when nothing is left out: `Missing` names the union members a list forgot. */
type AllListed<Missing extends never> = Missing;

/** The values `widget-view-type`, `transport` and `platform` accept, checked against their types both ways. */
export const WIDGET_VIEW_TYPES = ['main', 'sweep'] as const satisfies readonly WidgetViewType[];
export type WidgetViewTypesListed = AllListed<Exclude<WidgetViewType, (typeof WIDGET_VIEW_TYPES)[number]>>;
export const TRANSPORT_KINDS = ['socket', 'http'] as const satisfies readonly TransportKind[];
export type TransportKindsListed = AllListed<Exclude<TransportKind, (typeof TRANSPORT_KINDS)[number]>>;
/** ENT-03: the user platforms; the handshake `platform` uses the same words. */
export const PLATFORMS = ['desktop', 'mobile', 'android', 'ios'] as const satisfies readonly CashierPlatform[];
export type PlatformsListed = AllListed<Exclude<CashierPlatform, (typeof PLATFORMS)[number]>>;

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
