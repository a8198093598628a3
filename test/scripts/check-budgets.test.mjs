// scripts/check-budgets.mjs on a made-up build: a failure names the file, its size, its budget
// and the biggest modules in it (issue #4 §3), and a static chunk import fails on its own.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../../scripts/check-budgets.mjs', import.meta.url));
const KB = 1024;

/** A build folder: random bytes do not compress, so gzip size ≈ the given size. */
function fakeBuild({ entryKb, chunkKb, entryImports = [], budgets, extraOutputs = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'budgets-'));
  mkdirSync(join(dir, 'dist/chunks'), { recursive: true });
  mkdirSync(join(dir, 'dist/locales'), { recursive: true });
  mkdirSync(join(dir, 'bench'), { recursive: true });
  writeFileSync(join(dir, 'dist/payment-cashier.js'), randomBytes(entryKb * KB));
  writeFileSync(join(dir, 'dist/chunks/flows-redirect-AB12.js'), randomBytes(chunkKb * KB));
  writeFileSync(join(dir, 'dist/locales/en.0000.json'), '{"a":"b"}');
  const outputs = {
    'dist/payment-cashier.js': {
      imports: entryImports.map((path) => ({ path, kind: 'import-statement' })),
      inputs: { 'node_modules/react-dom/cjs/client.js': { bytesInOutput: 200 * KB }, 'src/app/shell.tsx': { bytesInOutput: 9 * KB } },
    },
    'dist/chunks/flows-redirect-AB12.js': { imports: [], inputs: { 'src/flows/redirect/redirect.screen.tsx': { bytesInOutput: 30 * KB } } },
    ...extraOutputs,
  };
  for (const path of Object.keys(extraOutputs)) writeFileSync(join(dir, path), 'export {};');
  writeFileSync(join(dir, 'dist/meta.json'), JSON.stringify({ outputs }));
  writeFileSync(join(dir, 'bench/budgets.json'), JSON.stringify(budgets));
  const run = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  return run;
}

const budgets = { initialJsGzip: 20 * KB, lazyChunkGzip: 15 * KB, localeGzip: 6 * KB };

test('passes a build inside its budgets', () => {
  const run = fakeBuild({ entryKb: 10, chunkKb: 5, budgets });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /ok {3}initial JS/);
});

test('a lazy chunk over budget fails with its name, size, budget and biggest modules', () => {
  const run = fakeBuild({ entryKb: 10, chunkKb: 18, budgets });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /lazy chunk dist\/chunks\/flows-redirect-AB12\.js is 18\.\d KB gzip, over its budget of 15\.0 KB/);
  assert.match(run.stderr, /src\/flows\/redirect\/redirect\.screen\.tsx: 30\.0 KB minified/);
});

test('the initial JS over budget lists its biggest modules, libraries by package', () => {
  const run = fakeBuild({ entryKb: 24, chunkKb: 5, budgets });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /initial JS \(dist\/payment-cashier\.js\) is 24\.\d KB gzip, over its budget of 20\.0 KB/);
  assert.match(run.stderr, /node_modules\/react-dom: 200\.0 KB minified/);
});

test('an entry that imports a chunk statically fails (a blocking round trip before the list)', () => {
  const run = fakeBuild({ entryKb: 5, chunkKb: 5, entryImports: ['dist/chunks/flows-redirect-AB12.js'], budgets: { ...budgets, initialJsGzip: 100 * KB } });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /the entry statically imports 1 chunk\(s\) \(dist\/chunks\/flows-redirect-AB12\.js\)/);
});

test('a chunk made only of kernel registry reads fails (a round trip that carries nothing)', () => {
  const reads = { 'kernel:src/ui/button.tsx?from=src/flows/a.tsx': { bytesInOutput: 90 }, 'kernel-runtime:kernel-runtime?from=src/flows/a.tsx': { bytesInOutput: 80 } };
  const run = fakeBuild({ entryKb: 5, chunkKb: 5, budgets, extraOutputs: { 'dist/chunks/chunk-XY12.js': { imports: [], inputs: reads } } });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /dist\/chunks\/chunk-XY12\.js only reads the kernel registry/);
});
