// Issue #23 (decision FW-02): the test-only route of the framework hosts. /frameworks/<name>/ serves
// a built host's index.html and files from .cache/frameworks/<name>/ under the repository root,
// looked up per request (a build made after the start is served); nothing else leaves that folder.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { request, start } from './helpers.mjs';

let server;
let rootDir;
before(async () => {
  rootDir = mkdtempSync(join(tmpdir(), 'cashier-fw-'));
  writeFileSync(join(rootDir, 'secret.txt'), 'not for the web');
  server = await start({ rootDir });
});
after(async () => {
  await server.stop();
  rmSync(rootDir, { recursive: true, force: true });
});

test('FW-02: before a build, /frameworks/<name>/ answers 404', async () => {
  assert.equal((await request(server.base, '/frameworks/react/')).status, 404);
});

test('FW-02: a host built after the start is served: its index.html with the strict CSP, its assets, 404 for a missing file', async () => {
  const dir = join(rootDir, '.cache/frameworks/react');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>React 19 host</title>');
  writeFileSync(join(dir, 'assets/index-abc.js'), 'export {};');
  const page = await request(server.base, '/frameworks/react/');
  assert.equal(page.status, 200);
  assert.match(page.text, /React 19 host/);
  assert.match(page.headers.get('content-security-policy') ?? '', /script-src 'self'/);
  const script = await request(server.base, '/frameworks/react/assets/index-abc.js');
  assert.equal(script.status, 200);
  assert.match(script.headers.get('content-type') ?? '', /javascript/);
  assert.equal((await request(server.base, '/frameworks/react/assets/missing.js')).status, 404);
  assert.equal((await request(server.base, '/frameworks/vue/')).status, 404);
});

test('FW-02: nothing outside a host folder is reachable', async () => {
  for (const path of ['/frameworks/react/..%2F..%2F..%2Fsecret.txt', '/frameworks/react/%2e%2e/%2e%2e/%2e%2e/secret.txt', '/frameworks/..%2F/secret.txt']) {
    const answer = await request(server.base, path);
    assert.ok([403, 404].includes(answer.status), `${path} answered ${answer.status}`);
    assert.doesNotMatch(answer.text, /not for the web/);
  }
});
