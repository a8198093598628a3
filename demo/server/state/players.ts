/** Players: a full shell §3 user record per player key, plus sweepstake balances. */
import { createHash } from 'node:crypto';
import type { BalanceEntry, User } from '../../../src/domain/payment-entities.ts';
import { findCountry } from '../fixtures/countries.ts';
import { START_BALANCES, START_UNPLAYED } from '../fixtures/sweepstake.ts';

export interface Player {
  id: number;
  key: string;
  /** The user record without its token (tokens belong to sessions). */
  user: Omit<User, 'token'>;
  balances: BalanceEntry[];
  /** SWEEP-13 / decision SWEEP-14: sweep coins (QSC) not yet played through, so not redeemable. */
  unplayed: number;
  /** Decision WD-08: the withdrawal accounts per currency, made on first use (state/wallets.ts). */
  accounts: Map<string, { main: number; additional: number }>;
}

export interface PlayerRequest {
  player?: string;
  currency?: string;
  country?: string;
  lang?: string;
}

/** Players by key; a key seen again gets the same player (and the same deposits). */
export class PlayerRegistry {
  private readonly byKey = new Map<string, Player>();
  private nextId = 1001;

  constructor(private readonly now: () => number) {}

  /** The player for a key (a new key, or none, creates one). Given fields update the record. */
  obtain(request: PlayerRequest): Player {
    const key = request.player ?? `player-${this.nextId}`;
    const existing = this.byKey.get(key);
    if (existing) {
      Object.assign(existing.user, this.overrides(request));
      return existing;
    }
    const id = this.nextId++;
    const country = findCountry(request.country ?? 'RU');
    const countryCode = country?.code ?? (request.country ?? 'RU').toUpperCase();
    const currency = (request.currency ?? country?.currency ?? 'USD').toUpperCase();
    const lang = request.lang ?? country?.lang ?? 'en';
    const registered = new Date(this.now() - 30 * 86_400_000).toISOString();
    const player: Player = {
      id,
      key,
      balances: START_BALANCES.map((b) => ({ ...b })),
      unplayed: START_UNPLAYED,
      accounts: new Map(),
      user: {
        id,
        id_user: id,
        hash_id: createHash('sha256').update(`player:${key}`).digest('hex').slice(0, 24),
        name: { name: `Sandbox ${key}` },
        email: { email: `${key.replace(/[^a-z0-9._-]/gi, '_')}@sandbox.test` },
        phone: { phone: '+10000000000' },
        country: countryCode,
        paymentGeo: countryCode,
        last_ip: '127.0.0.1',
        last_ip_country: countryCode,
        currency,
        lang,
        balanceData: { primary: { amount: 1000, currency } },
        birthday: '1990-01-01',
        address: '1 Sandbox Street',
        bk_type: 1,
        deposits_calc_count: 0,
        deposits_calc_time: 0,
        firstdeposit_time: 0,
        activity: { lastSeen: new Date(this.now()).toISOString() },
        meta: { sandbox: true },
        note: '',
        platform: 'desktop',
        partner_key: 'sandbox',
        passport: '',
        passport_by: '',
        poker_nickname: key,
        regulated_domain_id: 1,
        role: 1,
        tg_id: 0,
        time_registration: registered,
        timezone: 'UTC',
        widgetViewType: 'main',
      },
    };
    this.byKey.set(key, player);
    return player;
  }

  private overrides(request: PlayerRequest): Partial<User> {
    const out: Partial<User> = {};
    if (request.currency) out.currency = request.currency.toUpperCase();
    if (request.country) out.country = out.paymentGeo = request.country.toUpperCase();
    if (request.lang) out.lang = request.lang;
    return out;
  }
}
