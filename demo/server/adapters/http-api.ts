/**
 * HTTP adapter (shell §7 "HTTP envelope", docs/protocol.md §2): one route per call at
 * /api/{prefix}/{call}, GET with a query string or POST with JSON, `Authorization: Bearer`.
 */
import { requestLanguage } from '../fixtures/server-texts.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CALL_NAMES, type CallName } from '../../../src/transport/calls.ts';
import { CALLS } from '../../../src/transport/calls.ts';
import { PAYLOAD_SCHEMAS } from '../service/schemas.ts';
import type { Session } from '../state/sessions.ts';
import type { OriginCheck } from './allowed-origins.ts';
import type { Outcome, Runner } from './call-runner.ts';
import { requestOrigin } from './origin.ts';
import { describeErrors } from './validator.ts';
import { MALFORMED_BODY } from '../state/fault-kinds.ts';

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

const sessions = new WeakMap<FastifyRequest, Session>();

/** Sends a failure or drops the connection (a `network` fault). */
function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply | undefined {
  if (outcome.kind === 'network') {
    reply.hijack();
    reply.raw.socket?.destroy();
    return undefined;
  }
  // FAULT-01: a body that says JSON and is not (a proxy's error page).
  if (outcome.kind === 'malformed') return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(MALFORMED_BODY);
  if (outcome.kind === 'fail') {
    if (outcome.retryAfter !== undefined) reply.header('retry-after', String(outcome.retryAfter));
    return reply.code(outcome.status).send(outcome.body);
  }
  return reply.code(200).send(outcome.data);
}

// CORS for a widget embedded on another origin (apiBase pointing here), for the allowed host
// origins only (decision CDN-07): the headers of docs/protocol.md §2 are allowed; credentials are
// not needed (bearer auth).
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, Cache-Control, Pragma, X-Extra-Params, X-Origin';

/** Registers every call of the call map. */
export function registerHttpApi(app: FastifyInstance, runner: Runner, prefix: string, allowOrigin: OriginCheck): void {
  const base = `/api/${prefix}`;

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${base}/`)) return;
    const origin = request.headers.origin;
    // A page of an origin not allowed gets nothing run for it, its preflight included.
    if (!allowOrigin(origin, requestOrigin(request))) return reply.code(403).send({ error: { message: 'Origin not allowed', code: 'cors.originNotAllowed' } });
    if (origin) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
      // Not a CORS-safelisted header: a cross-origin widget reads a 503's or 429's wait only if exposed (REL-10).
      reply.header('access-control-expose-headers', 'Retry-After');
    }
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
    return undefined;
  });

  for (const call of CALL_NAMES) {
    const { method } = CALLS[call];
    const schema = method === 'GET' ? { querystring: PAYLOAD_SCHEMAS[call] } : { body: PAYLOAD_SCHEMAS[call] };
    app.route({
      method,
      url: `${base}/${call}`,
      schema,
      // Validation errors reach the handler, so they are answered (and logged) like the socket's.
      attachValidation: true,
      // Auth and fault switches come before validation: a 401 wins over a bad payload.
      preValidation: async (request, reply) => {
        const admitted = await runner.admit(call, bearerToken(request), 'http');
        if (admitted.kind === 'pass') {
          sessions.set(request, admitted.session);
          return undefined;
        }
        return sendOutcome(reply, admitted);
      },
      handler: async (request, reply) => {
        const session = sessions.get(request);
        if (!session) return reply.code(401).send({ error: { message: 'Unauthorized', code: 'auth.unauthorized' } });
        if (request.validationError) {
          return sendOutcome(reply, runner.reject(call, session, 'http', describeErrors(request.validationError.validation)));
        }
        const payload = method === 'GET' ? request.query : request.body;
        return sendOutcome(reply, await runner.invoke(call as CallName, payload ?? {}, session, requestOrigin(request), 'http', requestLanguage(request.headers['accept-language'])));
      },
    });
  }
}
