/**
 * Issue #24, decision CRIT-02: the analytics store (stores/analytics.ts) is a chunk that starts
 * only after the first screen has painted, yet no event is lost. From the element's connection on,
 * what happens before that chunk runs (the list shown, a pick, a failed call, any tracked event) is
 * kept here with the facts of its moment (time, route kind, currency, region, chosen method); the
 * chunk sends it all when it starts, then takes every later note at once. In the entry: kept tiny.
 */
import type { AnalyticsContext, AnalyticsEventName, AnalyticsExtra } from '../domain/analytics-events.ts';
import type { PaymentMethod } from '../domain/payment-entities.ts';
import { onCallFailure } from './api.ts';
import { $config } from './config.ts';
import { $depositCurrency } from './deposit-currency.ts';
import { $routeTransaction } from './navigation.ts';
import { $selectedMethod, $selection, type Selection } from './selection.ts';
import { scoped, type Scope } from './scope.ts';

/** The facts of one event beyond the five fields of AN-02. */
export interface TrackOptions {
  /** The method the event is about; default the chosen one. */
  method?: Pick<PaymentMethod, 'name' | 'category'> | undefined;
  /** The deposit amount the event is about (submit_amount). */
  amount?: number | null | undefined;
  extra?: AnalyticsExtra;
}

/** What an event reports about the widget (AN-02), as it was when the event happened. */
export type EventMoment = Omit<AnalyticsContext, 'submitAmount'> & { at: number };

type Note = { type: 'shown' } | { type: 'pick'; selection: Selection } | { type: 'error'; call: string; error: unknown } | { type: 'event'; name: AnalyticsEventName; options: TrackOptions };

/** One event noted before the analytics chunk ran, with its moment. */
export type EarlyNote = Note & { moment: EventMoment };

/** Most notes kept (the queue's own cap, ANALYTICS_QUEUE_CAP, then applies): a stuck chunk cannot grow memory. */
const KEEP_MAX = 100;

const local = scoped((): { kept: EarlyNote[] | null; live: ((note: EarlyNote) => void) | null; stops: Array<() => void> } => ({ kept: null, live: null, stops: [] }));

/** The facts of this moment (`at`: now unless given). */
export const momentOf = (scope: Scope, at = Date.now()): EventMoment => ({
  at,
  kind: $routeTransaction(scope).get(),
  currency: $depositCurrency(scope).get(),
  paymentRegion: $config(scope).get().paymentGeo,
  method: $selectedMethod(scope).get(),
});

/** Notes an event: to the running analytics, or kept until it runs; dropped when no connection wants analytics. */
export function noteAnalytics(scope: Scope, note: Note): void {
  const state = local(scope);
  const full = { ...note, moment: momentOf(scope) };
  if (state.live) state.live(full);
  else if (state.kept && state.kept.push(full) > KEEP_MAX) state.kept.shift();
}

/** Detaches the early listeners. */
const detach = (scope: Scope): void => local(scope).stops.splice(0).forEach((stop) => stop());

/**
 * An element's connection wants analytics (startCashier): from now on picks and failed calls are
 * kept until the chunk runs. The returned function ends it.
 */
export function keepEarlyAnalytics(scope: Scope): () => void {
  const state = local(scope);
  state.kept = [];
  state.stops = [
    onCallFailure(scope, (call, error) => noteAnalytics(scope, { type: 'error', call, error })),
    $selection(scope).listen((selection) => noteAnalytics(scope, { type: 'pick', selection })),
  ];
  return () => {
    detach(scope);
    state.kept = null;
    state.live = null;
  };
}

/**
 * The analytics chunk starts (`live`: where later notes go) or stops (null): returns what was kept
 * since the connection, or null when no connection kept anything (a store started on its own).
 */
export function takeEarlyAnalytics(scope: Scope, live: ((note: EarlyNote) => void) | null): EarlyNote[] | null {
  const state = local(scope);
  const kept = state.kept;
  detach(scope);
  state.kept = null;
  state.live = live;
  return kept;
}
