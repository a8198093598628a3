/**
 * Analytics (flows §7, AN-01..05): events are queued and sent in batches through the `events`
 * call (HTTP-39), `{ events: [{ key, timestamp, value }] }`. The catalogue and the rules of one
 * event are pure (src/domain/analytics-events.ts); this store adds what the widget knows at that
 * moment (route kind, currency, region, chosen method) and owns the queue.
 *
 * Decision AN-05, the batching policy: a batch goes when it holds ANALYTICS_BATCH_SIZE events or
 * ANALYTICS_FLUSH_MS after its first event; when the page is hidden or left, and when the cashier
 * session ends, what is queued goes at once with `keepalive` (HTTP, it outlives the page). At most
 * one send is in flight: events that arrive meanwhile wait for it to settle, so a burst of events
 * is a few calls, never a storm. A failed send is dropped: no retry, and no `error` event about
 * it. The queue keeps at most ANALYTICS_QUEUE_CAP events (the oldest are dropped).
 *
 * Nothing is queued until a cashier session has started it (`startAnalytics`, from startCashier):
 * a store or model used on its own (unit tests) sends no stray `events` call.
 */
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_QUEUE_CAP,
  buildEventValue,
  eventAllowedOn,
  methodSelectedEvent,
  methodsShownEvent,
  requestErrorFacts,
} from '../domain/analytics-events.ts';
import type { AnalyticsEventName, AnalyticsExtra, AnalyticsValue } from '../domain/analytics-events.ts';
import type { PaymentMethod } from '../domain/payment-entities.ts';
import type { CallPayload } from '../transport/calls.ts';
import { api, onCallFailure } from './api.ts';
import { realClock } from './clock.ts';
import type { Clock, TimerId } from './clock.ts';
import { $config } from './config.ts';
import { $depositCurrency } from './deposit-currency.ts';
import { $routeTransaction } from './navigation.ts';
import { $selectedMethod, $selection } from './selection.ts';

/** One queued event, as the `events` call carries it. */
export interface AnalyticsEvent {
  key: AnalyticsEventName;
  timestamp: number;
  value: AnalyticsValue;
}

type EventsPayload = CallPayload<'events'>;

/** Where batches go and what time it is: the shared client by default, a seam for tests. */
export interface AnalyticsEnv {
  send(payload: EventsPayload): Promise<unknown>;
  sendKeepalive(payload: EventsPayload): void;
  clock: Clock;
  now(): number;
  /** The page whose hiding (document) or unloading (window) flushes the queue; none: no listeners. */
  page?: { win: EventTarget; doc: EventTarget & { visibilityState: DocumentVisibilityState } };
}

const defaultEnv = (): AnalyticsEnv => ({
  send: (payload) => api.call('events', payload),
  sendKeepalive: (payload) => api.sendKeepalive('events', payload),
  clock: realClock,
  now: () => Date.now(),
  ...(typeof window === 'undefined' ? {} : { page: { win: window, doc: window.document } }),
});

let env: AnalyticsEnv | null = null;
let sessions = 0;
let queue: AnalyticsEvent[] = [];
let timer: TimerId | undefined;
let inFlight = false;
let detach: Array<() => void> = [];

/** The facts of one event beyond the five fields of AN-02. */
export interface TrackOptions {
  /** The method the event is about; default the chosen one. */
  method?: Pick<PaymentMethod, 'name' | 'category'> | undefined;
  /** The deposit amount the event is about (submit_amount). */
  amount?: number | null | undefined;
  extra?: AnalyticsExtra;
}

/**
 * Queues `name` (AN-01: only when the route's transaction kind allows it) with the AN-02 fields.
 * A no-op until a cashier session started analytics.
 */
export function trackEvent(name: AnalyticsEventName, options: TrackOptions = {}): void {
  if (!env) return;
  const kind = $routeTransaction.get();
  if (!eventAllowedOn(name, kind)) return;
  const value = buildEventValue(
    {
      kind,
      currency: $depositCurrency.get(),
      paymentRegion: $config.get().paymentGeo,
      method: 'method' in options ? options.method : $selectedMethod.get(),
      submitAmount: options.amount,
    },
    options.extra,
  );
  queue.push({ key: name, timestamp: env.now(), value });
  if (queue.length > ANALYTICS_QUEUE_CAP) queue.splice(0, queue.length - ANALYTICS_QUEUE_CAP);
  if (queue.length >= ANALYTICS_BATCH_SIZE) flushAnalytics();
  else armTimer();
}

