/**
 * The one map of the messages exchanged with the host (shell §7; payloads chosen in
 * docs/host-contract.md, decision HOST-31): each message with its payload type, then the runtime
 * lists, which the compiler holds to the map. `notifyHost` takes only a payload of its message's
 * type. The part between the two "public typings" lines is copied verbatim into the integrators'
 * typings, types/payment-cashier.d.ts, by scripts/build/host-types.mjs (`npm run build`;
 * test/scripts/host-types.test.mjs fails when the committed copy differs): it holds types only.
 */

// ---- public typings: copied into types/payment-cashier.d.ts by scripts/build/host-types.mjs ----
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

/** The element's `cashier:*` events, each with its own `detail` type (their colon-free twins: `PaymentCashierEventMap`). */
export type PaymentCashierColonEventMap = {
  [K in CashierOutboundMessageType as `cashier:${K}`]: CustomEvent<CashierMessage<K>>;
};

/** The `host:*` events a host dispatches on the element, each with its `detail` (docs/host-contract.md). */
export type PaymentCashierHostEventMap = {
  [K in CashierInboundMessageType as `host:${K}`]: CustomEvent<HostInboundPayloads[K]>;
};
// ---- end of the public typings ----

export type OutboundMessageType = CashierOutboundMessageType;
export type InboundMessageType = CashierInboundMessageType;

/** Compiles only when nothing is left out: `Missing` names the map's keys a list forgot. */
type AllListed<Missing extends never> = Missing;

/** Widget → host, in shell §7's order (the widget never reads it; the playground and the tests do). */
export const OUTBOUND_MESSAGES = [
  'Loaded',
  'onInit',
  'onClose',
  'onShare',
  'onChangedPaymentMethodsCurrency',
  'onTokenExpired',
  'onCreateTransaction',
  'onExternalRedirectEvent',
  'openExtBrowser',
  'Error',
  'onDisplayError',
  'Metric',
  'onRequest',
  'onRequestRetry',
  'onInvalidP2PResponse',
  'onInitError',
] as const satisfies readonly OutboundMessageType[];
export type OutboundListed = AllListed<Exclude<OutboundMessageType, (typeof OUTBOUND_MESSAGES)[number]>>;

/** Host → widget. */
export const INBOUND_MESSAGES = [
  'loaded',
  'bonus-list-fetched',
  'bonus-list-updated',
  'close',
  'onGoBack',
  'onSwipeBack',
] as const satisfies readonly InboundMessageType[];
export type InboundListed = AllListed<Exclude<InboundMessageType, (typeof INBOUND_MESSAGES)[number]>>;

export const isInboundType = (v: unknown): v is InboundMessageType =>
  typeof v === 'string' && (INBOUND_MESSAGES as readonly string[]).includes(v);

/** Prefix of the DOM events the element dispatches for each outbound message: `cashier:onInit`. */
export const OUTBOUND_EVENT_PREFIX = 'cashier:';
/**
 * The same event without a colon, for templates that cannot bind one (Angular's `(cashier:onInit)`,
 * Svelte's `oncashier:onInit`): `cashier-` and the kebab-cased type without its leading `on`:
 * `onClose` → `cashier-close`, `openExtBrowser` → `cashier-open-ext-browser`,
 * `onInvalidP2PResponse` → `cashier-invalid-p2p-response` (decision EVT-01).
 */
export const dashedEventName = (type: string): string =>
  'cashier-' + type.replace(/^on(?=[A-Z])/, '').replace(/([a-z])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g, '$1$2-').toLowerCase();
/** Prefix of the DOM events a host dispatches on the element: `host:loaded`. */
export const INBOUND_EVENT_PREFIX = 'host:';

/** Sends message `type` to the host with its payload: what transport and i18n are handed. */
export type HostNotifier = <T extends OutboundMessageType>(type: T, payload: HostMessagePayloads[T]) => void;
