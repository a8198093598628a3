// Issue #25 deliverables 5 and 7 (decision TT-06): the strict-CSP host page. /strict-csp/ serves the
// playground under a nonce, 'strict-dynamic' and Trusted Types policy, and its cookie puts the
// widget's own pages (/widget/*.html) under the same policy; every other page keeps the usual CSP.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { request, start } from './helpers.mjs';

let server;
let rootDir;
const PAGE = '<!doctype html><script type="module" src="/widget/payment-cashier.js"></script><script type="module" src="/js/main.js"></script><h1>playground</h1>';
const FRAME = '<!doctype html><script type="module" src="./payment-cashier.js"></script><script type="module" src="./iframe.js"></script>';

before(async () => {
  rootDir = mkdtempSync(join(tmpdir(), 'cashier-csp-'));
  mkdirSync(join(rootDir, 'demo/public'), { recursive: true });
  mkdirSync(join(rootDir, 'dist'), { recursive: true });
  writeFileSync(join(rootDir, 'demo/public/index.html'), PAGE);
  writeFileSync(join(rootDir, 'dist/iframe.html'), FRAME);
  server = await start({ rootDir });
});
after(async () => {
  await server.stop();
  rmSync(rootDir, { recursive: true, force: true });
});

/** The nonce of a strict policy, after checking every directive the host page must have. */
function strictNonce(policy) {
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'(;|$)/.exec(policy)?.[1];
  assert.ok(nonce, policy);
  assert.match(policy, /require-trusted-types-for 'script'/);
  assert.match(policy, /trusted-types payment-cashier(;|$)/);
  assert.match(policy, /object-src 'none'/);
  assert.match(policy, /base-uri 'none'/);
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval|allow-duplicates|\*/);
  return nonce;
}

test('TT-06: /strict-csp/ is the playground with a fresh nonce on each of its scripts, the strict policy, no cache, and the cookie for the widget pages', async () => {
  const first = await request(server.base, '/strict-csp/?transport=http');
  assert.equal(first.status, 200);
  const nonce = strictNonce(first.headers.get('content-security-policy') ?? '');
  assert.equal(first.text.match(/<script /g)?.length, 2);
  assert.equal(first.text.match(new RegExp(`<script nonce="${nonce.replace(/[+/]/g, '\\$&')}" `, 'g'))?.length, 2);
  assert.match(first.text, /<h1>playground<\/h1>/);
  assert.equal(first.headers.get('cache-control'), 'no-store');
  assert.match(first.headers.get('set-cookie') ?? '', /^sandbox-csp=strict; Path=\/widget\/; SameSite=Strict; HttpOnly$/);
  const second = await request(server.base, '/strict-csp/');
  assert.notEqual(strictNonce(second.headers.get('content-security-policy') ?? ''), nonce);
});

test('TT-06: with the cookie, the iframe fallback page is served under the same policy with its own nonce; without it, as usual', async () => {
  const strict = await request(server.base, '/widget/iframe.html?route=/form', { headers: { cookie: 'other=1; sandbox-csp=strict' } });
  assert.equal(strict.status, 200);
  const nonce = strictNonce(strict.headers.get('content-security-policy') ?? '');
  assert.equal(strict.text, FRAME.replace(/<script /g, `<script nonce="${nonce}" `));
  assert.equal(strict.headers.get('etag'), null);

  const usual = await request(server.base, '/widget/iframe.html');
  assert.equal(usual.text, FRAME);
  assert.match(usual.headers.get('content-security-policy') ?? '', /^default-src 'self'; script-src 'self';/);
});

test('TT-06: the cookie changes no other page: the playground at / keeps the usual policy', async () => {
  const page = await request(server.base, '/', { headers: { cookie: 'sandbox-csp=strict' } });
  assert.equal(page.status, 200);
  assert.equal(page.text, PAGE);
  assert.doesNotMatch(page.headers.get('content-security-policy') ?? '', /trusted-types|nonce/);
});
