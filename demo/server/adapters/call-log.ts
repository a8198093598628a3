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
  /** The `malformedAnswer` switch replaced this answer with one that is not JSON / not the envelope. */
  malformed?: boolean;
  /** The `largeAnswer` switch padded this answer past 1 MB. */
  padded?: boolean;
  /** The `stall` switch held this request so long, then dropped it unrun (logged when the wait began). */
  stalledMs?: number;
  at?: number;
}

const KEEP = 200;

export class CallLog {
  private readonly byPlayer = new Map<number, CallRecord[]>();

  constructor(private readonly now: () => number) {}

  record(playerId: number, entry: CallRecord): void {
    const list = this.byPlayer.get(playerId) ?? [];
    list.push({ ...entry, at: this.now() });
    if (list.length > KEEP) list.splice(0, list.length - KEEP);
    this.byPlayer.set(playerId, list);
  }

  /** Oldest first. */
  list(playerId: number): CallRecord[] {
    return [...(this.byPlayer.get(playerId) ?? [])];
  }
}
