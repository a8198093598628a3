// Issue #22: small files with one purpose. Every source file stays under 250 lines; a file that
// grows past it is split along its seams (decision LINT-03), not given an exception.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LIMIT = 250;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

test(`every file of src/ has fewer than ${LIMIT} lines`, () => {
  const long = sourceFiles(join(root, 'src'))
    .map((file) => [relative(root, file), readFileSync(file, 'utf8').split('\n').length - 1])
    .filter(([, lines]) => lines >= LIMIT)
    .map(([file, lines]) => `${file}: ${lines} lines`);
  assert.deepEqual(long, []);
});
