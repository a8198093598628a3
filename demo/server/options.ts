/** Sandbox settings, with defaults; main.ts fills them from the environment. */
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_PREFIX } from '../../src/domain/constants.ts';
import { LOOPBACK_ORIGINS } from './adapters/allowed-origins.ts';

/** A TLS key and certificate, PEM. */
export interface SandboxTls {
  key: string | Buffer;
  cert: string | Buffer;
}

export interface SandboxOptions {
  /** Repository root: `demo/public` and `dist` are served from here. */
  rootDir: string;
  /** The HTTP API lives under /api/{apiPrefix}/ (shell §7). */
  apiPrefix: string;
  /** Lifetime of an issued token, unless the request names its own. */
  tokenTtlSeconds: number;
  /** How long an automatically settled deposit stays waiting (scenario outcomeDelayMs overrides). */
  outcomeDelayMs: number;
  /** A fixed, non-expiring token for the playground's first visit; null turns it off. */
  demoToken: string | null;
  /**
   * Host origins whose pages may call the API and open the socket besides the sandbox's own
   * (adapters/allowed-origins.ts, decision CDN-07): exact origins or `scheme://host:*`.
   */
  corsOrigins: readonly string[];
  /**
   * Serve HTTPS with HTTP/2 (as a CDN does; HTTP/1.1 stays for older clients and the socket's
   * WebSocket upgrade): a PEM key and certificate. null = plain HTTP/1.1, the default.
   */
  tls: SandboxTls | null;
  /** Fastify request logging. */
  logger: boolean;
  /** Clock, replaceable in tests. */
  now(): number;
}

// The bundle runs from dist-server/, one level below the repository root.
const defaultRoot = (): string => fileURLToPath(new URL('..', import.meta.url));

/** Defaults: 1 h tokens, 4 s outcome delay, demo token `sandbox-player-1`, loopback host origins, plain HTTP. */
export function resolveOptions(partial: Partial<SandboxOptions> = {}): SandboxOptions {
  return {
    rootDir: partial.rootDir ?? defaultRoot(),
    apiPrefix: partial.apiPrefix ?? DEFAULT_API_PREFIX,
    tokenTtlSeconds: partial.tokenTtlSeconds ?? 3600,
    outcomeDelayMs: partial.outcomeDelayMs ?? 4000,
    demoToken: partial.demoToken === undefined ? 'sandbox-player-1' : partial.demoToken,
    corsOrigins: partial.corsOrigins ?? LOOPBACK_ORIGINS,
    tls: partial.tls ?? null,
    logger: partial.logger ?? false,
    now: partial.now ?? Date.now,
  };
}
