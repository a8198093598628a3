// Issue #23 deliverable 4 (decision SSR-01): a server-rendered host (Next.js, Nuxt, SvelteKit)
// imports the package in Node. Each built module must evaluate there without throwing, define no
// DOM global and leave no timer behind that keeps the server process alive.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(root, 'dist/payment-cashier.js');

/** Every file under `dir` (recursively) whose name ends with `.js`. */
function jsFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The newest modification time under src/, to tell a stale build from a fresh one. */
function newestSource() {
  return Math.max(...readdirSync(join(root, 'src'), { recursive: true }).map((file) => statSync(join(root, 'src', file)).mtimeMs));
}

/** The JS files package.json names (`main`, `module`, `exports` at any depth of conditions). */
function exportedScripts() {
  const { main, module, exports = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const found = new Set();
  const visit = (value) => {
    if (typeof value === 'string') {
      if (value.endsWith('.js') || value.endsWith('.mjs')) found.add(join(root, value));
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  [main, module, exports].forEach(visit);
  return [...found];
}

// Build once if there is no build, or it is older than the sources it would test.
if (!existsSync(ENTRY) || statSync(ENTRY).mtimeMs < newestSource()) {
  const build = spawnSync(process.execPath, ['esbuild.config.mjs'], { cwd: root, encoding: 'utf8' });
  assert.equal(build.status, 0, build.stderr);
}

/**
 * Imports `files` in order in a fresh Node process (as a server does) and reports what happened:
 * the first error, the DOM globals that exist afterwards, and the timers still pending.
 */
function importOnServer(files) {
  const probe = `
    const DOM = ['window', 'document', 'customElements', 'HTMLElement', 'navigator', 'localStorage'];
    const present = () => DOM.filter((name) => typeof globalThis[name] !== 'undefined');
    const report = { error: null, before: present() };
    try {
      for (const file of ${JSON.stringify(files)}) await import(new URL('file://' + file).href);
    } catch (e) { report.error = String(e && e.stack || e); }
    // Let anything scheduled for "right after evaluation" get scheduled first.
    await new Promise((resolve) => setImmediate(resolve));
    report.after = present();
    report.pending = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout' || kind === 'Immediate');
    console.log(JSON.stringify(report));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: root, encoding: 'utf8', timeout: 20_000 });
  assert.equal(run.signal, null, `the import kept Node alive past 20 s: ${run.stderr}`);
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

function assertServerSafe(report) {
  assert.equal(report.error, null);
  // Node 21+ has a `navigator` of its own; the widget adds none of these, nor `customElements`.
  assert.deepEqual(report.after, report.before);
  assert.deepEqual(report.after.filter((name) => name !== 'navigator'), []);
  assert.deepEqual(report.pending, [], 'no timer is left pending: defineSoon waits for a registry');
}

test('SSR-01: importing the self-contained entry dist/payment-cashier.js in Node throws nothing, defines nothing, starts no timer', () => {
  assertServerSafe(importOnServer([ENTRY]));
});

test('SSR-01: every JS entry package.json names (main, exports) imports on a server the same way', () => {
  const entries = exportedScripts();
  assert.ok(entries.length > 0, 'package.json names its entry');
  for (const file of entries) {
    assert.ok(existsSync(file), `${file} is exported but not built`);
    assertServerSafe(importOnServer([file]));
  }
});

test('SSR-01: every lazy module (flows, screens, i18n engine) and the host-messages list evaluate on a server too, as a bundler build imports them there', () => {
  // iframe.js is the iframe page's own script (it builds that page's element), never imported by a host.
  const besideEntry = readdirSync(join(root, 'dist')).filter((name) => name.endsWith('.js') && name !== 'iframe.js');
  const lazy = [...besideEntry.map((name) => join(root, 'dist', name)), ...jsFiles(join(root, 'dist/chunks')), ...jsFiles(join(root, 'dist/esm'))];
  assert.ok(lazy.length > 20, 'the build has its lazy chunks');
  assertServerSafe(importOnServer([ENTRY, ...lazy]));
});

test('SSR-01: the probe itself sees a module that adds a DOM global or leaves a timer (so the checks above can fail)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ssr-probe-'));
  const file = join(dir, 'unsafe.mjs');
  writeFileSync(file, 'globalThis.customElements = {}; setTimeout(() => {}, 200);');
  try {
    const report = importOnServer([file]);
    assert.equal(report.error, null);
    assert.deepEqual(report.after.filter((name) => !report.before.includes(name)), ['customElements']);
    assert.deepEqual(report.pending, ['Timeout']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
