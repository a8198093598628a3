/**
 * What both adapters do around the service: auth, the token's fault switches (latency, 401
 * once, disconnect, failures), then the handler (once per idempotency key), then `loseAnswer`. Outcomes are transport-neutral; each adapter
 * turns them into an HTTP reply or a socket `response`.
 */
import type { CallName } from '../../../src/transport/calls.ts';
import { withArabic } from '../fixtures/arabic-texts.ts';
import { inLanguage } from '../fixtures/server-texts.ts';
import { bankingService } from '../service/banking-service.ts';
import { CAPTCHA_RETRY_CODES } from '../service/captcha-check.ts';
import type { CallContext, ServiceDeps, Transport } from '../service/types.ts';
import { ServiceError, unauthorized, type ErrorBody } from '../service-error.ts';
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENT_CALLS, KEY_REUSED_CODE } from '../../../src/transport/idempotency.ts';
import { IdempotencyStore } from '../state/idempotency.ts';
import { latencyFor, takeDisconnect, takeFailure, takeLostAnswer, takeUnauthorized } from '../state/scenario-takes.ts';
import { takeLateAnswer } from '../state/late-answer.ts';
import { withHostileContent } from '../state/hostile-content.ts';
import { padded, refusingSockets, startSocketRefused, takeAnswerFault, takeSocketRefused, takeStall } from '../state/fault-kinds.ts';
import type { Session } from '../state/sessions.ts';
import type { CallLog } from './call-log.ts';

export type Outcome =
  | { kind: 'ok'; data: unknown }
  /** `retryAfter`: seconds, sent as the HTTP `Retry-After` header (a `failures` entry's field). */
  | { kind: 'fail'; status: number; body: ErrorBody; retryAfter?: number }
  /** Drop the connection: HTTP destroys the socket, the socket adapter disconnects. */
  | { kind: 'network' }
  /** The `malformedAnswer` switch: HTTP answers a body that is not JSON, the socket a `response` that is not the envelope. */
  | { kind: 'malformed' };

export type Admission = { kind: 'pass'; session: Session } | Exclude<Outcome, { kind: 'ok' | 'malformed' }>;
/** What a handler answered (it never drops the connection itself). */
type Answered = Exclude<Outcome, { kind: 'network' | 'malformed' }>;

/** The key of a create call's payload (docs/protocol.md "Idempotency key"), if it carries one. */
function idempotencyKeyOf(call: CallName, payload: unknown): string | undefined {
  if (!IDEMPOTENT_CALLS.includes(call) || typeof payload !== 'object' || payload === null) return undefined;
  const key = (payload as Record<string, unknown>)[IDEMPOTENCY_KEY_FIELD];
  return typeof key === 'string' && key !== '' ? key : undefined;
}

/**
 * A success or a refusal is the key's final answer; a 5xx may be retried with the same key, and so
 * may a captcha refusal: the same press sends again with a fresh captcha (flows §8 captcha_required).
 */
const isFinal = (answer: Answered): boolean =>
  answer.kind === 'ok' || (answer.status < 500 && !CAPTCHA_RETRY_CODES.includes(answer.body.error.code));

const keyReused = (): ServiceError =>
  new ServiceError(409, KEY_REUSED_CODE, 'This idempotency key was already used for a different deposit');

const fail = (e: ServiceError): Extract<Outcome, { kind: 'fail' }> => ({ kind: 'fail', status: e.status, body: e.toBody() });

export interface Runner {
  /** Auth and fault switches; runs before payload validation. */
  admit(call: CallName, token: string | undefined, transport: Transport): Promise<Admission>;
  /** A payload that failed its schema: 400 `validation.invalidPayload`, logged for the player. */
  reject(call: CallName, session: Session, transport: Transport, message: string): Outcome;
  /** The handler itself (payload already validated). */
  /** `language`: the request's reduced language (socket `Language`, HTTP `Accept-Language`). */
  invoke(call: CallName, payload: unknown, session: Session, origin: string, transport: Transport, language?: string): Promise<Outcome>;
  /**
   * The `socketRefused` switch (FAULT-01): true when this handshake is to be refused (logged). The
   * player is known by the handshake's token, else (FAULT-07) by the browser's `sandbox-player` cookie.
   */
  refuseHandshake(token: string | undefined, cookiePlayer: number | undefined): boolean;
}

