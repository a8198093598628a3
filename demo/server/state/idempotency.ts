/**
 * The sandbox's idempotency store (decision CREATE-IDEM, docs/protocol.md "Idempotency key"):
 * per player, key → the intent it was first sent with and that send's answer, kept 24 h. A replay
 * with the same intent gets the first answer (awaiting it while the first send still runs); a
 * replay with another intent is refused with 409 `banking.idempotencyKeyReused`.
 */
import { intentFingerprint } from '../../../src/transport/idempotency.ts';

/** How long a key is remembered (Stripe keeps its keys 24 h too). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A bound on memory: past this many keys the oldest go first. */
const MAX_KEYS = 10_000;

interface Entry<A> {
  intent: string;
  answer: Promise<A | undefined>;
  expiresAt: number;
}

/** How a keyed send went: it ran (`first`), it got the first send's answer, or its key was taken. */
export type Keyed<A> = { kind: 'first' | 'replay'; answer: A } | { kind: 'reused' };

export class IdempotencyStore<A> {
  private readonly entries = new Map<string, Entry<A>>();

  constructor(private readonly now: () => number) {}

  /**
   * Runs `first` once per player and key. `keep(answer)` says whether the answer is final; one
   * that is not (a 5xx) is forgotten, so the next send runs again.
   */
  async run(playerId: number, key: string, call: string, payload: object, first: () => Promise<A>, keep: (answer: A) => boolean): Promise<Keyed<A>> {
    this.prune();
    const id = `${playerId}:${key}`;
    const intent = intentFingerprint(call, payload);
    // A replay waits for the first send; if that one is forgotten, the key is free again.
    for (let seen = this.entries.get(id); seen; seen = this.entries.get(id)) {
      if (seen.intent !== intent) return { kind: 'reused' };
      const answer = await seen.answer;
      if (answer !== undefined) return { kind: 'replay', answer };
    }
    let settle: (answer: A | undefined) => void = () => undefined;
    const entry: Entry<A> = { intent, answer: new Promise((resolve) => (settle = resolve)), expiresAt: this.now() + IDEMPOTENCY_TTL_MS };
    this.entries.set(id, entry);
    try {
      const answer = await first();
      if (keep(answer)) settle(answer);
      else this.forget(id, entry, settle);
      return { kind: 'first', answer };
    } catch (error: unknown) {
      this.forget(id, entry, settle);
      throw error;
    }
  }

  /** Drops an entry whose answer is not final; replays waiting on it run the call themselves. */
  private forget(id: string, entry: Entry<A>, settle: (answer: undefined) => void): void {
    if (this.entries.get(id) === entry) this.entries.delete(id);
    settle(undefined);
  }

  private prune(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) {
      if (entry.expiresAt <= now || this.entries.size > MAX_KEYS) this.entries.delete(id);
    }
  }
}
