/** The last calls of each player (GET /sandbox/calls), so tests can see what the widget sent. */
import type { Transport } from '../service/types.ts';

export interface CallRecord {
  call: string;
  transport: Transport;
  /** The status answered, 'network' for a dropped connection, 'refused' for a refused socket handshake (`socketRefused`). */
  outcome: number | 'network' | 'refused';
  /** The `loseAnswer` switch dropped this answer (its status) after the handler ran. */
  lostAnswer?: number;
  /** A replayed idempotency key: the first send's answer, no second run (decision CREATE-IDEM). */
  replayed?: boolean;
  /** When the call was admitted (before its latency); `at` is when it ended (issue #25, SOAK-03). */
  startedAt?: number;
  /** How many calls of this name this player had in flight while this one started, itself included. */
  inFlight?: number;
  /** The `malformedAnswer` switch replaced this answer with one that is not JSON / not the envelope. */
  malformed?: boolean;
  /** The `largeAnswer` switch padded this answer past 1 MB. */
  padded?: boolean;
  /** The `stall` switch held this request so long, then dropped it unrun (logged when the wait began). */
  stalledMs?: number;
  at?: number;
}

const KEEP = 200;

/** The calls of one name that are admitted and not yet recorded, oldest first (their start times). */
type Open = Map<string, number[]>;

export class CallLog {
  private readonly byPlayer = new Map<number, CallRecord[]>();
  private readonly open = new Map<number, Open>();

  constructor(private readonly now: () => number) {}

  /**
   * A call of `playerId` was admitted (auth passed): it is in flight until `record` logs its end. Lets
   * the log say whether the widget ever had two of one call in flight (polling must not, SOAK-03).
   */
  begin(playerId: number, call: string): void {
    const open = this.open.get(playerId) ?? new Map<string, number[]>();
    open.set(call, [...(open.get(call) ?? []), this.now()]);
    this.open.set(playerId, open);
  }

  record(playerId: number, entry: CallRecord): void {
    const list = this.byPlayer.get(playerId) ?? [];
    list.push({ ...entry, ...this.end(playerId, entry.call), at: this.now() });
    if (list.length > KEEP) list.splice(0, list.length - KEEP);
    this.byPlayer.set(playerId, list);
  }

  /** Oldest first. */
  list(playerId: number): CallRecord[] {
    return [...(this.byPlayer.get(playerId) ?? [])];
  }

  /** Closes the oldest open call of this name: its start, and how many were open then. */
  private end(playerId: number, call: string): Pick<CallRecord, 'startedAt' | 'inFlight'> {
    const starts = this.open.get(playerId)?.get(call);
    const startedAt = starts?.shift();
    if (startedAt === undefined) return {};
    // The calls still open were admitted after this one (the list is in admission order): only one
    // with an earlier clock reading was in flight when it started (the same millisecond is later).
    const inFlight = 1 + starts!.filter((t) => t < startedAt).length + this.overlappedEnded(playerId, call, startedAt);
    if (starts!.length === 0) this.open.get(playerId)!.delete(call);
    return { startedAt, inFlight };
  }

  /** Calls of this name already ended that were still in flight when one started at `startedAt`. */
  private overlappedEnded(playerId: number, call: string, startedAt: number): number {
    return (this.byPlayer.get(playerId) ?? []).filter((r) => r.call === call && r.startedAt !== undefined && r.startedAt <= startedAt && (r.at ?? 0) > startedAt).length;
  }
}
