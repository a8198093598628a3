/**
 * Starts the sandbox: PORT (default 4780), HOST (default 127.0.0.1). Optional:
 * SANDBOX_TOKEN_TTL_SECONDS, SANDBOX_OUTCOME_DELAY_MS, SANDBOX_DEMO_TOKEN ('' turns it off),
 * SANDBOX_CORS_ORIGINS (comma-separated host origins, `http://localhost:*` for any port; default the
 * loopback names, '' = same origin only), SANDBOX_LOG=1, SANDBOX_TLS_KEY + SANDBOX_TLS_CERT (PEM files:
 * HTTPS with HTTP/2, as a CDN serves the widget). Shuts down cleanly on SIGINT and SIGTERM.
 */
import { readFileSync } from 'node:fs';
import { parseOriginList } from './adapters/allowed-origins.ts';
import { createSandbox } from './app.ts';

const env = process.env;
const num = (value: string | undefined): number | undefined => (value && /^\d+$/.test(value) ? Number(value) : undefined);

const port = num(env.PORT) ?? 4780;
const host = env.HOST ?? '127.0.0.1';
const tls = env.SANDBOX_TLS_KEY && env.SANDBOX_TLS_CERT ? { key: readFileSync(env.SANDBOX_TLS_KEY), cert: readFileSync(env.SANDBOX_TLS_CERT) } : null;
const sandbox = await createSandbox({
  tokenTtlSeconds: num(env.SANDBOX_TOKEN_TTL_SECONDS),
  outcomeDelayMs: num(env.SANDBOX_OUTCOME_DELAY_MS),
  demoToken: env.SANDBOX_DEMO_TOKEN === undefined ? undefined : env.SANDBOX_DEMO_TOKEN || null,
  corsOrigins: parseOriginList(env.SANDBOX_CORS_ORIGINS),
  logger: env.SANDBOX_LOG === '1',
  tls,
});
await sandbox.app.listen({ port, host });
const address = sandbox.app.server.address();
const actualPort = address && typeof address === 'object' ? address.port : port;
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`payment-cashier sandbox: ${tls ? 'https' : 'http'}://${shown}:${actualPort}/`);

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: shutting down`);
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
