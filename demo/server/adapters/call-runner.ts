/**
 * What both adapters do around the service: auth, the token's fault switches (latency, 401
 * once, disconnect, failures), then the handler. Outcomes are transport-neutral; each adapter
 * turns them into an HTTP reply or a socket `response`.
 */
import type { CallName } from '../../../src/transport/calls.ts';
import { bankingService } from '../service/banking-service.ts';
import type { CallContext, ServiceDeps, Transport } from '../service/types.ts';
import { ServiceError, unauthorized, type ErrorBody } from '../service-error.ts';
import { latencyFor, takeDisconnect, takeFailure, takeUnauthorized } from '../state/scenario.ts';
import type { Session } from '../state/sessions.ts';
import type { CallLog } from './call-log.ts';

export type Outcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'fail'; status: number; body: ErrorBody }
  /** Drop the connection: HTTP destroys the socket, the socket adapter disconnects. */
  | { kind: 'network' };

export type Admission = { kind: 'pass'; session: Session } | Exclude<Outcome, { kind: 'ok' }>;

const fail = (e: ServiceError): Extract<Outcome, { kind: 'fail' }> => ({ kind: 'fail', status: e.status, body: e.toBody() });

export interface Runner {
  /** Auth and fault switches; runs before payload validation. */
  admit(call: CallName, token: string | undefined, transport: Transport): Promise<Admission>;
  /** A payload that failed its schema: 400 `validation.invalidPayload`, logged for the player. */
  reject(call: CallName, session: Session, transport: Transport, message: string): Outcome;
  /** The handler itself (payload already validated). */
  invoke(call: CallName, payload: unknown, session: Session, origin: string, transport: Transport): Promise<Outcome>;
}

export function createRunner(deps: ServiceDeps, log: CallLog, sleep: (ms: number) => Promise<void>): Runner {
  return {
    async admit(call, token, transport) {
      const found = deps.sessions.lookup(token);
      if (found.kind !== 'ok') {
        return fail(unauthorized(found.kind === 'expired' ? 'auth.tokenExpired' : 'auth.unauthorized'));
      }
      const { session } = found;
      const { scenario } = session;
      const delay = latencyFor(scenario, call);
      if (delay > 0) await sleep(delay);
      const failed = (outcome: Exclude<Outcome, { kind: 'ok' }>): Admission => {
        log.record(session.player.id, { call, transport, outcome: outcome.kind === 'fail' ? outcome.status : 'network' });
        return outcome;
      };
      if (takeUnauthorized(scenario, call)) return failed(fail(unauthorized()));
      if (takeDisconnect(scenario, call)) return failed({ kind: 'network' });
      const failure = takeFailure(scenario, call, transport);
      if (failure?.kind === 'network') return failed({ kind: 'network' });
      if (failure) {
        const status = failure.status ?? 500;
        return failed(fail(new ServiceError(status, 'sandbox.injectedFailure', `Injected failure (${status})`)));
      }
      return { kind: 'pass', session };
    },

    reject(call, session, transport, message) {
      log.record(session.player.id, { call, transport, outcome: 400 });
      return fail(new ServiceError(400, 'validation.invalidPayload', message));
    },

    async invoke(call, payload, session, origin, transport) {
      const ctx: CallContext = { session, origin, transport, deps };
      const handler = bankingService[call] as (p: unknown, c: CallContext) => unknown;
      try {
        const data = await handler(payload, ctx);
        log.record(session.player.id, { call, transport, outcome: 200 });
        return { kind: 'ok', data: data ?? null };
      } catch (error: unknown) {
        const e = error instanceof ServiceError ? error : new ServiceError(500, 'server.internal', 'Internal sandbox error');
        if (!(error instanceof ServiceError)) console.error(`[sandbox] ${call} failed:`, error);
        log.record(session.player.id, { call, transport, outcome: e.status });
        return fail(e);
      }
    },
  };
}
