/**
 * The contract between the transport and the rest of the widget: what it reads on every call
 * (`TransportContext`), what it is given (`ClientOptions`) and what it offers (`CashierClient`).
 */
import type { io as ioFn } from 'socket.io-client';
import type { HostNotifier } from '../domain/host-messages.ts';
import type { CallName, CallPayload, CallResponse } from './calls.ts';
import type { Push } from './pushes.ts';

/** Read fresh on every call, so a token or language change applies to the next request. */
export interface TransportContext {
  transport: 'socket' | 'http';
  /** Origin (and optional path) of the banking API; '' = same origin. */
  apiBase: string;
  /** shell §7: /api/{prefix}/…, BANKING by default. */
  apiPrefix: string;
  /** Host token from the handshake. */
  token?: string;
  /** Token of the user record (login.token refreshes it). */
  userToken?: string;
  xOrigin?: string;
  language: string;
  isNative: boolean;
  platform?: string;
  pwa?: boolean;
  isMobileApp?: boolean;
  platformVersion: string;
}

/** A server push (shell §7): deposit status updates and user refreshes; the map is pushes.ts. */
export type { Push } from './pushes.ts';

/** Everything the client needs from outside; time and I/O are injectable for tests. */
export interface ClientOptions {
  getContext(): TransportContext;
  notifyHost: HostNotifier;
  onPush(push: Push): void;
  /** The socket dropped under an open connection (issue #25, REL-03: waiting pages ask again). */
  onSocketDrop?(): void;
  /** A request timed out (RETRY-12): the app routes to /error with a back route. */
  onRequestTimeout?(call: CallName): void;
  io?: typeof ioFn;
  fetch?: typeof fetch;
  sleep?(ms: number): Promise<void>;
  random?(): number;
  /** Timer for the 30 s request timeout; returns a cancel function. */
  schedule?(fn: () => void, ms: number): () => void;
  /** Clock for the socket envelope's sendTime. */
  now?(): number;
  /**
   * When a socket host fetches the HTTP transport (its keepalives): default when the browser is
   * idle; the element's stores pass "after the first screen has painted" (issue #24, CRIT-01).
   */
  later?(run: () => void): void;
}

/** The one client the widget talks to the banking API through. */
export interface CashierClient {
  /** Sends a call over the configured transport, with timeout and (if enabled) retries. */
  call<N extends CallName>(name: N, payload: CallPayload<N>): Promise<CallResponse<N>>;
  /** Fire-and-forget HTTP POST/GET with `keepalive`, which survives page unload (CREATE-28). */
  sendKeepalive<N extends CallName>(name: N, payload: CallPayload<N>): void;
  /**
   * Opens the socket early (no-op over HTTP) so it overlaps the first render. `pressed`: the player
   * pressed something, so a socket whose connect policy gave up tries again (FAULT-07a).
   */
  connect(pressed?: boolean): void;
  /** Closes the socket and rejects everything pending; later calls reject. */
  dispose(): void;
}
