/**
 * The captcha providers' test doubles (issue #14, docs/sandbox.md "Captcha test doubles"): scripts
 * with the providers' documented global APIs (assets/captcha/*.js), the reCAPTCHA challenge frame,
 * and the endpoints that hand out the signed tokens the create calls check. A script's behaviour is
 * in its own URL query; `mode=noload` answers 503 so the page's script error event fires.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { geetestOutput } from '../service/captcha-check.ts';
import type { CaptchaTokens } from '../state/captcha-tokens.ts';
import { esc } from './html.ts';

const PREFIX = '/sandbox/captcha';
const key = { type: 'string', minLength: 1, maxLength: 200 };

/** A script's query: its mode (other parameters, e.g. the widget's `onload`, pass untouched). */
const scriptQuery = (modes: readonly string[]) => ({
  type: 'object',
  properties: { mode: { enum: modes }, failures: { type: 'integer', minimum: 0, maximum: 100 } },
});

const GEETEST_MODES = ['pass', 'fail', 'network', 'unknown', 'noload'] as const;
const INVISIBLE_MODES = ['pass', 'challenge', 'expire', 'error', 'noload'] as const;
const SCORE_MODES = ['pass', 'noenterprise', 'error', 'noload'] as const;

const VERIFY_SCHEMA = { type: 'object', additionalProperties: false, required: ['captcha_id'], properties: { captcha_id: key } } as const;
const TOKEN_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'sitekey'],
  properties: { kind: { enum: ['invisible', 'score'] }, sitekey: key, action: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
const BFRAME_QUERY = {
  type: 'object',
  required: ['k'],
  properties: { k: key, origin: { type: 'string', maxLength: 300 }, hl: { type: 'string', maxLength: 35 } },
} as const;

/** The challenge page; `hl` (the widget's language for api.js) shows in a line, the text stays English. */
function bframePage(sitekey: string, hl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sandbox reCAPTCHA challenge</title>
<link rel="stylesheet" href="${PREFIX}/doubles.css">
<script src="${PREFIX}/recaptcha/bframe.js" defer></script>
</head>
<body class="sbx-bframe">
<main>
<h1>Sandbox challenge</h1>
<p>The sandbox stands in for reCAPTCHA's image challenge (site key <code>${esc(sitekey)}</code>): press Verify.</p>
<p class="sbx-captcha__lang">Language: ${esc(hl)}</p>
<p id="status" class="sbx-captcha__status" role="status"></p>
<button type="button" id="verify" class="sbx-captcha__primary">Verify</button>
</main>
</body>
</html>`;
}

export function registerCaptchaDoubles(app: FastifyInstance, tokens: CaptchaTokens, assetsDir: string): void {
  const asset = async (reply: FastifyReply, file: string, type: string): Promise<FastifyReply> =>
    reply.header('cache-control', 'no-store').type(type).send(await readFile(join(assetsDir, file), 'utf8'));

  const script = (path: string, file: string, modes: readonly string[]) =>
    app.get(path, { schema: { querystring: scriptQuery(modes) } }, async (request, reply) => {
      if ((request.query as { mode?: string }).mode === 'noload') {
        return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('sandbox: this captcha script does not load (mode=noload)');
      }
      return asset(reply, file, 'text/javascript; charset=utf-8');
    });

  script(`${PREFIX}/geetest/gt4.js`, 'gt4.js', GEETEST_MODES);
  script(`${PREFIX}/recaptcha/api.js`, 'api.js', INVISIBLE_MODES);
  script(`${PREFIX}/recaptcha/enterprise.js`, 'enterprise.js', SCORE_MODES);
  app.get(`${PREFIX}/recaptcha/bframe.js`, async (_request, reply) => asset(reply, 'bframe.js', 'text/javascript; charset=utf-8'));
  app.get(`${PREFIX}/doubles.css`, async (_request, reply) => asset(reply, 'doubles.css', 'text/css; charset=utf-8'));

  app.get(`${PREFIX}/recaptcha/bframe`, { schema: { querystring: BFRAME_QUERY } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(bframePage((request.query as { k: string }).k, (request.query as { hl?: string }).hl ?? 'en')),
  );

  // GeeTest's verify step: the four output fields the create call carries (captcha-check.ts).
  app.post(`${PREFIX}/geetest/verify`, { schema: { body: VERIFY_SCHEMA } }, async (request) =>
    geetestOutput(tokens, (request.body as { captcha_id: string }).captcha_id),
  );

  // The reCAPTCHA doubles' tokens: `invisible` (captchaResponse) and `score` (captchaResponseV3).
  app.post(`${PREFIX}/recaptcha/token`, { schema: { body: TOKEN_SCHEMA } }, async (request) => {
    const { kind, sitekey, action } = request.body as { kind: 'invisible' | 'score'; sitekey: string; action?: string };
    return { token: tokens.issue(kind, sitekey, kind === 'score' ? action : undefined).token };
  });
}
