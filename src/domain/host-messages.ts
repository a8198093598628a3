/**
 * The messages exchanged with the host (shell §7): the payload types are the map in
 * host-message-map.ts; here are the runtime lists, which the compiler holds to that map.
 */
import type { CashierInboundMessageType, CashierOutboundMessageType, HostMessagePayloads } from './host-message-map.ts';

export type * from './host-message-map.ts';
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
/** Prefix of the DOM events a host dispatches on the element: `host:loaded`. */
export const INBOUND_EVENT_PREFIX = 'host:';

/** Sends message `type` to the host with its payload: what transport and i18n are handed. */
export type HostNotifier = <T extends OutboundMessageType>(type: T, payload: HostMessagePayloads[T]) => void;