export function createRunner(deps: ServiceDeps, log: CallLog, sleep: (ms: number) => Promise<void>): Runner {
  const keys = new IdempotencyStore<Answered>(deps.now);
  return {
    async admit(call, token, transport) {
      const found = deps.sessions.lookup(token);
      if (found.kind !== 'ok') {
        return fail(unauthorized(found.kind === 'expired' ? 'auth.tokenExpired' : 'auth.unauthorized'));
      }
      const { session } = found;
      const { scenario } = session;
      // In flight from here (its latency too) until the log records its end (SOAK-03).
      log.begin(session.player.id, call);
      const delay = latencyFor(scenario, call);
      if (delay > 0) await sleep(delay);
      const failed = (outcome: Exclude<Admission, { kind: 'pass' }>): Admission => {
        log.record(session.player.id, { call, transport, outcome: outcome.kind === 'fail' ? outcome.status : 'network' });
        return outcome;
      };
      // FAULT-01 `stall`: logged when it starts (the widget gives up at 30 s), dropped unrun after the wait.
      const stallMs = takeStall(scenario, call);
      if (stallMs > 0) {
        log.record(session.player.id, { call, transport, outcome: 'network', stalledMs: stallMs });
        await sleep(stallMs);
        return { kind: 'network' };
      }
      if (takeUnauthorized(scenario, call)) return failed(fail(unauthorized()));
      if (takeDisconnect(scenario, call)) return failed({ kind: 'network' });
      // FAULT-07: `socketRefused.fromCall` drops the socket when its call arrives; the refusals start with the reconnect.
      if (transport === 'socket' && startSocketRefused(scenario, call)) return failed({ kind: 'network' });
      const failure = takeFailure(scenario, call, transport);
      if (failure?.kind === 'network') return failed({ kind: 'network' });
      if (failure) {
        const status = failure.status ?? 500;
        const injected = fail(new ServiceError(status, 'sandbox.injectedFailure', `Injected failure (${status})`));
        return failed(failure.retryAfter === undefined ? injected : { ...injected, retryAfter: failure.retryAfter });
      }
      return { kind: 'pass', session };
    },

    reject(call, session, transport, message) {
      log.record(session.player.id, { call, transport, outcome: 400 });
      return fail(new ServiceError(400, 'validation.invalidPayload', message));
    },

    refuseHandshake(token, cookiePlayer) {
      const found = deps.sessions.lookup(token);
      // A token names its session; without one, the cookie's player's session that is refusing now.
      const session = found.kind === 'ok' ? found.session : token === undefined && cookiePlayer !== undefined ? deps.sessions.ofPlayer(cookiePlayer).find((s) => refusingSockets(s.scenario)) : undefined;
      if (!session || !takeSocketRefused(session.scenario)) return false;
      log.record(session.player.id, { call: 'socket-connect', transport: 'socket', outcome: 'refused' });
      return true;
    },

    async invoke(call, payload, session, origin, transport, language = 'en') {
      const ctx: CallContext = { session, origin, transport, deps };
      const handler = bankingService[call] as (p: unknown, c: CallContext) => unknown;
      const run = async (): Promise<Answered> => {
        try {
          // The fixtures' texts in Arabic too (fixtures/arabic-texts.ts): a real backend answers per language.
          const data = inLanguage(withArabic((await handler(payload, ctx)) ?? null), language);
          // The hostileContent switch (XSS-02): every text, HTML and URL sink of the answer made hostile.
          return { kind: 'ok', data: withHostileContent(data, session.scenario.hostileContent) };
        } catch (error: unknown) {
          if (!(error instanceof ServiceError)) console.error(`[sandbox] ${call} failed:`, error);
          return fail(error instanceof ServiceError ? error : new ServiceError(500, 'server.internal', 'Internal sandbox error'));
        }
      };
      // Decision CREATE-IDEM: a keyed create runs once per key; a replay gets the first answer.
      const key = idempotencyKeyOf(call, payload);
      const keyed = key ? await keys.run(session.player.id, key, call, payload as object, run, isFinal) : { kind: 'first' as const, answer: await run() };
      const outcome = keyed.kind === 'reused' ? fail(keyReused()) : keyed.answer;
      const status = outcome.kind === 'ok' ? 200 : outcome.status;
      const replayed = keyed.kind === 'replay' ? { replayed: true } : {};
      // The loseAnswer switch: the work is done (a deposit made), then the answer never leaves.
      if (takeLostAnswer(session.scenario, call)) {
        log.record(session.player.id, { call, transport, outcome: 'network', lostAnswer: status, ...replayed });
        return { kind: 'network' };
      }
      // FAULT-01: committed, then an answer the widget cannot read, or one padded past 1 MB.
      if (takeAnswerFault(session.scenario, 'malformedAnswer', call)) {
        log.record(session.player.id, { call, transport, outcome: status, malformed: true, ...replayed });
        return { kind: 'malformed' };
      }
      const large = outcome.kind === 'ok' && takeAnswerFault(session.scenario, 'largeAnswer', call);
      // The lateAnswer switch (REL-02): committed, then answered after the widget's timeout.
      const lateMs = takeLateAnswer(session.scenario, call);
      if (lateMs > 0) await sleep(lateMs);
      log.record(session.player.id, { call, transport, outcome: status, ...replayed, ...(large ? { padded: true } : {}) });
      return large ? { kind: 'ok', data: padded(outcome.data) } : outcome;
    },
  };
}
