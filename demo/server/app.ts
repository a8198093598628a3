/**
 * The sandbox process in one Fastify instance: the playground (demo/public at /), the built
 * widget (dist at /widget/, its CDN release at /widget/<version>/ and /widget/v<major>/), the
 * banking API over HTTP (/api/BANKING/*) and socket.io (/v4/socket.io, websocket only), the test
 * API and the sandbox provider pages.
 */
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { FastifyValidationResult } from 'fastify/types/schema';
import { join } from 'node:path';
import { createRunner } from './adapters/call-runner.ts';
import { allowedOrigins } from './adapters/allowed-origins.ts';
import { CallLog } from './adapters/call-log.ts';
import { registerHttpApi } from './adapters/http-api.ts';
import { attachSocketApi, type SocketApi } from './adapters/socket-api.ts';
import { coercingAjv, describeErrors, strictAjv } from './adapters/validator.ts';
import { resolveOptions, type SandboxOptions } from './options.ts';
import { registerCaptchaDoubles } from './sandbox/captcha-doubles.ts';
import { registerFrameworkHosts } from './sandbox/framework-hosts.ts';
import { registerIcons } from './sandbox/icons.ts';
import { registerProviderPages } from './sandbox/provider-pages.ts';
import { registerSlides } from './sandbox/slides.ts';
import { registerStrictCspPage, servedStrict, strictAnswer } from './sandbox/strict-csp.ts';
import { registerTestApi } from './sandbox/test-api.ts';
import { registerWidgetFiles } from './sandbox/widget-files.ts';
import { AnalyticsLog } from './state/analytics-log.ts';
import { BonusCatalogue } from './state/bonus-catalogue.ts';
import { CaptchaTokens } from './state/captcha-tokens.ts';
import { DepositStore } from './state/deposits.ts';
import { PlayerRegistry } from './state/players.ts';
import { SessionStore } from './state/sessions.ts';
import { WithdrawalStore } from './state/withdrawals.ts';

export type { SandboxOptions } from './options.ts';

/** A built (not yet listening) sandbox. */
export interface Sandbox {
  app: FastifyInstance;
  options: SandboxOptions;
  sessions: SessionStore;
  deposits: DepositStore;
  withdrawals: WithdrawalStore;
  socket: SocketApi;
  /** Closes socket.io, every timer and Fastify. */
  close(): Promise<void>;
}

// Strict CSP on every page: the widget and the sandbox pages work without inline code or eval.
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self' ws: wss:; frame-src 'self'; font-src 'self' https:; object-src 'none'; base-uri 'none'";

/** Fastify's own failures (bad JSON, wrong media type, too large, schema) in the spec's error shape. */
function errorReply(error: FastifyError): { status: number; code: string; message: string } {
  if (error.validation) return { status: 400, code: 'validation.invalidPayload', message: describeErrors(error.validation) };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  const code: Record<string, string> = {
    FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJson',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'request.invalidJson',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
    FST_ERR_CTP_BODY_TOO_LARGE: 'request.tooLarge',
  };
  return { status, code: code[error.code] ?? (status >= 500 ? 'server.internal' : 'request.invalid'), message: status >= 500 ? 'Internal sandbox error' : error.message };
}

/**
 * Fastify over plain HTTP/1.1, or with `tls` over HTTPS with HTTP/2 as a CDN serves the widget:
 * `allowHTTP1` keeps HTTP/1.1 on the same port for clients without h2 and for socket.io's
 * WebSocket upgrade (browsers open WebSockets over HTTP/1.1).
 */
function createFastify(options: SandboxOptions): FastifyInstance {
  const common = { logger: options.logger, forceCloseConnections: true, bodyLimit: 1_048_576 };
  if (!options.tls) return Fastify(common);
  const { key, cert } = options.tls;
  // The routes read only what HTTP/1.1 and HTTP/2 requests share, so one instance type serves both.
  return Fastify({ ...common, http2: true, https: { allowHTTP1: true, key, cert } }) as unknown as FastifyInstance;
}

