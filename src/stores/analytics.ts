/**
 * Analytics (flows §7, AN-01..05): events are queued and sent in batches through the `events`
 * call (HTTP-39), `{ events: [{ key, timestamp, value }] }`. The catalogue and the rules of one
 * event are pure (src/domain/analytics-events.ts); this store adds what the widget knows at that
 * moment (route kind, currency, region, chosen method) and owns the queue.
 *
 * Decision AN-05, the batching policy: a batch goes when it holds ANALYTICS_BATCH_SIZE events or
 * ANALYTICS_FLUSH_MS after its first event; when the page is hidden or left, and when the element's
 * connection ends, what is queued goes at once with `keepalive` (HTTP, it outlives the page). At most
 * one send is in flight: events that arrive meanwhile wait for it to settle, so a burst of events
 * is a few calls, never a storm. A failed send is dropped: no retry, and no `error` event about
 * it. The queue keeps at most ANALYTICS_QUEUE_CAP events (the oldest are dropped).
 *
 * Nothing is queued until an element's connection has started it (`startAnalytics`, from startCashier):
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
import type { AnalyticsEventName, AnalyticsValue } from '../domain/analytics-events.ts';
import type { PaymentMethod } from '../domain/payment-entities.ts';
import type { CallPayload } from '../transport/calls.ts';
import { momentOf, noteAnalytics, takeEarlyAnalytics } from './analytics-early.ts';
import type { EarlyNote, EventMoment, TrackOptions } from './analytics-early.ts';
import { api, onCallFailure } from './api.ts';
import { realClock } from './clock.ts';
import type { Clock, TimerId } from './clock.ts';
import { $selection, type Selection } from './selection.ts';
import { scoped, type Scope } from './scope.ts';

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
  /** The browser tab whose hiding (document) or unloading (window) flushes the queue; none: no listeners. */
  tab?: { win: EventTarget; doc: EventTarget & { visibilityState: DocumentVisibilityState } };
}

const defaultEnv = (scope: Scope): AnalyticsEnv => ({
  send: (payload) => api(scope).call('events', payload),
  sendKeepalive: (payload) => api(scope).sendKeepalive('events', payload),
  clock: realClock,
  now: () => Date.now(),
  ...(typeof window === 'undefined' ? {} : { tab: { win: window, doc: window.document } }),
});

/** This element's own module state (issue #22: one world per element). */
const local = scoped((): {
  env: AnalyticsEnv | null;
  starts: number;
  queue: AnalyticsEvent[];
  timer: TimerId | undefined;
  inFlight: boolean;
  detach: Array<() => void>;
} => ({
  env: null,
  starts: 0,
  queue: [],
  timer: undefined,
  inFlight: false,
  detach: [],
}));

export type { TrackOptions } from './analytics-early.ts';

/**
 * Queues `name` (AN-01: only when the route's transaction kind allows it) with the AN-02 fields of
 * `moment` (default: now). Before this chunk started, an element's connection keeps the event
 * (stores/analytics-early.ts, decision CRIT-02); without one it is dropped.
 */
export function trackEvent(scope: Scope, name: AnalyticsEventName, options: TrackOptions = {}, moment?: EventMoment): void {
  const state = local(scope);
  if (!state.env) {
    if (!moment) noteAnalytics(scope, { type: 'event', name, options });
    return;
  }
  const { at, ...facts } = moment ?? momentOf(scope, state.env.now());
  if (!eventAllowedOn(name, facts.kind)) return;
  const value = buildEventValue({ ...facts, ...('method' in options ? { method: options.method } : {}), submitAmount: options.amount }, options.extra);
  state.queue.push({ key: name, timestamp: at, value });
  if (state.queue.length > ANALYTICS_QUEUE_CAP) state.queue.splice(0, state.queue.length - ANALYTICS_QUEUE_CAP);
  if (state.queue.length >= ANALYTICS_BATCH_SIZE) flushAnalytics(scope);
  else armTimer(scope);
}

/** Sends the queue ANALYTICS_FLUSH_MS from now, unless that is already planned. */
function armTimer(scope: Scope): void {
  const state = local(scope);
  if (!state.env || state.timer !== undefined) return;
  state.timer = state.env.clock.setTimeout(() => {
    state.timer = undefined;
    flushAnalytics(scope);
  }, ANALYTICS_FLUSH_MS);
}

/** The method list is on screen (`deposit_methods_shown` / `withdrawal_methods_shown`, by the route). */
export const trackMethodsShown = (scope: Scope, moment?: EventMoment): void =>
  trackEvent(scope, methodsShownEvent((moment ?? momentOf(scope)).kind), { method: undefined }, moment);

/** What a deposit event is about. */
interface DepositFacts {
  method?: Pick<PaymentMethod, 'name' | 'category'> | undefined;
  amount: number | null;
}

