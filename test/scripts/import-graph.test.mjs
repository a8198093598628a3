// The import graph of src/ (issue #9): no import cycles (the old payment-entities ↔
// deposit-responses circle stays broken), no flow imports another flow, and (issue #22) the
// element reaches no transport, ui or flow file. The lint says the same per file
// (scripts/eslint-rooms.mjs); this reads the real graph, dynamic imports included.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The imports of one file: static ones (type-only too: a cycle of types is still a tangle), and
 * with `lazy` the import()s as well.
 */
function importsOf(file, { lazy }) {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...[...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]),
    ...(lazy ? [...text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((m) => m[1]) : []),
  ];
  return specs.filter((s) => /\.(ts|tsx)$/.test(s)).map((s) => relative(root, resolve(dirname(file), s)));
}

const files = sourceFiles(join(root, 'src'));
/** Every edge, lazy ones included: what a room may reach. */
const graph = new Map(files.map((file) => [relative(root, file), importsOf(file, { lazy: true })]));
/**
 * Static edges only, for cycles: an import() runs after every module has evaluated, so a circle
 * through one (a route table → a lazy screen → the routes) is no tangle at start-up.
 */
const staticGraph = new Map(files.map((file) => [relative(root, file), importsOf(file, { lazy: false })]));

test('src has no import cycles', () => {
  const state = new Map();
  const cycles = [];
  const visit = (file, stack) => {
    state.set(file, 'open');
    for (const next of staticGraph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next, [...stack, next]);
    }
    state.set(file, 'done');
  };
  for (const file of staticGraph.keys()) if (!state.has(file)) visit(file, [file]);
  assert.deepEqual(cycles, []);
});

test('no flow imports another flow', () => {
  const flowOf = (file) => /^src\/flows\/([^/]+)\//.exec(file)?.[1];
  const crossings = [];
  for (const [file, imports] of graph) {
    const own = flowOf(file);
    if (!own) continue;
    for (const target of imports) {
      const other = flowOf(target);
      if (other && other !== own) crossings.push(`${file} → ${target}`);
    }
  }
  assert.deepEqual(crossings, []);
});

test('the element imports no transport, ui or flow file', () => {
  const forbidden = /^src\/(transport|ui|flows)\//;
  const crossings = [];
  for (const [file, imports] of graph) {
    if (!file.startsWith('src/element/')) continue;
    for (const target of imports) if (forbidden.test(target)) crossings.push(`${file} → ${target}`);
  }
  assert.deepEqual(crossings, []);
});
