/**
 * Public typings for integrators: `import type {} from 'payment-cashier'` (or reference this file)
 * types `document.querySelector('payment-cashier')`, the `cashier:*` events and JSX in React 19.
 */

export type CashierOutboundMessageType =
  | 'Loaded' | 'onInit' | 'onClose' | 'onShare' | 'onChangedPaymentMethodsCurrency' | 'onTokenExpired'
  | 'onCreateTransaction' | 'onExternalRedirectEvent' | 'openExtBrowser' | 'Error' | 'onDisplayError'
  | 'Metric' | 'onRequest' | 'onRequestRetry' | 'onInvalidP2PResponse' | 'onInitError';

export type CashierInboundMessageType = 'loaded' | 'bonus-list-fetched' | 'bonus-list-updated' | 'close' | 'onGoBack' | 'onSwipeBack';

/** The JSON the widget posts, and the `detail` of every `cashier:<messageType>` event. */
export interface CashierHostMessage {
  messageType: CashierOutboundMessageType;
  version: string;
  source: 'payment-cashier';
  [field: string]: unknown;
}

export interface CashierSchema {
  fonts?: Array<{ family: string; url?: string; weight?: string | number; style?: string }>;
  variables?: Record<string, string>;
  assets?: Record<string, string>;
  meta?: { geetestCaptchaId?: string; showCryptoInstruction?: boolean; isCryptoBonusAvailable?: boolean; hideVpnHint?: boolean };
}

export interface PaymentCashierProperties {
  token?: string;
  locale?: string;
  widgetViewType?: 'main' | 'sweep';
  transport?: 'socket' | 'http';
  paymentGeo?: string;
  currency?: string;
  closingButton?: boolean;
  platform?: string;
  platformVersion?: string;
  isMobileApp?: boolean;
  pwa?: boolean;
  bonusId?: string | number;
  host?: string;
  xOrigin?: string;
  userId?: string;
  partnerKey?: string;
  apiBase?: string;
  apiPrefix?: string;
  assetsBase?: string;
  hostOrigin?: string;
  debug?: boolean;
  /**
   * The page shown first: an in-widget path such as `/deposit` (the default), `/withdrawal` or
   * `/cryptobalance`. Setting it later navigates there; an unknown path falls back as the router does.
   */
  route?: string;
  schema?: CashierSchema;
  experiments?: Array<{ key: string; group: string }>;
  bonusList?: unknown[];
  user?: Record<string, unknown>;
  /** The `methods-payment-v5` answer fetched server-side: the first list shows without a round trip. */
  methodsResponse?: { methods?: unknown[]; groups?: unknown[]; [field: string]: unknown };
}

export type PaymentCashierEventMap = {
  [K in CashierOutboundMessageType as `cashier:${K}`]: CustomEvent<CashierHostMessage>;
};

export interface PaymentCashierElement extends HTMLElement, PaymentCashierProperties {
  addEventListener<K extends keyof PaymentCashierEventMap>(
    type: K,
    listener: (this: PaymentCashierElement, ev: PaymentCashierEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

type Kebab<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `-${Lowercase<H>}`}${Kebab<T>}` : S;
type ScalarKeys = Exclude<keyof PaymentCashierProperties, 'schema' | 'experiments' | 'bonusList' | 'user' | 'methodsResponse'>;

/** Attributes as React 19 passes them to custom elements. */
export type PaymentCashierJSXProps = { [K in ScalarKeys as Kebab<K>]?: string | boolean | number } & {
  ref?: import('react').Ref<PaymentCashierElement>;
  class?: string;
  className?: string;
  children?: never;
};

declare global {
  interface HTMLElementTagNameMap {
    'payment-cashier': PaymentCashierElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'payment-cashier': PaymentCashierJSXProps;
    }
  }
}