/** `deposit_created`, or `deposit_failed` with the failure's code and text (a request error or a thrown flow error). */
export function trackDepositOutcome(scope: Scope, deposit: DepositFacts, failure?: { error: unknown }): void {
  const about = { method: deposit.method, amount: deposit.amount };
  if (!failure) trackEvent(scope, 'deposit_created', about);
  else trackEvent(scope, 'deposit_failed', { ...about, extra: requestErrorFacts('deposit-create', failure.error) });
}

/** AN-04: one `regex_error` per field that failed validation on a submit. */
export function trackRegexErrors(scope: Scope, fieldNames: readonly string[]): void {
  for (const field of fieldNames) trackEvent(scope, 'regex_error', { extra: { field } });
}

/** AN-03: a failed request becomes an `error` event with its code and text (the `events` call itself excepted: no loop). */
export function trackRequestError(scope: Scope, call: string, error: unknown, moment?: EventMoment): void {
  if (call === 'events') return;
  trackEvent(scope, 'error', { extra: requestErrorFacts(call, error) }, moment);
}

function takeQueue(scope: Scope): AnalyticsEvent[] {
  const state = local(scope);
  if (state.timer !== undefined) state.env?.clock.clearTimeout(state.timer);
  state.timer = undefined;
  const batch = state.queue;
  state.queue = [];
  return batch;
}

/** Sends what is queued now through the `events` call, unless a send is in flight (it sends the rest when it settles). */
export function flushAnalytics(scope: Scope): void {
  const state = local(scope);
  if (!state.env || state.inFlight || state.queue.length === 0) return;
  const sending = state.env;
  state.inFlight = true;
  sending
    .send({ events: takeQueue(scope) })
    .catch(() => undefined) // AN-05: dropped, never retried
    .finally(() => {
      state.inFlight = false;
      if (state.env !== sending || state.queue.length === 0) return;
      if (state.queue.length >= ANALYTICS_BATCH_SIZE) flushAnalytics(scope);
      else armTimer(scope);
    });
}

/** Sends what is queued with keepalive (the page is going away). */
function flushKeepalive(scope: Scope): void {
  const state = local(scope);
  const events = takeQueue(scope);
  if (state.env && events.length > 0) state.env.sendKeepalive({ events });
}

/** Events queued and not sent yet (tests, the debug helper). */
export const queuedAnalytics = (scope: Scope): readonly AnalyticsEvent[] => [...local(scope).queue];

/** A method picked on a list is a `*_method_selected` event of the page's transaction kind. */
function trackPick(scope: Scope, selection: Selection, moment?: EventMoment): void {
  if (selection.kind === 'method') trackEvent(scope, methodSelectedEvent((moment ?? momentOf(scope)).kind), { method: selection.method }, moment);
}

/** An event noted before this chunk ran (or by the entry's code since), with its moment. */
function trackNote(scope: Scope, note: EarlyNote): void {
  if (note.type === 'shown') trackMethodsShown(scope, note.moment);
  else if (note.type === 'pick') trackPick(scope, note.selection, note.moment);
  else if (note.type === 'error') trackRequestError(scope, note.call, note.error, note.moment);
  else trackEvent(scope, note.name, note.options, note.moment);
}

/**
 * Starts analytics for one element's connection; the returned function ends it (what is queued
 * goes with keepalive). Starts nest within the element's world: the last stop ends it.
 */
export function startAnalytics(scope: Scope, overrides: Partial<AnalyticsEnv> = {}): () => void {
  const state = local(scope);
  state.starts++;
  if (state.starts === 1) {
    state.env = { ...defaultEnv(scope), ...overrides };
    const { tab } = state.env;
    const onHidden = (): void => {
      if (tab?.doc.visibilityState === 'hidden') flushKeepalive(scope);
    };
    const onPageHide = (): void => flushKeepalive(scope);
    tab?.win.addEventListener('pagehide', onPageHide);
    tab?.doc.addEventListener('visibilitychange', onHidden);
    state.detach = [
      () => tab?.win.removeEventListener('pagehide', onPageHide),
      () => tab?.doc.removeEventListener('visibilitychange', onHidden),
      onCallFailure(scope, trackRequestError.bind(null, scope)),
      // Every pick of a method on a list (the deposit index, a group, a withdrawal list).
      $selection(scope).listen((selection) => trackPick(scope, selection)),
    ];
    // This store is a chunk of its own: what happened before it arrived still counts (AN-01,
    // decision CRIT-02), with its own time and facts; started on its own, the current pick does.
    const kept = takeEarlyAnalytics(scope, (note) => trackNote(scope, note));
    if (kept) for (const note of kept) trackNote(scope, note);
    else trackPick(scope, $selection(scope).get());
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    state.starts--;
    if (state.starts > 0) return;
    flushKeepalive(scope);
    takeEarlyAnalytics(scope, null);
    for (const fn of state.detach.splice(0)) fn();
    state.env = null;
    state.inFlight = false;
  };
}
