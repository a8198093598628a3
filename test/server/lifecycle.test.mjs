// The process: one server for the playground, the widget bundle, the API and socket.io; a
// clean exit on SIGTERM / SIGINT even with open sockets, pending timers and slow requests.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { connect, createPayload, httpCall, issue, request } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Starts dist-server/main.mjs on a free port; resolves once it prints its URL. */
function launch(env = {}) {
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SANDBOX_OUTCOME_DELAY_MS: '60000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /sandbox: (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', () => reject(new Error(`exited early: ${out}`)));
  });
  return { child, url, exited };
}

describe('process lifecycle', () => {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    it(`exits 0 on ${signal} with a socket open, a deposit timer and a slow request pending`, async () => {
      const { child, url, exited } = launch();
      const base = await url;
      const page = await request(base, '/');
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-type') ?? '', /text\/html/);
      assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/);
      if (existsSync(`${root}dist/payment-cashier.js`)) {
        assert.equal((await request(base, '/widget/payment-cashier.js')).status, 200);
      }
      const demo = await httpCall(base, 'sandbox-player-1', 'methods-country-selector-v2');
      assert.equal(demo.status, 200, 'the demo token works out of the box');
      const { token } = await issue(base);
      const socket = await connect(base, { Authorization: token });
      await httpCall(base, token, 'deposit-create', createPayload('yamoney_h2h', 1000, 'RUB')); // 60 s outcome timer
      await request(base, '/sandbox/scenario', { method: 'PUT', token, json: { latencyMs: { events: 60000 } } });
      const slow = httpCall(base, token, 'events', { events: [] }).catch(() => 'aborted');
      await new Promise((r) => setTimeout(r, 50));
      const started = Date.now();
      child.kill(signal);
      const { code } = await exited;
      assert.equal(code, 0);
      assert.ok(Date.now() - started < 5000, 'exits promptly');
      await slow;
      socket.close();
    });
  }
});
