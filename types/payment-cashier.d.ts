/**
 * Public typings for integrators: `import type {} from 'payment-cashier'` (or reference this file)
 * types `document.querySelector('payment-cashier')`, the `cashier:*` events (each with its own `detail`)
 * and JSX in React 19. The host messages below are generated from the widget's one map of them.
 */

// ---- generated from src/domain/host-messages.ts by scripts/build/host-types.mjs: edit the map, not these lines ----
/** A message with no fields of its own: only `{}` is accepted. */
export type CashierNoFields = Record<string, never>;

/** The status the status page closes with (shell §4 "Transaction status"). */
export type CashierTransactionStatus = 'waiting' | 'accepted' | 'processed' | 'mistaked';

/** Widget → host: every message the widget sends, with its payload (the fields beside `messageType`). */
export interface HostMessagePayloads {
  /** The element connected (HOST-15); the version is in every message's envelope. */
  Loaded: CashierNoFields;
  /** A page shows for the first time in this connection (HOST-23). */
  onInit: { page: 'deposit' | 'cryptobalance' | 'withdrawal' | 'redemption' };
  /**
   * The player (or the host's back gesture) closes the cashier: `{}` from the header's close button,
   * `{ reason: 'back' }` on a back with no page to go back to, `{ page: 'complete', status }` from a status page.
   */
  onClose: { reason?: 'back'; page?: 'complete'; status?: CashierTransactionStatus };
  /** The player shares a crypto deposit address. */
  onShare: { text: string; currency: string; network?: string };
  /** The deposit currency changed after the method list was asked for; the list is loaded again. */
  onChangedPaymentMethodsCurrency: { currency: string };
  /** A call answered 401: set a fresh `token` (or post a new `loaded`). */
  onTokenExpired: { call: string };
  /** A deposit was created. */
  onCreateTransaction: { depositId: string | number | null; paymentMethod: string; amount: number; currency: string };
  /** A wallet-app method (UPI, PhonePe, …) must be opened by the host. */
  onExternalRedirectEvent: { url: string };
  /** A page to open in the external browser, or the player asks for the host's support about a deposit. */
  openExtBrowser: { url: string } | { support: true; paymentMethod: string; depositId: string | number };
  /**
   * Something failed; `message` is the technical text. The other fields depend on the source: refused
   * host data (`fields`), a server error (`call`, `status`, `code`), a locale file (`locale`, `reason`), a
   * missing translation (`key`, `language`), the error page (`stack`), a refused link (`scheme`), a p2p
   * invoice that could not be read (`paymentMethod`).
   */
  Error: {
    message: string;
    fields?: string[];
    call?: string;
    status?: number;
    code?: string;
    locale?: string;
    reason?: string;
    key?: string;
    language?: string;
    stack?: string;
    scheme?: string;
    paymentMethod?: string;
  };
  /** The player sees an error message: where, and the text on screen (`key`: its i18n key, if any). */
  onDisplayError: { kind: 'snackbar' | 'page' | 'alert'; message: string; key?: string } | { kind: 'field'; fields: string[] };
  /** Deposit creation's outcome, and the first Deposit click's delay (ms) since the list showed. */
  Metric:
    | { name: 'deposit.create'; value: 'ok' | 'fail'; paymentMethod: string }
    | { name: 'deposit.firstClickDelay'; value: number; paymentMethod?: string };
  /** Every call the transport sends. */
  onRequest: { call: string; transport: 'socket' | 'http' };
  /** Before each retry of a call, and before each socket connect retry. */
  onRequestRetry:
    | { kind: 'call'; call: string; attempt: number; delayMs: number; reason: string }
    | { kind: 'connect'; attempt: number; delayMs: number };
  /** A p2p method's answer could not be used; the player sees the generic error. */
  onInvalidP2PResponse: { paymentMethod: string; reason: string };
  /** Start-up failed (no native user data, or no token / `loaded` in time). */
  onInitError: { message: string };
}

/** Host → widget: what each message's payload holds (anything else is refused or ignored). */
export interface HostInboundPayloads {
  /** The handshake: the fields of PaymentCashierProperties, optionally `user` and `route`. */
  loaded: Record<string, unknown>;
  /** A successful fetch replaces the bonus list; `success: false` keeps the current one. */
  'bonus-list-fetched': { success: boolean; bonusList: unknown[] };
  'bonus-list-updated': { bonusList: unknown[] } | unknown[];
  close: undefined;
  onGoBack: undefined;
  onSwipeBack: undefined;
}

export type CashierOutboundMessageType = keyof HostMessagePayloads;
export type CashierInboundMessageType = keyof HostInboundPayloads;

/** The JSON the widget posts for message `T`, and the `detail` of its `cashier:<T>` event. */
export type CashierMessage<T extends CashierOutboundMessageType = CashierOutboundMessageType> = T extends CashierOutboundMessageType
  ? (HostMessagePayloads[T] extends CashierNoFields ? unknown : HostMessagePayloads[T]) & {
      messageType: T;
      version: string;
      source: 'payment-cashier';
    }
  : never;

/** Any message's JSON, for a listener that handles them all. */
export interface CashierHostMessage {
  messageType: CashierOutboundMessageType;
  version: string;
  source: 'payment-cashier';
  [field: string]: unknown;
}

/** The element's `cashier:*` events, each with its own `detail` type. */
export type PaymentCashierEventMap = {
  [K in CashierOutboundMessageType as `cashier:${K}`]: CustomEvent<CashierMessage<K>>;
};

/** The `host:*` events a host dispatches on the element, each with its `detail` (docs/host-contract.md). */
export type PaymentCashierHostEventMap = {
  [K in CashierInboundMessageType as `host:${K}`]: CustomEvent<HostInboundPayloads[K]>;
};
// ---- end of the generated host messages ----

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

export interface PaymentCashierElement extends HTMLElement, PaymentCashierProperties {
  addEventListener<K extends keyof PaymentCashierEventMap>(
    type: K,
    listener: (this: PaymentCashierElement, ev: PaymentCashierEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  /** Takes back a typed listener as it was added (without a cast). */
  removeEventListener<K extends keyof PaymentCashierEventMap>(
    type: K,
    listener: (this: PaymentCashierElement, ev: PaymentCashierEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
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
