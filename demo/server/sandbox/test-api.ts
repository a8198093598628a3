/**
 * The sandbox-only test API (docs/sandbox.md): tokens, per-token scenario switches, deposits and
 * the call log. It exists so tests and the playground can drive the sandbox; a production
 * backend must never expose anything like it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bonusList } from '../fixtures/bonuses.ts';
import { COUNTRIES } from '../fixtures/countries.ts';
import { bearerToken } from '../adapters/http-api.ts';
import type { CallLog } from '../adapters/call-log.ts';
import type { AnalyticsLog } from '../state/analytics-log.ts';
import type { BonusCatalogue } from '../state/bonus-catalogue.ts';
import { applyPatch, defaultScenario, SCENARIO_SCHEMA, type ScenarioPatch } from '../state/scenario.ts';
import type { DepositStore } from '../state/deposits.ts';
import type { WithdrawalStore } from '../state/withdrawals.ts';
import { WITHDRAWAL_STATUS } from '../../../src/domain/withdrawal.ts';
import type { Session, SessionStore } from '../state/sessions.ts';
import type { User } from '../../../src/domain/payment-entities.ts';
import { playerCookie } from './player-cookie.ts';

export interface TestApiDeps {
  sessions: SessionStore;
  deposits: DepositStore;
  withdrawals: WithdrawalStore;
  log: CallLog;
  analytics: AnalyticsLog;
  /** Records each bonus list handed out, for the create calls' bonus checks. */
  bonuses: BonusCatalogue;
  now(): number;
  pushLogin(playerId: number, user: Partial<User>): void;
  /** The player's open sockets (GET /sandbox/sockets). */
  openSockets(playerId: number): Promise<number>;
  /** Cuts the player's open sockets like a network drop (POST /sandbox/sockets/drop). */
  dropSockets(playerId: number): Promise<number>;
}

const TOKEN_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    player: { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' },
    currency: { type: 'string', pattern: '^[A-Za-z]{2,10}$' },
    country: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    lang: { type: 'string', pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' },
    ttlSeconds: { type: 'integer', minimum: 1, maximum: 31_536_000 },
  },
} as const;

const REFRESH_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, ttlSeconds: TOKEN_SCHEMA.properties.ttlSeconds },
} as const;

const SETTLE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['outcome'],
  properties: { outcome: { enum: ['processed', 'mistaked', 'canceled'] } },
} as const;

/** Decision WD-08: the moves the test API may make a submitted withdrawal take (the table still applies). */
const WITHDRAWAL_SETTLE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { enum: [WITHDRAWAL_STATUS.PROCESSING, WITHDRAWAL_STATUS.ACCEPTED, WITHDRAWAL_STATUS.DECLINED] } },
} as const;

const EVENTS_QUERY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: { after: { type: 'integer', minimum: 0 } },
} as const;

const describe = (session: Session, sessions: SessionStore) => ({
  token: session.token,
  user: sessions.userOf(session),
  expiresAt: session.expiresAt === null ? null : new Date(session.expiresAt).toISOString(),
});

