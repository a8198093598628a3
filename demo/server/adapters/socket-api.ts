/**
 * Socket adapter (shell §7 "Socket", docs/protocol.md §3): socket.io at /v4/socket.io,
 * websocket only. Each `request` envelope `{ data, token, id, sendTime, type }` gets one
 * `response` `{ id, status, data | error }`; pushes go to every socket of the player, only
 * through `emitPush` and the widget's push map.
 */
import { requestLanguage } from '../fixtures/server-texts.ts';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { SOCKET_PATH } from '../../../src/domain/constants.ts';
import type { TransactionData, User } from '../../../src/domain/payment-entities.ts';
import type { Withdrawal } from '../../../src/domain/withdrawal.ts';
import { isCallName } from '../../../src/transport/calls.ts';
import { isPushName, type PushName, type PushPayload } from '../../../src/transport/pushes.ts';
import { REQUEST_EVENT, RESPONSE_EVENT, type SocketAnswer } from '../../../src/transport/socket-protocol.ts';
import type { SessionStore } from '../state/sessions.ts';
import type { OriginCheck } from './allowed-origins.ts';
import type { Runner } from './call-runner.ts';
import { originFromHeaders } from './origin.ts';
import { describeErrors, socketValidator } from './validator.ts';
import { MALFORMED_BODY } from '../state/fault-kinds.ts';
import { playerFromCookie } from '../sandbox/player-cookie.ts';

const room = (playerId: number): string => `player:${playerId}`;
/** socket.io's own cap on one message (the HTTP body limit is Fastify's 1 MiB). */
const MAX_MESSAGE_BYTES = 1_000_000;

export interface SocketApi {
  io: Server;
  /**
   * Emits a server push to a room, through the widget's push map (src/transport/pushes.ts): the
   * name must be a `PushName` and the payload its `PushPayload`, so a misspelled or unknown event
   * does not compile (and is refused at run time).
   */
  emitPush<N extends PushName>(room: string, name: N, payload: PushPayload<N>): void;
  /** `deposit.status` to every socket of the player. */
  pushDeposit(playerId: number, data: TransactionData): void;
  /** `login.token` with the refreshed user (SOCK-15). */
  pushLogin(playerId: number, user: Partial<User>): void;
  /** `withdrawal.status` with the whole record (decision WD-06). */
  pushWithdrawal(playerId: number, data: Withdrawal): void;
  /** How many sockets of the player are open now (GET /sandbox/sockets: one per cashier element, issue #22). */
  openSockets(playerId: number): Promise<number>;
  /**
   * Cuts the player's open sockets as a network drop would (POST /sandbox/sockets/drop, issue #24):
   * the underlying connection closes, so the client sees "transport close", not a server's
   * deliberate "io server disconnect". Resolves with how many were cut.
   */
  dropSockets(playerId: number): Promise<number>;
  close(): Promise<void>;
}

