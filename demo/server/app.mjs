// The sandbox process: one Fastify server for the playground page, the built widget and, as the
// sandbox grows, the banking API (HTTP under /api/BANKING, socket.io at /v4/socket.io).
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/** Builds the server without listening, so tests can inject requests or listen on port 0. */
export async function createSandbox({ logger = false } = {}) {
  const app = Fastify({ logger });
  // Strict CSP on every page we serve: the widget must work without inline code or eval.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self' ws: wss:; frame-src 'self'; font-src 'self' https:; object-src 'none'; base-uri 'none'",
      );
    }
    return payload;
  });
  await app.register(fastifyStatic, { root: here('../public'), prefix: '/' });
  await app.register(fastifyStatic, { root: here('../../dist'), prefix: '/widget/', decorateReply: false });
  return app;
}
