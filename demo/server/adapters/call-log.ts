/** The last calls of each player (GET /sandbox/calls), so tests can see what the widget sent. */
import type { Transport } from '../service/types.ts';

export interface CallRecord {
  call: string;
  transport: Transport;
  /** The status answered, or 'network' for a dropped connection. */
  outcome: number | 'network';
  /** The `loseAnswer` switch dropped this answer (its status) after the handler ran. */
  lostAnswer?: number;
  /** A replayed idempotency key: the first send's answer, no second run (decision CREATE-IDEM). */
  replayed?: boolean;
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
