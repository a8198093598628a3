// Builds the framework hosts under test (React 19, Vue 3, Svelte 5; issue #23) with Vite's
// programmatic build() into .cache/frameworks/<name>/, where the sandbox serves them at
// /frameworks/<name>/ (demo/server/sandbox/framework-hosts.ts). The e2e spec calls
// ensureFrameworkHosts() before its tests: two Playwright workers may call it at once, so one builds
// (a lock folder) and the other waits; a build whose inputs have not changed is reused.
// `node test/frameworks/build.mjs` builds them by hand (the widget must be built first).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot, unpackPackage } from './package-root.mjs';

export const FRAMEWORKS = ['react', 'vue', 'svelte'];

const here = fileURLToPath(new URL('.', import.meta.url));
const cache = fileURLToPath(new URL('../../.cache/', import.meta.url));
const outRoot = join(cache, 'frameworks');
const lock = join(cache, 'frameworks.lock');
const stampFile = join(outRoot, 'inputs.sha256');

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** The widget source the hosts' shared code reads (the message names for the event log). */
const widgetSources = [fileURLToPath(new URL('../../src/domain/host-messages.ts', import.meta.url))];

/** A hash of everything a build reads: the hosts' sources and the package they import (as built in the repository). */
function inputsHash() {
  const hash = createHash('sha256');
  const pkgJson = join(repoRoot, 'package.json');
  const main = JSON.parse(readFileSync(pkgJson, 'utf8'));
  // Every file of the bundler build, not only its entry: a change may land in any of its chunks.
  const entries = filesUnder(join(repoRoot, dirname(main.exports['.'].import)));
  for (const file of [...filesUnder(here), ...widgetSources, pkgJson, ...entries].sort()) hash.update(relative(here, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** Builds every host into `outDir/<name>/`; returns the milliseconds each took. */
export async function buildFrameworkHosts(outDir = outRoot) {
  const { build } = await import('vite');
  const took = {};
  for (const name of FRAMEWORKS) {
    const started = Date.now();
    await build({
      configFile: join(here, name, 'vite.config.mjs'),
      logLevel: 'warn',
      build: { outDir: join(outDir, name), emptyOutDir: true, reportCompressedSize: false },
    });
    took[name] = Date.now() - started;
  }
  return took;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds the hosts unless an up-to-date build is there; safe to call from several processes. */
export async function ensureFrameworkHosts() {
  mkdirSync(cache, { recursive: true });
  const wanted = inputsHash();
  for (;;) {
    if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return { built: false };
    try {
      mkdirSync(lock);
    } catch {
      // Another process builds; a lock older than two minutes was left by a process that died.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      unpackPackage();
      const staging = join(cache, `frameworks.${process.pid}`);
      const took = await buildFrameworkHosts(staging);
      writeFileSync(join(staging, 'inputs.sha256'), wanted);
      rmSync(outRoot, { recursive: true, force: true });
      renameSync(staging, outRoot);
      return { built: true, took };
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  console.log(await buildFrameworkHosts(), `${Date.now() - started} ms in all`);
}
