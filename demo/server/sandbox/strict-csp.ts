/**
 * The strict-CSP host page (issue #25 deliverables 5 and 7, decision TT-06): the playground at
 * `/strict-csp/` under the policy docs/security.md asks a bank-grade host to write — a fresh
 * nonce on every script of the page, 'strict-dynamic', no 'unsafe-inline' or 'unsafe-eval', and
 * `require-trusted-types-for 'script'` with the widget's one policy, `payment-cashier`.
 * The page also sets the session cookie `sandbox-csp=strict` (path /widget/): while the browser
 * holds it, the widget's own pages (the iframe fallback and the helper window, `/widget/*.html`)
 * are served under the same policy with their own nonce, as an integrator serves them (they work
 * under either policy, so the cookie may outlive the visit). Every other page keeps the sandbox's
 * usual CSP (app.ts): provider pages and the captcha doubles' frames are not the widget's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { TRUSTED_TYPES_POLICY_NAME } from '../../../src/domain/trusted-types.ts';

export const STRICT_CSP_PAGE = '/strict-csp/';
const COOKIE = 'sandbox-csp';

/** The host policy of docs/security.md "Content Security Policy and Trusted Types", for one nonce. */
export function strictPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self' ws: wss:",
    "frame-src 'self'",
    "font-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY_NAME}`,
  ].join('; ');
}

const pathOf = (request: FastifyRequest): string => decodeURI(request.url.split('?')[0] ?? '');

/** Whether this HTML answer goes out under the strict policy: the page itself, or a widget page while the cookie is held. */
export function servedStrict(request: FastifyRequest): boolean {
  const path = pathOf(request);
  if (path === STRICT_CSP_PAGE) return true;
  const cookies = String(request.headers.cookie ?? '').split(/;\s*/);
  return path.startsWith('/widget/') && path.endsWith('.html') && cookies.includes(`${COOKIE}=strict`);
}

async function textOf(payload: unknown): Promise<string> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** onSend for a strict answer: a fresh nonce on every `<script`, the policy, and never a cached copy. */
export async function strictAnswer(reply: FastifyReply, payload: unknown): Promise<unknown> {
  const nonce = randomBytes(18).toString('base64');
  reply.header('content-security-policy', strictPolicy(nonce));
  reply.header('cache-control', 'no-store');
  if (reply.statusCode !== 200) return payload;
  reply.removeHeader('content-length');
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
  return (await textOf(payload)).replace(/<script\b/g, `<script nonce="${nonce}"`);
}

/** The playground's page at /strict-csp/: its links are absolute, so it works from there. */
export function registerStrictCspPage(app: FastifyInstance, rootDir: string): void {
  app.get(STRICT_CSP_PAGE, async (_request, reply) => {
    const html = await readFile(join(rootDir, 'demo/public/index.html'), 'utf8');
    return reply.header('set-cookie', `${COOKIE}=strict; Path=/widget/; SameSite=Strict; HttpOnly`).type('text/html; charset=utf-8').send(html);
  });
}
