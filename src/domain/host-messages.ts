/**
 * Names of the messages exchanged with the host (shell §7). Payload shapes are chosen in
 * docs/host-contract.md (decision HOST-31).
 */

/** Widget → host. */
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
] as const;
export type OutboundMessageType = (typeof OUTBOUND_MESSAGES)[number];

/** Host → widget. */
export const INBOUND_MESSAGES = [
  'loaded',
  'bonus-list-fetched',
  'bonus-list-updated',
  'close',
  'onGoBack',
  'onSwipeBack',
] as const;
export type InboundMessageType = (typeof INBOUND_MESSAGES)[number];

export const isInboundType = (v: unknown): v is InboundMessageType =>
  typeof v === 'string' && (INBOUND_MESSAGES as readonly string[]).includes(v);

/** Prefix of the DOM events the element dispatches for each outbound message: `cashier:onInit`. */
export const OUTBOUND_EVENT_PREFIX = 'cashier:';
/** Prefix of the DOM events a host dispatches on the element: `host:loaded`. */
export const INBOUND_EVENT_PREFIX = 'host:';
