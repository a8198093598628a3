/**
 * Tokens: issued by the test API (or the fixed demo token), each with an expiry and its own
 * scenario. A token is an opaque random string; nothing about the player can be read from it.
 */
import { randomBytes } from 'node:crypto';
import type { User } from '../../../src/domain/payment-entities.ts';
import { defaultScenario, type Scenario } from './scenario.ts';
import type { Player, PlayerRegistry, PlayerRequest } from './players.ts';

export interface Session {
  token: string;
  player: Player;
  /** Epoch ms; null never expires (the demo token). */
  expiresAt: number | null;
  scenario: Scenario;
}

export type Lookup = { kind: 'ok'; session: Session } | { kind: 'expired' } | { kind: 'unknown' };

export interface IssueRequest extends PlayerRequest {
  ttlSeconds?: number;
}

export class SessionStore {
  private readonly byToken = new Map<string, Session>();

  constructor(
    private readonly players: PlayerRegistry,
    private readonly now: () => number,
    private readonly defaultTtlSeconds: number,
  ) {}

  /** A new token for the named (or a new) player. */
  issue(request: IssueRequest, fixedToken?: string): Session {
    const player = this.players.obtain(request);
    const ttl = request.ttlSeconds ?? this.defaultTtlSeconds;
    const session: Session = {
      token: fixedToken ?? `sbx_${randomBytes(18).toString('base64url')}`,
      player,
      expiresAt: fixedToken ? null : this.now() + ttl * 1000,
      scenario: defaultScenario(),
    };
    this.byToken.set(session.token, session);
    return session;
  }

  /**
   * A new token for the same player, with a copy of the old token's scenario (so a test that
   * refreshes mid-flow keeps its switches). The old token stays valid until it expires.
   */
  refresh(token: string, ttlSeconds?: number): Session | undefined {
    const old = this.byToken.get(token);
    if (!old) return undefined;
    const fresh = this.issue({ player: old.player.key, ttlSeconds });
    fresh.scenario = structuredClone(old.scenario);
    return fresh;
  }

  /** Checks a token, expiry included. */
  lookup(token: string | undefined): Lookup {
    const session = token ? this.byToken.get(token) : undefined;
    if (!session) return { kind: 'unknown' };
    if (session.expiresAt !== null && session.expiresAt <= this.now()) return { kind: 'expired' };
    return { kind: 'ok', session };
  }

  /** The live sessions of a player (each token has its own scenario). */
  ofPlayer(playerId: number): Session[] {
    const now = this.now();
    return [...this.byToken.values()].filter((s) => s.player.id === playerId && (s.expiresAt === null || s.expiresAt > now));
  }

  /** The full user record of a session (shell §3), token included. */
  userOf(session: Session): User {
    return { ...session.player.user, token: session.token };
  }
}