export async function createSandbox(partial: Partial<SandboxOptions> = {}): Promise<Sandbox> {
  const options = resolveOptions(partial);
  const { now } = options;
  const app = createFastify(options);

  app.setValidatorCompiler(
    ({ schema, httpPart }) =>
      (httpPart === 'querystring' ? coercingAjv : strictAjv).compile(schema as Record<string, unknown>) as FastifyValidationResult,
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const { status, code, message } = errorReply(error);
    if (status >= 500) console.error('[sandbox]', error);
    return reply.code(status).send({ error: { message, code } });
  });
  app.setNotFoundHandler((request, reply) => {
    const api = request.url.startsWith(`/api/${options.apiPrefix}/`);
    return reply.code(404).send({ error: { message: api ? 'Unknown call' : 'Not found', code: api ? 'call.unknown' : 'not.found' } });
  });
  // Provider pages receive the cashier's hidden POST form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    if (servedStrict(request)) return strictAnswer(reply, payload); // the strict-CSP host page (TT-06)
    reply.header('content-security-policy', CSP);
    return payload;
  });

  await app.register(fastifyStatic, { root: join(options.rootDir, 'demo/public'), prefix: '/' });
  await registerWidgetFiles(app, options.rootDir);
  await app.register(fastifyStatic, { root: join(options.rootDir, 'demo/server/assets'), prefix: '/sandbox/assets/', decorateReply: false });

  const players = new PlayerRegistry(now);
  const sessions = new SessionStore(players, now, options.tokenTtlSeconds);
  if (options.demoToken) sessions.issue({ player: 'player-1' }, options.demoToken);

  // Latency switches sleep on timers that shutdown must not wait for.
  const sleeps = new Map<ReturnType<typeof setTimeout>, () => void>();
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        sleeps.delete(timer);
        resolve();
      }, ms);
      sleeps.set(timer, resolve);
    });

  // The store is built before the socket adapter that carries its pushes.
  const route: { push?: SocketApi['pushDeposit']; pushWithdrawal?: SocketApi['pushWithdrawal'] } = {};
  const deposits = new DepositStore((playerId, data) => route.push?.(playerId, data), now);
  const withdrawals = new WithdrawalStore((playerId, data) => route.pushWithdrawal?.(playerId, data), now);
  const log = new CallLog(now);
  const analytics = new AnalyticsLog(now);
  const bonuses = new BonusCatalogue();
  const captcha = new CaptchaTokens(now);
  const runner = createRunner({ sessions, deposits, withdrawals, now, outcomeDelayMs: options.outcomeDelayMs, analytics, bonuses, captcha }, log, sleep);
  const sockets = attachSocketApi(app.server, runner, sessions, allowedOrigins(options.corsOrigins));
  route.push = sockets.pushDeposit;
  route.pushWithdrawal = sockets.pushWithdrawal;

  const allowOrigin = allowedOrigins(options.corsOrigins);
  registerHttpApi(app, runner, options.apiPrefix, allowOrigin);
  registerTestApi(app, { sessions, deposits, withdrawals, log, analytics, bonuses, now, pushLogin: (id, user) => sockets.pushLogin(id, user), openSockets: (id) => sockets.openSockets(id), dropSockets: (id) => sockets.dropSockets(id) });
  registerProviderPages(app, deposits);
  registerCaptchaDoubles(app, captcha, join(options.rootDir, 'demo/server/assets/captcha'));
  registerIcons(app);
  registerSlides(app);
  registerFrameworkHosts(app, options.rootDir);
  registerStrictCspPage(app, options.rootDir);

  app.addHook('preClose', async () => {
    await sockets.close();
    deposits.close();
    withdrawals.close();
    for (const [timer, resolve] of sleeps) {
      clearTimeout(timer);
      resolve();
    }
    sleeps.clear();
  });

  return { app, options, sessions, deposits, withdrawals, socket: sockets, close: () => app.close() };
}

/** The widget's call map, re-exported so the server tests can walk every call. */
export { CALLS, CALL_NAMES } from '../../src/transport/calls.ts';
/** The widget's push map, re-exported so the server tests can check every event the sandbox emits. */
export { PUSH_NAMES } from '../../src/transport/pushes.ts';
/** The one table of deposit-status words, re-exported so a test can check docs/protocol.md lists it. */
export { DEPOSIT_STATUS_WORDS } from '../../src/domain/transaction-status.ts';
/** The withdrawal statuses and error codes, re-exported so tests and docs checks read the one table. */
export { WITHDRAWAL_ERROR_CODES, WITHDRAWAL_STATUSES } from '../../src/domain/withdrawal.ts';