/** Sends the queue ANALYTICS_FLUSH_MS from now, unless that is already planned. */
function armTimer(): void {
  if (!env || timer !== undefined) return;
  timer = env.clock.setTimeout(() => {
    timer = undefined;
    flushAnalytics();
  }, ANALYTICS_FLUSH_MS);
}

/** The method list is on screen (`deposit_methods_shown` / `withdrawal_methods_shown`, by the route). */
export const trackMethodsShown = (): void => trackEvent(methodsShownEvent($routeTransaction.get()), { method: undefined });

/** What a deposit event is about. */
interface DepositFacts {
  method?: Pick<PaymentMethod, 'name' | 'category'> | undefined;
  amount: number | null;
}

/** `deposit_created`, or `deposit_failed` with the failure's code and text (a request error or a thrown flow error). */
export function trackDepositOutcome(deposit: DepositFacts, failure?: { error: unknown }): void {
  const about = { method: deposit.method, amount: deposit.amount };
  if (!failure) trackEvent('deposit_created', about);
  else trackEvent('deposit_failed', { ...about, extra: requestErrorFacts('deposit-create', failure.error) });
}

/** AN-04: one `regex_error` per field that failed validation on a submit. */
export function trackRegexErrors(fieldNames: readonly string[]): void {
  for (const field of fieldNames) trackEvent('regex_error', { extra: { field } });
}

/** AN-03: a failed request becomes an `error` event with its code and text (the `events` call itself excepted: no loop). */
export function trackRequestError(call: string, error: unknown): void {
  if (call === 'events') return;
  trackEvent('error', { extra: requestErrorFacts(call, error) });
}

function takeQueue(): AnalyticsEvent[] {
  if (timer !== undefined) env?.clock.clearTimeout(timer);
  timer = undefined;
  const batch = queue;
  queue = [];
  return batch;
}

/** Sends what is queued now through the `events` call, unless a send is in flight (it sends the rest when it settles). */
export function flushAnalytics(): void {
  if (!env || inFlight || queue.length === 0) return;
  const sending = env;
  inFlight = true;
  sending
    .send({ events: takeQueue() })
    .catch(() => undefined) // AN-05: dropped, never retried
    .finally(() => {
      inFlight = false;
      if (env !== sending || queue.length === 0) return;
      if (queue.length >= ANALYTICS_BATCH_SIZE) flushAnalytics();
      else armTimer();
    });
}

/** Sends what is queued with keepalive (the page is going away). */
function flushKeepalive(): void {
  const events = takeQueue();
  if (env && events.length > 0) env.sendKeepalive({ events });
}

/** Events queued and not sent yet (tests, the debug helper). */
export const queuedAnalytics = (): readonly AnalyticsEvent[] => [...queue];

/**
 * Starts analytics for one cashier session; the returned function ends it (what is queued goes
 * with keepalive). Sessions nest: two elements on a page share one queue.
 */
export function startAnalytics(overrides: Partial<AnalyticsEnv> = {}): () => void {
  sessions++;
  if (sessions === 1) {
    env = { ...defaultEnv(), ...overrides };
    const { page } = env;
    const onHidden = (): void => {
      if (page?.doc.visibilityState === 'hidden') flushKeepalive();
    };
    page?.win.addEventListener('pagehide', flushKeepalive);
    page?.doc.addEventListener('visibilitychange', onHidden);
    detach = [
      () => page?.win.removeEventListener('pagehide', flushKeepalive),
      () => page?.doc.removeEventListener('visibilitychange', onHidden),
      onCallFailure(trackRequestError),
      // Every pick of a method on a list (the deposit index, a group, a withdrawal list).
      $selection.listen((selection) => {
        if (selection.kind === 'method') trackEvent(methodSelectedEvent($routeTransaction.get()), { method: selection.method });
      }),
    ];
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    sessions--;
    if (sessions > 0) return;
    flushKeepalive();
    for (const fn of detach.splice(0)) fn();
    env = null;
    inFlight = false;
  };
}
