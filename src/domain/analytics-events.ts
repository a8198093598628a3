/**
 * The analytics event catalogue and the pure rules around it (flows §7 "Analytics events carry",
 * shell §2 route meta `transaction`, shell §8 / flows §8 request errors, flows §5 regex_error).
 * The catalogue, the batching numbers and when method_type is `default` are decision AN-05
 * (docs/decisions.md); every event is described in docs/analytics.md.
 */
import type { PaymentMethod } from './payment-entities.ts';

/** The transaction kind of a route (shell §2 route meta); the same two words as the app's. */
export type AnalyticsTransaction = 'deposit' | 'withdrawal';

/**
 * Decision AN-05: every event the widget sends, and the route kind it belongs to (AN-01). `any`
 * events (errors) are sent on every route; the others only while the route's kind matches.
 */
export const ANALYTICS_EVENTS = {
  deposit_methods_shown: 'deposit',
  withdrawal_methods_shown: 'withdrawal',
  deposit_method_selected: 'deposit',
  withdrawal_method_selected: 'withdrawal',
  deposit_submit: 'deposit',
  deposit_created: 'deposit',
  deposit_failed: 'deposit',
  deposit_status: 'deposit',
  error: 'any',
  regex_error: 'any',
} as const satisfies Record<string, AnalyticsTransaction | 'any'>;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;

/** Every event name, in catalogue order (docs/analytics.md lists the same). */
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENTS) as AnalyticsEventName[];

/** AN-01: whether `name` may be sent while the route's transaction kind is `kind`. */
export function eventAllowedOn(name: AnalyticsEventName, kind: AnalyticsTransaction): boolean {
  const scope: AnalyticsTransaction | 'any' = ANALYTICS_EVENTS[name];
  return scope === 'any' || scope === kind;
}

/** The route-named events: `<kind>_methods_shown`, `<kind>_method_selected`. */
export const methodsShownEvent = (kind: AnalyticsTransaction): AnalyticsEventName => `${kind}_methods_shown`;
export const methodSelectedEvent = (kind: AnalyticsTransaction): AnalyticsEventName => `${kind}_method_selected`;

/** AN-02: the three method types. */
export type MethodType = 'crypto' | 'fiat' | 'default';

/**
 * AN-02 / decision AN-05: `crypto` for a method whose category is crypto, `fiat` for any other
 * method, and `default` when the event concerns no method (nothing chosen yet: the list, an
 * error on the list).
 */
export function methodType(method: Pick<PaymentMethod, 'category'> | undefined): MethodType {
  if (!method) return 'default';
  return typeof method.category === 'string' && method.category.trim().toLowerCase() === 'crypto' ? 'crypto' : 'fiat';
}

/** What the stores know when an event fires. */
export interface AnalyticsContext {
  kind: AnalyticsTransaction;
  currency: string;
  paymentRegion: string;
  method?: Pick<PaymentMethod, 'name' | 'category'> | undefined;
  /** The amount of the deposit the event is about; null when it is about none. */
  submitAmount?: number | null | undefined;
}

/** Extra facts of one event (error code and text, field name, status); primitives only. */
export type AnalyticsExtra = Record<string, string | number | boolean | null>;

/** The value of one event (AN-02): the five fields every event carries, then its own facts. */
export type AnalyticsValue = Record<string, string | number | boolean | null>;

/**
 * AN-02: every event carries currency, deposit_method (withdrawal_method on a withdrawal route),
 * method_type, payment_region and submit_amount — null where the event concerns no method or
 * amount, so every event has one shape. The event's own facts come after and cannot overwrite them.
 */
export function buildEventValue(ctx: AnalyticsContext, extra: AnalyticsExtra = {}): AnalyticsValue {
  return {
    ...extra,
    currency: ctx.currency || null,
    [`${ctx.kind}_method`]: ctx.method?.name ?? null,
    method_type: methodType(ctx.method),
    payment_region: ctx.paymentRegion || null,
    submit_amount: typeof ctx.submitAmount === 'number' && Number.isFinite(ctx.submitAmount) ? ctx.submitAmount : null,
  };
}

/** The longest error text an event carries (a server message is free text). */
export const ANALYTICS_TEXT_MAX = 200;

/**
 * AN-03: the code and text of a failed request. `code` is the server's error code when it sent
 * one (`banking.amountLimit`), else the widget's failure kind (`network`, `timeout`, …); `text`
 * is the error's message, cut to ANALYTICS_TEXT_MAX. Read structurally: the domain knows no
 * transport classes.
 */
export function requestErrorFacts(call: string, error: unknown): AnalyticsExtra {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { serverCode?: unknown; code?: unknown; message?: unknown; status?: unknown };
  const code = typeof e.serverCode === 'string' && e.serverCode ? e.serverCode : typeof e.code === 'string' && e.code ? e.code : 'unknown';
  const text = typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : '';
  return {
    call,
    code,
    text: text.slice(0, ANALYTICS_TEXT_MAX),
    status: typeof e.status === 'number' ? e.status : null,
  };
}

/** Decision AN-05: a batch is sent as soon as it holds this many events… */
export const ANALYTICS_BATCH_SIZE = 10;
/** …or this long after its first event was queued… */
export const ANALYTICS_FLUSH_MS = 5_000;
/** …and the queue never holds more than this (the oldest are dropped; the `events` schema allows 200). */
export const ANALYTICS_QUEUE_CAP = 100;