export function registerTestApi(app: FastifyInstance, deps: TestApiDeps): void {
  const { sessions, deposits } = deps;

  /** The Bearer token's live session, or a 401 already sent. */
  const authed = (request: FastifyRequest, reply: FastifyReply): Session | undefined => {
    const found = sessions.lookup(bearerToken(request));
    if (found.kind === 'ok') return found.session;
    void reply.code(401).send({ error: { message: 'Unauthorized', code: found.kind === 'expired' ? 'auth.tokenExpired' : 'auth.unauthorized' } });
    return undefined;
  };

  app.post('/sandbox/tokens', { schema: { body: TOKEN_SCHEMA } }, async (request, reply) => {
    const body = (request.body ?? {}) as { player?: string; currency?: string; country?: string; lang?: string; ttlSeconds?: number };
    const session = sessions.issue(body);
    // FAULT-07: the browser learns which player it is (the id, never the token), for `socketRefused`.
    return reply.code(201).header('set-cookie', playerCookie(session.player.id)).send(describe(session, sessions));
  });

  app.post('/sandbox/tokens/refresh', { schema: { body: REFRESH_SCHEMA } }, async (request, reply) => {
    const { token, ttlSeconds } = request.body as { token: string; ttlSeconds?: number };
    const fresh = sessions.refresh(token, ttlSeconds);
    if (!fresh) return reply.code(404).send({ error: { message: 'Unknown token', code: 'auth.unknownToken' } });
    // SOCK-15: the player's open sockets learn the new token (and the rest of the user).
    deps.pushLogin(fresh.player.id, sessions.userOf(fresh));
    return reply.code(201).send(describe(fresh, sessions));
  });

  app.get('/sandbox/scenario', async (request, reply) => {
    const session = authed(request, reply);
    return session ? reply.send(session.scenario) : reply;
  });

  app.put('/sandbox/scenario', { schema: { body: SCENARIO_SCHEMA } }, async (request, reply) => {
    const session = authed(request, reply);
    if (!session) return reply;
    session.scenario = applyPatch(session.scenario, (request.body ?? {}) as ScenarioPatch);
    return reply.send(session.scenario);
  });

  app.delete('/sandbox/scenario', async (request, reply) => {
    const session = authed(request, reply);
    if (!session) return reply;
    session.scenario = defaultScenario();
    return reply.send(session.scenario);
  });

  app.get('/sandbox/deposits', async (request, reply) => {
    const session = authed(request, reply);
    if (!session) return reply;
    return reply.send(deposits.listFor(session.player.id).map((d) => ({ ...deposits.statusOf(d), method: d.method, state: d.state, fields: d.fields ?? {}, ...(d.bonus ? { bonus: d.bonus } : {}), ...(d.sweepstake ? { sweepstake: d.sweepstake } : {}), ...(d.captcha ? { captcha: d.captcha } : {}) })));
  });

  app.post('/sandbox/deposits/:id/settle', { schema: { body: SETTLE_SCHEMA } }, async (request, reply) => {
    const session = authed(request, reply);
    if (!session) return reply;
    const deposit = deposits.find((request.params as { id: string }).id, session.player.id);
    if (!deposit) return reply.code(404).send({ error: { message: 'Deposit not found', code: 'banking.depositNotFound' } });
    const { outcome } = request.body as { outcome: 'processed' | 'mistaked' | 'canceled' };
    const changed = outcome === 'canceled' ? deposits.cancel(deposit) : deposits.settle(deposit, outcome);
    return reply.send({ changed, ...deposits.statusOf(deposit) });
  });

  // Issue #15: every withdrawal of the player (drafts and ended ones too), newest first, with the fields sent.
  app.get('/sandbox/withdrawals', async (request, reply) => {
    const session = authed(request, reply);
    if (!session) return reply;
    const { withdrawals } = deps;
    return reply.send(withdrawals.listFor(session.player.id).map((r) => ({ ...withdrawals.viewOf(r), fields: r.fields })));
  });

  // Moves a submitted withdrawal on now (the timers' work): processing, then accepted or declined.
  app.post('/sandbox/withdrawals/:id/settle', { schema: { body: WITHDRAWAL_SETTLE_SCHEMA } }, async (request, reply) => {
    const session = authed(request, reply);
    if (!session) return reply;
    const record = deps.withdrawals.find((request.params as { id: string }).id, session.player.id);
    if (!record) return reply.code(404).send({ error: { message: 'Withdrawal not found', code: 'banking.withdrawalNotFound' } });
    const { status } = request.body as { status: 'processing' | 'accepted' | 'declined' };
    const changed = deps.withdrawals.settle(record, status);
    return reply.send({ changed, ...deps.withdrawals.viewOf(record) });
  });

  // Issue #22: each cashier element has its own socket, closed when the element leaves the page.
  app.get('/sandbox/sockets', async (request, reply) => {
    const session = authed(request, reply);
    return session ? reply.send({ open: await deps.openSockets(session.player.id) }) : reply;
  });

  // Issue #24 (decision MEM-02): a network drop on demand, so tests and the bench see the widget
  // recover from it. Only the connection is cut; the player's session and deposits stay.
  app.post('/sandbox/sockets/drop', async (request, reply) => {
    const session = authed(request, reply);
    return session ? reply.send({ dropped: await deps.dropSockets(session.player.id) }) : reply;
  });

  app.get('/sandbox/calls', async (request, reply) => {
    const session = authed(request, reply);
    return session ? reply.send(deps.log.list(session.player.id)) : reply;
  });

  // docs/analytics.md: what the player's widget sent through the `events` call.
  app.get('/sandbox/events', { schema: { querystring: EVENTS_QUERY_SCHEMA } }, async (request, reply) => {
    const session = authed(request, reply);
    if (!session) return reply;
    const { after } = request.query as { after?: number };
    return reply.send(deps.analytics.list(session.player.id, after ?? 0));
  });

  // Handshake data that no banking call returns: the host's bonusList, and the countries.
  // The list handed out is remembered as issued: the create calls check activated bonuses against it.
  app.get('/sandbox/bonuses', async () => {
    const list = bonusList(deps.now());
    deps.bonuses.record(list);
    return list;
  });
  app.get('/sandbox/countries', async () => COUNTRIES);
}
