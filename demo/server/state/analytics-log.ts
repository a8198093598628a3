/**
 * The analytics events each player's widget sent through the `events` call (docs/analytics.md),
 * so tests and the playground can read them back (GET /sandbox/events).
 */
import type { Transport } from '../service/types.ts';

export interface ReceivedEvent {
  /** Increases with every event the sandbox receives, over all players: read on with `?after=`. */
  seq: number;
  key: string;
  timestamp: number;
  value: unknown;
  transport: Transport;
  /** When the sandbox received it (epoch ms). */
  receivedAt: number;
}

/** How many events are kept per player (the oldest go first). */
export const KEEP_EVENTS = 500;

export class AnalyticsLog {
  private readonly byPlayer = new Map<number, ReceivedEvent[]>();
  private seq = 0;

  constructor(private readonly now: () => number) {}

  record(playerId: number, events: ReadonlyArray<{ key: string; timestamp: number; value?: unknown }>, transport: Transport): void {
    const list = this.byPlayer.get(playerId) ?? [];
    const receivedAt = this.now();
    for (const e of events) list.push({ seq: ++this.seq, key: e.key, timestamp: e.timestamp, value: e.value ?? null, transport, receivedAt });
    if (list.length > KEEP_EVENTS) list.splice(0, list.length - KEEP_EVENTS);
    this.byPlayer.set(playerId, list);
  }

  /** Oldest first; only those after sequence number `after` when given. */
  list(playerId: number, after = 0): ReceivedEvent[] {
    return (this.byPlayer.get(playerId) ?? []).filter((e) => e.seq > after).map((e) => ({ ...e }));
  }
}