const queryString = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export function attachSocketApi(server: HttpServer, runner: Runner, sessions: SessionStore, allowOrigin: OriginCheck): SocketApi {
  const io = new Server(server, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // Browsers send Origin on a WebSocket handshake and apply no CORS to it: a page of an origin not
    // allowed is refused here (403), before it can act with a token it holds (decision CDN-07).
    allowRequest: (req, done) => done(null, allowOrigin(req.headers.origin, originFromHeaders(req.headers, '127.0.0.1', 'encrypted' in req.socket))),
  });

  // FAULT-01 `socketRefused`: the player's handshake is refused (connect_error). The player is known
  // by the handshake's token: the query's Authorization, else the opening request's (auth.first),
  // else (FAULT-07) the browser's sandbox-only `sandbox-player` cookie.
  io.use((socket, next) => {
    const first = (socket.handshake.auth as { first?: { token?: unknown } } | undefined)?.first;
    const token = queryString(socket.handshake.query.Authorization) ?? queryString(first?.token);
    const refused = runner.refuseHandshake(token, playerFromCookie(socket.handshake.headers.cookie));
    next(refused ? new Error('Connection refused (sandbox socketRefused)') : undefined);
  });

  io.on('connection', (socket: Socket) => {
    // SOCK-06: the query's Authorization is the user token (only sent without a host token).
    const queryToken = queryString(socket.handshake.query.Authorization);
    const joined = sessions.lookup(queryToken);
    if (joined.kind === 'ok') void socket.join(room(joined.session.player.id));
    const origin = originFromHeaders(socket.handshake.headers, '127.0.0.1', socket.handshake.secure);

    // docs/protocol.md "First request in the handshake": the opening request may ride in the
    // CONNECT packet (auth.first); a client that did not see its answer in time sends the same
    // envelope again, so each id is handled once per socket.
    const seen = new Set<string>();
    const receive = (envelope: unknown): void => {
      const id = typeof envelope === 'object' && envelope !== null ? (envelope as { id?: unknown }).id : undefined;
      if (typeof id === 'string' || typeof id === 'number') {
        if (seen.has(String(id))) return;
        seen.add(String(id));
      }
      handle(envelope).catch((error: unknown) => console.error('[sandbox] socket request failed:', error));
    };
    socket.on(REQUEST_EVENT, receive);
    const auth: unknown = socket.handshake.auth;
    if (typeof auth === 'object' && auth !== null && 'first' in auth) receive((auth as { first: unknown }).first);

    async function handle(envelope: unknown): Promise<void> {
      if (typeof envelope !== 'object' || envelope === null || Array.isArray(envelope)) return; // nothing to answer to
      const { id, type, token, data } = envelope as Record<string, unknown>;
      if (typeof id !== 'string' && typeof id !== 'number') return;
      const answer = (a: Omit<SocketAnswer, 'id'>): void => {
        if (socket.connected) socket.emit(RESPONSE_EVENT, { id: String(id), ...a });
      };
      if (!isCallName(type)) {
        answer({ status: 404, error: { message: 'Unknown call', code: 'call.unknown' } });
        return;
      }
      const admitted = await runner.admit(type, queryString(token) ?? queryToken, 'socket');
      if (admitted.kind === 'network') {
        socket.disconnect(true);
        return;
      }
      if (admitted.kind === 'fail') {
        answer({ status: admitted.status, error: admitted.body.error });
        return;
      }
      // A host-token socket joins its player's room on its first authorised call.
      void socket.join(room(admitted.session.player.id));
      const payload = data ?? {};
      const validate = socketValidator(type);
      if (!validate(payload)) {
        const rejected = runner.reject(type, admitted.session, 'socket', describeErrors(validate.errors));
        if (rejected.kind === 'fail') answer({ status: rejected.status, error: rejected.body.error });
        return;
      }
      const outcome = await runner.invoke(type, payload, admitted.session, origin, 'socket', requestLanguage(socket.handshake.query.Language));
      if (outcome.kind === 'ok') answer({ status: 200, data: outcome.data });
      else if (outcome.kind === 'fail') answer({ status: outcome.status, error: outcome.body.error });
      // FAULT-01: a `response` with the request's id and nothing else of the envelope.
      else if (outcome.kind === 'malformed') socket.emit(RESPONSE_EVENT, { id: String(id), body: MALFORMED_BODY });
      else socket.disconnect(true);
    }
  });

  function emitPush<N extends PushName>(target: string, name: N, payload: PushPayload<N>): void {
    if (!isPushName(name)) throw new Error(`Not a push of src/transport/pushes.ts: ${String(name)}`);
    io.to(target).emit(name, payload);
  }

  return {
    io,
    emitPush,
    pushDeposit: (playerId, data) => emitPush(room(playerId), 'deposit.status', data),
    pushLogin: (playerId, user) => emitPush(room(playerId), 'login.token', user),
    pushWithdrawal: (playerId, data) => emitPush(room(playerId), 'withdrawal.status', data),
    openSockets: async (playerId) => (await io.in(room(playerId)).fetchSockets()).length,
    dropSockets: async (playerId) => {
      const open = (await io.in(room(playerId)).fetchSockets()).map((s) => io.sockets.sockets.get(s.id)).filter((s) => s !== undefined);
      for (const socket of open) socket.conn.close();
      return open.length;
    },
    close: () =>
      new Promise<void>((resolve) => {
        io.disconnectSockets(true);
        // io.close() would also close the HTTP server, which Fastify closes itself.
        io.engine.close();
        resolve();
      }),
  };
}
